import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, test } from '../support';
import { businessId } from '../kit/helpers-people';

// The library mounts the business kit's attendance screen and accounts books (issue 11 and 12):
// the same modules as the gym's, reached from the library's own menu.
test("the library's menu leads to the kit's attendance and accounts books", async ({ page }) => {
  await logIn(page, DEMO.librarian, DEMO_PASSWORD, '/mgtservice/mgtlibrary/attendence');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  for (const tab of ['Daily', 'Monthly', 'Check-in desk'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expectAccessible(page);

  // The desk takes a joined member's id, as the QR code of their ID card gives it.
  const library = await businessId(page, 'library');
  const answer = await page.request.get('/api/v1/joined?limit=1', {
    headers: { 'X-Org-Id': library },
  });
  expect(answer.ok()).toBe(true);
  const [member] = ((await answer.json()) as { members: { name: string; memberId: string }[] })
    .members;
  if (!member) throw new Error('The demo library has no joined member');
  await page.getByRole('tab', { name: 'Check-in desk' }).click();
  const desk = page.getByRole('tabpanel', { name: 'Check-in desk' });
  const code = desk.getByLabel('ID or Vedan ID');
  await code.fill(member.memberId);
  await expect(code).toHaveValue(member.memberId);
  await code.press('Enter');
  // The demo sheet has today's rows, and a journey run again finds its own scan of the last run:
  // whichever of the three answers, it names the member the card's id belongs to. The desk's own
  // status region is read whole, so that a failure shows what it said instead.
  await expect(desk.getByRole('status')).toContainText(
    new RegExp(`${member.name} (checked (in|out) at|has already checked in and out today)`),
  );
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/mgtservice\/mgtlibrary$/);

  await page.goto('/mgtservice/mgtlibrary/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Balance Sheet', selected: true })).toBeVisible();
  await expect(page.getByText('Assets').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Financial Report' }).click();
  await expect(page.getByText('Revenue').first()).toBeVisible();
  await expectAccessible(page);
});
