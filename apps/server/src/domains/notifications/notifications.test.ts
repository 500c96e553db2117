import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, type Notification } from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addStaff, sendAndWait } from '../broadcasts/broadcasts.test-support';
import { notifications } from './notifications.table';
import * as support from './notifications.test-support';
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

const listOf = (user: TestUser, query = '') => support.listOf(t, user, query);
const ofKind = (user: TestUser, kind: Notification['kind']) => support.ofKind(t, user, kind);

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
