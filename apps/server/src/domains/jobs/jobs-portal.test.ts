import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_FILTER_MESSAGES,
  JOB_MESSAGES,
  type Job,
  type JobCounts,
  type JobInput,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { jobs } from './jobs.table';
import { baseJob, newCompany, postJob } from './jobs-portal.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let otherCompany: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await newCompany(t, recruiter, 'Quorvex Systems');
  otherCompany = await newCompany(t, recruiter, 'Quorvex Partners');
});
afterAll(() => t.close());

// Every query names the word "quorvex" (both companies' name), so other tests' jobs never count.
let old: string;
beforeAll(async () => {
  const posted: Partial<JobInput>[] = [
    { title: 'Q1 Pune React', location: 'Pune', jobType: 'Full Time', salary: 4, experience: 0 },
    {
      title: 'Q2 Mumbai React',
      location: 'Mumbai',
      jobType: 'Internship',
      salary: 3,
      experience: 1,
    },
    {
      title: 'Q3 Mumbai Go',
      location: 'Mumbai',
      industry: 'Backend Developer',
      salary: 20,
      experience: 5,
    },
    {
      title: 'Q4 Delhi Node',
      location: 'Delhi NCR',
      industry: 'Backend Developer',
      salary: 9,
      experience: 3,
    },
  ];
  for (const job of posted) await postJob(t, recruiter, company, job);
  old = await postJob(t, recruiter, otherCompany, {
    title: 'Q5 Pune Old',
    location: 'Pune',
    jobType: 'Contract',
    salary: 15,
    experience: 12,
  });
  // Posted ten days ago.
  await t.database.db
    .update(jobs)
    .set({ createdAt: new Date(Date.now() - 10 * 86_400_000) })
    .where(eq(jobs.id, old));
});

const list = async (query: string) => {
  const res = await t.request('GET', `/api/v1/jobs?keyword=quorvex&limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ jobs: Job[]; total: number }>();
};
const titles = async (query: string) => (await list(query)).jobs.map((j) => j.title.slice(0, 2));
const counts = async (query: string) => {
  const res = await t.request('GET', `/api/v1/jobs/counts?keyword=quorvex&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ counts: JobCounts }>().counts;
};
const countOf = (group: { value: string; count: number }[], value: string) =>
  group.find((option) => option.value === value)?.count;

describe('filters and counts', () => {
  it('takes several options per group (OR) and combines groups (AND)', async () => {
    expect(await titles('location=Pune,Mumbai')).toEqual(['Q5', 'Q3', 'Q2', 'Q1']);
    expect(await titles('location=Pune,Mumbai&jobType=Full Time')).toEqual(['Q3', 'Q1']);
    expect(await titles('industry=Backend Developer&salary=42-1lakh,1lakh to 5lakh')).toEqual([
      'Q4',
      'Q3',
    ]);
    expect(await titles('experience=0-1,10%2B')).toEqual(['Q5', 'Q2', 'Q1']);
    expect(await titles('experience=2-4')).toEqual(['Q4']);
    expect(await titles('posted=7')).toEqual(['Q4', 'Q3', 'Q2', 'Q1']);
    expect(await titles('posted=30')).toHaveLength(5);
    expect(await titles(`company=${otherCompany}`)).toEqual(['Q5']);
    expect(await titles(`company=${otherCompany},${company}&location=Pune`)).toEqual(['Q5', 'Q1']);
    // The same option twice is once.
    expect((await list('location=Pune,Pune')).total).toBe(2);
  });

  it('counts each option with the other groups applied, not its own', async () => {
    const all = await counts('');
    expect(countOf(all.location, 'Pune')).toBe(2);
    expect(countOf(all.location, 'Mumbai')).toBe(2);
    expect(countOf(all.location, 'Bangalore')).toBe(0);
    expect(countOf(all.jobType, 'Full Time')).toBe(3);
    expect(countOf(all.posted, '1')).toBe(4);
    expect(countOf(all.posted, '30')).toBe(5);
    expect(countOf(all.experience, '10+')).toBe(1);
    expect(countOf(all.salary, '0-40k')).toBe(2);
    expect(all.company).toEqual([
      { value: company, label: 'Quorvex Systems', count: 4 },
      { value: otherCompany, label: 'Quorvex Partners', count: 1 },
    ]);

    const chosen = await counts('location=Pune&jobType=Full Time');
    // Choosing Pune leaves the other locations' counts (with Full Time) as they were.
    expect(countOf(chosen.location, 'Pune')).toBe(1);
    expect(countOf(chosen.location, 'Mumbai')).toBe(1);
    expect(countOf(chosen.location, 'Delhi NCR')).toBe(1);
    // The job types are counted in Pune only.
    expect(countOf(chosen.jobType, 'Full Time')).toBe(1);
    expect(countOf(chosen.jobType, 'Contract')).toBe(1);
    expect(countOf(chosen.jobType, 'Internship')).toBe(0);
    // Each count is what the list would show with the option added.
    expect((await list('location=Mumbai&jobType=Full Time')).total).toBe(1);

    // A chosen company with nothing left to match stays, with 0, so it can be unticked.
    const none = await counts(`company=${otherCompany}&location=Mumbai`);
    expect(none.company).toContainEqual({
      value: otherCompany,
      label: 'Quorvex Partners',
      count: 0,
    });
  });
});

