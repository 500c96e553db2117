import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_MESSAGES,
  BROADCAST_PICK_MAX,
  BROADCAST_SUBJECT_MAX,
  type Broadcast,
  type BroadcastPerson,
  type BroadcastRecipient,
} from '@vedann/contracts';
import { PEOPLE_DIRECTORIES } from '../../areas';
import type { Mailer } from '../../mail/mailer';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { gymMembers } from '../gym/members/gym.table';
import { deliverBroadcast } from './broadcasts.service';
import { broadcastRecipients, broadcasts } from './broadcasts.table';
import { addStaff, mailsTo, message, send, sendAndWait } from './broadcasts.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;
/** A linked gym member: their account's e-mail is used, as their record has none. */
let linked: TestUser;

const GYM_NAME = 'Broadcast Gym';
const asGym = () => ({ token: owner.token, orgId: gym });
const db = () => t.database.db;

async function addMember(orgId: string, name: string, email = '', vedanId = '') {
  const [row] = await db()
    .insert(gymMembers)
    .values({
      orgId,
      memberId: `GM${Math.random().toString().slice(2, 10)}`,
      name,
      mobile: '9811111111',
      email,
      vedanId,
      joinDate: '2026-01-01',
    })
    .returning({ id: gymMembers.id });
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', GYM_NAME);
  linked = await t.signUp();
  // The gym's people: a trainer with an e-mail, a trainer linked to the owner's account (the
  // owner is also on the team: one person), members with and without an e-mail, and a member
  // linked to an account.
  await addStaff(t, gym, 'Tara Trainer', 'Tara.Trainer@Example.com');
  await addStaff(t, gym, 'Owner As Trainer', 'owner.trainer@example.com', owner.user._id);
  await addMember(gym, 'Meena Member', 'meena@example.com');
  await addMember(gym, 'Nobody Noemail');
  await addMember(gym, 'Linked Lalit', '', linked.user.profile.userId);
});
afterAll(() => t.close());

