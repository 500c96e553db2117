import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  TINY_PNG,
  expect,
  expectAccessible,
  logIn,
  openAccountMenu,
  outboxFiles,
  type NewAccount,
} from '../support';

/**
 * A filter option, named with its count ("Pune (3)"). The choice travels through the address,
 * so the tick shows once the router has moved.
 */
export const option = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
export async function choose(page: Page, name: string) {
  await option(page, name).click();
  await expect(option(page, name)).toBeChecked();
}

export async function apiToken(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const login = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return ((await login.json()) as { token: string }).token;
}

export async function logOut(page: Page) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Who and what the long journey of jobs.spec.ts works with. */
export interface Journey {
  page: Page;
  request: APIRequestContext;
  recruiter: NewAccount;
  student: NewAccount;
  word: string;
  title: string;
  companyName: string;
}

// The steps of that journey, in the order it takes them.

// 1. The recruiter registers a company with a logo and posts a job for it.
export async function registerACompanyAndPostAJob({
  page,
  recruiter,
  word,
  title,
  companyName,
}: Journey) {
  await logIn(page, recruiter.email, recruiter.password);
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Companies' }).click();
  await expect(page.getByText('You have not registered a company yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New Company' }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/create$/);
  await page.getByRole('button', { name: 'Register Company' }).click();
  await expect(page.getByText('Company name is required.')).toBeVisible();
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Industry').selectOption('Backend Developer');
  await page.getByLabel('Location').fill('Hyderabad');
  await page.getByLabel('Description').fill('Satellite data platform.');
  await page.getByLabel('Website').fill('https://orbit.example');
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Register Company' }).click();
  await expect(page.getByText('Company registered.')).toBeVisible();
  await expectAccessible(page, 'company page');
  await expect(page).toHaveURL(/\/admin\/companies\/[0-9a-f]{24}$/);
  const companyUrl = page.url();
  await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();
  // View is where the company is edited.
  await page.getByLabel('Website').fill('https://orbit-labs.example');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Company updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Website')).toHaveValue('https://orbit-labs.example');
  await expect(page.getByRole('img', { name: `${companyName} logo` })).toBeVisible();

  await page.goto('/admin/companies');
  const companies = page.getByRole('table', { name: 'Your companies' });
  await expect(companies.getByRole('row', { name: new RegExp(companyName) })).toContainText(
    'Backend Developer',
  );
  await page.getByLabel('Filter by name').fill('no such company');
  await expect(page.getByText('You have not registered a company yet.')).toBeVisible();
  await page.getByLabel('Filter by name').fill(word);
  await expect(companies.getByRole('row')).toHaveCount(2);
  await expectAccessible(page, 'companies');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Jobs', exact: true }).click();
  // The page says which business it acts for: the header's current one.
  await expect(page.getByText(`You are acting for ${companyName}`)).toBeVisible();
  await expect(page.getByText('No jobs posted yet.')).toBeVisible();
  await expect(page).toHaveTitle(/^Recruiter jobs · /);
  const post = page.getByRole('form', { name: 'Post a job' });
  await post.getByLabel('Title').fill(title);
  await post.getByLabel('Description').fill(`Run the ${word} ingestion services.`);
  await post.getByLabel('Positions').fill('3');
  await post.getByLabel('Job Type').selectOption('Full Time');
  await post.getByLabel('Salary (lakh per year)').fill('9');
  await post.getByLabel('Location').selectOption('Hyderabad');
  await post.getByLabel('Industry').selectOption('Backend Developer');
  await post.getByLabel('Experience (years)').fill('2');
  await post.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted.')).toBeVisible();
  const jobs = page.getByRole('table', { name: `Jobs of ${companyName}` });
  await expect(jobs.getByRole('row', { name: new RegExp(title) })).toContainText('Open');
  await expectAccessible(page, 'recruiter jobs');
  await logOut(page);
  return companyUrl;
}

