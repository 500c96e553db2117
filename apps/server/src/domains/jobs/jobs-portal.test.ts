import { and, desc, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_FILTER_MESSAGES,
  JOB_MESSAGES,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  defaultResume,
  type Applicant,
  type Job,
  type JobCounts,
  type JobDetail,
  type JobInput,
  type MyApplication,
  type SavedSearch,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';
import { runReminders, type ReminderKind } from '../reminders/reminders.service';
import { jobAlertReminder } from './job-alerts.reminders';
import { RANKED_IDS_KEPT } from './jobs-search.service';
import { jobs } from './jobs.table';

let t: TestApp;
let recruiter: TestUser;
let company: string;
let otherCompany: string;

const baseJob: JobInput = {
  title: 'Probe',
  description: 'Work with the team.',
  position: 1,
  jobType: 'Full Time',
  salary: 8,
  location: 'Pune',
  industry: 'Frontend Developer',
  experience: 2,
};

async function newCompany(name: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/companies', {
    token: recruiter.token,
    body: { name, industry: 'Backend Developer', location: 'Mumbai' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ company: { _id: string } }>().company._id;
}

async function postJob(orgId: string, job: Partial<JobInput> = {}): Promise<string> {
  const res = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId,
    body: { ...baseJob, ...job },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ job: { _id: string } }>().job._id;
}

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await newCompany('Quorvex Systems');
  otherCompany = await newCompany('Quorvex Partners');
});
afterAll(() => t.close());

