import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_INDUSTRIES, JOB_LOCATIONS, SALARY_BUCKETS } from '@vedann/contracts';
import { seedDemoData } from '../../demo-seeds';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { storage: t.deps.storage });
});
afterAll(() => t.close());

const total = async (query: string) =>
  (await t.request('GET', `/api/v1/jobs?${query}`)).json<{ total: number }>().total;

describe('demo jobs', () => {
  it('hold at least 40 open jobs, with every filter option finding some', async () => {
    expect(await total('')).toBeGreaterThanOrEqual(40);
    for (const location of JOB_LOCATIONS)
      expect(await total(`location=${encodeURIComponent(location)}`), location).toBeGreaterThan(0);
    for (const industry of JOB_INDUSTRIES)
      expect(await total(`industry=${encodeURIComponent(industry)}`), industry).toBeGreaterThan(0);
    for (const salary of SALARY_BUCKETS)
      expect(await total(`salary=${encodeURIComponent(salary)}`), salary).toBeGreaterThan(0);
  });

  it('give the demo recruiter several companies with profiles', async () => {
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'recruiter@vedann.demo', password: 'Demo@1234' },
    });
    const token = login.json<{ token: string }>().token;
    const res = await t.request('GET', '/api/v1/user/companies', { token });
    const companies = res.json<{ companies: { name: string; industry: string }[] }>().companies;
    expect(companies.length).toBeGreaterThanOrEqual(5);
    expect(companies.every((c) => c.industry !== '')).toBe(true);
  });
});
