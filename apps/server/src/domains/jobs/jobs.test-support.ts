import { expect } from 'vitest';
import type { Company, Job, JobInput } from '@vedann/contracts';
import { multipartBody } from '../../test/files';
import type { TestApp, TestUser } from '../../test/harness';

/** A job that passes every rule. */
export const baseJob: JobInput = {
  title: 'React Engineer',
  description: 'Build the dashboard in React and TypeScript.',
  position: 2,
  jobType: 'Full Time',
  salary: 8,
  location: 'Pune',
  industry: 'Frontend Developer',
  experience: 2,
};

/** Registers a company as `user` (multipart, with the logo if given). */
export async function postCompany(
  t: TestApp,
  user: TestUser,
  fields: Record<string, string>,
  logo?: Buffer,
): Promise<{ status: number; body: { message: string; company: Company } }> {
  const { body, contentType } = multipartBody(
    fields,
    logo ? { field: 'logo', name: 'logo.png', type: 'image/png', data: logo } : undefined,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/companies',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': contentType,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new company of `user`'s; its id. */
export async function newCompany(t: TestApp, user: TestUser, name: string): Promise<string> {
  const res = await postCompany(t, user, {
    name,
    industry: 'Backend Developer',
    location: 'Mumbai',
  });
  expect(res.status).toBe(201);
  return res.body.company._id;
}

/** Posts `baseJob` with `job`'s changes for the company, as `user`; the job's id. */
export async function postJobAs(
  t: TestApp,
  user: TestUser,
  orgId: string,
  job: Partial<JobInput> = {},
): Promise<string> {
  const res = await t.request('POST', '/api/v1/admin/jobs', {
    token: user.token,
    orgId,
    body: { ...baseJob, ...job },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ job: { _id: string } }>().job._id;
}

/** The portal's first 50 jobs for `query`. */
export async function listJobs(t: TestApp, query: string): Promise<{ jobs: Job[]; total: number }> {
  const res = await t.request('GET', `/api/v1/jobs?limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
