import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicantCounts, ApplicationStatus } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { newCompany, postJob } from './jobs-portal.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let otherCompany: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await newCompany(t, recruiter, 'Quorvex Systems');
  otherCompany = await newCompany(t, recruiter, 'Nirmaan Works');
});
afterAll(() => t.close());

const counts = (orgId: string, ids: string[]) =>
  t.request('GET', `/api/v1/admin/jobs/applicant-counts?ids=${ids.join(',')}`, {
    token: recruiter.token,
    orgId,
  });

/** Applies to `jobId` as a new student, and moves the application to `status`. */
async function applicant(jobId: string, orgId: string, status: ApplicationStatus) {
  const student = await t.signUp();
  const applied = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
    token: student.token,
    body: {},
  });
  expect(applied.statusCode, applied.body).toBe(201);
  if (status === 'applied') return;
  // Newest first: the application just made.
  const list = await t.request('GET', `/api/v1/admin/jobs/${jobId}/applicants`, {
    token: recruiter.token,
    orgId,
  });
  const [mine] = list.json<{ applicants: { _id: string }[] }>().applicants;
  const moved = await t.request('PUT', `/api/v1/admin/applications/${mine?._id}/status`, {
    token: recruiter.token,
    orgId,
    body: { status },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

describe("/admin/jobs: each job's applicants by status", () => {
  it('counts every status of each job asked for, zeros included, as the applicants list has them', async () => {
    const busy = await postJob(t, recruiter, company, { title: 'Busy Job' });
    const quiet = await postJob(t, recruiter, company, { title: 'Quiet Job' });
    for (const status of ['applied', 'applied', 'shortlisted', 'rejected', 'hired'] as const)
      await applicant(busy, company, status);

    const res = await counts(company, [busy, quiet]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ counts: Record<string, ApplicantCounts> }>().counts;
    expect(answer).toEqual({
      [busy]: { applied: 2, shortlisted: 1, rejected: 1, hired: 1 },
      [quiet]: { applied: 0, shortlisted: 0, rejected: 0, hired: 0 },
    });
    // The same total as the job's applicants list.
    const list = await t.request('GET', `/api/v1/admin/jobs/${busy}/applicants`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(list.json<{ total: number }>().total).toBe(5);
  });

  it("counts nothing of another company's job, and refuses a bad id or too many", async () => {
    const theirs = await postJob(t, recruiter, otherCompany, { title: 'Their Job' });
    await applicant(theirs, otherCompany, 'applied');
    const asked = await counts(company, [theirs]);
    expect(asked.json<{ counts: Record<string, ApplicantCounts> }>().counts[theirs]).toEqual({
      applied: 0,
      shortlisted: 0,
      rejected: 0,
      hired: 0,
    });
    expect((await counts(company, ['not-an-id'])).statusCode).toBe(400);
    expect(
      (
        await counts(
          company,
          Array.from({ length: 51 }, () => theirs),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('is for a company member with the applicants permission', async () => {
    const student = await t.signUp();
    const res = await t.request('GET', '/api/v1/admin/jobs/applicant-counts?ids=', {
      token: student.token,
      orgId: company,
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});
