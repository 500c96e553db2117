import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_MESSAGES,
  type Applicant,
  type Job,
  type JobDetail,
  type JobInput,
  type MyApplication,
  defaultResume,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { listJobs, newCompany, postJobAs } from './jobs.test-support';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  student = await t.signUp();
  company = await newCompany(t, recruiter, 'Kavya Labs');
});
afterAll(() => t.close());

const postJob = (orgId: string, job: Partial<JobInput> = {}, user: TestUser = recruiter) =>
  postJobAs(t, user, orgId, job);

describe('the portal: filters and search', () => {
  // Every query below names this company's keyword, so other tests' jobs never count.
  beforeAll(async () => {
    const owner = await t.signUp({ role: 'recruiter' });
    const orgId = await newCompany(t, owner, 'Filterwise Analytics');
    const jobsToPost: Partial<JobInput>[] = [
      { title: 'Filter A', location: 'Delhi NCR', industry: 'Frontend Developer', salary: 4.8 },
      { title: 'Filter B', location: 'Bangalore', industry: 'Backend Developer', salary: 4.81 },
      { title: 'Filter C', location: 'Bangalore', industry: 'FullStack Developer', salary: 12 },
      { title: 'Filter D', location: 'Mumbai', industry: 'Backend Developer', salary: 12.5 },
      { title: 'Filter E', location: 'Hyderabad', industry: 'Frontend Developer', salary: 60 },
      { title: 'Filter F', location: 'Pune', industry: 'FullStack Developer', salary: 75 },
    ];
    for (const job of jobsToPost) await postJob(orgId, job, owner);
  });

  const titles = async (query: string) =>
    (await listJobs(t, `keyword=filterwise&${query}`)).jobs.map((j) => j.title);

  it('filters by each location and industry, newest first', async () => {
    expect(await titles('')).toEqual([
      'Filter F',
      'Filter E',
      'Filter D',
      'Filter C',
      'Filter B',
      'Filter A',
    ]);
    expect(await titles('location=Bangalore')).toEqual(['Filter C', 'Filter B']);
    expect(await titles('location=Delhi%20NCR')).toEqual(['Filter A']);
    expect(await titles('location=Hyderabad')).toEqual(['Filter E']);
    expect(await titles('location=Pune')).toEqual(['Filter F']);
    expect(await titles('location=Mumbai')).toEqual(['Filter D']);
    expect(await titles('industry=Backend%20Developer')).toEqual(['Filter D', 'Filter B']);
    expect(await titles('industry=Frontend%20Developer')).toEqual(['Filter E', 'Filter A']);
    expect(await titles('industry=FullStack%20Developer')).toEqual(['Filter F', 'Filter C']);
    expect(await titles('location=Bangalore&industry=Backend%20Developer')).toEqual(['Filter B']);
  });

  it('maps each salary bucket to its LPA range, edges included', async () => {
    expect(await titles('salary=0-40k')).toEqual(['Filter A']);
    expect(await titles('salary=42-1lakh')).toEqual(['Filter C', 'Filter B']);
    expect(await titles(`salary=${encodeURIComponent('1lakh to 5lakh')}`)).toEqual([
      'Filter E',
      'Filter D',
    ]);
  });

  it('refuses options the panel does not have', async () => {
    const res = await t.request('GET', '/api/v1/jobs?location=Chennai');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: JOB_MESSAGES.location });
  });

  it('searches title, description and company by word prefix, and pages', async () => {
    const owner = await t.signUp({ role: 'recruiter' });
    const orgId = await newCompany(t, owner, 'Quillon Media');
    await postJob(orgId, { title: 'Kotlin Specialist', description: 'Android apps' }, owner);
    await postJob(orgId, { title: 'Designer', description: 'Figma and kotlinesque motion' }, owner);
    expect((await listJobs(t, 'keyword=kotlin')).jobs.map((j) => j.title)).toEqual([
      'Designer',
      'Kotlin Specialist',
    ]);
    expect((await listJobs(t, 'keyword=quillon%20design')).jobs.map((j) => j.title)).toEqual([
      'Designer',
    ]);
    expect((await listJobs(t, 'keyword=android')).jobs.map((j) => j.company.name)).toEqual([
      'Quillon Media',
    ]);
    expect((await listJobs(t, 'keyword=%27%26%21%3A')).total).toBeGreaterThan(0);
    const page = await t.request('GET', '/api/v1/jobs?keyword=quillon&limit=1&page=2');
    expect(page.json()).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(page.json<{ jobs: Job[] }>().jobs.map((j) => j.title)).toEqual(['Kotlin Specialist']);
  });
});

