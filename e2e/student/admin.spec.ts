import { randomUUID } from 'node:crypto';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logInViaUi, test } from '../support';

test('a platform administrator adds an exam, and students find it under its state @phone', async ({
  page,
}) => {
  const name = `Delhi Library Clerk ${randomUUID().slice(0, 6)}`;
  await logInViaUi(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/service/exam/apply');
  await page.getByRole('link', { name: 'Manage these lists' }).click();
  await expect(
    page.getByRole('heading', { name: 'Exams, events and study content' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exams' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Add an exam' });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  const inDays = (days: number) =>
    new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Notification date').fill(inDays(-1));
  await form.getByLabel('Last date').fill(inDays(20));
  await form.getByLabel('Site').fill('https://dsssb.delhi.gov.in');
  await form.getByLabel('University').fill('DSSSB');
  await form.getByLabel('State').selectOption('Delhi');
  await form.getByLabel('Post').selectOption('Staff Selection');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  // Saved on the server.
  const saved = await page.request.get(
    `/api/v1/exams?state=Delhi&search=${encodeURIComponent(name)}`,
  );
  expect((await saved.json()).exams).toHaveLength(1);

  await page.getByRole('tab', { name: 'Admit cards' }).click();
  await expect(page).toHaveURL(/tab=admitCards/);
  await expect(page.getByRole('form', { name: 'Add an admit card' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/service/exam/apply?state=Delhi');
  await expect(page.getByRole('article', { name })).toContainText('Days left: 20');
  await page.goto('/service/exam/apply?state=Punjab');
  await expect(page.getByRole('heading', { name: 'Punjab Police Constable' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});
