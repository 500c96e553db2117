import { and, desc, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_MESSAGES,
  defaultResume,
  type Applicant,
  type Job,
  type JobDetail,
  type MyApplication,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { RANKED_IDS_KEPT } from './jobs-search.service';
import { jobs } from './jobs.table';
import { newCompany, postJob } from './jobs-portal.test-support';

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

describe('applying with a resume and a note, withdrawing, and status notices', () => {
  let student: TestUser;
  let resumeId: string;
  let jobId: string;
  const asRecruiter = () => ({ token: recruiter.token, orgId: company });
  beforeAll(async () => {
    student = await t.signUp();
    for (const name of ['Chosen Resume', 'Latest Resume']) {
      const saved = await t.request('POST', '/api/resumes', {
        token: student.token,
        body: { ...defaultResume(), name, email: 'a@example.com', phone: '9876543210' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      if (name === 'Chosen Resume') resumeId = saved.json<{ resume: { _id: string } }>().resume._id;
    }
    jobId = await postJob(t, recruiter, company, { title: 'Applied Probe' });
  });
  const mine = async (user: TestUser) =>
    (await t.request('GET', '/api/v1/application/mine', { token: user.token })).json<{
      applications: MyApplication[];
    }>().applications;
  const applicants = async () =>
    (await t.request('GET', `/api/v1/admin/jobs/${jobId}/applicants`, asRecruiter())).json<{
      applicants: Applicant[];
    }>().applicants;

  it("sends the chosen resume and the note; refuses another person's resume and a long note", async () => {
    const other = await t.signUp();
    const theirs = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: other.token,
      body: { resumeId },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json<{ message: string }>().message).toBe(JOB_MESSAGES.resume);
    const bad = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: { resumeId: 'nope' },
    });
    expect(bad.json<{ message: string }>().message).toBe(JOB_MESSAGES.resume);
    const long = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: { note: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toBe(JOB_MESSAGES.note);

    const applied = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: { resumeId, note: '  I built two React dashboards.  ' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [row] = await applicants();
    expect(row).toMatchObject({
      resume: { _id: resumeId, name: 'Chosen Resume' },
      note: 'I built two React dashboards.',
    });
    // The PDF is the chosen resume, not the one saved last.
    const pdf = await t.request(
      'GET',
      `/api/v1/admin/applications/${row?._id}/resume`,
      asRecruiter(),
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Chosen');
    const [own] = await mine(student);
    expect(own).toMatchObject({
      status: 'applied',
      statusChangedAt: null,
      note: 'I built two React dashboards.',
      resume: { _id: resumeId, name: 'Chosen Resume' },
    });
  });

  it('tells the student of a status change by e-mail and in their list, once per change', async () => {
    const mailsTo = async () => {
      await t.app.drainBackground();
      return readOutbox(t.dataDir).filter(
        (mail) => mail.includes(`To: ${student.email}`) && mail.includes('Your application for'),
      );
    };
    const [row] = await applicants();
    const change = (status: string) =>
      t.request('PUT', `/api/v1/admin/applications/${row?._id}/status`, {
        ...asRecruiter(),
        body: { status },
      });
    expect((await change('shortlisted')).statusCode).toBe(200);
    expect(await mailsTo()).toHaveLength(1);
    expect((await mailsTo())[0]).toContain(
      'Subject: Your application for Applied Probe at Quorvex Systems: shortlisted',
    );
    expect((await mailsTo())[0]).toContain('/jobs/applications');
    // The same status again changes nothing and mails no one.
    expect((await change('shortlisted')).statusCode).toBe(200);
    expect(await mailsTo()).toHaveLength(1);
    const [own] = await mine(student);
    expect(own?.status).toBe('shortlisted');
    expect(own?.statusChangedAt).not.toBeNull();
    // The job's own page shows it too: the viewer's application, with its id for Withdraw.
    const detail = await t.request('GET', `/api/v1/application/job/${jobId}`, {
      token: student.token,
    });
    expect(detail.json<{ job: JobDetail }>().job.applications).toEqual([
      {
        _id: own?._id,
        applicant: student.user._id,
        status: 'shortlisted',
        statusChangedAt: own?.statusChangedAt,
      },
    ]);
  });

  it("withdraws while undecided; not another's, not a decided one; may apply again", async () => {
    const [own] = await mine(student);
    const other = await t.signUp();
    const theirs = await t.request('DELETE', `/api/v1/application/${own?._id}`, {
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<{ message: string }>().message).toBe(JOB_MESSAGES.applicationNotFound);
    const withdrawn = await t.request('DELETE', `/api/v1/application/${own?._id}`, {
      token: student.token,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ message: string }>().message).toBe(JOB_MESSAGES.withdrawn);
    expect(await mine(student)).toHaveLength(0);
    expect(await applicants()).toHaveLength(0);

    // Applying again, then hired: no longer withdrawable.
    await t.request('POST', `/api/v1/application/apply/${jobId}`, {
      token: student.token,
      body: {},
    });
    const [again] = await applicants();
    expect(again?.resume?.name).toBe('Latest Resume');
    await t.request('PUT', `/api/v1/admin/applications/${again?._id}/status`, {
      ...asRecruiter(),
      body: { status: 'hired' },
    });
    const decided = await t.request('DELETE', `/api/v1/application/${again?._id}`, {
      token: student.token,
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json<{ message: string }>().message).toBe(JOB_MESSAGES.notWithdrawable);
  });
});

describe('relevance order kept per board revision', () => {
  it('pages the same as ranking each page, past the kept ids too, and ranks a new job at once', async () => {
    const { db } = t.database;
    const word = 'zentrix';
    const many = RANKED_IDS_KEPT + 120;
    // Jobs with the word once, twice or three times in the title, so the ranks differ and tie.
    await db.execute(sql`
      insert into jobs (id, org_id, company_name, title, description, position, job_type, salary,
                        location, industry, experience, status)
      select lpad(to_hex(g + 7000000), 24, '0'), ${otherCompany}, 'Quorvex Partners',
             repeat(${word} || ' ', 1 + g % 3) || 'Role ' || g, 'Rank probe', 1, 'Full Time', 5,
             'Delhi NCR', 'Backend Developer', 1, case when g % 7 = 0 then 'closed' else 'open' end
      from generate_series(1, ${many}) g`);
    const query = sql`to_tsquery('simple', ${`${word}:*`})`;
    const ranked = async () =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.status, 'open'), sql`${jobs.searchVector} @@ ${query}`))
          .orderBy(sql`ts_rank(${jobs.searchVector}, ${query}) desc`, desc(jobs.id))
      ).map((row) => row.id);
    const listed = async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const res = await t.request(
          'GET',
          `/api/v1/jobs?keyword=${word}&sort=relevance&limit=50&page=${page}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<{ jobs: Job[]; total: number }>();
        if (body.jobs.length === 0) return { ids, total: body.total };
        ids.push(...body.jobs.map((job) => job._id));
      }
    };
    const expected = await ranked();
    expect(expected.length).toBeGreaterThan(RANKED_IDS_KEPT);
    expect(await listed()).toEqual({ ids: expected, total: expected.length });

    // A new job with the word four times is first at once; one closed is gone at once.
    const first = await postJob(t, recruiter, otherCompany, {
      title: `${word} ${word} ${word} ${word} Lead`,
    });
    const closed = expected[1] ?? '';
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed));
    const after = await listed();
    expect(after.ids[0]).toBe(first);
    expect(after.ids).not.toContain(closed);
    expect(after).toEqual({ ids: await ranked(), total: expected.length });

    await db.delete(jobs).where(or(eq(jobs.description, 'Rank probe'), eq(jobs.id, first)));
  });
});