describe('sending to a group', () => {
  it('e-mails everyone of the gym once and counts who has no e-mail', async () => {
    const before = readOutbox(t.dataDir).length;
    const res = await send(t, asGym(), {
      subject: 'Closed on Sunday',
      body: 'The gym is closed on Sunday for cleaning.',
      group: 'everyone',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json<{ message: string; broadcast: Broadcast }>()).toMatchObject({
      message: BROADCAST_MESSAGES.sending,
      broadcast: { status: 'sending', group: 'everyone', picked: 0, sentBy: 'Test User 1' },
    });
    await t.app.drainBackground();
    const id = res.json<{ broadcast: Broadcast }>().broadcast._id;
    const done = (await t.request('GET', `/api/v1/broadcasts/${id}`, asGym())).json<{
      broadcast: Broadcast;
    }>().broadcast;
    // Tara, the owner (trainer record and team membership: one person), Meena, Nobody, Lalit;
    // Nobody has a mobile alone, and the gym sends by e-mail alone: not reachable.
    expect(done).toMatchObject({ status: 'done', recipients: 5, sent: 4, unreachable: 1 });
    expect(done.failed).toBe(0);
    expect(done.finishedAt).not.toBeNull();
    expect(readOutbox(t.dataDir).length - before).toBe(4);

    const [tara] = mailsTo(t, 'tara.trainer@example.com');
    expect(tara).toContain(`Subject: ${GYM_NAME}: Closed on Sunday`);
    expect(tara).toContain('Hello Tara Trainer,');
    expect(tara).toContain('The gym is closed on Sunday for cleaning.');
    // A linked member without an e-mail of their own is reached at their account's.
    expect(mailsTo(t, linked.email)).toHaveLength(1);
    // The trainer record linked to the owner wins over the membership: one e-mail, not two.
    expect(mailsTo(t, 'owner.trainer@example.com').length + mailsTo(t, owner.email).length).toBe(1);
  });

  it('e-mails one audience only: the members', async () => {
    const done = await sendAndWait(t, asGym(), {
      subject: 'Members only',
      body: 'Zumba on Friday.',
      group: 'Member',
    });
    expect(done).toMatchObject({ recipients: 3, sent: 2, unreachable: 1 });
    const recipients = await t.request(
      'GET',
      `/api/v1/broadcasts/${done._id}/recipients?limit=100`,
      asGym(),
    );
    const rows = recipients.json<{ recipients: BroadcastRecipient[] }>().recipients;
    expect(rows.map((r) => r.group)).toEqual(['Member', 'Member', 'Member']);
    expect(rows.find((r) => r.name === 'Nobody Noemail')).toMatchObject({
      status: 'unreachable',
      sentAt: null,
    });
    expect(rows.find((r) => r.name === 'Meena Member')?.status).toBe('sent');
  });

  it('refuses a group with nobody in it', async () => {
    const other = await t.signUp();
    const emptyAhar = await t.createOrg(other, 'ahar');
    const res = await send(
      t,
      { token: other.token, orgId: emptyAhar },
      { subject: 'Hello staff', body: 'Hi', group: 'Staff' },
    );
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(BROADCAST_MESSAGES.nobody);
  });
});

describe('picking people', () => {
  it('pages the pick list across directories, searches it, and says who is reachable', async () => {
    const first = await t.request('GET', '/api/v1/broadcasts/people?limit=2', asGym());
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ people: BroadcastPerson[]; total: number; totalPages: number }>();
    // Two trainers, three members, the owner's membership.
    expect(page1).toMatchObject({ total: 6, totalPages: 3 });
    expect(page1.people.map((p) => p.name)).toEqual(['Tara Trainer', 'Owner As Trainer']);
    const page2 = (await t.request('GET', '/api/v1/broadcasts/people?limit=2&page=2', asGym()))
      .json<{ people: BroadcastPerson[] }>()
      .people.map((p) => p.name);
    expect(page2).toEqual(['Meena Member', 'Nobody Noemail']);
    const page3 = (await t.request('GET', '/api/v1/broadcasts/people?limit=2&page=3', asGym()))
      .json<{ people: BroadcastPerson[] }>()
      .people.map((p) => [p.name, p.group]);
    expect(page3).toEqual([
      ['Linked Lalit', 'Member'],
      ['Test User 1', 'User'],
    ]);

    const found = await t.request('GET', '/api/v1/broadcasts/people?search=noemail', asGym());
    expect(found.json<{ people: BroadcastPerson[] }>().people).toEqual([
      // Known by a mobile alone: reachable by WhatsApp or SMS (decision 0359).
      expect.objectContaining({
        name: 'Nobody Noemail',
        reachable: true,
        directory: 'gym-members',
      }),
    ]);
    const staff = await t.request('GET', '/api/v1/broadcasts/people?group=Staff', asGym());
    const staffPeople = staff.json<{ people: BroadcastPerson[] }>().people;
    expect(staffPeople.map((p) => p.name)).toEqual(['Tara Trainer', 'Owner As Trainer']);
    expect(staffPeople.every((p) => p.reachable)).toBe(true);
    // Addresses stay on the server.
    expect(staff.body).not.toContain('@');
  });

  it('sends to the people picked only, and refuses someone of another business', async () => {
    const list = await t.request('GET', '/api/v1/broadcasts/people?search=meena', asGym());
    const [meena] = list.json<{ people: BroadcastPerson[] }>().people;
    expect(meena).toBeDefined();
    const pick = { directory: meena?.directory, recordId: meena?.recordId };
    const before = mailsTo(t, 'meena@example.com').length;
    const done = await sendAndWait(t, asGym(), {
      subject: 'Your plan',
      body: 'Your plan ends this week.',
      group: '',
      people: [pick, pick],
    });
    expect(done).toMatchObject({ group: null, picked: 1, recipients: 1, sent: 1 });
    expect(mailsTo(t, 'meena@example.com').length - before).toBe(1);

    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const stranger = await addMember(otherGym, 'Stranger Sam', 'sam@example.com');
    const refused = await send(t, asGym(), {
      subject: 'Hi',
      body: 'Hi',
      people: [{ directory: 'gym-members', recordId: stranger }],
    });
    expect(refused.statusCode).toBe(404);
    expect(message(refused)).toBe(BROADCAST_MESSAGES.personNotFound);
    const unknownDirectory = await send(t, asGym(), {
      subject: 'Hi',
      body: 'Hi',
      people: [{ directory: 'library-members', recordId: stranger }],
    });
    expect(unknownDirectory.statusCode).toBe(404);
    expect(mailsTo(t, 'sam@example.com')).toHaveLength(0);
  });
});

