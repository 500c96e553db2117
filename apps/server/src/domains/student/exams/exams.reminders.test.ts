import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInIndia, type Exam } from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../../test/harness';
import { users } from '../../accounts/users.table';
import { EXAM_LAST_DATE_KIND } from './exams.reminders';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let other: TestUser;

const inDays = (days: number) => addDays(todayInIndia(), days);

async function addExam(name: string, lastIn: number): Promise<Exam> {
  const res = await t.request('POST', '/api/v1/exams', {
    token: admin.token,
    body: {
      name,
      notificationDate: inDays(-20),
      lastDate: inDays(lastIn),
      site: 'https://exams.example.org',
      university: 'Test Board',
      state: 'Delhi',
      post: 'Teaching',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ exam: Exam }>().exam;
}

const follow = (user: TestUser, exam: Exam) =>
  t.request('POST', `/api/v1/exams/${exam._id}/follow`, { token: user.token });

const run = async () => {
  const res = await t.request('POST', '/api/v1/admin/reminders/run', {
    token: admin.token,
    body: { kind: EXAM_LAST_DATE_KIND },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: { kind: string; due: number; sent: number }[] }>().results[0];
};

const mailsAbout = (name: string) => readOutbox(t.dataDir).filter((m) => m.includes(name));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  student = await t.signUp();
  other = await t.signUp();
});
afterAll(() => t.close());

describe('the exam last-date reminder', () => {
  it('e-mails the followers of an exam closing within three days, once', async () => {
    const soon = await addExam('Soon Closing Exam', 2);
    const later = await addExam('Later Closing Exam', 10);
    const past = await addExam('Past Closing Exam', -1);
    const today = await addExam('Today Closing Exam', 0);
    await follow(student, soon);
    await follow(student, later);
    await follow(student, past);
    await follow(other, today);
    // An exam nobody follows sends nothing.
    await addExam('Unfollowed Exam', 1);

    expect(await run()).toMatchObject({ kind: EXAM_LAST_DATE_KIND, due: 2, sent: 2 });
    const soonMails = mailsAbout('Soon Closing Exam');
    expect(soonMails).toHaveLength(1);
    expect(soonMails[0]).toContain(student.user.email);
    expect(soonMails[0]).toContain(`Last date for Soon Closing Exam is in 2 days (${inDays(2)})`);
    expect(soonMails[0]).toContain('https://exams.example.org');
    const todayMails = mailsAbout('Today Closing Exam');
    expect(todayMails).toHaveLength(1);
    expect(todayMails[0]).toContain(other.user.email);
    expect(todayMails[0]).toContain('is today');
    expect(mailsAbout('Later Closing Exam')).toHaveLength(0);
    expect(mailsAbout('Past Closing Exam')).toHaveLength(0);
    expect(mailsAbout('Unfollowed Exam')).toHaveLength(0);

    // A second run sends nothing again.
    expect(await run()).toMatchObject({ due: 0, sent: 0 });
    expect(mailsAbout('Soon Closing Exam')).toHaveLength(1);
  });

  it('reminds again when the last date moves, and not after unfollowing', async () => {
    const moved = await addExam('Moved Exam', 1);
    await follow(student, moved);
    expect(await run()).toMatchObject({ sent: 1 });
    const put = await t.request('PUT', `/api/v1/exams/${moved._id}`, {
      token: admin.token,
      body: {
        name: 'Moved Exam',
        notificationDate: inDays(-20),
        lastDate: inDays(3),
        site: 'https://exams.example.org',
        university: 'Test Board',
        state: 'Delhi',
        post: 'Teaching',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await run()).toMatchObject({ sent: 1 });
    expect(mailsAbout('Moved Exam')).toHaveLength(2);

    const dropped = await addExam('Dropped Exam', 2);
    await follow(student, dropped);
    await t.request('DELETE', `/api/v1/exams/${dropped._id}/follow`, { token: student.token });
    expect(await run()).toMatchObject({ sent: 0 });
    expect(mailsAbout('Dropped Exam')).toHaveLength(0);
  });
});
