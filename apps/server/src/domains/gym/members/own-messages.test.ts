import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  MESSAGE_MESSAGES,
  type GymMember,
  type GymMyMembership,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { MEMBER, membersRequests } from './gym.test-support';

// Decision 0359: a gym member chooses, on /gym/me, how the gym reaches them.

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Reach Gym');
});
afterAll(() => t.close());

const { asOwner, addMember } = membersRequests(() => ({ t, owner, gym }));
const messagesPath = (id: string) => `/api/v1/gym/my-memberships/${id}/messages`;

async function memberOf(student: TestUser) {
  return addMember({ ...MEMBER, vedanId: student.user.profile.userId });
}

async function myMembership(student: TestUser) {
  const res = await t.request('GET', '/api/v1/gym/my-memberships', { token: student.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ memberships: GymMyMembership[] }>().memberships[0]?.member;
}

async function deskRow(id: string) {
  const res = await t.request('GET', `/api/v1/gym/members/${id}`, asOwner());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ member: GymMember }>().member;
}

describe('a gym member chooses how the gym reaches them', () => {
  it('saves their own choice, shown on /gym/me and to the desk; a field left out keeps it', async () => {
    const student = await t.signUp();
    const member = await memberOf(student);
    expect(await myMembership(student)).toMatchObject({
      messageChannel: null,
      messageLanguage: null,
    });

    const saved = await t.request('PUT', messagesPath(member._id), {
      token: student.token,
      body: { messageChannel: 'whatsapp', messageLanguage: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: GYM_MEMBER_MESSAGES.messagesSaved,
      messageChannel: 'whatsapp',
      messageLanguage: 'hi',
    });
    expect(await myMembership(student)).toMatchObject({
      messageChannel: 'whatsapp',
      messageLanguage: 'hi',
    });
    expect(await deskRow(member._id)).toMatchObject({
      messageChannel: 'whatsapp',
      messageLanguage: 'hi',
    });

    // Only the language sent: the channel stays as chosen.
    const language = await t.request('PUT', messagesPath(member._id), {
      token: student.token,
      body: { messageLanguage: 'en' },
    });
    expect(language.json()).toMatchObject({ messageChannel: 'whatsapp', messageLanguage: 'en' });

    // An empty channel is the gym's channels again.
    const cleared = await t.request('PUT', messagesPath(member._id), {
      token: student.token,
      body: { messageChannel: '' },
    });
    expect(cleared.json()).toMatchObject({ messageChannel: null, messageLanguage: 'en' });
    expect(await deskRow(member._id)).toMatchObject({
      messageChannel: null,
      messageLanguage: 'en',
    });
  });

  it("refuses another person's membership, the desk's own account and an unknown channel", async () => {
    const student = await t.signUp();
    const member = await memberOf(student);
    const stranger = await t.signUp();
    for (const token of [stranger.token, owner.token]) {
      const other = await t.request('PUT', messagesPath(member._id), {
        token,
        body: { messageChannel: 'sms' },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ message: GYM_PLAN_MESSAGES.membershipNotFound });
    }

    const bad = await t.request('PUT', messagesPath(member._id), {
      token: student.token,
      body: { messageChannel: 'pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: MESSAGE_MESSAGES.memberChannel });
    expect(await deskRow(member._id)).toMatchObject({ messageChannel: null });

    const anonymous = await t.request('PUT', messagesPath(member._id), {
      body: { messageChannel: 'sms' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
