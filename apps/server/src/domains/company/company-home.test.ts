import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia, type CompanyHome } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { applications, jobs } from '../jobs';
import { placementOutcomes } from '../placement';

// Issue 31: the company's home, against jobs, applications and interviews made here.

let t: TestApp;
let owner: TestUser;
let company: string;
let otherOwner: TestUser;
let otherCompany: string;
const today = todayInIndia();
/** An instant of an Indian day: `2026-11-29T00:00` India is 18:30 UTC the day before. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(owner, 'company', 'Home Company');
  otherOwner = await t.signUp({ role: 'recruiter' });
  otherCompany = await t.createOrg(otherOwner, 'company', 'Other Company');
});
afterAll(() => t.close());

const db = () => t.database.db;
const asOwner = () => ({ token: owner.token, orgId: company });

async function job(orgId: string, status: 'open' | 'closed') {
  const [row] = await db()
    .insert(jobs)
    .values({
      orgId,
      companyName: 'Home Company',
      title: 'Engineer',
      description: 'Builds things.',
      position: 1,
      jobType: 'Full-time',
      salary: 5,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 1,
      status,
    })
    .returning();
  return row?.id ?? '';
}

async function apply(
  orgId: string,
  jobId: string,
  status: 'applied' | 'shortlisted' | 'rejected' | 'hired',
  interviewAt?: Date,
) {
  const student = await t.signUp();
  const [row] = await db()
    .insert(applications)
    .values({ orgId, jobId, applicantId: student.user._id, status })
    .returning();
  if (interviewAt && row)
    await db().insert(placementOutcomes).values({ applicationId: row.id, orgId, interviewAt });
}

async function home(as: { token: string; orgId: string } = asOwner()) {
  const res = await t.request('GET', '/api/v1/company/home', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompanyHome>();
}

describe('the company home', () => {
  beforeAll(async () => {
    const open = await job(company, 'open');
    await job(company, 'open');
    const closed = await job(company, 'closed');
    // Interviews on each side of the week: today's first minute and the last of the 7th day
    // after are in; the 8th day's first minute and yesterday's last are out.
    await apply(company, open, 'shortlisted', inIndia(today, '00:00'));
    await apply(company, open, 'shortlisted', inIndia(addDays(today, 7), '23:59'));
    await apply(company, open, 'shortlisted', inIndia(addDays(today, 8), '00:00'));
    await apply(company, closed, 'hired', inIndia(addDays(today, -1), '23:59'));
    await apply(company, open, 'applied');
    await apply(company, open, 'applied');
    await apply(company, closed, 'rejected');
    // Another company's job, applicant and interview.
    const theirs = await job(otherCompany, 'open');
    await apply(otherCompany, theirs, 'applied', inIndia(today, '12:00'));
  });

  it('counts open jobs, applicants by status and the interviews of this week', async () => {
    const figures = await home();
    expect(figures.today).toBe(today);
    expect(figures.openJobs).toBe(2);
    expect(figures.applicants).toEqual({
      byStatus: { applied: 2, shortlisted: 3, rejected: 1, hired: 1 },
      interviewsThisWeek: 2,
    });
  });

  it("keeps another company's rows out", async () => {
    const theirs = await home({ token: otherOwner.token, orgId: otherCompany });
    expect(theirs.openJobs).toBe(1);
    expect(theirs.applicants).toEqual({
      byStatus: { applied: 1, shortlisted: 0, rejected: 0, hired: 0 },
      interviewsThisWeek: 1,
    });
    const across = await t.request('GET', '/api/v1/company/home', {
      token: owner.token,
      orgId: otherCompany,
    });
    expect(across.statusCode).toBe(404);
  });

  it('shows a member only the parts of the pages they may open', async () => {
    const person = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['jobs'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const seen = await home({ token: person.token, orgId: company });
    expect(seen).toMatchObject({ openJobs: 2, applicants: null });
    expect((await t.request('GET', '/api/v1/company/home')).statusCode).toBe(401);
  });
});
