import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_MESSAGES,
  type CompanyPlacementApplication,
  type Job,
  type PlacementApplication,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let student: TestUser;
let fullTimeJob: string;
let internshipJob: string;

const baseJob = {
  description: 'Dashboards in SQL.',
  position: 2,
  salary: 4,
  location: 'Pune',
  industry: 'Backend Developer',
  experience: 0,
};

async function postJob(
  as: { token: string; orgId: string },
  title: string,
  jobType: string,
): Promise<string> {
  const posted = await t.request('POST', '/api/v1/admin/jobs', {
    ...as,
    body: { ...baseJob, title, jobType },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ job: { _id: string } }>().job._id;
}

async function apply(user: TestUser, jobId: string): Promise<void> {
  const applied = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
    token: user.token,
    body: {},
  });
  expect(applied.statusCode, applied.body).toBe(201);
}

const asCompany = () => ({ token: recruiter.token, orgId: company });

async function companyList(query = '') {
  const res = await t.request('GET', `/api/v1/company/placement/applications${query}`, asCompany());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ applications: CompanyPlacementApplication[]; total: number }>();
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Nadi Analytics');
  student = await t.signUp();
  fullTimeJob = await postJob(asCompany(), 'Data Engineer', 'Full Time');
  internshipJob = await postJob(asCompany(), 'Data Intern', 'Internship');
  await apply(student, fullTimeJob);
  await apply(student, internshipJob);
});
afterAll(() => t.close());

