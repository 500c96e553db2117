import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { defaultResume } from '@vedann/contracts';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  mainNav,
  signUpViaApi,
  test,
} from '../support';
import {
  logOut,
  option,
  registerACompanyAndPostAJob,
  findTheJobAndApply,
  saveTheSearchWithAlerts,
  sendTheDailyAlert,
  shortlistTheStudent,
  tellTheStudentAndWithdraw,
} from './jobs.steps';

test('a recruiter posts a job, a student finds and applies, the recruiter shortlists, the student sees it', async ({
  page,
  request,
}) => {
  test.slow();
  const word = `quasar${randomUUID().slice(0, 6)}`;
  const title = `Platform Engineer ${word}`;
  const companyName = `Orbit ${word} Labs`;
  const recruiter = await signUpViaApi({ role: 'recruiter', fullname: 'Rekha Recruiter' });
  const student = await signUpViaApi({ fullname: 'Sunil Student' });
  // The student keeps a saved resume, which the company will open from its applicants.
  const login = await request.post('/api/v1/user/login', {
    data: { email: student.email, password: student.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token } = (await login.json()) as { token: string };
  const resumeSaved = await request.post('/api/resumes', {
    data: {
      ...defaultResume(),
      name: 'Sunil Student',
      email: student.email,
      phone: student.phoneNumber,
      skills: [{ skill: `Orbital ${word}` }],
    },
    headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(resumeSaved.status()).toBe(201);

  const journey = { page, request, recruiter, student, word, title, companyName };
  const companyUrl = await registerACompanyAndPostAJob(journey);
  const sharedUrl = await findTheJobAndApply(journey);
  await saveTheSearchWithAlerts(journey, sharedUrl);
  await sendTheDailyAlert(journey, companyUrl);
  await shortlistTheStudent(journey);
  await tellTheStudentAndWithdraw(journey);
});

test('the recruiter closes a job and reopens it', async ({ page }) => {
  test.slow();
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD, '/admin/jobs');
  const jobs = page.getByRole('table', { name: /^Jobs of / });
  await expect(jobs).toBeVisible({ timeout: 30_000 });
  const first = jobs.getByRole('row').nth(1);
  await expect(first).toContainText('Open');
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Job updated.')).toBeVisible();
  await expect(jobs.getByRole('row').nth(1)).toContainText('Closed');
  await jobs.getByRole('row').nth(1).getByRole('button', { name: 'Reopen' }).click();
  await expect(jobs.getByRole('row').nth(1)).toContainText('Open');
});

test('a missing job says so, under a heading, with a way back', async ({ page }) => {
  await page.goto('/description/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await expect(
    page.getByText('It may have been taken down, or the link is mistyped.'),
  ).toBeVisible();
  // One message, not "Job not found" above "Jobs not found".
  await expect(page.getByText('Jobs not found')).toHaveCount(0);
  await expectAccessible(page, 'missing job');
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test('on a phone the filters open on demand and filter the jobs @phone', async ({ page }) => {
  await page.goto('/jobs');
  await expect(option(page, 'Pune')).toBeHidden();
  const count = page.getByRole('status').filter({ hasText: / jobs?$/ });
  const unfiltered = await count.innerText();
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expectAccessible(page, 'jobs filter on a phone');
  await option(page, 'Pune').click();
  // The count changes once the filtered page has arrived; the panel has closed and the results
  // are on screen.
  await expect(count).not.toHaveText(unfiltered);
  await expect(page).toHaveURL(/location=Pune/);
  await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(option(page, 'Pune')).toBeHidden();
  await expect(count).toBeInViewport();
  const cards = page.getByRole('region', { name: 'Job results' }).getByRole('article');
  for (const card of await cards.all()) await expect(card).toContainText('Pune');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the navbar search works from the burger drawer on a phone @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const search = mainNav(page).getByRole('searchbox', { name: 'Search jobs' });
  await search.fill('React');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/browse\?keyword=React$/);
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('article').first(),
  ).toContainText('React');
});

test('the job-description maker keeps rows with a PDF and publishes one as a job', async ({
  page,
}) => {
  test.slow();
  const code = `JD-${randomUUID().slice(0, 6)}`;
  const profile = `Data Engineer ${code}`;
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD, '/admin/jobs');
  await page.getByRole('tab', { name: 'Job descriptions' }).click();
  const add = page.getByRole('form', { name: 'Add a job description' });
  await add.getByRole('button', { name: 'Add Row' }).click();
  await expect(add.getByText('Code is required.')).toBeVisible();
  await expectAccessible(page, 'job descriptions');
  await add.getByLabel('Code').fill(code);
  await add.getByLabel('Profile').fill(profile);
  await add.getByLabel('Experience (years)').fill('4');
  await add.getByLabel('Salary (lakh per year)').fill('16');
  await add.getByLabel('Location').selectOption('Mumbai');
  await add.getByLabel('Description (PDF)').setInputFiles({
    name: 'jd.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(add.getByText('File attached')).toBeVisible();
  await add.getByLabel('Education').fill('B.Tech or MCA');
  await add.getByRole('button', { name: 'Add Row' }).click();
  await expect(page.getByText('Job description added.')).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('B.Tech or MCA');
  const pdf = await page.request.get(
    (await row.getByRole('link', { name: 'View PDF' }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await page.reload();
  await page.getByRole('tab', { name: 'Job descriptions' }).click();
  await row.getByRole('button', { name: 'Publish as job' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Industry').selectOption('Backend Developer');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Job description published as a job.')).toBeVisible();
  await row.getByRole('link', { name: 'Published' }).click();
  await expect(page.getByRole('heading', { name: profile })).toBeVisible();
  await expect(page.getByText('₹16 lakh per year').first()).toBeVisible();

  await page.goto('/admin/jobs');
  await page.getByRole('tab', { name: 'Job descriptions' }).click();
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Remove' })
    .click();
  // Deleting asks first.
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Job description removed.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toHaveCount(0);
});

test("the spec's fallbacks show when the server gives no message", async ({ page }) => {
  test.slow();
  await logIn(page, DEMO.student, DEMO_PASSWORD, '/jobs');
  const first = page.getByRole('region', { name: 'Job results' }).getByRole('article').first();
  const title = await first.getByRole('link').innerText();

  // Applying fails without a message: 'An error occurred'.
  await page.route('**/api/v1/application/apply/*', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const jobUrl = page.url();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'An error occurred' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();

  // The job cannot be read at all: 'Failed to fetch job details'.
  await page.route('**/api/v1/application/job/*', (route) => route.abort());
  await page.goto(jobUrl);
  await expect(page.getByText('Failed to fetch job details')).toBeVisible();
  await page.unrouteAll();

  // The companies cannot be read: 'Failed to fetch companies'.
  await logOut(page);
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD);
  await page.route('**/api/v1/user/companies*', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await page.goto('/admin/companies');
  await expect(page.getByText('Failed to fetch companies')).toBeVisible();
});

/** A job of the demo recruiter's company, posted through the form, unique to this run. */
async function postJob(page: Page, title: string) {
  const post = page.getByRole('form', { name: 'Post a job' });
  await post.getByLabel('Title').fill(title);
  await post.getByLabel('Description').fill(`What ${title} does, at length.`);
  await post.getByLabel('Positions').fill('2');
  await post.getByLabel('Job Type').selectOption('Part Time');
  await post.getByLabel('Salary (lakh per year)').fill('7');
  await post.getByLabel('Location').selectOption('Pune');
  await post.getByLabel('Industry').selectOption('Frontend Developer');
  await post.getByLabel('Experience (years)').fill('1');
  await post.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted.')).toBeVisible();
}

test('at 1280 px the jobs table fits, and a job is edited in a full form and deleted after asking', async ({
  page,
}) => {
  test.slow();
  const word = randomUUID().slice(0, 6);
  const title = `Edit Me ${word}`;
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD, '/admin/jobs');
  await postJob(page, title);
  const jobs = page.getByRole('table', { name: /^Jobs of / });
  const row = jobs.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Open');

  // The table fits its box: nothing cut off, Close and Delete on screen, the badge whole.
  await row.scrollIntoViewIfNeeded();
  const fits = await jobs.evaluate((table) => {
    const box = table.parentElement?.getBoundingClientRect();
    return Boolean(box) && table.getBoundingClientRect().right <= (box?.right ?? 0) + 1;
  });
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  for (const name of [`Close ${title}`, `Delete ${title}`, `Edit ${title}`]) {
    await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  const badge = row.getByText('Open', { exact: true });
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // Edit opens the whole form with every field usable; Update saves it.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const drawer = page.getByRole('dialog', { name: `Edit job: ${title}` });
  const form = drawer.getByRole('form', { name: `Edit job: ${title}` });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Description')).toHaveValue(`What ${title} does, at length.`);
  await expect(form.getByLabel('Positions')).toHaveValue('2');
  await expect(form.getByLabel('Job Type')).toHaveValue('Part Time');
  await expect(form.getByLabel('Salary (lakh per year)')).toHaveValue('7');
  await expect(form.getByLabel('Location')).toHaveValue('Pune');
  await expect(form.getByLabel('Industry')).toHaveValue('Frontend Developer');
  await expect(form.getByLabel('Experience (years)')).toHaveValue('1');
  await expect(form.getByLabel('Status')).toHaveValue('open');
  for (const label of ['Title', 'Description', 'Salary (lakh per year)']) {
    const width = await form.getByLabel(label).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(150);
  }
  await expectAccessible(page, 'edit job');
  const edited = `Edited ${word}`;
  await form.getByLabel('Title').fill(edited);
  await form.getByLabel('Salary (lakh per year)').fill('');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(form.getByText('Salary must be a number of LPA from 0 to 999.')).toBeVisible();
  await form.getByLabel('Salary (lakh per year)').fill('11.5');
  await form.getByLabel('Location').selectOption('Mumbai');
  await form.getByLabel('Job Type').selectOption('Contract');
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Job updated.')).toBeVisible();
  await expect(drawer).toBeHidden();
  const editedRow = jobs.getByRole('row', { name: new RegExp(edited) });
  await expect(editedRow).toContainText('Mumbai');
  await expect(editedRow).toContainText('11.5');
  await expect(editedRow).toContainText('Contract');
  await page.reload();
  await expect(editedRow).toContainText('Mumbai');

  // Deleting asks first; Cancel keeps the job.
  await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
  const ask = page.getByRole('dialog', { name: `Delete the job "${edited}"?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(editedRow).toHaveCount(1);
  await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Job deleted.')).toBeVisible();
  await expect(editedRow).toHaveCount(0);
});

test('a recruiter sees why Apply Now is off: only students apply', async ({ page }) => {
  test.slow();
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD, '/jobs');
  await page
    .getByRole('region', { name: 'Job results' })
    .getByRole('article')
    .first()
    .getByRole('link')
    .click();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
  await expect(page.getByText('Only a student account can apply for jobs.')).toBeVisible();
  await expectAccessible(page, 'job description for a recruiter');
});

test('at 360 px no table hides its actions or key columns @phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const noSideScroll = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );

  // My applications: each one's status is on screen.
  const student = await signUpViaApi({ fullname: 'Pooja Phone' });
  await logIn(page, student.email, student.password, '/jobs');
  const first = page.getByRole('region', { name: 'Job results' }).getByRole('article').first();
  const title = await first.getByRole('link').innerText();
  await first.getByRole('link').click();
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await page
    .getByRole('dialog', { name: 'Apply for this job' })
    .getByRole('button', { name: 'Send application' })
    .click();
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await page.goto('/jobs/applications');
  const application = page.getByRole('article', { name: title });
  await expect(application.getByText('Applied', { exact: true })).toBeInViewport({ ratio: 1 });
  await noSideScroll();
  await expectAccessible(page, 'my applications on a phone');
  // Signed out by dropping the session (the phone's Logout is in the account menu).
  await page.context().clearCookies();

  // The recruiter's companies: View is on screen.
  await logIn(page, DEMO.recruiter, DEMO_PASSWORD, '/admin/companies');
  const view = page
    .getByRole('main')
    .getByRole('link', { name: /^View / })
    .first();
  await expect(view).toBeInViewport({ ratio: 1 });
  await noSideScroll();
  await expectAccessible(page, 'companies on a phone');

  // The recruiter's jobs: every action of a job is on screen.
  await page.goto('/admin/jobs');
  const job = page.getByRole('article').first();
  for (const name of [/^Edit /, /^Applicants of /, /^(Close|Reopen) /, /^Delete /]) {
    await job.getByRole('button', { name }).scrollIntoViewIfNeeded();
    await expect(job.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  await noSideScroll();
  await expectAccessible(page, 'recruiter jobs on a phone');
  await job.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('dialog', { name: /^Edit job: / })).toBeVisible();
  await noSideScroll();
  await expectAccessible(page, 'edit job on a phone');
});
