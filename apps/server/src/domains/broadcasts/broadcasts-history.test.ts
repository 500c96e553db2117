import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_MESSAGES,
  ORG_MESSAGES,
  type Broadcast,
  type BroadcastRecipient,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { aharRegularMembers } from '../ahar/people/regular-members.table';
import { addStaff, addTeam, mailsTo, message, send, sendAndWait } from './broadcasts.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

const GYM_NAME = 'Broadcast Gym';
const asGym = () => ({ token: owner.token, orgId: gym });
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', GYM_NAME);
  // A trainer with an e-mail: the Staff group the access test sends to has someone in it.
  await addStaff(t, gym, 'Tara Trainer', 'Tara.Trainer@Example.com');
});
afterAll(() => t.close());

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
      await sendAndWait(t, as, { subject, body: 'Tiffin news', group: 'everyone' });
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
    expect(mailsTo(t, 'ravi@example.com')).toHaveLength(3);

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
    const noSms = await addTeam(t, owner, gym, 'operator', ['notice']);
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
    const withSms = await addTeam(t, owner, gym, 'operator', ['sms']);
    const sent = await send(
      t,
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
      t,
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