describe("the company's placement list", () => {
  it('lists the applicants to its jobs with who they are and what the company set', async () => {
    const all = await companyList();
    expect(all.total).toBe(2);
    const [intern] = all.applications;
    // Newest first: the internship was applied to last.
    expect(intern).toMatchObject({
      jobId: internshipJob,
      post: 'Data Intern',
      companyName: 'Nadi Analytics',
      status: 'applied',
      interviewAt: null,
      decision: null,
      applicant: { fullname: student.user.fullname, email: student.email },
    });
    expect(intern!.appliedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const interview = await t.request(
      'PUT',
      `/api/v1/admin/applications/${intern!._id}/interview`,
      {
        ...asCompany(),
        body: { interviewAt: '2026-12-01T11:00:00+05:30', contactNumber: '9876501234' },
      },
    );
    expect(interview.statusCode, interview.body).toBe(200);
    const [after] = (await companyList(`?jobId=${internshipJob}`)).applications;
    expect(after).toMatchObject({
      status: 'shortlisted',
      interviewAt: '2026-12-01T05:30:00.000Z',
      contactNumber: '+919876501234',
    });
  });

  it('shows the assessment only while both sides agree, as the student sees it', async () => {
    const [row] = (await companyList(`?jobId=${fullTimeJob}`)).applications;
    const id = row!._id;
    for (const [path, token, orgId] of [
      [`/api/v1/placement/applications/${id}/consent`, student.token, undefined],
      [`/api/v1/admin/applications/${id}/consent`, recruiter.token, company],
    ] as const) {
      const agreed = await t.request('PUT', path, { token, orgId, body: { consent: true } });
      expect(agreed.statusCode, agreed.body).toBe(200);
    }
    const marks = { technical: 8, skillTest: 6, companyTest: 7, behaviour: 9, communication: -2 };
    const saved = await t.request('PUT', `/api/v1/admin/applications/${id}/assessment`, {
      ...asCompany(),
      body: marks,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    let [shown] = (await companyList(`?jobId=${fullTimeJob}`)).applications;
    expect(shown).toMatchObject({ studentConsent: true, companyConsent: true, assessment: marks });

    // The student withdraws: neither side sees the marks any more.
    await t.request('PUT', `/api/v1/placement/applications/${id}/consent`, {
      token: student.token,
      body: { consent: false },
    });
    [shown] = (await companyList(`?jobId=${fullTimeJob}`)).applications;
    expect(shown).toMatchObject({ studentConsent: false, assessment: null });
    const mine = await t.request('GET', '/api/v1/placement/applications', { token: student.token });
    const own = mine
      .json<{ applications: PlacementApplication[] }>()
      .applications.find((entry) => entry._id === id);
    expect(own?.assessment).toBeNull();
  });

  it('narrows to the interviews set and the decisions made (Product Apply and Response)', async () => {
    // The internship's interview was set above; nothing is decided yet.
    const interviews = await companyList('?stage=interview');
    expect(interviews.applications.map((row) => row.jobId)).toEqual([internshipJob]);
    expect((await companyList('?stage=decided')).total).toBe(0);
    const [row] = interviews.applications;
    const { body, contentType } = multipartBody({ decision: 'Rejected', remark: 'Not this time' });
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/applications/${row!._id}/decision`,
      headers: {
        authorization: `Bearer ${recruiter.token}`,
        'x-org-id': company,
        'content-type': contentType,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: body,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const decisions = await companyList('?stage=decided');
    expect(decisions.total).toBe(1);
    expect(decisions.applications[0]).toMatchObject({
      decision: 'Rejected',
      remark: 'Not this time',
    });
    const wrong = await t.request(
      'GET',
      '/api/v1/company/placement/applications?stage=hired',
      asCompany(),
    );
    expect(wrong.statusCode).toBe(400);
  });
});

describe("the company's placement list: wrong jobs, permissions and tenants", () => {
  it("answers 404 for another company's job and 400 for a malformed one", async () => {
    const other = await t.signUp({ role: 'recruiter' });
    const otherCompany = await t.createOrg(other, 'company');
    const otherJob = await postJob(
      { token: other.token, orgId: otherCompany },
      'Tester',
      'Contract',
    );
    const foreign = await t.request(
      'GET',
      `/api/v1/company/placement/applications?jobId=${otherJob}`,
      asCompany(),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(JOB_MESSAGES.notFound);
    const malformed = await t.request(
      'GET',
      '/api/v1/company/placement/applications?jobId=nope',
      asCompany(),
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('Invalid id.');
  });

  it('needs the applicants permission; a student has no company to act for', async () => {
    const staff = await t.signUp({ role: 'recruiter' });
    const me = await t.request('GET', '/api/v1/user', { token: staff.token });
    const vedanId = me.json<{ user: { profile: { userId: string } } }>().user.profile.userId;
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asCompany(),
      body: { vedanId, role: 'staff', permissions: ['jobs'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await t.request('GET', '/api/v1/company/placement/applications', {
      token: staff.token,
      orgId: company,
    });
    expect(refused.statusCode).toBe(403);
    const asStudent = await t.request('GET', '/api/v1/company/placement/applications', {
      token: student.token,
      orgId: company,
    });
    expect(asStudent.statusCode).toBe(404);
    const signedOut = await t.request('GET', '/api/v1/company/placement/applications');
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps each company to its own applicants (and their rounds)', async () => {
    await expectTenantIsolation(t, {
      kind: 'company',
      listPath: '/api/v1/company/placement/applications',
      listKey: 'applications',
      itemPath: (id) => `/api/v1/admin/applications/${id}/rounds`,
      create: async (app, owner, orgId) => {
        const jobId = await postJob({ token: owner.token, orgId }, 'Analyst', 'Full Time');
        const applicant = await app.signUp();
        await apply(applicant, jobId);
        const list = await app.request('GET', `/api/v1/company/placement/applications`, {
          token: owner.token,
          orgId,
        });
        return list.json<{ applications: CompanyPlacementApplication[] }>().applications[0]!._id;
      },
    });
  });
});

describe('GET /jobs by job type', () => {
  it('lists only the jobs of the type asked for (the internships page)', async () => {
    const res = await t.request('GET', '/api/v1/jobs?jobType=Internship&limit=50');
    expect(res.statusCode, res.body).toBe(200);
    const { jobs, total } = res.json<{ jobs: Job[]; total: number }>();
    expect(total).toBeGreaterThan(0);
    expect(jobs.every((job) => job.jobType === 'Internship')).toBe(true);
    expect(jobs.map((job) => job._id)).toContain(internshipJob);
    expect(jobs.map((job) => job._id)).not.toContain(fullTimeJob);
    const combined = await t.request(
      'GET',
      '/api/v1/jobs?jobType=Internship&location=Pune&keyword=data',
    );
    expect(combined.json<{ jobs: Job[] }>().jobs.map((job) => job._id)).toEqual([internshipJob]);
  });

  it("refuses a type that is not one of the portal's", async () => {
    const res = await t.request('GET', '/api/v1/jobs?jobType=Freelance');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(JOB_MESSAGES.jobType);
  });
});
