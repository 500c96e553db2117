import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

test('a student filters exams by state, follows one and sees its countdown on the dashboard @phone', async ({
  page,
}) => {
  const student = await signUpViaApi();
  await logIn(page, student.email, student.password, '/service/exam/apply');
  await expect(page.getByRole('heading', { name: 'Apply', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Apply menu' });
  await menu.getByRole('link', { name: 'Punjab', exact: true }).click();
  await expect(page).toHaveURL(/state=Punjab/);
  const exam = page.getByRole('article', { name: 'Punjab Police Constable' });
  await expect(exam).toBeVisible();
  await expect(exam.getByText('Days left: 7')).toBeVisible();
  // Haryana's exams are not among Punjab's.
  await expect(page.getByRole('article', { name: 'HTET' })).toHaveCount(0);
  await expectAccessible(page);

  await exam.getByRole('button', { name: 'Follow Punjab Police Constable' }).click();
  await expect(page.getByText('You are following this exam.')).toBeVisible();
  await expect(
    exam.getByRole('button', { name: 'Stop following Punjab Police Constable' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Saved on the server.
  const followed = await page.request.get('/api/v1/exams/followed');
  expect((await followed.json()).exams.map((e: { name: string }) => e.name)).toEqual([
    'Punjab Police Constable',
  ]);

  await page.goto('/service');
  const notice = page.getByRole('region', { name: 'Exam Notification' });
  await expect(notice.getByRole('link', { name: 'Punjab Police Constable' })).toBeVisible();
  await expect(notice.getByText('Days left: 7')).toBeVisible();
  const timeUntil = page.getByRole('region', { name: 'Time Until' });
  await expect(timeUntil.getByText('Time until Punjab Police Constable closes')).toBeVisible();
  const countdown = timeUntil.getByRole('timer');
  await expect(countdown).toHaveText(/^7d \d{1,2}h \d{1,2}m \d{1,2}s$/);
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  await expectAccessible(page);
});

test('Admit Card shows Coming Soon until a state is chosen; results and test series link out', async ({
  page,
}) => {
  await page.goto('/service/exam/admitcard');
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Admit Card menu' })
    .getByRole('link', { name: 'Haryana' })
    .click();
  const card = page.getByRole('article', { name: 'HTET' });
  await expect(card.getByRole('link', { name: 'Download the admit card' })).toHaveAttribute(
    'href',
    'https://bseh.org.in',
  );
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toHaveCount(0);

  await page.goto('/service/exam/testseries');
  const menu = page.getByRole('navigation', { name: 'Test Series menu' });
  await menu.getByRole('link', { name: 'JEE', exact: true }).click();
  await expect(page.getByRole('region', { name: 'JEE Main' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'NEET UG' })).toHaveCount(0);
  await expectAccessible(page);
});
