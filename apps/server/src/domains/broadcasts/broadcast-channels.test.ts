import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_MESSAGES,
  type BroadcastPerson,
  type BroadcastRecipient,
} from '@vedann/contracts';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { gymMembers } from '../gym/members/gym.table';
import { createMessageChannels } from '../messages';
import { remindersSent } from '../reminders/reminders.table';
import { BROADCAST_KIND, deliverBroadcast } from './broadcasts.service';
import { broadcastRecipients, broadcasts } from './broadcasts.table';
import { mailsTo, message, sendAndWait } from './broadcasts.test-support';

/**
 * A broadcast on WhatsApp and SMS (decision 0359): on the person's own channel when it can carry
 * it, else on the business's, once per recipient and channel, in the person's language.
 */
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let owner: TestUser;
let gym: string;
let otherGym: string;
const asGym = () => ({ token: owner.token, orgId: gym });
const db = () => t.database.db;

const SMS_CHOOSER = { name: 'Sunil Sms', mobile: '+919811100001', email: 'sunil@example.com' };
const HINDI_READER = { name: 'Hema Hindi', mobile: '+919811100002', email: 'hema@example.com' };
const PHONE_ONLY = { name: 'Pawan Phone', mobile: '+919811100003', email: '' };
const OTHER_GYM_MEMBER = { name: 'Olga Other', mobile: '+919811100009', email: 'olga@example.com' };

async function addMember(
  orgId: string,
  person: { name: string; mobile: string; email: string },
  own: { messageChannel?: 'sms'; messageLanguage?: 'hi' } = {},
) {
  const [row] = await db()
    .insert(gymMembers)
    .values({
      orgId,
      memberId: `GM${Math.random().toString().slice(2, 10)}`,
      ...person,
      ...own,
      joinDate: '2026-01-01',
    })
    .returning({ id: gymMembers.id });
  return row?.id ?? '';
}

const callsTo = (mobile: string) =>
  fake.calls.filter((call) => {
    const to = mobile.slice(1);
    const recipients = call.body.recipients as { mobiles?: string }[] | undefined;
    return call.body.to === to || recipients?.[0]?.mobiles === to;
  });

