import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { PlacementApplication, PlacementEnquiry } from '@vedann/contracts';
import { expect, expectAccessible, logIn, signUpViaApi, test, type NewAccount } from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function tokenOf(request: APIRequestContext, account: NewAccount): Promise<string> {
  const login = await request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: XHR,
  });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** A recruiter and a student, signed up through the API, with their tokens' headers. */
async function openCompanyWithAnApplicant(
  request: APIRequestContext,
  word: string,
  companyName: string,
) {
  const recruiter = await signUpViaApi({ role: 'recruiter', fullname: 'Rekha Recruiter' });
  const student = await signUpViaApi({ fullname: 'Sunil Student' });
  const recruiterToken = await tokenOf(request, recruiter);
  const studentToken = await tokenOf(request, student);
  const asRecruiter = (orgId?: string) => ({
    ...XHR,
    Authorization: `Bearer ${recruiterToken}`,
    ...(orgId ? { 'X-Org-Id': orgId } : {}),
  });
  const asStudent = { ...XHR, Authorization: `Bearer ${studentToken}` };

  // The company and its job, made by the recruiter (the company's screens have their own journey).
  const created = await request.post('/api/v1/companies', {
    headers: asRecruiter(),
    data: { name: companyName, industry: 'Backend Developer', location: 'Pune' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const companyId = ((await created.json()) as { company: { _id: string } }).company._id;
  const posted = await request.post('/api/v1/admin/jobs', {
    headers: asRecruiter(companyId),
    data: {
      title: `Data Analyst ${word}`,
      description: 'Reports in SQL.',
      position: 1,
      jobType: 'Full Time',
      salary: 6,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 0,
    },
  });
  const jobId = ((await posted.json()) as { job: { _id: string } }).job._id;
  const applied = await request.post(`/api/v1/application/apply/${jobId}`, {
    headers: asStudent,
    data: {},
  });
  expect(applied.status()).toBe(201);
  return { student, asRecruiter, asStudent, companyId };
}

test('a student asks a company and applies; the company answers, calls to interview, rates and decides; the student sees each step @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const word = randomUUID().slice(0, 6);
  const companyName = `Kavya ${word} Systems`;
  const { student, asRecruiter, asStudent, companyId } = await openCompanyWithAnApplicant(
    request,
    word,
    companyName,
  );

  // 1. The student opens Placement and sends an enquiry about a post.
  await logIn(page, student.email, student.password, '/placement');
  await expect(page.getByRole('heading', { level: 1, name: 'Placement' })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 application' })).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Placement menu' })
    .getByRole('link', { name: 'Enquiry' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiry' })).toBeVisible();
  await expect(page.getByText('You have not sent an enquiry yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Company' }).fill(word);
  await page.getByRole('option', { name: companyName }).click();
  await page.getByRole('textbox', { name: 'Post' }).fill('Summer intern');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Your enquiry is sent.')).toBeVisible();
  // A table row on a wide screen, a card on a phone; the list may still be loading, so the
  // locator waits for either rather than choosing one at once.
  const enquiry = page
    .getByRole('row')
    .filter({ hasText: 'Summer intern' })
    .or(page.getByRole('article', { name: companyName }));
  await expect(enquiry).toContainText('Pending');
  await expectAccessible(page);

  // 2. The company answers it, and calls the applicant to an interview.
  const enquiries = await request.get('/api/v1/company/enquiries', {
    headers: asRecruiter(companyId),
  });
  const [sent] = ((await enquiries.json()) as { enquiries: PlacementEnquiry[] }).enquiries;
  expect(sent).toMatchObject({ post: 'Summer intern', response: 'Pending' });
  const answered = await request.patch(`/api/v1/company/enquiries/${sent!._id}`, {
    headers: asRecruiter(companyId),
    data: { response: 'Approved', contactName: 'Meera HR', contactNumber: '98765 01234' },
  });
  expect(answered.status()).toBe(200);
  const mine = await request.get('/api/v1/placement/applications', { headers: asStudent });
  const [application] = ((await mine.json()) as { applications: PlacementApplication[] })
    .applications;
  const interview = await request.put(`/api/v1/admin/applications/${application!._id}/interview`, {
    headers: asRecruiter(companyId),
    data: { interviewAt: '2026-12-15T10:30:00+05:30', contactNumber: '098765-01234' },
  });
  expect(interview.status()).toBe(200);

  // 3. The student sees the answer, then the interview date under Apply; agrees to be rated and
  //    rates the company.
  await page.reload();
  await expect(enquiry).toContainText('Approved');
  await expect(enquiry).toContainText('Meera HR');
  // The numbers were typed any way, kept in E.164 and read as +91 98765 01234.
  await expect(enquiry).toContainText('+91 98765 01234');
  await page
    .getByRole('navigation', { name: 'Placement menu' })
    .getByRole('link', { name: 'Apply' })
    .click();
  const card = page.getByRole('article', { name: `Data Analyst ${word}, ${companyName}` });
  await expect(card).toContainText('Interview date: 15 Dec 2026');
  await expect(card).toContainText('Contact number: +91 98765 01234');
  await expectAccessible(page);
  // The box follows the saved agreement: it is ticked once the server has it.
  const consent = card.getByRole('checkbox', { name: 'I agree to be rated after this interview' });
  await consent.click();
  await expect(page.getByText('Your agreement is saved.')).toBeVisible();
  await expect(consent).toBeChecked();
  await card.getByRole('radio', { name: '4' }).check();
  await card.getByRole('textbox', { name: 'Comment' }).fill('Clear and on time.');
  await card.getByRole('button', { name: 'Save rating' }).click();
  await expect(card.getByText('You rated this company.')).toBeVisible();
  const ratings = await request.get('/api/v1/company/ratings', { headers: asRecruiter(companyId) });
  expect(await ratings.json()).toMatchObject({
    summary: { average: 4, count: 1 },
    ratings: [{ comment: 'Clear and on time.' }],
  });

  // 4. The company agrees too, rates the interview and decides, with a letter.
  await request.put(`/api/v1/admin/applications/${application!._id}/consent`, {
    headers: asRecruiter(companyId),
    data: { consent: true },
  });
  const assessed = await request.put(`/api/v1/admin/applications/${application!._id}/assessment`, {
    headers: asRecruiter(companyId),
    data: { technical: 8, skillTest: 7, companyTest: 9, behaviour: 8, communication: 7 },
  });
  expect(assessed.status(), await assessed.text()).toBe(200);
  const decided = await request.put(`/api/v1/admin/applications/${application!._id}/decision`, {
    headers: asRecruiter(companyId),
    multipart: {
      decision: 'Selected',
      remark: 'Welcome aboard.',
      letter: {
        name: 'offer.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n% offer\n%%EOF\n'),
      },
    },
  });
  expect(decided.status(), await decided.text()).toBe(200);

  // 5. Under Response the student reads the decision, the remark, the assessment and the letter.
  await page
    .getByRole('navigation', { name: 'Placement menu' })
    .getByRole('link', { name: 'Response' })
    .click();
  const response = page.getByRole('article', { name: `Data Analyst ${word}, ${companyName}` });
  await expect(response).toContainText('Selected');
  await expect(response).toContainText('Welcome aboard.');
  await expect(
    response.getByRole('table', { name: `Skills assessment by ${companyName}` }),
  ).toContainText('9 of 10');
  const letter = response.getByRole('link', { name: 'Letter (pdf)' });
  const href = await letter.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expectAccessible(page);
});