// 2. A visitor combines two locations with a job type; the address holds the choices, so it
// can be shared, and Back undoes a choice.
export async function findTheJobAndApply({ page, student, word, title, companyName }: Journey) {
  await page.goto('/jobs');
  await choose(page, 'Hyderabad');
  await choose(page, 'Pune');
  await choose(page, 'Full Time');
  await expect(page).toHaveURL(/location=Hyderabad%2CPune/);
  await expect(page).toHaveURL(/jobType=Full\+Time/);
  const sharedUrl = page.url();
  const results = page.getByRole('region', { name: 'Job results' });
  const card = results.getByRole('article', { name: title });
  await expect(card).toContainText(companyName);
  await expect(card).toContainText('₹9 lakh per year');
  await expect(card).toContainText('Today');
  // The salary ranges are words in lakh, per month and per year, not the spec's "42-1lakh".
  await expect(option(page, '₹40,000 to ₹1 lakh per month')).toBeVisible();
  await expect(page.getByText('₹4.8 lakh to ₹12 lakh per year')).toBeVisible();
  await expect(page.getByText('42-1lakh')).toHaveCount(0);
  await expectAccessible(page, 'jobs');
  // Another salary range does not hold it; Back brings it again.
  await choose(page, 'Up to ₹40,000 per month');
  await expect(page).toHaveURL(/salary=0-40k/);
  await expect(results.getByRole('article', { name: title })).toHaveCount(0);
  await page.goBack();
  await expect(option(page, 'Up to ₹40,000 per month')).not.toBeChecked();
  await expect(card).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search jobs' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/browse\\?keyword=${word}`));
  await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  // The search results are the jobs page's search: the panel counts for the keyword, and a
  // filter joins the keyword in the address.
  await expect(page.getByRole('checkbox', { name: 'Hyderabad (1)' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pune (0)' })).toBeVisible();
  await choose(page, 'Hyderabad');
  await expect(page).toHaveURL(new RegExp(`/browse\\?keyword=${word}&location=Hyderabad$`));
  await expect(page.getByText('1 job', { exact: true })).toBeVisible();
  await expectAccessible(page, 'search results');
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/description\/[0-9a-f]{24}$/);
  const jobUrl = page.url();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('3 Positions')).toBeVisible();
  await expect(page.getByText('2 years')).toBeVisible();
  await expectAccessible(page, 'job description');
  // Signed out, Apply Now goes to log in and names the job to come back to.
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?next=\/description\/[0-9a-f]{24}$/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(new URL(jobUrl).pathname);

  await logIn(page, student.email, student.password, jobUrl);
  await expect(page.getByText('Total Applicants').locator('..')).toContainText('0');
  // The student chooses the resume to send and adds a cover note.
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(dialog.getByRole('textbox', { name: 'Resume to send' })).toHaveValue(
    'Sunil Student',
  );
  await dialog.getByLabel('Cover note (optional)').fill(`I ran ${word} pipelines at college.`);
  await expectAccessible(page, 'apply dialog');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application submitted successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await expect(page.getByText('Total Applicants').locator('..')).toContainText('1');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Already Applied' })).toBeDisabled();
  await page.goto('/jobs/applications');
  const mine = page.getByRole('row', { name: new RegExp(title) });
  await expect(mine).toContainText('Applied');
  await expect(mine).toContainText('Resume: Sunil Student');
  await expect(mine).toContainText(`I ran ${word} pipelines at college.`);
  await expectAccessible(page, 'my applications');
  return sharedUrl;
}

// The shared address shows the same choices; the student saves the search, with alerts.
export async function saveTheSearchWithAlerts({ page, word, title }: Journey, sharedUrl: string) {
  await page.goto(sharedUrl);
  await expect(option(page, 'Hyderabad')).toBeChecked();
  await expect(option(page, 'Full Time')).toBeChecked();
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await page.getByLabel('Name of this search').fill(`Full time ${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(
    page.getByText('Search saved. New matching jobs will be e-mailed to you once a day.'),
  ).toBeVisible();
  const saved = page.getByRole('region', { name: 'Saved searches' });
  await expect(saved.getByRole('link', { name: `Full time ${word}` })).toBeVisible();
  // It was saved: a fresh load reads it back from the server.
  await page.reload();
  await expect(saved.getByRole('link', { name: `Full time ${word}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(saved.getByRole('switch', { name: 'E-mail alerts' })).toBeChecked();
  await expectAccessible(page, 'saved searches');
  await logOut(page);
}

// A new matching job, then the daily alert job: one e-mail naming it, and only one.
export async function sendTheDailyAlert(
  { request, recruiter, student, word }: Journey,
  companyUrl: string,
) {
  const recruiterToken = await apiToken(request, recruiter.email, recruiter.password);
  const companyId = /\/admin\/companies\/([0-9a-f]{24})/.exec(companyUrl)?.[1] ?? '';
  const newJob = await request.post('/api/v1/admin/jobs', {
    data: {
      title: `Data Engineer ${word}`,
      description: 'Pipelines.',
      position: 1,
      jobType: 'Full Time',
      salary: 10,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 1,
    },
    headers: {
      Authorization: `Bearer ${recruiterToken}`,
      'X-Org-Id': companyId,
      'X-Requested-With': 'XMLHttpRequest',
    },
  });
  expect(newJob.status()).toBe(201);
  const adminToken = await apiToken(request, DEMO.admin, DEMO_PASSWORD);
  const alertsOf = () =>
    outboxFiles(student.email)
      .map((file) => fs.readFileSync(file, 'utf8'))
      .filter((mail) => mail.includes('New jobs matching your saved search'));
  for (let run = 0; run < 2; run++) {
    const ran = await request.post('/api/v1/admin/reminders/run', {
      data: { kind: 'job-alert' },
      headers: { Authorization: `Bearer ${adminToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(ran.status()).toBe(200);
  }
  const alerts = alertsOf();
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toContain(`Data Engineer ${word}, Orbit ${word} Labs, Pune`);
  expect(alerts[0]).not.toContain(`Platform Engineer ${word}`);
}

// 3. The recruiter sees the applicant and shortlists them.
export async function shortlistTheStudent({ page, recruiter, student, word, title }: Journey) {
  await logIn(page, recruiter.email, recruiter.password, '/admin/jobs');
  // The job's row counts its applicants by status, and follows the change made below.
  const jobRow = page.getByRole('row', { name: new RegExp(`^${title}`) });
  await expect(jobRow).toContainText('Applied 1Shortlisted 0Rejected 0Hired 0');
  await page.getByRole('button', { name: `Applicants of ${title}` }).click();
  const applicants = page.getByRole('table', { name: `Applicants of ${title}` });
  const row = applicants.getByRole('row', { name: /Sunil Student/ });
  await expect(row).toContainText(`Cover note: I ran ${word} pipelines at college.`);
  await expect(row).toContainText(student.email);
  await expect(row).toContainText(student.phoneNumber);
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Resume PDF: Sunil Student' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Sunil Student.pdf');
  const resumeText = execFileSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-'], {
    encoding: 'utf8',
  });
  expect(resumeText).toContain('Sunil Student');
  expect(resumeText).toContain(`Orbital ${word}`);
  await row.getByLabel('Status of Sunil Student').selectOption('shortlisted');
  await expect(page.getByText('Applicant status updated.')).toBeVisible();
  await expect(jobRow).toContainText('Applied 0Shortlisted 1Rejected 0Hired 0');
  await expectAccessible(page, 'applicants');
  await logOut(page);
}

// 4. The student is told: by e-mail (sent after the answer), and in the app.
export async function tellTheStudentAndWithdraw({ page, student, title, companyName }: Journey) {
  await expect
    .poll(() =>
      outboxFiles(student.email).some((file) =>
        fs
          .readFileSync(file, 'utf8')
          .includes(
            `${companyName} has changed the status of your application for ${title}. It is now: shortlisted.`,
          ),
      ),
    )
    .toBe(true);
  await logIn(page, student.email, student.password, '/jobs');
  await page.getByRole('link', { name: 'My applications' }).click();
  const status = page.getByRole('row', { name: new RegExp(title) });
  await expect(status).toContainText('Shortlisted');
  await expect(status).toContainText('Changed on');

  // 5. The job's page shows the application too, and withdraws it after asking.
  await status.getByRole('link', { name: title }).click();
  const yours = page.getByRole('region', { name: 'Your application' });
  await expect(yours).toContainText('Shortlisted');
  await expect(yours).toContainText('Changed on');
  await expectAccessible(page, 'job page with the application');
  await yours.getByRole('button', { name: `Withdraw the application for ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Withdraw your application for ${title}?` })
    .getByRole('button', { name: 'Withdraw' })
    .click();
  await expect(page.getByText('Application withdrawn.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  await expect(yours).toHaveCount(0);
  await expect(page.getByText('Total Applicants').locator('..')).toContainText('0');
}
