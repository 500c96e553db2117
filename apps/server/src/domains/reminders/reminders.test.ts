import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_KINDS } from '../../areas';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';
import { runReminders, type DueReminder, type ReminderKind } from './reminders.service';
import { REMINDER_MAX_ATTEMPTS, remindersSent } from './reminders.table';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  student = await t.signUp();
});
afterAll(() => t.close());

/** A kind that always says the same reminders are due, as a kind without bookkeeping would. */
function fixedKind(name: string, due: DueReminder[]): ReminderKind {
  return { name, notification: 'fee-due', listDue: () => Promise.resolve(due) };
}

const reminder = (person: string, period: string): DueReminder => ({
  person,
  period,
  to: `${person}@example.com`,
  subject: `Fee due for ${period}`,
  text: `Dear ${person}, your fee for ${period} is due.`,
});

const totals = (results: { sent: number; skipped: number; failed: number }[]) =>
  results.reduce(
    (sum, r) => ({
      sent: sum.sent + r.sent,
      skipped: sum.skipped + r.skipped,
      failed: sum.failed + r.failed,
    }),
    { sent: 0, skipped: 0, failed: 0 },
  );

describe('the reminder job', () => {
  it('sends each reminder once, when runs overlap and when run again', async () => {
    const kind = fixedKind('test-once', [
      reminder('ravi', '2026-11'),
      reminder('meera', '2026-11'),
    ]);
    const run = () =>
      runReminders({
        db: t.database.db,
        mailer: t.deps.mailer,
        kinds: [kind],
        today: '2026-11-23',
      });
    // Three runs at once (as two processes and a manual run would), then one more afterwards.
    const concurrent = (await Promise.all([run(), run(), run()])).flat();
    expect(totals(concurrent)).toEqual({ sent: 2, skipped: 4, failed: 0 });
    const again = await run();
    expect(totals(again)).toEqual({ sent: 0, skipped: 2, failed: 0 });

    const mails = readOutbox(t.dataDir).filter((m) => m.includes('Fee due for 2026-11'));
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.includes('To: ravi@example.com'))).toBe(true);
    expect(mails.some((m) => m.includes('To: meera@example.com'))).toBe(true);
    expect(mails.find((m) => m.includes('ravi@'))).toContain(
      'Dear ravi, your fee for 2026-11 is due.',
    );

    const rows = await t.database.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.kind, 'test-once'));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.sentAt instanceof Date && r.attempts === 1)).toBe(true);

    // The next period is a new reminder for the same person.
    const next = await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds: [fixedKind('test-once', [reminder('ravi', '2026-12')])],
      today: '2026-12-05',
    });
    expect(totals(next)).toEqual({ sent: 1, skipped: 0, failed: 0 });
  });

  it('retries a failed send on later runs, at most three tries in all', async () => {
    const attempts: MailMessage[] = [];
    let failing = true;
    const flaky: Mailer = {
      kind: 'outbox',
      send(message) {
        attempts.push(message);
        return failing ? Promise.reject(new Error('SMTP refused')) : Promise.resolve();
      },
      close: () => undefined,
    };
    const kinds = [fixedKind('test-retry', [reminder('asha', '2026-11')])];
    const run = () =>
      runReminders({ db: t.database.db, mailer: flaky, kinds, today: '2026-11-23' });

    expect(totals(await run())).toEqual({ sent: 0, skipped: 0, failed: 1 });
    const [failed] = await t.database.db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.kind, 'test-retry'));
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, error: 'SMTP refused' });

    failing = false;
    expect(totals(await run())).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(totals(await run())).toEqual({ sent: 0, skipped: 1, failed: 0 });
    expect(attempts).toHaveLength(2);

    // A reminder that keeps failing is given up after the last try.
    failing = true;
    const stubborn = [fixedKind('test-give-up', [reminder('kiran', '2026-11')])];
    const tries = async () =>
      totals(
        await runReminders({
          db: t.database.db,
          mailer: flaky,
          kinds: stubborn,
          today: '2026-11-23',
        }),
      );
    for (let i = 0; i < REMINDER_MAX_ATTEMPTS; i++) expect((await tries()).failed).toBe(1);
    expect(await tries()).toEqual({ sent: 0, skipped: 1, failed: 0 });
  });

  it('goes on with the other kinds when one cannot list its reminders', async () => {
    const broken: ReminderKind = {
      name: 'test-broken',
      notification: 'fee-due',
      listDue: () => Promise.reject(new Error('table missing')),
    };
    const results = await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds: [broken, fixedKind('test-after-broken', [reminder('dev', '2026-11')])],
      today: '2026-11-23',
    });
    expect(results).toEqual([
      { kind: 'test-broken', due: 0, sent: 0, failed: 0, skipped: 0, error: 'table missing' },
      { kind: 'test-after-broken', due: 1, sent: 1, failed: 0, skipped: 0 },
    ]);
  });
});

describe('running reminders by hand', () => {
  it('is for platform administrators only', async () => {
    expect((await t.request('POST', '/api/v1/admin/reminders/run', { body: {} })).statusCode).toBe(
      401,
    );
    const asStudent = await t.request('POST', '/api/v1/admin/reminders/run', {
      token: student.token,
      body: {},
    });
    expect(asStudent.statusCode).toBe(403);
  });

  it('runs every registered kind, or the one named', async () => {
    const all = await t.request('POST', '/api/v1/admin/reminders/run', {
      token: admin.token,
      body: {},
    });
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json<{ success: boolean; results: { kind: string }[] }>();
    expect(body.success).toBe(true);
    expect(body.results.map((r) => r.kind)).toEqual(REMINDER_KINDS.map((k) => k.name));

    const unknown = await t.request('POST', '/api/v1/admin/reminders/run', {
      token: admin.token,
      body: { kind: 'no-such-kind' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
