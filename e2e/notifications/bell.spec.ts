import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

// Issue 31, item 8: a recruiter shortlists a student's application (set up through the API); the
// student's bell carries the unread count in its name, lists the change, and opening it lands
// on My applications with the count gone down. Then at 360 px the list fits the screen.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function bearer(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: XHR,
  });
  expect(login.status(), await login.text()).toBe(200);
  return { ...XHR, Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A new company's job that `student` applied to, shortlisted by its recruiter. */
async function shortlistedApplication(
  request: APIRequestContext,
  student: { email: string; password: string },
  word: string,
) {
  const recruiter = await signUpViaApi({ role: 'recruiter' });
  const asRecruiter = await bearer(request, recruiter.email, recruiter.password);
  const company = await request.post('/api/v1/companies', {
    data: { name: `Bell Labs ${word}`, industry: 'Backend Developer', location: 'Pune' },
    headers: asRecruiter,
  });
  expect(company.status(), await company.text()).toBe(201);
  const orgId = ((await company.json()) as { company: { _id: string } }).company._id;
  const asCompany = { ...asRecruiter, 'X-Org-Id': orgId };
  const job = await request.post('/api/v1/admin/jobs', {
    data: {
      title: `Bell Analyst ${word}`,
      description: 'Dashboards in SQL.',
      position: 1,
      jobType: 'Full Time',
      salary: 6,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 0,
    },
    headers: asCompany,
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = ((await job.json()) as { job: { _id: string } }).job._id;
  const applied = await request.post(`/api/v1/application/apply/${jobId}`, {
    data: {},
    headers: await bearer(request, student.email, student.password),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicants = await request.get(`/api/v1/admin/jobs/${jobId}/applicants`, {
    headers: asCompany,
  });
  const [application] = ((await applicants.json()) as { applicants: { _id: string }[] }).applicants;
  const shortlisted = await request.put(`/api/v1/admin/applications/${application?._id}/status`, {
    data: { status: 'shortlisted' },
    headers: asCompany,
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
}

test('the bell shows a shortlist and opens the application', async ({ page, request }) => {
  test.slow();
  const word = Date.now().toString(36);
  const student = await signUpViaApi({ fullname: 'Bela Student' });
  await shortlistedApplication(request, student, word);

  await logIn(page, student.email, student.password, '/jobs');
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const text = `Your application for Bell Analyst ${word} at Bell Labs ${word}: shortlisted`;
  const item = panel.getByRole('link', { name: new RegExp(`Application status.*${text}`) });
  await expect(item).toBeVisible();
  await expect(panel.getByText(`From Bell Labs ${word}`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeEnabled();
  await expectAccessible(page, 'the bell, open');

  // Opening it lands on the application, and the count goes down.
  await item.click();
  await expect(page).toHaveURL(/\/jobs\/applications$/);
  await expect(page.getByRole('heading', { name: 'My applications', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Bell Analyst ${word}`) })).toContainText(
    'Shortlisted',
  );
  const readBell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(readBell).toBeVisible();

  // Read stays read: after a reload the list shows it without the unread mark.
  await page.reload();
  await readBell.click();
  await expect(panel.getByRole('link', { name: new RegExp(text) })).not.toContainText('Unread');
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // On a 360 px phone the open list stays within the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await readBell.click();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'nothing wider than the 360 px screen').toBeLessThanOrEqual(0);
  await expectAccessible(page, 'the bell at 360 px');
});
