import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_MEMBER_MESSAGES,
  MESSAGE_MESSAGES,
  USER_MESSAGES,
  type GymMember,
  type LibraryMember,
  type MessageSettings,
  type User,
  type WhatsAppOffer,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { users } from '../accounts/users.table';
import { FEE_DUE_KIND } from '../library/fees.reminders';
import { libraryToday } from '../library/seats.service';
import { remindersSent } from '../reminders/reminders.table';
import { monthInLanguage } from './texts';

let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let librarian: TestUser;
let library: string;
let student: TestUser;
let member: LibraryMember;

const asDesk = () => ({ token: librarian.token, orgId: library });
const SETTINGS = '/api/v1/messages/settings';
const RECORD = '/api/v1/messages/library-fee/whatsapp-sends';
const thisMonth = () => libraryToday().slice(0, 7);

async function join(who: TestUser, as = asDesk()) {
  const res = await t.request('POST', '/api/v1/joined', {
    ...as,
    body: {
      picName: '',
      name: 'Kavya Joshi',
      vedanId: who.user.profile.userId,
      seatNo: '12',
      fees: 700,
      time: 'Morning',
      joiningDate: `${thisMonth()}-01`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

async function dueRow(memberId: string, as = asDesk()) {
  const res = await t.request('GET', `/api/v1/fees/due?month=${thisMonth()}`, as);
  expect(res.statusCode, res.body).toBe(200);
  const { dues } = res.json<{ dues: { memberId: string; whatsapp: WhatsAppOffer | null }[] }>();
  return dues.find((row) => row.memberId === memberId);
}

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(fake.url, 'vedann_fee_due_en=flow-en, vedann_fee_due_hi=flow-hi'),
  });
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Saraswati Library');
  student = await t.signUp();
  const hindi = await t.request('PUT', '/api/v1/user/language', {
    token: student.token,
    body: { language: 'hi' },
  });
  expect(hindi.statusCode, hindi.body).toBe(200);
  member = await join(student);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('phone numbers', () => {
  it('are stored in E.164 however they are typed, with the field’s message for a bad one', async () => {
    const register = (phoneNumber: string, email: string) =>
      t.request('POST', '/api/v1/user/register', {
        body: { fullname: 'Asha Rao', email, phoneNumber, password: 'Secret@123' },
      });
    expect((await register('098765-43211', 'asha@example.com')).statusCode).toBe(201);
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'asha@example.com', password: 'Secret@123' },
    });
    expect(login.json<{ user: User }>().user.phoneNumber).toBe('+919876543211');
    const bad = await register('12345', 'bad@example.com');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(USER_MESSAGES.phone);

    const owner = await t.signUp();
    const gym = await t.createOrg(owner, 'gym');
    const add = (mobile: string) =>
      t.request('POST', '/api/v1/gym/members', {
        token: owner.token,
        orgId: gym,
        body: { name: 'Ravi Kumar', mobile },
      });
    const added = await add('+91 98111 22233');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<{ member: GymMember }>().member.mobile).toBe('+919811122233');
    const refused = await add('98111');
    expect(refused.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.mobile);
  });
});

