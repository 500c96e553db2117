import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';
import { runReminders, type ReminderKind } from '../reminders/reminders.service';
import { jobAlertReminder } from './job-alerts.reminders';
import { newCompany, postJob } from './jobs-portal.test-support';

let t: TestApp;
let recruiter: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
});
afterAll(() => t.close());

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
    (mail) => mail.includes(`To: ${email}`) && mail.includes('New jobs matching your saved search'),
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

describe('saved searches: saving, rules and limits', () => {
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
});

describe('saved searches: the daily job alerts', () => {
  it('e-mails the new matching jobs once a day, each job in one alert only', async () => {
    const zentrix = await newCompany(t, recruiter, 'Zentrix Labs');
    const before = alertsTo(student.email).length;
    // Nothing new yet: no alert.
    await run('2030-01-01');
    expect(alertsTo(student.email)).toHaveLength(before);

    const match = await postJob(t, recruiter, zentrix, {
      title: 'Zentrix Intern',
      location: 'Pune',
      jobType: 'Internship',
    });
    await postJob(t, recruiter, zentrix, {
      title: 'Zentrix Mumbai',
      location: 'Mumbai',
      jobType: 'Internship',
    });
    await postJob(t, recruiter, zentrix, {
      title: 'Zentrix Full',
      location: 'Pune',
      jobType: 'Full Time',
    });
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
    await postJob(t, recruiter, zentrix, {
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
    await postJob(t, recruiter, zentrix, {
      title: 'Zentrix Third',
      location: 'Pune',
      jobType: 'Internship',
    });
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
    const quorra = await newCompany(t, recruiter, 'Quorra Systems');
    const saved = await save(reader, {
      name: 'Quorra in Pune',
      query: 'keyword=quorra&location=Pune',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await postJob(t, recruiter, quorra, { title: 'Quorra Analyst', location: 'Pune' });
    let lateJob = '';
    // A job posted after the alert's list was read and before the alert is claimed and sent.
    const racing: ReminderKind = {
      ...jobAlertReminder,
      async listDue(db, today, limit, links) {
        const due = await jobAlertReminder.listDue(db, today, limit, links);
        lateJob = await postJob(t, recruiter, quorra, {
          title: 'Quorra Designer',
          location: 'Pune',
        });
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