describe('applying', () => {
  it('a student applies once; the job says so; two concurrent clicks make one application', async () => {
    const jobId = await postJob(company, { title: 'Concurrency Probe' });
    const applicant = await t.signUp();
    const [first, second] = await Promise.all([
      t.request('POST', `/api/v1/application/apply/${jobId}`, {
        token: applicant.token,
        body: { userId: 'ignored' },
      }),
      t.request('POST', `/api/v1/application/apply/${jobId}`, { token: applicant.token, body: {} }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const refused = [first, second].find((r) => r?.statusCode === 409);
    expect(refused?.json()).toEqual({ success: false, message: JOB_MESSAGES.duplicate });

    const seen = await t.request('GET', `/api/v1/application/job/${jobId}`, {
      token: applicant.token,
    });
    const job = seen.json<{ job: JobDetail }>().job;
    expect(job.totalApplicants).toBe(1);
    expect(job.applications).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        applicant: applicant.user._id,
        status: 'applied',
        statusChangedAt: null,
      },
    ]);
    expect(job.company.name).toBe('Kavya Labs');
    // Other viewers see the count, never who applied.
    const anonymous = await t.request('GET', `/api/v1/application/job/${jobId}`);
    expect(anonymous.json<{ job: JobDetail }>().job).toMatchObject({
      totalApplicants: 1,
      applications: [],
    });
    const otherStudent = await t.request('GET', `/api/v1/application/job/${jobId}`, {
      token: student.token,
    });
    expect(otherStudent.json<{ job: JobDetail }>().job.applications).toEqual([]);
  });

  it('needs a signed-in student and an existing job', async () => {
    const jobId = await postJob(company);
    expect(
      (await t.request('POST', `/api/v1/application/apply/${jobId}`, { body: {} })).statusCode,
    ).toBe(401);
    const asRecruiter = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: recruiter.token,
      body: {},
    });
    expect(asRecruiter.json()).toEqual({ success: false, message: JOB_MESSAGES.studentsOnly });
    for (const id of ['0123456789abcdef01234567', 'nonsense']) {
      const apply = await t.request('POST', `/api/v1/application/apply/${id}`, {
        token: student.token,
        body: {},
      });
      expect(apply.statusCode).toBe(404);
      expect(apply.json()).toEqual({ success: false, message: JOB_MESSAGES.notFound });
      const read = await t.request('GET', `/api/v1/application/job/${id}`);
      expect(read.json()).toEqual({ success: false, message: JOB_MESSAGES.notFound });
    }
  });

  it('the recruiter sees the applicant and changes the status; the student sees it', async () => {
    const jobId = await postJob(company, { title: 'Status Probe' });
    const applicant = await t.signUp();
    await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: applicant.token,
      body: {},
    });
    const list = await t.request('GET', `/api/v1/admin/jobs/${jobId}/applicants`, {
      token: recruiter.token,
      orgId: company,
    });
    const [row] = list.json<{ applicants: Applicant[] }>().applicants;
    expect(row).toMatchObject({
      status: 'applied',
      applicant: {
        _id: applicant.user._id,
        fullname: applicant.user.fullname,
        email: applicant.email,
        phoneNumber: '+919876543210',
      },
    });
    const bad = await t.request('PUT', `/api/v1/admin/applications/${row?._id}/status`, {
      token: recruiter.token,
      orgId: company,
      body: { status: 'maybe' },
    });
    expect(bad.json()).toEqual({ success: false, message: JOB_MESSAGES.status });
    const changed = await t.request('PUT', `/api/v1/admin/applications/${row?._id}/status`, {
      token: recruiter.token,
      orgId: company,
      body: { status: 'shortlisted' },
    });
    expect(changed.json()).toMatchObject({
      message: JOB_MESSAGES.statusChanged,
      applicant: { status: 'shortlisted' },
    });

    const mine = await t.request('GET', '/api/v1/application/mine', { token: applicant.token });
    expect(mine.json<{ applications: MyApplication[] }>().applications).toMatchObject([
      {
        status: 'shortlisted',
        job: { _id: jobId, title: 'Status Probe', company: { name: 'Kavya Labs' } },
      },
    ]);
    // Nobody else's applications appear in a student's list.
    const others = await t.request('GET', '/api/v1/application/mine', {
      token: (await t.signUp()).token,
    });
    expect(others.json<{ applications: MyApplication[] }>().applications).toEqual([]);
  });
});

describe("an applicant's resume", () => {
  it('the company sees the resume the applicant saved last, as a PDF; nobody else does', async () => {
    const jobId = await postJob(company, { title: 'Resume Probe' });
    const applicant = await t.signUp();
    await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: applicant.token,
      body: {},
    });
    const asRecruiter = { token: recruiter.token, orgId: company };
    const applicantsOf = async () =>
      (await t.request('GET', `/api/v1/admin/jobs/${jobId}/applicants`, asRecruiter)).json<{
        applicants: Applicant[];
      }>().applicants[0];

    const before = await applicantsOf();
    expect(before?.resume).toBeNull();
    const none = await t.request(
      'GET',
      `/api/v1/admin/applications/${before?._id}/resume`,
      asRecruiter,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ success: false, message: JOB_MESSAGES.noResume });

    const resume = {
      ...defaultResume(),
      name: 'Kiran Desai',
      email: 'kiran@example.com',
      phone: '9876543210',
      skills: [{ skill: 'Go' }],
    };
    for (const name of ['Kiran Desai', 'Kiran D. Desai']) {
      const saved = await t.request('POST', '/api/resumes', {
        token: applicant.token,
        body: { ...resume, name },
      });
      expect(saved.statusCode).toBe(201);
    }
    const after = await applicantsOf();
    expect(after?.resume?.name).toBe('Kiran D. Desai');
    const pdf = await t.request(
      'GET',
      `/api/v1/admin/applications/${after?._id}/resume?template=ats`,
      asRecruiter,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain('Kiran D. Desai');

    // Another company's recruiter, and the applicant themselves through this route, get 404.
    const stranger = await t.signUp({ role: 'recruiter' });
    const theirCompany = await newCompany(t, stranger, 'Elsewhere Labs');
    for (const who of [
      { token: stranger.token, orgId: theirCompany },
      { token: applicant.token },
    ]) {
      const res = await t.request('GET', `/api/v1/admin/applications/${after?._id}/resume`, who);
      expect(res.statusCode).toBe(404);
    }
  });
});
