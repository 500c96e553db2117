import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_MESSAGES, addDays, todayInIndia, type GymMember } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import {
  FAKE_WHATSAPP_APP_SECRET,
  FAKE_WHATSAPP_VERIFY_TOKEN,
  signWhatsAppReport,
  startFakeMessaging,
  whatsAppStatusReport,
} from '../../test/fake-messaging';
import { users } from '../accounts/users.table';
import { gymMembers } from '../gym/members/gym.table';
import { MEMBERSHIP_EXPIRY_KIND } from '../gym/members/members.reminders';
import { remindersSent } from '../reminders/reminders.table';

/**
 * WhatsApp's delivery reports (decision 0359): Meta's check of the address, and each report
 * proved by `X-Hub-Signature-256`, moving a sent reminder's delivery forward, never back.
 */
const WEBHOOK = '/api/v1/messages/whatsapp/webhook';
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let providerId: string;

/** Meta's POST: the raw body, its signature, no browser headers at all. */
function deliver(body: string, signature: string | null = signWhatsAppReport(body)) {
  return t.request('POST', WEBHOOK, {
    crossSite: true,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });
}

async function deliveryOf(id: string) {
  const [row] = await t.database.db
    .select({ delivery: remindersSent.delivery })
    .from(remindersSent)
    .where(eq(remindersSent.providerId, id));
  return row?.delivery;
}

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: {
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1098765',
      WHATSAPP_API_URL: `${fake.url}/v21.0`,
      WHATSAPP_APP_SECRET: FAKE_WHATSAPP_APP_SECRET,
      WHATSAPP_WEBHOOK_VERIFY_TOKEN: FAKE_WHATSAPP_VERIFY_TOKEN,
    },
  });
  const admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  const owner: TestUser = await t.signUp();
  const gym = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
  const as = { token: owner.token, orgId: gym };
  const chosen = await t.request('PUT', '/api/v1/messages/settings', {
    ...as,
    body: { channels: ['whatsapp'] },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const added = await t.request('POST', '/api/v1/gym/members', {
    ...as,
    body: { name: 'Ravi Kumar', mobile: '98111 22233', email: 'ravi.kumar@example.com' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const member = added.json<{ member: GymMember }>().member;
  await t.database.db
    .update(gymMembers)
    .set({ plan: 'Monthly', expiredDate: addDays(todayInIndia(), 3) })
    .where(eq(gymMembers.id, member._id));
  const run = await t.request('POST', '/api/v1/admin/reminders/run', {
    token: admin.token,
    body: { kind: MEMBERSHIP_EXPIRY_KIND },
  });
  expect(run.statusCode, run.body).toBe(200);
  const [sent] = await t.database.db
    .select()
    .from(remindersSent)
    .where(
      and(eq(remindersSent.person, member._id), eq(remindersSent.kind, MEMBERSHIP_EXPIRY_KIND)),
    );
  expect(sent).toMatchObject({ channel: 'whatsapp', status: 'sent', delivery: 'accepted' });
  providerId = sent?.providerId ?? '';
  expect(providerId).toMatch(/^wamid\./);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("Meta's check of the webhook's address", () => {
  it('answers the challenge as plain text for the verify token, 403 otherwise', async () => {
    const verify = (token: string, mode = 'subscribe') =>
      t.request(
        'GET',
        `${WEBHOOK}?hub.mode=${mode}&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`,
      );
    const good = await verify(FAKE_WHATSAPP_VERIFY_TOKEN);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    expect(good.body).toBe('1158201444');
    for (const bad of [await verify('guess'), await verify(FAKE_WHATSAPP_VERIFY_TOKEN, 'other')]) {
      expect(bad.statusCode).toBe(403);
      expect(bad.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.webhookToken);
    }
  });
});

describe('delivery reports', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const body = whatsAppStatusReport([[providerId, 'delivered']]);
    const refused = [
      await deliver(body, null),
      await deliver(body, signWhatsAppReport(body, 'not-the-secret')),
      await deliver(body, signWhatsAppReport(`${body} `)),
      await deliver(body, 'sha256=zz'),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.webhookSignature);
    }
    expect(await deliveryOf(providerId)).toBe('accepted');
  });

  it('moves the delivery forward, never back, and a replay changes nothing', async () => {
    const report = async (status: string) => {
      const res = await deliver(whatsAppStatusReport([[providerId, status]]));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ updated: number }>().updated;
    };
    expect(await report('sent')).toBe(1);
    expect(await deliveryOf(providerId)).toBe('sent');
    expect(await report('delivered')).toBe(1);
    const body = whatsAppStatusReport([[providerId, 'delivered']]);
    const replay = await deliver(body);
    expect(replay.json<{ updated: number }>().updated).toBe(0);
    expect(await report('sent')).toBe(0);
    expect(await report('failed')).toBe(0);
    expect(await deliveryOf(providerId)).toBe('delivered');
    expect(await report('read')).toBe(1);
    expect(await deliveryOf(providerId)).toBe('read');
  });

  it('takes reports of messages it did not send, and a body that is not a report is 400', async () => {
    const stranger = await deliver(whatsAppStatusReport([['wamid.NOT_OURS', 'delivered']]));
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json<{ updated: number }>().updated).toBe(0);
    const odd = await deliver('{"hello":"world"}');
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.webhookBody);
  });
});

describe('switched off', () => {
  it('answers 404 to both calls when the variables are not set', async () => {
    const off = await createTestApp();
    try {
      const body = whatsAppStatusReport([[providerId, 'read']]);
      const post = await off.request('POST', WEBHOOK, {
        crossSite: true,
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWhatsAppReport(body),
        },
        body,
      });
      expect(post.statusCode).toBe(404);
      const get = await off.request(
        'GET',
        `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
      );
      expect(get.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