describe('the rules of a message', () => {
  it.each([
    [{ subject: ' ', body: 'x', group: 'everyone' }, BROADCAST_MESSAGES.subject],
    [{ body: 'x', group: 'everyone' }, BROADCAST_MESSAGES.subject],
    [
      { subject: 's'.repeat(BROADCAST_SUBJECT_MAX + 1), body: 'x', group: 'everyone' },
      BROADCAST_MESSAGES.subjectLong,
    ],
    [{ subject: 'Two\nlines', body: 'x', group: 'everyone' }, BROADCAST_MESSAGES.subjectOneLine],
    [{ subject: 'Hi', body: '  ', group: 'everyone' }, BROADCAST_MESSAGES.body],
    [
      { subject: 'Hi', body: 'b'.repeat(BROADCAST_BODY_MAX + 1), group: 'everyone' },
      BROADCAST_MESSAGES.bodyLong,
    ],
    [{ subject: 'Hi', body: 'x', group: 'Trainers' }, BROADCAST_MESSAGES.group],
    [{ subject: 'Hi', body: 'x' }, BROADCAST_MESSAGES.recipients],
    [{ subject: 'Hi', body: 'x', group: '', people: [] }, BROADCAST_MESSAGES.recipients],
    [
      {
        subject: 'Hi',
        body: 'x',
        people: Array.from({ length: BROADCAST_PICK_MAX + 1 }, () => ({
          directory: 'gym-members',
          recordId: '0123456789abcdef01234567',
        })),
      },
      BROADCAST_MESSAGES.tooMany,
    ],
  ])('refuses %j with its message', async (body, expected) => {
    const res = await send(t, asGym(), body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });
});

describe('sending once', () => {
  it('never e-mails a recipient twice, even when two runs deliver the same message', async () => {
    const [row] = await db()
      .insert(broadcasts)
      .values({
        orgId: gym,
        subject: 'Twice?',
        body: 'Once.',
        audience: 'everyone',
        senderName: 'T',
      })
      .returning({ id: broadcasts.id });
    const id = row?.id ?? '';
    const before = readOutbox(t.dataDir).length;
    const services = { db: db(), mailer: t.deps.mailer, people: PEOPLE_DIRECTORIES };
    await Promise.all([deliverBroadcast(services, id), deliverBroadcast(services, id)]);
    // A restart finding it unfinished again adds nobody and sends nothing more.
    await db().update(broadcasts).set({ status: 'sending' }).where(eq(broadcasts.id, id));
    await deliverBroadcast(services, id);
    expect(readOutbox(t.dataDir).length - before).toBe(4);
    const [counted] = await db().select().from(broadcasts).where(eq(broadcasts.id, id));
    expect(counted).toMatchObject({ recipients: 5, sent: 4, unreachable: 1, status: 'done' });
    const rows = await db()
      .select()
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.broadcastId, id));
    expect(rows).toHaveLength(5);
  });

  it('records an e-mail the mailer could not send as failed', async () => {
    const [row] = await db()
      .insert(broadcasts)
      .values({ orgId: gym, subject: 'Fails', body: 'x', audience: 'Staff', senderName: 'T' })
      .returning({ id: broadcasts.id });
    const failing: Mailer = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('SMTP is down')),
      close: () => undefined,
    };
    await deliverBroadcast(
      { db: db(), mailer: failing, people: PEOPLE_DIRECTORIES },
      row?.id ?? '',
    );
    const read = await t.request('GET', `/api/v1/broadcasts/${row?.id ?? ''}`, asGym());
    expect(read.json<{ broadcast: Broadcast }>().broadcast).toMatchObject({
      recipients: 2,
      sent: 0,
      failed: 2,
      status: 'done',
    });
    const failed = await t.request(
      'GET',
      `/api/v1/broadcasts/${row?.id ?? ''}/recipients?status=failed`,
      asGym(),
    );
    expect(failed.json<{ total: number }>().total).toBe(2);
  });
});