describe("a business's channels", () => {
  it('are e-mail until the owner chooses, and say which providers are on', async () => {
    const read = await t.request('GET', SETTINGS, asDesk());
    expect(read.json<{ settings: MessageSettings }>().settings).toEqual({
      channels: ['email'],
      providers: { whatsapp: true, sms: true },
    });
    const none = await t.request('PUT', SETTINGS, { ...asDesk(), body: { channels: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.channels);
    const saved = await t.request('PUT', SETTINGS, {
      ...asDesk(),
      body: { channels: ['sms', 'whatsapp', 'email'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ settings: MessageSettings }>().settings.channels).toEqual([
      'email',
      'whatsapp',
      'sms',
    ]);
  });

  it("are each business's own", async () => {
    const other = await t.signUp({ role: 'librarian' });
    const theirs = await t.createOrg(other, 'library');
    const read = await t.request('GET', SETTINGS, { token: other.token, orgId: theirs });
    expect(read.json<{ settings: MessageSettings }>().settings.channels).toEqual(['email']);
    const spoofed = { token: other.token, orgId: library };
    expect((await t.request('GET', SETTINGS, spoofed)).statusCode).toBe(404);
    const write = await t.request('PUT', SETTINGS, { ...spoofed, body: { channels: ['sms'] } });
    expect(write.statusCode).toBe(404);
    const ours = await t.request('GET', SETTINGS, asDesk());
    expect(ours.json<{ settings: MessageSettings }>().settings.channels).toHaveLength(3);
  });
});

describe('Send on WhatsApp (click-to-chat)', () => {
  it("links to the member's phone with the fee-due text in Hindi", async () => {
    const offer = (await dueRow(member._id))?.whatsapp;
    const text = `प्रिय Kavya Joshi, Saraswati Library में ${monthInLanguage(thisMonth(), 'hi')} का आपका शुल्क बाकी है: ₹700.00 का भुगतान अभी शेष है (सदस्य आईडी ${member.memberId})। यदि आप भुगतान कर चुके हैं, तो कृपया इस संदेश को अनदेखा करें।`;
    expect(offer).toMatchObject({ phone: '+919876543210', language: 'hi', text, sentAt: null });
    const [base, query] = (offer?.url ?? '').split('?text=');
    expect(base).toBe('https://wa.me/919876543210');
    expect(decodeURIComponent(query ?? '')).toBe(text);
  });

  it('records who sent what to whom, and the row shows when', async () => {
    const offer = (await dueRow(member._id))?.whatsapp;
    const res = await t.request('POST', RECORD, {
      ...asDesk(),
      body: { target: member._id, period: thisMonth(), phone: offer?.phone, text: offer?.text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { send, message } = res.json<{ send: Record<string, string>; message: string }>();
    expect(message).toBe(MESSAGE_MESSAGES.recorded);
    expect(send).toMatchObject({
      subject: 'library-fee',
      target: member._id,
      period: thisMonth(),
      phone: '+919876543210',
      sentBy: librarian.user.fullname,
    });
    expect((await dueRow(member._id))?.whatsapp?.sentAt).toBe(send.sentAt);
  });

  it("cannot be recorded on another library's member", async () => {
    const other = await t.signUp({ role: 'librarian' });
    const theirs = await t.createOrg(other, 'library');
    const body = { target: member._id, period: '2026-01', phone: '9876543210', text: 'Hello' };
    for (const orgId of [theirs, library]) {
      const res = await t.request('POST', RECORD, { token: other.token, orgId, body });
      expect(res.statusCode).toBe(404);
    }
    const student2 = await t.signUp();
    const theirMember = await join(student2, { token: other.token, orgId: theirs });
    const row = await dueRow(theirMember._id, { token: other.token, orgId: theirs });
    expect(row?.whatsapp?.sentAt).toBeNull();
    expect(row?.whatsapp?.language).toBe('en');
  });
});

describe('a fee-due reminder on WhatsApp and SMS', () => {
  it('goes once on each chosen channel, in the member’s language', async () => {
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    const run = () =>
      t.request('POST', '/api/v1/admin/reminders/run', {
        token: admin.token,
        body: { kind: FEE_DUE_KIND },
      });
    expect((await run()).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(200);

    const whatsapp = fake.calls.filter((call) => call.path === '/v21.0/1098765/messages');
    const sms = fake.calls.filter((call) => call.path === '/api/v5/flow');
    expect(whatsapp).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(whatsapp[0]?.headers.authorization).toBe('Bearer test-token');
    expect(whatsapp[0]?.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'vedann_fee_due',
        language: { code: 'hi' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Kavya Joshi' },
              { type: 'text', text: 'Saraswati Library' },
              { type: 'text', text: monthInLanguage(thisMonth(), 'hi') },
              { type: 'text', text: '₹700.00' },
              { type: 'text', text: member.memberId },
            ],
          },
        ],
      },
    });
    expect(sms[0]?.headers.authkey).toBe('msg91-key');
    expect(sms[0]?.body).toMatchObject({
      template_id: 'flow-hi',
      recipients: [{ mobiles: '919876543210', var1: 'Kavya Joshi', var4: '₹700.00' }],
    });
    const mails = readOutbox(t.dataDir).filter((m) => m.includes(`To: ${student.email}`));
    expect(mails).toHaveLength(1);

    const rows = await t.database.db
      .select()
      .from(remindersSent)
      .where(and(eq(remindersSent.kind, FEE_DUE_KIND), eq(remindersSent.person, member._id)));
    const byChannel = Object.fromEntries(rows.map((row) => [row.channel, row]));
    expect(Object.keys(byChannel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect(byChannel.whatsapp).toMatchObject({
      status: 'sent',
      recipient: '+919876543210',
      delivery: 'accepted',
      providerId: expect.stringMatching(/^wamid\.FAKE/) as unknown,
    });
    expect(byChannel.email).toMatchObject({ status: 'sent', delivery: null, providerId: null });
  });

  it('keeps a refused message failed, and sends it on a later run', async () => {
    const other = await t.signUp();
    const joined = await join(other);
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    const run = async () =>
      (
        await t.request('POST', '/api/v1/admin/reminders/run', {
          token: admin.token,
          body: { kind: FEE_DUE_KIND },
        })
      ).json<{ results: { sent: number; failed: number }[] }>().results[0];
    fake.state.failing = true;
    expect(await run()).toMatchObject({ sent: 1, failed: 2 });
    const whatsappRow = async () =>
      (
        await t.database.db
          .select()
          .from(remindersSent)
          .where(and(eq(remindersSent.person, joined._id), eq(remindersSent.channel, 'whatsapp')))
      )[0];
    expect(await whatsappRow()).toMatchObject({
      status: 'failed',
      error: 'WhatsApp refused the message (400) (#132001) Template name does not exist',
    });
    fake.state.failing = false;
    expect(await run()).toMatchObject({ sent: 2, failed: 0 });
    expect(await whatsappRow()).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
