import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logInViaUi, test } from '../support';

/** Every route issue 16 builds; none may still say "not available yet". */
const ROUTES = [
  '/service/exam/apply',
  '/service/exam/testseries',
  '/service/exam/scholarship',
  '/service/exam/result',
  '/service/exam/studycenter',
  '/service/exam/admitcard',
  '/service/activity/sports',
  '/service/activity/esports',
  '/service/activity/compition',
  '/social/events',
  '/blood-help',
  '/social',
  '/sunny',
  '/profiles',
  '/profiles/edit',
  '/admin/student-content',
  '/mgtservice/events',
  '/mgtservice/study-centers',
];

test('every route of the student pages is built and accessible @phone', async ({ page }) => {
  test.setTimeout(240_000);
  await logInViaUi(page, DEMO.student, DEMO_PASSWORD);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.getByText('This part of Vedann is not available yet.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, route).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});

test("the student's profile gathers the account and the saved resume's education", async ({
  page,
}) => {
  await logInViaUi(page, DEMO.student, DEMO_PASSWORD);
  await page.goto('/service');
  await page
    .getByRole('navigation', { name: 'Student dashboard' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/profiles$/);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Asha Rao');
  await expect(account).toContainText(DEMO.student);
  const education = page.getByRole('region', { name: 'Education' }).first();
  await expect(education.getByRole('cell', { name: 'Fergusson College' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/profiles\/edit$/);
  await expect(page.getByRole('heading', { name: 'Student Profile', level: 1 })).toBeVisible();
});