describe('sorting, counting again after writes, and unknown options', () => {
  it('sorts by newest, by salary, or by relevance to the keyword', async () => {
    expect(await titles('')).toEqual(['Q5', 'Q4', 'Q3', 'Q2', 'Q1']);
    expect(await titles('sort=newest')).toEqual(['Q5', 'Q4', 'Q3', 'Q2', 'Q1']);
    expect(await titles('sort=salary')).toEqual(['Q3', 'Q5', 'Q4', 'Q1', 'Q2']);
    // "quorvex react": the jobs with both words in the title come first.
    const res = await t.request('GET', '/api/v1/jobs?keyword=quorvex&sort=relevance&limit=50');
    expect(res.statusCode).toBe(200);
    const relevant = await t.request(
      'GET',
      '/api/v1/jobs?keyword=react quorvex systems&sort=relevance&limit=50',
    );
    expect(relevant.json<{ jobs: Job[] }>().jobs.map((j) => j.title.slice(0, 2))).toEqual([
      'Q2',
      'Q1',
    ]);
  });

  it('counts again after every write of jobs, by a route or by plain SQL', async () => {
    const pune = async () => countOf((await counts('')).location, 'Pune');
    expect(await pune()).toBe(2);
    // The same filter written another way is the same count.
    expect(countOf((await counts('location=Mumbai,Pune')).jobType, 'Full Time')).toBe(
      countOf((await counts('location=Pune,Mumbai')).jobType, 'Full Time'),
    );
    const added = await postJob(t, recruiter, company, { title: 'Q6 Pune New', location: 'Pune' });
    expect(await pune()).toBe(3);
    const put = await t.request('PUT', `/api/v1/admin/jobs/${added}`, {
      token: recruiter.token,
      orgId: company,
      body: { ...baseJob, title: 'Q6 Pune New', status: 'closed' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await pune()).toBe(2);
    // Rows written around the routes (the demo data, an operator's SQL) count too.
    await t.database.db.update(jobs).set({ status: 'open' }).where(eq(jobs.id, added));
    expect(await pune()).toBe(3);
    await t.database.db
      .update(jobs)
      .set({ companyName: 'Quorvex Systems Renamed' })
      .where(eq(jobs.orgId, company));
    expect((await counts('')).company).toContainEqual({
      value: company,
      label: 'Quorvex Systems Renamed',
      count: 5,
    });
    await t.database.db
      .update(jobs)
      .set({ companyName: 'Quorvex Systems' })
      .where(eq(jobs.orgId, company));
    await t.database.db.delete(jobs).where(eq(jobs.id, added));
    expect(await pune()).toBe(2);
  });

  it('refuses unknown options with their messages', async () => {
    const cases: [string, string][] = [
      ['location=Pune,Atlantis', JOB_MESSAGES.location],
      ['industry=Chef', JOB_MESSAGES.industry],
      ['salary=1-2', JOB_FILTER_MESSAGES.salary],
      ['experience=3-4', JOB_FILTER_MESSAGES.experience],
      ['posted=2', JOB_FILTER_MESSAGES.posted],
      ['sort=oldest', JOB_FILTER_MESSAGES.sort],
      ['jobType=Gig', JOB_MESSAGES.jobType],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/v1/jobs', '/api/v1/jobs/counts']) {
        if (path.endsWith('counts') && query.startsWith('sort')) continue;
        const res = await t.request('GET', `${path}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message, query).toBe(message);
      }
    }
    const many = Array.from({ length: 11 }, (_, i) => i.toString(16).padStart(24, '0')).join(',');
    const tooMany = await t.request('GET', `/api/v1/jobs?company=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(JOB_FILTER_MESSAGES.company);
  });
});
