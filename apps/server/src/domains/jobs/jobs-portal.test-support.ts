import { expect } from 'vitest';
import type { JobInput } from '@vedann/contracts';
import type { TestApp, TestUser } from '../../test/harness';

/** A job that passes every rule. */
export const baseJob: JobInput = {
  title: 'Probe',
  description: 'Work with the team.',
  position: 1,
  jobType: 'Full Time',
  salary: 8,
  location: 'Pune',
  industry: 'Frontend Developer',
  experience: 2,
};

/** A new company of the recruiter's; its id. */
export async function newCompany(t: TestApp, recruiter: TestUser, name: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/companies', {
    token: recruiter.token,
    body: { name, industry: 'Backend Developer', location: 'Mumbai' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ company: { _id: string } }>().company._id;
}

/** Posts `baseJob` with `job`'s changes for the company; the job's id. */
export async function postJob(
  t: TestApp,
  recruiter: TestUser,
  orgId: string,
  job: Partial<JobInput> = {},
): Promise<string> {
  const res = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId,
    body: { ...baseJob, ...job },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ job: { _id: string } }>().job._id;
}
