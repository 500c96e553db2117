import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  JOB_MESSAGES,
  type Applicant,
  type Company,
  type CompanySummary,
  type Job,
  type JobDetail,
  type JobInput,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { baseJob, listJobs, newCompany, postCompany, postJobAs } from './jobs.test-support';

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

describe('companies', () => {
  it('a recruiter registers a company with a logo; user/companies lists it for the table', async () => {
    const res = await postCompany(
      t,
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
    const asStudent = await postCompany(t, student, {
      name: 'X',
      industry: 'Backend Developer',
      location: 'Pune',
    });
    expect(asStudent).toMatchObject({
      status: 403,
      body: { message: COMPANY_MESSAGES.recruiterOnly },
    });
    const noName = await postCompany(t, recruiter, {
      name: ' ',
      industry: 'Backend Developer',
      location: 'Pune',
    });
    expect(noName).toMatchObject({ status: 400, body: { message: COMPANY_MESSAGES.nameRequired } });
    const badIndustry = await postCompany(t, recruiter, {
      name: 'Y',
      industry: 'Sales',
      location: 'Pune',
    });
    expect(badIndustry).toMatchObject({
      status: 400,
      body: { message: COMPANY_MESSAGES.industryRequired },
    });
    const notImage = await postCompany(
      t,
      recruiter,
      { name: 'Z', industry: 'Backend Developer', location: 'Pune' },
      Buffer.from('%PDF-1.4 not an image'),
    );
    expect(notImage).toMatchObject({ status: 415, body: { message: COMPANY_MESSAGES.logo } });
  });

  it('edits a company; a rename reaches its jobs and the keyword search', async () => {
    const orgId = await newCompany(t, recruiter, 'Old Name Systems');
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
    const found = await listJobs(t, 'keyword=zephyrine');
    expect(found.jobs.map((j) => j.title)).toEqual(['Rename Probe']);
    expect(found.jobs[0]?.company.name).toBe('Zephyrine Systems');
    expect((await listJobs(t, 'keyword=old%20name')).total).toBe(0);
  });

  it("another recruiter's company is 404", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await newCompany(t, other, 'Elsewhere Pvt');
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
    expect((await listJobs(t, 'keyword=close%20probe')).total).toBe(0);
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
    expect((await listJobs(t, 'keyword=close%20probe')).total).toBe(1);
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
    const otherCompany = await newCompany(t, other, 'Foreign Co');
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
