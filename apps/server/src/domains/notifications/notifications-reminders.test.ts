import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_KINDS } from '../../areas';
import type { Mailer } from '../../mail/mailer';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { gymMembers } from '../gym/members/gym.table';
import { libraryMembers } from '../library/members.table';
import { loans } from '../library/loans.table';
import { runReminders, type DueReminder, type ReminderKind } from '../reminders/reminders.service';
import { examFollows, exams } from '../student/exams/exams.table';
import * as support from './notifications.test-support';

// The reminder job writes each reminder to an account as a notification, once (decision 0346).

let t: TestApp;
let recruiter: TestUser;
let company: string;

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await t.signUp({ role: 'recruiter' });
  company = await t.createOrg(recruiter, 'company', 'Quillon Works');
});
afterAll(() => t.close());

const listOf = (user: TestUser, query = '') => support.listOf(t, user, query);
const ofKind = (user: TestUser, kind: Parameters<typeof support.ofKind>[2]) =>
  support.ofKind(t, user, kind);

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
});

describe("the areas' reminder kinds", () => {
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

  it("fees, memberships and exams: each names the account's business and page", async () => {
    const librarian = await t.signUp({ role: 'librarian' });
    const library = await t.createOrg(librarian, 'library', 'Kavya Library');
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym', 'Steel Gym');
    const member = await t.signUp();
    const vedanId = member.user.profile.userId;
    await t.database.db.insert(libraryMembers).values({
      orgId: library,
      name: 'Asha Rao',
      vedanId,
      memberId: 'LM-1',
      seatNo: 'A1',
      fees: '500',
      time: 'Morning',
      joiningDate: '2026-11-01',
    });
    await t.database.db.insert(gymMembers).values({
      orgId: gym,
      memberId: 'GM-1',
      name: 'Asha Rao',
      mobile: '9811111111',
      vedanId,
      joinDate: '2026-01-01',
      expiredDate: '2026-11-30',
    });
    const [exam] = await t.database.db
      .insert(exams)
      .values({
        name: 'State Services',
        notificationDate: '2026-10-01',
        lastDate: '2026-11-25',
        site: 'https://exams.example',
        university: 'State Commission',
        state: 'Delhi',
        post: 'Civil Services',
      })
      .returning({ id: exams.id });
    await t.database.db.insert(examFollows).values({ userId: member.user._id, examId: exam!.id });
    const names = ['fee-due', 'gym-membership-expiry', 'exam-last-date'];
    const kinds = REMINDER_KINDS.filter((kind) => names.includes(kind.name));
    expect(kinds).toHaveLength(3);
    for (let run = 0; run < 2; run++) {
      await runReminders({ db: t.database.db, mailer: t.deps.mailer, kinds, today: '2026-11-23' });
    }
    const told = (await listOf(member, '?limit=100')).notifications;
    expect(
      told
        .map(({ kind, business, link }) => ({ kind, business, link }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'exam-last-date', business: null, link: '/service/exam/apply' },
      { kind: 'fee-due', business: 'Kavya Library', link: '/service' },
      { kind: 'membership-expiring', business: 'Steel Gym', link: '/gym/me' },
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
