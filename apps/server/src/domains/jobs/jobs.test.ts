import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  JD_MESSAGES,
  JOB_MESSAGES,
  type Applicant,
  type Company,
  type CompanySummary,
  type Job,
  type JobDetail,
  type JobInput,
  type MyApplication,
  defaultResume,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let student: TestUser;

const baseJob: JobInput = {
  title: 'React Engineer',
  description: 'Build the dashboard in React and TypeScript.',
  position: 2,
  jobType: 'Full Time',
  salary: 8,
  location: 'Pune',
  industry: 'Frontend Developer',
  experience: 2,
};

async function postCompany(
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

async function newCompany(user: TestUser, name: string): Promise<string> {
  const res = await postCompany(user, { name, industry: 'Backend Developer', location: 'Mumbai' });
  expect(res.status).toBe(201);
  return res.body.company._id;
}

async function postJob(
  orgId: string,
  job: Partial<JobInput> = {},
  user: TestUser = recruiter,
): Promise<string> {
  const res = await t.request('POST', '/api/v1/admin/jobs', {
    token: user.token,
    orgId,
    body: { ...baseJob, ...job },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ job: { _id: string } }>().job._id;
}

async function listJobs(query: string): Promise<{ jobs: Job[]; total: number }> {
  const res = await t.request('GET', `/api/v1/jobs?limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  student = await t.signUp();
  company = await newCompany(recruiter, 'Kavya Labs');
});
afterAll(() => t.close());

describe('companies', () => {
  it('a recruiter registers a company with a logo; user/companies lists it for the table', async () => {
    const res = await postCompany(
      recruiter,
      {
        name: 'Nimbus Works',
        industry: 'FullStack Developer',
        location: 'Hyderabad',
        description: 'Cloud tools',
        website: 'https://nimbus.example',
      },
      pngBytes(),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(COMPANY_MESSAGES.created);
    expect(res.body.company).toMatchObject({
      name: 'Nimbus Works',
      industry: 'FullStack Developer',
      location: 'Hyderabad',
      website: 'https://nimbus.example',
    });
    const logo = res.body.company.logo;
    expect(logo).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    expect((await t.request('GET', logo ?? '')).statusCode).toBe(200);

    const mine = await t.request('GET', '/api/v1/user/companies', { token: recruiter.token });
    const companies = mine.json<{ success: boolean; companies: CompanySummary[] }>().companies;
    expect(companies.map((c) => c.name)).toEqual(['Kavya Labs', 'Nimbus Works']);
    expect(companies[1]).toEqual({
      _id: res.body.company._id,
      id: res.body.company._id,
      name: 'Nimbus Works',
      industry: 'FullStack Developer',
      location: 'Hyderabad',
      logo,
    });
    const filtered = await t.request('GET', '/api/v1/user/companies?name=nim', {
      token: recruiter.token,
    });
    expect(filtered.json<{ companies: CompanySummary[] }>().companies.map((c) => c.name)).toEqual([
      'Nimbus Works',
    ]);
  });

  it('refuses students, bad fields and a logo that is not an image', async () => {
    const asStudent = await postCompany(student, {
      name: 'X',
      industry: 'Backend Developer',
      location: 'Pune',
    });
    expect(asStudent).toMatchObject({
      status: 403,
      body: { message: COMPANY_MESSAGES.recruiterOnly },
    });
    const noName = await postCompany(recruiter, {
      name: ' ',
      industry: 'Backend Developer',
      location: 'Pune',
    });
    expect(noName).toMatchObject({ status: 400, body: { message: COMPANY_MESSAGES.nameRequired } });
    const badIndustry = await postCompany(recruiter, {
      name: 'Y',
      industry: 'Sales',
      location: 'Pune',
    });
    expect(badIndustry).toMatchObject({
      status: 400,
      body: { message: COMPANY_MESSAGES.industryRequired },
    });
    const notImage = await postCompany(
      recruiter,
      { name: 'Z', industry: 'Backend Developer', location: 'Pune' },
      Buffer.from('%PDF-1.4 not an image'),
    );
    expect(notImage).toMatchObject({ status: 415, body: { message: COMPANY_MESSAGES.logo } });
  });

  it('edits a company; a rename reaches its jobs and the keyword search', async () => {
    const orgId = await newCompany(recruiter, 'Old Name Systems');
    await postJob(orgId, { title: 'Rename Probe' });
    const res = await t.request('PUT', `/api/v1/companies/${orgId}`, {
      token: recruiter.token,
      orgId,
      body: { name: 'Zephyrine Systems', industry: 'Backend Developer', location: 'Delhi NCR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ company: Company }>().company).toMatchObject({
      name: 'Zephyrine Systems',
      location: 'Delhi NCR',
    });
    const found = await listJobs('keyword=zephyrine');
    expect(found.jobs.map((j) => j.title)).toEqual(['Rename Probe']);
    expect(found.jobs[0]?.company.name).toBe('Zephyrine Systems');
    expect((await listJobs('keyword=old%20name')).total).toBe(0);
  });

  it("another recruiter's company is 404", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await newCompany(other, 'Elsewhere Pvt');
    for (const orgId of [company, otherCompany]) {
      const read = await t.request('GET', `/api/v1/companies/${otherCompany}`, {
        token: recruiter.token,
        orgId,
      });
      expect(read.statusCode).toBe(404);
      const write = await t.request('PUT', `/api/v1/companies/${otherCompany}`, {
        token: recruiter.token,
        orgId,
        body: { name: 'Taken', industry: 'Backend Developer', location: 'Pune' },
      });
      expect(write.statusCode).toBe(404);
    }
    const mine = await t.request('GET', '/api/v1/user/companies', { token: recruiter.token });
    expect(mine.json<{ companies: CompanySummary[] }>().companies.map((c) => c._id)).not.toContain(
      otherCompany,
    );
  });
});

describe('recruiter jobs', () => {
  it('posts with every field, checks each rule with its message, closes and reopens', async () => {
    const bad: [Partial<JobInput>, string][] = [
      [{ title: '' }, JOB_MESSAGES.titleRequired],
      [{ description: ' ' }, JOB_MESSAGES.descriptionRequired],
      [{ position: 0 }, JOB_MESSAGES.position],
      [{ salary: -1 }, JOB_MESSAGES.salary],
      [{ location: 'Chennai' as JobInput['location'] }, JOB_MESSAGES.location],
      [{ industry: 'Sales' as JobInput['industry'] }, JOB_MESSAGES.industry],
      [{ experience: 1.5 }, JOB_MESSAGES.experience],
    ];
    for (const [change, message] of bad) {
      const res = await t.request('POST', '/api/v1/admin/jobs', {
        token: recruiter.token,
        orgId: company,
        body: { ...baseJob, ...change },
      });
      expect(res.json(), JSON.stringify(change)).toEqual({ success: false, message });
    }
    const id = await postJob(company, { title: 'Close Probe', salary: '7.5' as unknown as number });
    const mine = await t.request('GET', `/api/v1/admin/jobs/${id}`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(mine.json<{ job: Job }>().job).toMatchObject({
      ...baseJob,
      title: 'Close Probe',
      salary: 7.5,
      status: 'open',
    });

    const close = await t.request('PUT', `/api/v1/admin/jobs/${id}`, {
      token: recruiter.token,
      orgId: company,
      body: { ...baseJob, title: 'Close Probe', status: 'closed' },
    });
    expect(close.json<{ job: Job }>().job.status).toBe('closed');
    expect((await listJobs('keyword=close%20probe')).total).toBe(0);
    const detail = await t.request('GET', `/api/v1/application/job/${id}`);
    expect(detail.json<{ job: JobDetail }>().job.status).toBe('closed');
    const apply = await t.request('POST', `/api/v1/application/apply/${id}`, {
      token: student.token,
      body: {},
    });
    expect(apply.json()).toEqual({ success: false, message: JOB_MESSAGES.closed });
    expect(apply.statusCode).toBe(409);

    await t.request('PUT', `/api/v1/admin/jobs/${id}`, {
      token: recruiter.token,
      orgId: company,
      body: { ...baseJob, title: 'Close Probe', status: 'open' },
    });
    expect((await listJobs('keyword=close%20probe')).total).toBe(1);
  });

  it('only the company team may post; staff need the jobs permission; students are refused', async () => {
    const asStudent = await t.request('POST', '/api/v1/admin/jobs', {
      token: student.token,
      orgId: company,
      body: baseJob,
    });
    expect(asStudent.statusCode).toBe(404);

    const staff = await t.signUp({ role: 'recruiter' });
    const me = await t.request('GET', '/api/v1/user', { token: staff.token });
    const vedanId = me.json<{ user: { profile: { userId: string } } }>().user.profile.userId;
    const added = await t.request('POST', '/api/v1/orgs/members', {
      token: recruiter.token,
      orgId: company,
      body: { vedanId, role: 'staff', permissions: ['applicants'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await t.request('POST', '/api/v1/admin/jobs', {
      token: staff.token,
      orgId: company,
      body: baseJob,
    });
    expect(refused.statusCode).toBe(403);
    const list = await t.request('GET', '/api/v1/admin/jobs', {
      token: staff.token,
      orgId: company,
    });
    expect(list.statusCode).toBe(200);
  });

  it('keeps each company to its own jobs', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/admin/jobs',
      listKey: 'jobs',
      itemPath: (id) => `/api/v1/admin/jobs/${id}`,
      create: async (_t, owner, orgId) => postJob(orgId, {}, owner),
      updateBody: baseJob,
      deletable: true,
    });
  });

  it("keeps each company to its own applicants: another company's job and application are 404", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await newCompany(other, 'Foreign Co');
    const otherJob = await postJob(otherCompany, {}, other);
    const apply = await t.request('POST', `/api/v1/application/apply/${otherJob}`, {
      token: student.token,
      body: {},
    });
    expect(apply.statusCode).toBe(201);
    const applicants = await t.request('GET', `/api/v1/admin/jobs/${otherJob}/applicants`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(applicants.statusCode).toBe(404);
    const theirs = await t.request('GET', `/api/v1/admin/jobs/${otherJob}/applicants`, {
      token: other.token,
      orgId: otherCompany,
    });
    const [application] = theirs.json<{ applicants: Applicant[] }>().applicants;
    expect(application?.applicant._id).toBe(student.user._id);
    const status = await t.request('PUT', `/api/v1/admin/applications/${application?._id}/status`, {
      token: recruiter.token,
      orgId: company,
      body: { status: 'hired' },
    });
    expect(status.statusCode).toBe(404);
    const spoofed = await t.request(
      'PUT',
      `/api/v1/admin/applications/${application?._id}/status`,
      {
        token: recruiter.token,
        orgId: otherCompany,
        body: { status: 'hired' },
      },
    );
    expect(spoofed.statusCode).toBe(404);
  });
});

describe('the portal: filters and search', () => {
  // Every query below names this company's keyword, so other tests' jobs never count.
  beforeAll(async () => {
    const owner = await t.signUp({ role: 'recruiter' });
    const orgId = await newCompany(owner, 'Filterwise Analytics');
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
    (await listJobs(`keyword=filterwise&${query}`)).jobs.map((j) => j.title);

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
    const orgId = await newCompany(owner, 'Quillon Media');
    await postJob(orgId, { title: 'Kotlin Specialist', description: 'Android apps' }, owner);
    await postJob(orgId, { title: 'Designer', description: 'Figma and kotlinesque motion' }, owner);
    expect((await listJobs('keyword=kotlin')).jobs.map((j) => j.title)).toEqual([
      'Designer',
      'Kotlin Specialist',
    ]);
    expect((await listJobs('keyword=quillon%20design')).jobs.map((j) => j.title)).toEqual([
      'Designer',
    ]);
    expect((await listJobs('keyword=android')).jobs.map((j) => j.company.name)).toEqual([
      'Quillon Media',
    ]);
    expect((await listJobs('keyword=%27%26%21%3A')).total).toBeGreaterThan(0);
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
        phoneNumber: '9876543210',
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
    const theirCompany = await newCompany(stranger, 'Elsewhere Labs');
    for (const who of [
      { token: stranger.token, orgId: theirCompany },
      { token: applicant.token },
    ]) {
      const res = await t.request('GET', `/api/v1/admin/applications/${after?._id}/resume`, who);
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('job-description maker', () => {
  const row = {
    code: 'JD-01',
    profile: 'Node.js Developer',
    experience: 3,
    salary: 14,
    location: 'Bangalore',
    description: '',
    date: '2026-11-01',
    education: 'B.Tech',
  };

  it('adds a row with a PDF, checks its rules, publishes it as a job, and removes it', async () => {
    const pdf = multipartBody(
      {},
      {
        field: 'file',
        name: 'jd.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/job-description-files',
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        'x-org-id': company,
        'content-type': pdf.contentType,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: pdf.body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url = upload.json<{ url: string }>().url;
    const png = multipartBody(
      {},
      { field: 'file', name: 'jd.pdf', type: 'application/pdf', data: pngBytes() },
    );
    const notPdf = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company/job-description-files',
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        'x-org-id': company,
        'content-type': png.contentType,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: png.body,
    });
    expect(notPdf.json()).toEqual({ success: false, message: JD_MESSAGES.pdf });

    const invalid = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: recruiter.token,
      orgId: company,
      body: { ...row, code: '' },
    });
    expect(invalid.json()).toEqual({ success: false, message: JD_MESSAGES.codeRequired });
    const created = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: recruiter.token,
      orgId: company,
      body: { ...row, description: url },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ jobDescription: { _id: string } }>().jobDescription._id;

    const published = await t.request('POST', `/api/v1/company/job-descriptions/${id}/publish`, {
      token: recruiter.token,
      orgId: company,
      body: { industry: 'Backend Developer' },
    });
    expect(published.statusCode, published.body).toBe(201);
    const job = published.json<{ job: Job }>().job;
    expect(job).toMatchObject({
      title: 'Node.js Developer',
      salary: 14,
      location: 'Bangalore',
      experience: 3,
      status: 'open',
    });
    const again = await t.request('GET', `/api/v1/company/job-descriptions/${id}`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(again.json<{ jobDescription: { jobId: string } }>().jobDescription.jobId).toBe(job._id);
    expect((await listJobs('keyword=node')).jobs.map((j) => j._id)).toContain(job._id);

    const removed = await t.request('DELETE', `/api/v1/company/job-descriptions/${id}`, {
      token: recruiter.token,
      orgId: company,
    });
    expect(removed.json()).toEqual({ success: true, message: JD_MESSAGES.removed });
  });

  it('keeps each company to its own rows', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/job-descriptions',
      listKey: 'jobDescriptions',
      itemPath: (id) => `/api/v1/company/job-descriptions/${id}`,
      create: async (tt, owner, orgId) => {
        const res = await tt.request('POST', '/api/v1/company/job-descriptions', {
          token: owner.token,
          orgId,
          body: row,
        });
        return res.json<{ jobDescription: { _id: string } }>().jobDescription._id;
      },
      updateBody: row,
      deletable: true,
    });
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await newCompany(other, 'JD Stranger');
    const theirs = await t.request('POST', '/api/v1/company/job-descriptions', {
      token: other.token,
      orgId: otherCompany,
      body: row,
    });
    const theirId = theirs.json<{ jobDescription: { _id: string } }>().jobDescription._id;
    const publish = await t.request('POST', `/api/v1/company/job-descriptions/${theirId}/publish`, {
      token: recruiter.token,
      orgId: company,
      body: { industry: 'Backend Developer' },
    });
    expect(publish.statusCode).toBe(404);
  });
});
