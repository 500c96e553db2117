import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_MESSAGES,
  BROADCAST_PICK_MAX,
  BROADCAST_SUBJECT_MAX,
  ORG_MESSAGES,
  type Broadcast,
  type BroadcastPerson,
  type BroadcastRecipient,
} from '@vedann/contracts';
import { PEOPLE_DIRECTORIES } from '../../areas';
import type { Mailer } from '../../mail/mailer';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { aharRegularMembers } from '../ahar/people/regular-members.table';
import { gymMembers } from '../gym/members/gym.table';
import { staffMembers } from '../staff/staff.table';
import { deliverBroadcast } from './broadcasts.service';
import { broadcastRecipients, broadcasts } from './broadcasts.table';

let t: TestApp;
let owner: TestUser;
let gym: string;
/** A linked gym member: their account's e-mail is used, as their record has none. */
let linked: TestUser;

const GYM_NAME = 'Broadcast Gym';
const asGym = () => ({ token: owner.token, orgId: gym });
const db = () => t.database.db;

async function addTeam(orgId: string, role: string, permissions: string[] = []) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role, permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return person;
}

async function addStaff(orgId: string, name: string, email: string, userId: string | null = null) {
  const [row] = await db()
    .insert(staffMembers)
    .values({
      orgId,
      name,
      address: '1 Main Road',
      dob: '1990-01-01',
      gender: 'female',
      mobile: '9800000000',
      joindate: '2024-01-01',
      email,
      experience: 3,
      description: 'Trainer',
      userId,
    })
    .returning({ id: staffMembers.id });
  return row?.id ?? '';
}

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

async function send(as: { token: string; orgId: string }, body: object) {
  return t.request('POST', '/api/v1/broadcasts', { ...as, body });
}

/** Sends, waits for the background delivery, and answers the finished message. */
async function sendAndWait(as: { token: string; orgId: string }, body: object) {
  const res = await send(as, body);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.drainBackground();
  const id = res.json<{ broadcast: Broadcast }>().broadcast._id;
  const read = await t.request('GET', `/api/v1/broadcasts/${id}`, as);
  return read.json<{ broadcast: Broadcast }>().broadcast;
}

const mailsTo = (address: string) =>
  readOutbox(t.dataDir).filter((mail) => mail.includes(`To: ${address}`));

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', GYM_NAME);
  linked = await t.signUp();
  // The gym's people: a trainer with an e-mail, a trainer linked to the owner's account (the
  // owner is also on the team: one person), members with and without an e-mail, and a member
  // linked to an account.
  await addStaff(gym, 'Tara Trainer', 'Tara.Trainer@Example.com');
  await addStaff(gym, 'Owner As Trainer', 'owner.trainer@example.com', owner.user._id);
  await addMember(gym, 'Meena Member', 'meena@example.com');
  await addMember(gym, 'Nobody Noemail');
  await addMember(gym, 'Linked Lalit', '', linked.user.profile.userId);
});
afterAll(() => t.close());

