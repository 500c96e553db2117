import { DEMO, DEMO_PASSWORD, expect, logInViaUi, test } from '../support';

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
  '/admin/student-content',
  '/mgtservice/events',
  '/mgtservice/study-centers',
];

test('every route of the student pages is built @phone', async ({ page }) => {
  await logInViaUi(page, DEMO.student, DEMO_PASSWORD);
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('This part of Vedann is not available yet.')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  }
});
