import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@vedann/contracts';
import { REMINDER_KINDS } from '../../areas';
import type { Mailer } from '../../mail/mailer';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addStaff, sendAndWait } from '../broadcasts/broadcasts.test-support';
import { loans } from '../library/loans.table';
import { runReminders, type DueReminder, type ReminderKind } from '../reminders/reminders.service';
import { notifications } from './notifications.table';
import { sweepOldNotifications } from './notifications.service';

let t: TestApp;
let recruiter: TestUser;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Lumen Analytics');
});
afterAll(() => t.close());

type ListAnswer = { notifications: Notification[]; unread: number; total: number };

async function listOf(user: TestUser, query = ''): Promise<ListAnswer> {
  await t.app.drainBackground();
  const res = await t.request('GET', `/api/v1/notifications${query}`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}
const ofKind = async (user: TestUser, kind: Notification['kind']) =>
  (await listOf(user, '?limit=100')).notifications.filter((n) => n.kind === kind);

/** A job of the company that a new student applied to; the student and the application. */
async function applied(title: string) {
  const student = await t.signUp();
  const posted = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId: company,
    body: {
      title,
      description: 'Reports in SQL.',
      position: 1,
      jobType: 'Full Time',
      salary: 6,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 0,
    },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  const jobId = posted.json<{ job: { _id: string } }>().job._id;
  const res = await t.request('POST', `/api/v1/application/apply/${jobId}`, {
    token: student.token,
    body: {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const mine = await t.request('GET', '/api/v1/application/mine', { token: student.token });
  const applicationId = mine.json<{ applications: { _id: string }[] }>().applications[0]?._id;
  return { student, applicationId: applicationId ?? '' };
}

describe('written by the code that sends the e-mail, once', () => {
  it('a status change: one per change, with the company and My applications', async () => {
    const { student, applicationId } = await applied('Data Analyst');
    const change = (status: string) =>
      t.request('PUT', `/api/v1/admin/applications/${applicationId}/status`, {
        token: recruiter.token,
        orgId: company,
        body: { status },
      });
    expect((await change('shortlisted')).statusCode).toBe(200);
    expect((await change('shortlisted')).statusCode).toBe(200);
    const list = await listOf(student);
    expect(list.unread).toBe(1);
    expect(list.notifications).toEqual([
      {
        _id: expect.any(String),
        kind: 'application-status',
        text: 'Your application for Data Analyst at Lumen Analytics: shortlisted',
        business: 'Lumen Analytics',
        link: '/jobs/applications',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect((await change('rejected')).statusCode).toBe(200);
    expect((await listOf(student)).unread).toBe(2);
  });

  it('an interview set, saved again unchanged and moved: one per e-mail', async () => {
    const { student, applicationId } = await applied('Data Engineer');
    const setInterview = (interviewAt: string) =>
      t.request('PUT', `/api/v1/admin/applications/${applicationId}/interview`, {
        token: recruiter.token,
        orgId: company,
        body: { interviewAt, address: 'Baner, Pune', contactNumber: '9876543210' },
      });
    expect((await setInterview('2026-12-05T10:30:00+05:30')).statusCode).toBe(200);
    expect((await setInterview('2026-12-05T10:30:00+05:30')).statusCode).toBe(200);
    expect((await ofKind(student, 'interview')).map((n) => n.text)).toEqual([
      'Interview: Data Engineer at Lumen Analytics',
    ]);
    expect((await setInterview('2026-12-06T10:30:00+05:30')).statusCode).toBe(200);
    const told = await ofKind(student, 'interview');
    expect(told.map((n) => n.text)).toEqual([
      'Interview moved: Data Engineer at Lumen Analytics',
      'Interview: Data Engineer at Lumen Analytics',
    ]);
    expect(told[0]).toMatchObject({ link: '/placement/opportunity/apply' });
    // The interview's own e-mail tells of the shortlisting: no status notification beside it.
    expect(await ofKind(student, 'application-status')).toEqual([]);
  });

  it('a lost-and-found match: one for each author', async () => {
    const owner = await t.signUp();
    const finder = await t.signUp();
    const post = (url: string, user: TestUser, fields: Record<string, string>) => {
      const png = { field: 'image', name: 'photo.png', type: 'image/png', data: pngBytes() };
      const { body, contentType } = multipartBody(fields, png);
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': contentType,
          'x-requested-with': 'XMLHttpRequest',
          authorization: `Bearer ${user.token}`,
        },
        payload: body,
      });
    };
    const lost = await post('/api/animals', owner, {
      lostLocation: 'Aundh Pune',
      lostDate: '2026-11-10',
      name: 'Sultan',
      kingdom: 'Animalia',
      class: 'Mammalia',
      family: 'Canidae',
      bodyColor: 'Golden brown',
      gender: 'Male',
      guardianName: 'Meera Joshi',
      guardianPhone: '9822001122',
      guardianAddress: '4 Parihar Chowk Aundh',
    });
    expect(lost.statusCode, lost.body).toBe(201);
    const found = await post('/api/v1/lostnfound/found/animals', finder, {
      foundLocation: 'Wakad Pune',
      foundDate: '2026-11-12',
      kingdom: 'Animalia',
      family: 'Canidae',
      bodyColor: 'Golden',
      gender: 'Male',
    });
    expect(found.statusCode, found.body).toBe(201);
    for (const author of [owner, finder]) {
      const told = await ofKind(author, 'lostfound-match');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ link: '/lostnfound?menu=matches', business: null });
    }
  });

  it("a business's message: one for each of its people with an account", async () => {
    const owner = await t.signUp();
    const gym = await t.createOrg(owner, 'gym', 'Iron Temple');
    const trainer = await t.signUp();
    await addStaff(t, gym, 'Tara Trainer', 'tara.trainer@example.com', trainer.user._id);
    const done = await sendAndWait(
      t,
      { token: owner.token, orgId: gym },
      { subject: 'Closed on Monday', body: 'For repairs.', group: 'Staff' },
    );
    expect(done.sent).toBeGreaterThanOrEqual(1);
    expect(await ofKind(trainer, 'business-notice')).toEqual([
      expect.objectContaining({
        text: 'Iron Temple: Closed on Monday',
        business: 'Iron Temple',
        link: '/gym/me',
      }),
    ]);
  });
});

describe('the reminder job', () => {
  const due = (user: TestUser, period: string): DueReminder => ({
    person: user.user._id,
    period,
    to: user.email,
    subject: `Fee due for ${period}: Shanti Library`,
    text: 'Your fee is due.',
    userId: user.user._id,
    business: 'Shanti Library',
    link: '/service',
  });
  const kindOf = (name: string, reminders: DueReminder[]): ReminderKind => ({
    name,
    notification: 'fee-due',
    listDue: () => Promise.resolve(reminders),
  });
  const failing: Mailer = {
    kind: 'smtp',
    send: () => Promise.reject(new Error('SMTP down')),
    close: () => undefined,
  };

  it('run twice, and a failed e-mail tried again: one notification', async () => {
    const member = await t.signUp();
    const kind = kindOf('test-notify', [due(member, '2026-11')]);
    const run = (mailer: Mailer) =>
      runReminders({ db: t.database.db, mailer, kinds: [kind], today: '2026-11-23' });
    expect((await run(failing))[0]).toMatchObject({ failed: 1 });
    // The person finds it in the app even though the e-mail failed.
    expect((await listOf(member)).notifications).toEqual([
      expect.objectContaining({
        kind: 'fee-due',
        text: 'Fee due for 2026-11: Shanti Library',
        business: 'Shanti Library',
        link: '/service',
      }),
    ]);
    expect((await run(t.deps.mailer))[0]).toMatchObject({ sent: 1 });
    expect((await run(t.deps.mailer))[0]).toMatchObject({ sent: 0, skipped: 1 });
    expect((await listOf(member)).total).toBe(1);
  });

  it('a reminder to someone without an account writes none', async () => {
    const member = await t.signUp();
    const reminder = { ...due(member, '2026-10'), userId: null };
    await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds: [kindOf('test-no-account', [reminder])],
      today: '2026-11-23',
    });
    expect((await listOf(member)).total).toBe(0);
  });

  it("an overdue loan: the library's kind, once, leading to the dashboard", async () => {
    const librarian = await t.signUp({ role: 'librarian' });
    const library = await t.createOrg(librarian, 'library', 'Shanti Library');
    const borrower = await t.signUp();
    await t.database.db.insert(loans).values({
      orgId: library,
      loanId: 'LN-1',
      bookName: 'Godaan',
      borrowerName: 'Asha Rao',
      borrowerUserId: borrower.user._id,
      loanDate: '2026-10-01',
      dueDate: '2026-10-15',
    });
    const kinds = REMINDER_KINDS.filter((kind) => kind.name === 'loan-overdue');
    for (let run = 0; run < 2; run++) {
      await runReminders({ db: t.database.db, mailer: t.deps.mailer, kinds, today: '2026-11-23' });
    }
    expect((await listOf(borrower)).notifications).toEqual([
      expect.objectContaining({
        kind: 'loan-overdue',
        text: 'Overdue book: Godaan, from Shanti Library',
        business: 'Shanti Library',
        link: '/service',
      }),
    ]);
  });

  it('a job alert: once a day, leading to the saved search', async () => {
    const student = await t.signUp();
    const saved = await t.request('POST', '/api/v1/job-searches', {
      token: student.token,
      body: { name: 'Quillon jobs', query: 'keyword=quillon' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const posted = await t.request('POST', '/api/v1/admin/jobs', {
      token: recruiter.token,
      orgId: company,
      body: {
        title: 'Quillon Tester',
        description: 'Tests.',
        position: 1,
        jobType: 'Full Time',
        salary: 5,
        location: 'Pune',
        industry: 'Backend Developer',
        experience: 0,
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const kinds = REMINDER_KINDS.filter((kind) => kind.name === 'job-alert');
    for (let run = 0; run < 2; run++) {
      await runReminders({ db: t.database.db, mailer: t.deps.mailer, kinds, today: '2031-05-01' });
    }
    const told = await ofKind(student, 'job-alert');
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe('/jobs?keyword=quillon');
  });
});

describe('reading and marking', () => {
  /** A person with three notifications, written as a sender would. */
  async function withThree() {
    const person = await t.signUp();
    await t.database.db.insert(notifications).values(
      ['one', 'two', 'three'].map((key) => ({
        userId: person.user._id,
        kind: 'job-alert' as const,
        key,
        text: `Alert ${key}`,
        link: '/jobs',
      })),
    );
    return person;
  }

  it('lists newest first in pages, with the unread count in the same answer', async () => {
    const person = await withThree();
    const first = await listOf(person, '?limit=2');
    expect(first.notifications.map((n) => n.text)).toEqual(['Alert three', 'Alert two']);
    expect(first).toMatchObject({ unread: 3, total: 3 });
    const second = await listOf(person, '?limit=2&page=2');
    expect(second.notifications.map((n) => n.text)).toEqual(['Alert one']);
  });

  it('marks one read, then all, and the count follows', async () => {
    const person = await withThree();
    const [newest] = (await listOf(person)).notifications;
    const read = await t.request('POST', `/api/v1/notifications/${newest?._id}/read`, {
      token: person.token,
    });
    expect(read.json()).toEqual({ success: true, message: NOTIFICATION_MESSAGES.read, unread: 2 });
    const after = await listOf(person);
    expect(after.notifications[0]?.readAt).not.toBeNull();
    // Opened again: still read, at its first time.
    await t.request('POST', `/api/v1/notifications/${newest?._id}/read`, { token: person.token });
    expect((await listOf(person)).notifications[0]?.readAt).toBe(after.notifications[0]?.readAt);
    const all = await t.request('POST', '/api/v1/notifications/read-all', { token: person.token });
    expect(all.json()).toEqual({
      success: true,
      message: NOTIFICATION_MESSAGES.allRead,
      unread: 0,
    });
    expect((await listOf(person)).notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it("another person's notification cannot be read or marked; signed out is 401", async () => {
    const owner = await withThree();
    const stranger = await withThree();
    const [theirs] = (await listOf(owner)).notifications;
    const res = await t.request('POST', `/api/v1/notifications/${theirs?._id}/read`, {
      token: stranger.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: NOTIFICATION_MESSAGES.notFound });
    await t.request('POST', '/api/v1/notifications/read-all', { token: stranger.token });
    expect((await listOf(owner)).unread).toBe(3);
    expect((await listOf(stranger)).notifications.map((n) => n._id)).not.toContain(theirs?._id);
    expect((await t.request('GET', '/api/v1/notifications')).statusCode).toBe(401);
  });

  it('keeps 90 days: the sweep deletes older ones only', async () => {
    const person = await withThree();
    const [oldest, , newest] = (await listOf(person)).notifications.reverse();
    const day = 86_400_000;
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 91 * day) })
      .where(eq(notifications.id, oldest?._id ?? ''));
    await t.database.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 89 * day) })
      .where(eq(notifications.id, newest?._id ?? ''));
    expect(await sweepOldNotifications(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await listOf(person)).notifications.map((n) => n.text)).toEqual([
      'Alert three',
      'Alert two',
    ]);
  });
});