describe('filters, counts and sorting', () => {
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
    for (const job of posted) await postJob(company, job);
    old = await postJob(otherCompany, {
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
    const added = await postJob(company, { title: 'Q6 Pune New', location: 'Pune' });
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

describe('saved searches and alerts', () => {
  let student: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    student = await t.signUp();
    admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
  });
  const save = (user: TestUser, body: object) =>
    t.request('POST', '/api/v1/job-searches', { token: user.token, body });
  const alertsTo = (email: string) =>
    readOutbox(t.dataDir).filter(
      (mail) =>
        mail.includes(`To: ${email}`) && mail.includes('New jobs matching your saved search'),
    );
  /** Runs the kinds, and fails with the kind's own error if one could not list its alerts. */
  const runKinds = async (today: string, kinds: ReminderKind[]) => {
    const results = await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds,
      today,
      publicUrl: 'https://vedann.example',
    });
    expect(results.filter((result) => result.error || result.failed)).toEqual([]);
    return results;
  };
  const run = (today: string) => runKinds(today, [jobAlertReminder]);

  it('saves a search in the address form, once, and checks its rules', async () => {
    const saved = await save(student, {
      name: 'Zentrix in Pune or Hyderabad',
      query: '?page=3&jobType=Internship&location=Pune,Hyderabad&keyword=zentrix&sort=salary',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saved.json<{ message: string; search: SavedSearch }>();
    expect(body.message).toBe(SAVED_SEARCH_MESSAGES.saved);
    // Kept in one order, without the page or the sort.
    expect(body.search).toMatchObject({
      query: 'keyword=zentrix&location=Hyderabad%2CPune&jobType=Internship',
      alerts: true,
    });
    const again = await save(student, {
      name: 'Same',
      query: 'location=Hyderabad,Pune&jobType=Internship&keyword=zentrix',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.duplicate);

    const cases: [object, number, string][] = [
      [{ name: '', query: 'location=Pune' }, 400, SAVED_SEARCH_MESSAGES.name],
      [{ name: 'x'.repeat(81), query: 'location=Pune' }, 400, SAVED_SEARCH_MESSAGES.name],
      [{ name: 'Odd', query: 'location=Atlantis' }, 400, SAVED_SEARCH_MESSAGES.query],
      [{ name: 'Odd', query: 'colour=blue' }, 400, SAVED_SEARCH_MESSAGES.query],
      [{ name: 'Empty', query: 'page=2&sort=salary' }, 400, SAVED_SEARCH_MESSAGES.empty],
    ];
    for (const [input, status, message] of cases) {
      const res = await save(student, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const recruiterTry = await save(recruiter, { name: 'R', query: 'location=Pune' });
    expect(recruiterTry.statusCode).toBe(403);
    expect(recruiterTry.json<{ message: string }>().message).toBe(
      SAVED_SEARCH_MESSAGES.studentsOnly,
    );
    expect((await t.request('POST', '/api/v1/job-searches', { body: {} })).statusCode).toBe(401);
  });

  it('keeps at most the limit, and each student to their own searches', async () => {
    const collector = await t.signUp();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      const res = await save(collector, {
        name: `S${i}`,
        query: `keyword=word${i}`,
        alerts: false,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.savedQuiet);
    }
    const over = await save(collector, { name: 'One more', query: 'keyword=more' });
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.tooMany);

    const mine = await t.request('GET', '/api/v1/job-searches', { token: collector.token });
    const searches = mine.json<{ searches: SavedSearch[] }>().searches;
    expect(searches).toHaveLength(MAX_SAVED_SEARCHES);
    const theirs = (await t.request('GET', '/api/v1/job-searches', { token: student.token })).json<{
      searches: SavedSearch[];
    }>().searches;
    expect(theirs.map((s) => s.name)).toEqual(['Zentrix in Pune or Hyderabad']);
    const target = theirs[0]?._id ?? '';
    // Another student can neither change nor delete it.
    for (const [method, body] of [
      ['PATCH', { alerts: false }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.request(method, `/api/v1/job-searches/${target}`, {
        token: collector.token,
        body,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
    const first = searches[0]?._id ?? '';
    const off = await t.request('PATCH', `/api/v1/job-searches/${first}`, {
      token: collector.token,
      body: { alerts: true },
    });
    expect(off.json<{ message: string; search: SavedSearch }>()).toMatchObject({
      message: SAVED_SEARCH_MESSAGES.updated,
      search: { alerts: true },
    });
    const removed = await t.request('DELETE', `/api/v1/job-searches/${first}`, {
      token: collector.token,
    });
    expect(removed.json<{ message: string }>().message).toBe(SAVED_SEARCH_MESSAGES.removed);
  });

  it('e-mails the new matching jobs once a day, each job in one alert only', async () => {
    const zentrix = await newCompany('Zentrix Labs');
    const before = alertsTo(student.email).length;
    // Nothing new yet: no alert.
    await run('2030-01-01');
    expect(alertsTo(student.email)).toHaveLength(before);

    const match = await postJob(zentrix, {
      title: 'Zentrix Intern',
      location: 'Pune',
      jobType: 'Internship',
    });
    await postJob(zentrix, { title: 'Zentrix Mumbai', location: 'Mumbai', jobType: 'Internship' });
    await postJob(zentrix, { title: 'Zentrix Full', location: 'Pune', jobType: 'Full Time' });
    const [first] = await run('2030-01-02');
    expect(first).toMatchObject({ kind: 'job-alert', sent: 1, failed: 0 });
    const mails = alertsTo(student.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain('1 new job matches your saved search: Zentrix in Pune or Hyderabad');
    expect(mail).toContain(
      `Zentrix Intern, Zentrix Labs, Pune: https://vedann.example/description/${match}`,
    );
    expect(mail).not.toContain('Zentrix Mumbai');
    expect(mail).not.toContain('Zentrix Full');

    // The same day again: nothing more, even with a new match (daily at most).
    await postJob(zentrix, {
      title: 'Zentrix Second',
      location: 'Hyderabad',
      jobType: 'Internship',
    });
    const [same] = await run('2030-01-02');
    expect(same?.sent).toBe(0);
    // The next day: only the job posted since the previous alert.
    await run('2030-01-03');
    const next = alertsTo(student.email);
    expect(next).toHaveLength(before + 2);
    expect(next.at(-1)).toContain('Zentrix Second');
    expect(next.at(-1)).not.toContain('Zentrix Intern,');
    // And a day with nothing new sends nothing.
    await run('2030-01-04');
    expect(alertsTo(student.email)).toHaveLength(before + 2);

    // Alerts off: no more e-mails.
    const [search] = (
      await t.request('GET', '/api/v1/job-searches', { token: student.token })
    ).json<{ searches: SavedSearch[] }>().searches;
    await t.request('PATCH', `/api/v1/job-searches/${search?._id}`, {
      token: student.token,
      body: { alerts: false },
    });
    await postJob(zentrix, { title: 'Zentrix Third', location: 'Pune', jobType: 'Internship' });
    await run('2030-01-05');
    expect(alertsTo(student.email)).toHaveLength(before + 2);
    // The job is registered with the app's reminder job, which administrators run.
    const all = await t.request('POST', '/api/v1/admin/reminders/run', {
      token: admin.token,
      body: { kind: 'job-alert' },
    });
    expect(all.statusCode).toBe(200);
  });

  it('puts a job posted while an alert is being sent into the next alert', async () => {
    const reader = await t.signUp();
    const quorra = await newCompany('Quorra Systems');
    const saved = await save(reader, {
      name: 'Quorra in Pune',
      query: 'keyword=quorra&location=Pune',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await postJob(quorra, { title: 'Quorra Analyst', location: 'Pune' });
    let lateJob = '';
    // A job posted after the alert's list was read and before the alert is claimed and sent.
    const racing: ReminderKind = {
      ...jobAlertReminder,
      async listDue(db, today, limit, links) {
        const due = await jobAlertReminder.listDue(db, today, limit, links);
        lateJob = await postJob(quorra, { title: 'Quorra Designer', location: 'Pune' });
        return due;
      },
    };
    const [raced] = await runKinds('2031-03-01', [racing]);
    expect(raced?.sent).toBeGreaterThanOrEqual(1);
    const first = alertsTo(reader.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Quorra Analyst');
    expect(first[0]).not.toContain('Quorra Designer');

    await run('2031-03-02');
    const both = alertsTo(reader.email);
    expect(both).toHaveLength(2);
    const next = both.find((mail) => mail !== first[0]) ?? '';
    expect(next).toContain(
      `Quorra Designer, Quorra Systems, Pune: https://vedann.example/description/${lateJob}`,
    );
    expect(next).not.toContain('Quorra Analyst');
  });
});

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
    jobId = await postJob(company, { title: 'Applied Probe' });
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
    const first = await postJob(otherCompany, { title: `${word} ${word} ${word} ${word} Lead` });
    const closed = expected[1] ?? '';
    await db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed));
    const after = await listed();
    expect(after.ids[0]).toBe(first);
    expect(after.ids).not.toContain(closed);
    expect(after).toEqual({ ids: await ranked(), total: expected.length });

    await db.delete(jobs).where(or(eq(jobs.description, 'Rank probe'), eq(jobs.id, first)));
  });
});