describe('sending to a group', () => {
  it('e-mails everyone of the gym once and counts who has no e-mail', async () => {
    const before = readOutbox(t.dataDir).length;
    const res = await send(asGym(), {
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
    // Tara, the owner (trainer record and team membership: one person), Meena, Nobody, Lalit.
    expect(done).toMatchObject({ status: 'done', recipients: 5, sent: 4, unreachable: 1 });
    expect(done.failed).toBe(0);
    expect(done.finishedAt).not.toBeNull();
    expect(readOutbox(t.dataDir).length - before).toBe(4);

    const [tara] = mailsTo('tara.trainer@example.com');
    expect(tara).toContain(`Subject: ${GYM_NAME}: Closed on Sunday`);
    expect(tara).toContain('Hello Tara Trainer,');
    expect(tara).toContain('The gym is closed on Sunday for cleaning.');
    // A linked member without an e-mail of their own is reached at their account's.
    expect(mailsTo(linked.email)).toHaveLength(1);
    // The trainer record linked to the owner wins over the membership: one e-mail, not two.
    expect(mailsTo('owner.trainer@example.com').length + mailsTo(owner.email).length).toBe(1);
  });

  it('e-mails one audience only: the members', async () => {
    const done = await sendAndWait(asGym(), {
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
      expect.objectContaining({
        name: 'Nobody Noemail',
        reachable: false,
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
    const before = mailsTo('meena@example.com').length;
    const done = await sendAndWait(asGym(), {
      subject: 'Your plan',
      body: 'Your plan ends this week.',
      group: '',
      people: [pick, pick],
    });
    expect(done).toMatchObject({ group: null, picked: 1, recipients: 1, sent: 1 });
    expect(mailsTo('meena@example.com').length - before).toBe(1);

    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const stranger = await addMember(otherGym, 'Stranger Sam', 'sam@example.com');
    const refused = await send(asGym(), {
      subject: 'Hi',
      body: 'Hi',
      people: [{ directory: 'gym-members', recordId: stranger }],
    });
    expect(refused.statusCode).toBe(404);
    expect(message(refused)).toBe(BROADCAST_MESSAGES.personNotFound);
    const unknownDirectory = await send(asGym(), {
      subject: 'Hi',
      body: 'Hi',
      people: [{ directory: 'library-members', recordId: stranger }],
    });
    expect(unknownDirectory.statusCode).toBe(404);
    expect(mailsTo('sam@example.com')).toHaveLength(0);
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
    const res = await send(asGym(), body);
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

describe('the history', () => {
  it('pages the messages newest first, and a message’s recipients', async () => {
    const other = await t.signUp();
    const ahar = await t.createOrg(other, 'ahar', 'History Ahar');
    const as = { token: other.token, orgId: ahar };
    // Regular members of an ahar: one with an e-mail, one without.
    await db()
      .insert(aharRegularMembers)
      .values([
        {
          orgId: ahar,
          name: 'Ravi Regular',
          phone: '9822222222',
          email: 'ravi@example.com',
          mealKind: 'Veg',
          mealsPerDay: 2,
          startDate: '2026-01-01',
          monthlyAmount: '3000.00',
        },
        {
          orgId: ahar,
          name: 'Phone Only',
          phone: '9833333333',
          mealKind: 'Jain',
          mealsPerDay: 1,
          startDate: '2026-01-01',
          monthlyAmount: '1500.00',
        },
      ]);
    const subjects = ['First', 'Second', 'Third'];
    for (const subject of subjects) {
      await sendAndWait(as, { subject, body: 'Tiffin news', group: 'everyone' });
    }
    const page1 = await t.request('GET', '/api/v1/broadcasts?limit=2', as);
    const body1 = page1.json<{ broadcasts: Broadcast[]; total: number; totalPages: number }>();
    expect(body1.broadcasts.map((b) => b.subject)).toEqual(['Third', 'Second']);
    expect(body1).toMatchObject({ total: 3, totalPages: 2 });
    // Ravi and the owner are e-mailed; Phone Only has no e-mail.
    expect(body1.broadcasts[0]).toMatchObject({ recipients: 3, sent: 2, unreachable: 1 });
    const page2 = await t.request('GET', '/api/v1/broadcasts?limit=2&page=2', as);
    expect(page2.json<{ broadcasts: Broadcast[] }>().broadcasts.map((b) => b.subject)).toEqual([
      'First',
    ]);
    expect(mailsTo('ravi@example.com')).toHaveLength(3);

    const id = body1.broadcasts[0]?._id ?? '';
    const recipients = await t.request('GET', `/api/v1/broadcasts/${id}/recipients?limit=2`, as);
    expect(
      recipients.json<{ recipients: BroadcastRecipient[]; totalPages: number }>(),
    ).toMatchObject({
      totalPages: 2,
      recipients: [{ name: 'Ravi Regular', status: 'sent' }, { name: 'Phone Only' }],
    });
    const missing = await t.request('GET', '/api/v1/broadcasts/0123456789abcdef01234567', as);
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(BROADCAST_MESSAGES.notFound);
  });
});

describe('access', () => {
  it('needs the gym’s sms permission and the ahar’s notice permission', async () => {
    const noSms = await addTeam(gym, 'operator', ['notice']);
    const as = { token: noSms.token, orgId: gym };
    for (const [method, url] of [
      ['GET', '/api/v1/broadcasts'],
      ['GET', '/api/v1/broadcasts/people'],
      ['GET', '/api/v1/broadcasts/0123456789abcdef01234567'],
      ['GET', '/api/v1/broadcasts/0123456789abcdef01234567/recipients'],
      ['POST', '/api/v1/broadcasts'],
    ] as const) {
      const res = await t.request(method, url, {
        ...as,
        body: method === 'POST' ? { subject: 'Hi', body: 'x', group: 'everyone' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(ORG_MESSAGES.forbidden);
    }
    const withSms = await addTeam(gym, 'operator', ['sms']);
    const sent = await send(
      { token: withSms.token, orgId: gym },
      { subject: 'From the desk', body: 'x', group: 'Staff' },
    );
    expect(sent.statusCode).toBe(202);
    await t.app.drainBackground();

    const aharOwner = await t.signUp();
    const ahar = await t.createOrg(aharOwner, 'ahar');
    const member = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      token: aharOwner.token,
      orgId: ahar,
      body: { vedanId: member.user.profile.userId, role: 'operator', permissions: ['notice'] },
    });
    const aharSent = await send(
      { token: member.token, orgId: ahar },
      { subject: 'Ahar news', body: 'x', group: 'User' },
    );
    expect(aharSent.statusCode).toBe(202);
    await t.app.drainBackground();

    const recruiter = await t.signUp({ role: 'recruiter' });
    const company = await t.createOrg(recruiter, 'company');
    const refused = await t.request('GET', '/api/v1/broadcasts', {
      token: recruiter.token,
      orgId: company,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/broadcasts',
        '/api/v1/broadcasts/people',
        '/api/v1/broadcasts/{id}',
        '/api/v1/broadcasts/{id}/recipients',
      ]),
    );
  });

  it('keeps each business to its own messages and their recipients', async () => {
    let theirs = { token: '', orgId: '', id: '' };
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/broadcasts',
      listKey: 'broadcasts',
      itemPath: (id) => `/api/v1/broadcasts/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/broadcasts', {
          token: who.token,
          orgId,
          body: { subject: 'Mine', body: 'Only mine', group: 'everyone' },
        });
        expect(res.statusCode, res.body).toBe(202);
        // The helper makes A's message, then B's: the last one kept is another business's.
        theirs = {
          token: who.token,
          orgId,
          id: res.json<{ broadcast: Broadcast }>().broadcast._id,
        };
        return theirs.id;
      },
    });
    await t.app.drainBackground();
    const path = `/api/v1/broadcasts/${theirs.id}/recipients`;
    expect((await t.request('GET', path, asGym())).statusCode).toBe(404);
    const spoofed = await t.request('GET', path, { token: owner.token, orgId: theirs.orgId });
    expect(spoofed.statusCode).toBe(404);
    const own = await t.request('GET', path, theirs);
    expect(own.json<{ recipients: BroadcastRecipient[] }>().recipients).toHaveLength(1);
  });
});