async function recipientsOf(broadcastId: string) {
  const res = await t.request('GET', `/api/v1/broadcasts/${broadcastId}/recipients`, asGym());
  expect(res.statusCode, res.body).toBe(200);
  const { recipients } = res.json<{ recipients: BroadcastRecipient[] }>();
  return Object.fromEntries(recipients.map((r) => [r.name, [r.status, ...r.channels].join(':')]));
}

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(
      fake.url,
      'vedann_broadcast_en=flow-bc-en,vedann_broadcast_hi=flow-bc-hi',
    ),
  });
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Channel Gym');
  const chosen = await t.request('PUT', '/api/v1/messages/settings', {
    ...asGym(),
    body: { channels: ['email', 'whatsapp'] },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await addMember(gym, SMS_CHOOSER, { messageChannel: 'sms' });
  await addMember(gym, HINDI_READER, { messageLanguage: 'hi' });
  await addMember(gym, PHONE_ONLY);
  // Another gym, sending on every channel, with a member of its own.
  const otherOwner = await t.signUp();
  otherGym = await t.createOrg(otherOwner, 'gym', 'Other Gym');
  const otherChosen = await t.request('PUT', '/api/v1/messages/settings', {
    token: otherOwner.token,
    orgId: otherGym,
    body: { channels: ['email', 'whatsapp', 'sms'] },
  });
  expect(otherChosen.statusCode, otherChosen.body).toBe(200);
  await addMember(otherGym, OTHER_GYM_MEMBER);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a broadcast on WhatsApp and SMS', () => {
  let broadcastId = '';

  beforeAll(async () => {
    const sent = await sendAndWait(t, asGym(), {
      subject: 'Closed on Sunday',
      body: 'The floor is cleaned.\nSee you Monday.',
      group: 'Member',
    });
    broadcastId = sent._id;
    expect(sent).toMatchObject({ recipients: 3, sent: 3, failed: 0, unreachable: 0 });
  });

  it('goes to a member who chose SMS by SMS alone, once', () => {
    const calls = callsTo(SMS_CHOOSER.mobile);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ path: '/api/v5/flow', body: { template_id: 'flow-bc-en' } });
    expect(calls[0]?.body.recipients).toEqual([
      {
        mobiles: '919811100001',
        var1: 'Channel Gym',
        var2: 'Sunil Sms',
        var3: 'Closed on Sunday',
        var4: 'The floor is cleaned. See you Monday.',
      },
    ]);
    expect(mailsTo(t, SMS_CHOOSER.email)).toHaveLength(0);
  });

  it('sends the Hindi template to a Hindi member on the business’s WhatsApp, and e-mails them', () => {
    const calls = callsTo(HINDI_READER.mobile);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      type: 'template',
      template: { name: 'vedann_broadcast', language: { code: 'hi' } },
    });
    expect(mailsTo(t, HINDI_READER.email)).toHaveLength(1);
  });

  it('reaches a member with a phone and no e-mail', async () => {
    const calls = callsTo(PHONE_ONLY.mobile);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({ template: { language: { code: 'en' } } });
    const pickList = await t.request('GET', '/api/v1/broadcasts/people', asGym());
    const { people } = pickList.json<{ people: BroadcastPerson[] }>();
    expect(people.find((person) => person.name === PHONE_ONLY.name)?.reachable).toBe(true);
  });

  it('says on which channels it went to each recipient', async () => {
    expect(await recipientsOf(broadcastId)).toEqual({
      [SMS_CHOOSER.name]: 'sent:sms',
      [HINDI_READER.name]: 'sent:email:whatsapp',
      [PHONE_ONLY.name]: 'sent:whatsapp',
    });
  });

  it('sends nothing twice when the sending runs again', async () => {
    const calls = fake.calls.length;
    // Every recipient pending again, as if their claim had been lost, and the message unfinished:
    // the once-only record still holds each channel.
    await db()
      .update(broadcastRecipients)
      .set({ status: 'pending' })
      .where(eq(broadcastRecipients.broadcastId, broadcastId));
    await db().update(broadcasts).set({ status: 'sending' }).where(eq(broadcasts.id, broadcastId));
    const services = {
      db: db(),
      mailer: t.deps.mailer,
      providers: createMessageChannels(t.config),
      people: PEOPLE_DIRECTORIES,
    };
    await Promise.all([
      deliverBroadcast(services, broadcastId),
      deliverBroadcast(services, broadcastId),
    ]);
    expect(fake.calls.length).toBe(calls);
    expect(mailsTo(t, HINDI_READER.email)).toHaveLength(1);
    const records = await db()
      .select({ channel: remindersSent.channel })
      .from(remindersSent)
      .where(
        and(
          eq(remindersSent.kind, BROADCAST_KIND),
          eq(remindersSent.period, `broadcast:${broadcastId}`),
        ),
      );
    expect(records.map((row) => row.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
      'whatsapp',
    ]);
    expect(await recipientsOf(broadcastId)).toEqual({
      [SMS_CHOOSER.name]: 'sent:sms',
      [HINDI_READER.name]: 'sent:email:whatsapp',
      [PHONE_ONLY.name]: 'sent:whatsapp',
    });
  });

  it('never reaches another business’s people', async () => {
    expect(callsTo(OTHER_GYM_MEMBER.mobile)).toHaveLength(0);
    expect(mailsTo(t, OTHER_GYM_MEMBER.email)).toHaveLength(0);
    const [theirs] = await db()
      .select({ id: gymMembers.id })
      .from(gymMembers)
      .where(eq(gymMembers.orgId, otherGym));
    const picked = await t.request('POST', '/api/v1/broadcasts', {
      ...asGym(),
      body: {
        subject: 'Hello',
        body: 'Hi',
        people: [{ directory: 'gym-members', recordId: theirs?.id ?? '' }],
      },
    });
    expect(picked.statusCode).toBe(404);
    expect(message(picked)).toBe(BROADCAST_MESSAGES.personNotFound);
    expect(callsTo(OTHER_GYM_MEMBER.mobile)).toHaveLength(0);
  });
});

describe('a person no chosen channel can carry', () => {
  it('is not reachable: a phone alone while the business sends by e-mail', async () => {
    const owner2 = await t.signUp();
    const emailGym = await t.createOrg(owner2, 'gym', 'Email Gym');
    const as = { token: owner2.token, orgId: emailGym };
    await addMember(emailGym, { name: 'Pooja Phone', mobile: '+919811100004', email: '' });
    const sent = await sendAndWait(t, as, { subject: 'Hi', body: 'Hello.', group: 'Member' });
    expect(sent).toMatchObject({ recipients: 1, sent: 0, unreachable: 1 });
    expect(callsTo('+919811100004')).toHaveLength(0);
    const res = await t.request('GET', `/api/v1/broadcasts/${sent._id}/recipients`, as);
    expect(res.json<{ recipients: BroadcastRecipient[] }>().recipients).toMatchObject([
      { name: 'Pooja Phone', status: 'unreachable', channels: [] },
    ]);
  });
});
