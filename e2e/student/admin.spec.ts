import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@vedann/contracts';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, test, fillDate } from '../support';

test('a platform administrator adds an exam, and students find it under its state', async ({
  page,
}) => {
  const name = `Delhi Library Clerk ${randomUUID().slice(0, 6)}`;
  await logIn(page, DEMO.admin, DEMO_PASSWORD, '/service/exam/apply');
  await page.getByRole('link', { name: 'Manage these lists' }).click();
  await expect(
    page.getByRole('heading', { name: 'Exams, events and study content' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exams' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Add an exam' });
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  const inDays = (days: number) => addDays(todayInIndia(), days);
  await form.getByLabel('Name').fill(name);
  await fillDate(form.getByLabel('Notification date'), inDays(-1));
  await fillDate(form.getByLabel('Last date'), inDays(20));
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

test('a library lists itself as a study centre, and students find it by exam', async ({ page }) => {
  const coaching = `Vijnan GATE Desk ${randomUUID().slice(0, 6)}`;
  await logIn(page, DEMO.librarian, DEMO_PASSWORD, '/service/exam/studycenter');
  await page.getByRole('link', { name: 'List your library as a study centre' }).click();
  await expect(page).toHaveURL(/\/mgtservice\/study-centers$/);
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Add an entry' });
  await form.getByLabel('Coaching').fill(coaching);
  await form.getByLabel('Exam type').fill('GATE');
  await form.getByLabel('Location').fill('Pune');
  await form.getByLabel('Website').fill('https://vijnan.example.org');
  await form.getByRole('button', { name: 'Add an entry' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: coaching })).toBeVisible();

  await page.goto('/service/exam/studycenter');
  await page
    .getByRole('navigation', { name: 'Study Center menu' })
    .getByRole('link', { name: 'GATE', exact: true })
    .click();
  const card = page.getByRole('article', { name: coaching });
  await expect(card).toContainText('Library');
  await expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://vijnan.example.org',
  );
});
