import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logInViaUi, test } from '../support';

// The library mounts the business kit's attendance screen and accounts books (issue 11 and 12):
// the same modules as the gym's, reached from the library's own menu.
test("the library's menu leads to the kit's attendance and accounts books @phone", async ({
  page,
}) => {
  await logInViaUi(page, DEMO.librarian, DEMO_PASSWORD);
  await page.goto('/mgtservice/mgtlibrary/attendence');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  for (const tab of ['Daily', 'Monthly', 'Check-in desk'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expectAccessible(page);
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
