import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CompanyPlacementApplication } from '@vedann/contracts';
import { expect, expectAccessible, logIn, signUpViaApi, test, type NewAccount } from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const LETTER = Buffer.from('%PDF-1.4\n% offer letter\n%%EOF\n');
const jobBody = (title: string) => ({
  title,
  description: 'Reports in SQL.',
  position: 1,
  jobType: 'Full Time',
  salary: 6,
  location: 'Pune',
  industry: 'Backend Developer',
  experience: 0,
});

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * A recruiter's company with a job and an internship, and a student who has applied to the job,
 * sent an enquiry and agreed to be rated, all through the API.
 */
async function openCompanyWithAnApplicant(
  request: APIRequestContext,
  word: string,
  companyName: string,
  post: string,
) {
  const recruiter = await signUpViaApi({ role: 'recruiter', fullname: 'Rekha Recruiter' });
  const student = await signUpViaApi({ fullname: 'Sunil Student' });
  const tokenOf = async (email: string, password: string) => {
    const login = await request.post('/api/v1/user/login', {
      data: { email, password },
      headers: XHR,
    });
    return ((await login.json()) as { token: string }).token;
  };
  const recruiterToken = await tokenOf(recruiter.email, recruiter.password);
  const asRecruiter = (orgId?: string) => ({
    ...XHR,
    Authorization: `Bearer ${recruiterToken}`,
    ...(orgId ? { 'X-Org-Id': orgId } : {}),
  });
  const asStudent = {
    ...XHR,
    Authorization: `Bearer ${await tokenOf(student.email, student.password)}`,
  };

  // The company, its job, the student's application and enquiry (their screens have a journey of
  // their own in e2e/placement).
  const created = await request.post('/api/v1/companies', {
    headers: asRecruiter(),
    data: { name: companyName, industry: 'Backend Developer', location: 'Pune' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { company: { _id: string } }).company._id;
  const posted = await request.post('/api/v1/admin/jobs', {
    headers: asRecruiter(companyId),
    data: jobBody(post),
  });
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;
  const internship = await request.post('/api/v1/admin/jobs', {
    headers: asRecruiter(companyId),
    data: { ...jobBody(post), title: `Summer Intern ${word}`, jobType: 'Internship' },
  });
  expect(internship.status()).toBe(201);
  expect(
    (
      await request.post(`/api/v1/application/apply/${jobId}`, { headers: asStudent, data: {} })
    ).status(),
  ).toBe(201);
  const enquiry = await request.post('/api/v1/placement/enquiries', {
    headers: asStudent,
    data: { companyId, post, message: `Can I join in June? ${word}` },
  });
  expect(enquiry.status()).toBe(201);
  // The student has agreed to be rated for this application (their Apply page's box).
  const mine = await request.get('/api/v1/placement/applications', { headers: asStudent });
  const applicationId = ((await mine.json()) as { applications: { _id: string }[] })
    .applications[0]!._id;
  const agreed = await request.put(`/api/v1/placement/applications/${applicationId}/consent`, {
    headers: asStudent,
    data: { consent: true },
  });
  expect(agreed.status()).toBe(200);
  return { recruiter, student, asRecruiter, asStudent, companyId, jobId };
}

test("a recruiter answers an enquiry on /company/placement, sets an applicant's interview and decision with a letter; the student sees them, edits their profile, keeps their Working list and finds internships", async ({
  page,
  request,
}) => {
  test.slow();
  const word = randomUUID().slice(0, 6);
  const companyName = `Meru ${word} Labs`;
  const post = `Data Analyst ${word}`;
  const { recruiter, student, asRecruiter, asStudent, companyId, jobId } =
    await openCompanyWithAnApplicant(request, word, companyName, post);

  // 1. The recruiter opens the company's Placement and reads the student's enquiry.
  await logIn(page, recruiter.email, recruiter.password, '/company/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Applicants' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article', { name: `Sunil Student, ${post}` });
  await expect(card).toContainText('Interview date: Not set yet');
  await expect(card).toContainText('Decision: Awaiting decision');
  await expectAccessible(page);
  expect(await noSidewaysScroll(page)).toBe(true);

  await page.getByRole('tab', { name: 'Enquiries' }).click();
  const asked = page.getByRole('article', { name: `Sunil Student, ${post}` });
  await expect(asked).toContainText(`Can I join in June? ${word}`);
  await expect(asked).toContainText('Pending');
  await asked.getByRole('button', { name: 'Answer Sunil Student' }).click();
  await asked.getByRole('textbox', { name: 'Response' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await asked.getByRole('textbox', { name: 'Contact name' }).fill('Meera HR');
  await asked.getByRole('textbox', { name: 'Number' }).fill('+91 98765 01234');
  await expectAccessible(page);
  await asked.getByRole('button', { name: 'Save response' }).click();
  await expect(page.getByText('Response saved.')).toBeVisible();
  await expect(asked).toContainText('Approved');
  await expect(asked).toContainText('Meera HR');
  await expect(asked).toContainText('+91 98765 01234');

  // 2. The applicant: an interview date, then the decision with its letter.
  await page.getByRole('tab', { name: 'Applicants' }).click();
  await card.getByRole('button', { name: 'Manage Sunil Student' }).click();
  const drawer = page.getByRole('dialog', { name: `Sunil Student, ${post}` });
  await drawer.getByLabel('Interview date and time').fill('2026-12-15T10:30');
  await drawer.getByRole('textbox', { name: 'Interview address' }).fill('FC Road, Pune');
  await drawer.getByRole('button', { name: 'Save interview' }).click();
  await expect(page.getByText('Interview date saved.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Decision' }).click();
  await page.getByRole('option', { name: 'Selected' }).click();
  await drawer.getByRole('textbox', { name: 'Remark' }).fill('Welcome aboard.');
  const chooser = page.waitForEvent('filechooser');
  await drawer.getByRole('button', { name: 'Offer or rejection letter (pdf)' }).click();
  await (
    await chooser
  ).setFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: LETTER });
  await expect(drawer.getByText('offer.pdf')).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByText('Decision saved.')).toBeVisible();

  // The skills assessment: the company agrees too, gives the marks, and sees the bar chart.
  await expect(drawer.getByText('The student agrees to be rated.')).toBeVisible();
  await drawer.getByRole('checkbox', { name: 'The company agrees to rate this interview' }).click();
  // The box follows the saved agreement: it is ticked once the server has it.
  await expect(page.getByText('Your agreement is saved.')).toBeVisible();
  await expect(
    drawer.getByRole('checkbox', { name: 'The company agrees to rate this interview' }),
  ).toBeChecked();
  const marks = {
    Technical: '8',
    SkillTest: '7',
    CompanyTest: '-2',
    Behaviour: '9',
    Communication: '6',
  };
  for (const [skill, mark] of Object.entries(marks))
    await drawer.getByRole('textbox', { name: skill }).fill(mark);
  await drawer.getByRole('textbox', { name: 'Technical' }).fill('11');
  await drawer.getByRole('button', { name: 'Save assessment' }).click();
  await expect(drawer.getByRole('alert')).toHaveText('marks range -10 to +10');
  await drawer.getByRole('textbox', { name: 'Technical' }).fill('8');
  await expect(drawer.getByText('Total: 28')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save assessment' }).click();
  await expect(page.getByText('Assessment saved.')).toBeVisible();
  await expect(
    drawer.getByRole('figure', { name: 'Skills assessment of Sunil Student' }),
  ).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(card).toContainText('Interview date: 15 Dec 2026');
  await expect(card).toContainText('Decision: Selected');
  await expect(card.getByRole('link', { name: 'Letter (pdf)' })).toBeVisible();

  // What was saved: the interview, the decision, the letter, and the status that follows.
  const saved = await request.get(`/api/v1/company/placement/applications?jobId=${jobId}`, {
    headers: asRecruiter(companyId),
  });
  const [row] = ((await saved.json()) as { applications: CompanyPlacementApplication[] })
    .applications;
  expect(row).toMatchObject({
    status: 'hired',
    decision: 'Selected',
    remark: 'Welcome aboard.',
    address: 'FC Road, Pune',
    studentConsent: true,
    companyConsent: true,
    assessment: { technical: 8, skillTest: 7, companyTest: -2, behaviour: 9, communication: 6 },
    applicant: { fullname: 'Sunil Student', email: student.email },
  });
  expect(row!.interviewAt).not.toBeNull();
  expect(row!.letterUrl).toMatch(/^\/api\/v1\/files\//);

  // Product's Response: the company's side of the student's Response table.
  await page.goto('/company?panel=response');
  const responses = page.getByRole('table', { name: /^Responses of / });
  await expect(responses).toContainText('Sunil Student');
  await expect(responses).toContainText('Selected');
  await expect(responses.getByRole('link', { name: 'Letter (pdf)' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectAccessible(page);

  await readTheAnswers(page, student, { post, companyName, letterUrl: row!.letterUrl! });

  await editTheProfile(page, request, asStudent, word);
  await keepWorkingAndFindInternships(page, request, asStudent, { word, companyName, post });
});

// 3. The student sees the answer, the interview date and the decision with the letter.
async function readTheAnswers(
  page: Page,
  student: NewAccount,
  { post, companyName, letterUrl }: { post: string; companyName: string; letterUrl: string },
) {
  await page.context().clearCookies();
  await logIn(page, student.email, student.password, '/placement/opportunity/response');
  await expect(page.getByRole('heading', { level: 1, name: 'Response' })).toBeVisible();
  const response = page.getByRole('article', { name: `${post}, ${companyName}` });
  await expect(response).toContainText('Decision: Selected');
  await expect(response).toContainText('Remark: Welcome aboard.');
  await expect(
    response.getByRole('table', { name: `Skills assessment by ${companyName}` }),
  ).toContainText('-2 of 10');
  const letter = response.getByRole('link', { name: 'Letter (pdf)' });
  await expect(letter).toHaveAttribute('href', letterUrl);
  const download = await page.request.get(letterUrl);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.goto('/placement/opportunity/apply');
  await expect(page.getByRole('article', { name: `${post}, ${companyName}` })).toContainText(
    'Interview date: 15 Dec 2026',
  );
  await page.goto('/placement/opportunity/enquiry');
  // A table row on a desktop, a card on a phone: the one shown carries the company's answer.
  const answered = page.getByRole('main').getByText('Meera HR').filter({ visible: true });
  await expect(answered).toHaveCount(1);
  await expect(page.getByRole('main').getByText('Approved').filter({ visible: true })).toHaveCount(
    1,
  );
}

// 4. View Profile: the card edits a field in place (leaving it saves), and the tables are saved.
async function editTheProfile(
  page: Page,
  request: APIRequestContext,
  asStudent: Record<string, string>,
  word: string,
) {
  await page.goto('/placement');
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  await page.getByRole('textbox', { name: 'Bio' }).fill(`Analyst in the making ${word}`);
  await page.getByRole('textbox', { name: 'Bio' }).blur();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Bio' })).toHaveText(
    `Analyst in the making ${word}`,
  );
  await page.getByRole('button', { name: 'Add row: Achievements (Academic)' }).click();
  await page.getByRole('textbox', { name: 'Achievement, row 1' }).fill('University topper');
  await page.getByRole('textbox', { name: 'Year, row 1' }).fill('2025');
  await expectAccessible(page);
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Save profile tables' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Achievement, row 1' })).toHaveValue(
    'University topper',
  );
  const tables = await request.get('/api/v1/placement/profile', { headers: asStudent });
  expect(await tables.json()).toMatchObject({
    data: { profileRows: [], academic: [{ achievement: 'University topper', year: '2025' }] },
  });
  const me = await request.get('/api/v1/user', { headers: asStudent });
  expect(await me.json()).toMatchObject({
    user: { profile: { bio: `Analyst in the making ${word}` } },
  });
}

// 5. The student's own side of /company/placement is Working: where they worked or interned.
async function keepWorkingAndFindInternships(
  page: Page,
  request: APIRequestContext,
  asStudent: Record<string, string>,
  { word, companyName, post }: { word: string; companyName: string; post: string },
) {
  await page
    .getByRole('navigation', { name: 'Placement menu' })
    .getByRole('link', { name: 'Working' })
    .click();
  await expect(page).toHaveURL(/\/company\/placement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Working' })).toBeVisible();
  await expect(page.getByText('No company added yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add company' }).click();
  await page.getByRole('textbox', { name: 'Company' }).fill(companyName);
  await page.getByRole('textbox', { name: 'Role' }).fill('Data intern');
  await page.getByRole('textbox', { name: 'From (year)' }).fill('2025');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(companyName);
  const working = await request.get('/api/v1/placement/working', { headers: asStudent });
  expect(await working.json()).toMatchObject({
    data: {
      entries: [{ company: companyName, role: 'Data intern', kind: 'internship', from: '2025' }],
    },
  });

  // 6. Internships: the portal's Internship jobs only.
  await page.goto('/placement/internships');
  await expect(page.getByRole('heading', { level: 1, name: 'Internships' })).toBeVisible();
  await expect(page.getByText(`Summer Intern ${word}`)).toBeVisible();
  await expect(page.getByText(post, { exact: true })).toHaveCount(0);
  await expectAccessible(page);
}
