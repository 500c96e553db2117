import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MESSAGES,
  REGULAR_MEMBER_MESSAGES,
  todayInIndia,
  type MyTiffin,
  type RegularMember,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { aharRegularMembersDirectory } from '../people/regular-members.directory';

// Decision 0359: a tiffin member's own channel and language, set by the desk or by themselves on
// /ahar/me, and given to the ahar's broadcasts.

let t: TestApp;
let owner: TestUser;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Reach Ahar');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: ahar });
const messagesPath = (id: string) => `/api/v1/ahar/my-tiffins/${id}/messages`;
const MEMBER = {
  name: 'Meera Iyer',
  phone: '9876543210',
  mealKind: 'Veg',
  mealsPerDay: 2,
  startDate: todayInIndia(),
  monthlyAmount: 3000,
};

async function addMember(fields: Record<string, unknown>) {
  const res = await t.request('POST', '/api/v1/ahar/regular-members', {
    ...asOwner(),
    body: { ...MEMBER, ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: RegularMember }>().member;
}

async function deskRow(id: string) {
  const res = await t.request('GET', `/api/v1/ahar/regular-members/${id}`, asOwner());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ member: RegularMember }>().member;
}

async function myTiffin(person: TestUser) {
  const res = await t.request('GET', '/api/v1/ahar/my-tiffins', { token: person.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ tiffins: MyTiffin[] }>().tiffins[0];
}

describe("the desk's regular-member form", () => {
  it('keeps a channel and language; a form without them keeps the choice', async () => {
    const member = await addMember({ messageChannel: 'sms', messageLanguage: 'hi' });
    expect(member).toMatchObject({ messageChannel: 'sms', messageLanguage: 'hi' });

    const updated = await t.request('PUT', `/api/v1/ahar/regular-members/${member._id}`, {
      ...asOwner(),
      body: { ...MEMBER, mealsPerDay: 3 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await deskRow(member._id)).toMatchObject({
      mealsPerDay: 3,
      messageChannel: 'sms',
      messageLanguage: 'hi',
    });

    const bad = await t.request('POST', '/api/v1/ahar/regular-members', {
      ...asOwner(),
      body: { ...MEMBER, messageLanguage: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGE_MESSAGES.memberLanguage });
  });
});

describe('a tiffin member chooses how the ahar reaches them', () => {
  it('saves their own choice on /ahar/me; a field left out keeps it', async () => {
    const person = await t.signUp();
    const member = await addMember({ vedanId: person.user.profile.userId });
    expect(await myTiffin(person)).toMatchObject({ messageChannel: null, messageLanguage: null });

    const saved = await t.request('PUT', messagesPath(member._id), {
      token: person.token,
      body: { messageChannel: 'whatsapp', messageLanguage: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: REGULAR_MEMBER_MESSAGES.messagesSaved,
      messageChannel: 'whatsapp',
      messageLanguage: 'hi',
    });
    expect(await myTiffin(person)).toMatchObject({
      messageChannel: 'whatsapp',
      messageLanguage: 'hi',
    });

    const channel = await t.request('PUT', messagesPath(member._id), {
      token: person.token,
      body: { messageChannel: 'email' },
    });
    expect(channel.json()).toMatchObject({ messageChannel: 'email', messageLanguage: 'hi' });
    expect(await deskRow(member._id)).toMatchObject({
      messageChannel: 'email',
      messageLanguage: 'hi',
    });
  });

  it("answers another person's tiffin as not found and leaves it as it was", async () => {
    const person = await t.signUp();
    const member = await addMember({ vedanId: person.user.profile.userId });
    const stranger = await t.signUp();
    const other = await t.request('PUT', messagesPath(member._id), {
      token: stranger.token,
      body: { messageChannel: 'sms' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: REGULAR_MEMBER_MESSAGES.notFound });
    // A member the desk linked to no account is nobody's own either.
    const unlinked = await addMember({});
    const nobody = await t.request('PUT', messagesPath(unlinked._id), {
      token: stranger.token,
      body: { messageChannel: 'sms' },
    });
    expect(nobody.statusCode).toBe(404);
    expect(await deskRow(member._id)).toMatchObject({ messageChannel: null });
    expect(await deskRow(unlinked._id)).toMatchObject({ messageChannel: null });
  });
});

describe("the ahar's people directory", () => {
  it("gives broadcasts each regular member's own channel and language", async () => {
    const org = await t.createOrg(owner, 'ahar', 'Directory Ahar');
    const as = { token: owner.token, orgId: org };
    for (const body of [
      { ...MEMBER, name: 'Chosen Both', messageChannel: 'whatsapp', messageLanguage: 'hi' },
      { ...MEMBER, name: 'Chosen None', phone: '9876500000' },
    ]) {
      const res = await t.request('POST', '/api/v1/ahar/regular-members', { ...as, body });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = await aharRegularMembersDirectory.list(
      t.database.db,
      org,
      {},
      { offset: 0, limit: 10 },
    );
    expect(
      page.people.map(({ name, channel, language, phone }) => [name, channel, language, phone]),
    ).toEqual([
      ['Chosen Both', 'whatsapp', 'hi', '+919876543210'],
      ['Chosen None', null, null, '+919876500000'],
    ]);
  });
});
