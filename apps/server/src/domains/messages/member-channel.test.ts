import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MESSAGES,
  addDays,
  todayInIndia,
  type GymMember,
  type LibraryMember,
  type TiffinBill,
  type WhatsAppOffer,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { TIFFIN_BILL_DUE_KIND } from '../ahar/tiffin/bills.reminders';
import { users } from '../accounts/users.table';
import { gymMembers } from '../gym/members/gym.table';
import { MEMBERSHIP_EXPIRY_KIND } from '../gym/members/members.reminders';
import { FEE_DUE_KIND } from '../library/fees.reminders';
import { libraryToday } from '../library/seats.service';
import { remindersSent } from '../reminders/reminders.table';

/**
 * A member's own channel and language (decision 0359): the reminder goes on their channel alone,
 * whatever the business chose, and in their language, whatever their account says.
 */
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let admin: TestUser;
const EVERY_CHANNEL = { channels: ['email', 'whatsapp', 'sms'] };

async function runKind(kind: string) {
  const res = await t.request('POST', '/api/v1/admin/reminders/run', {
    token: admin.token,
    body: { kind },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function channelsSent(kind: string, person: string) {
  const rows = await t.database.db
    .select({ channel: remindersSent.channel })
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, kind), eq(remindersSent.person, person)));
  return rows.map((row) => row.channel).sort();
}

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(fake.url, 'vedann_fee_due_en=flow-fee-en,vedann_fee_due_hi=flow-fee-hi'),
  });
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("a library member's own channel", () => {
  let librarian: TestUser;
  let library: string;
  let student: TestUser;
  let member: LibraryMember;
  const asDesk = () => ({ token: librarian.token, orgId: library });

  beforeAll(async () => {
    librarian = await t.signUp({ role: 'librarian' });
    library = await t.createOrg(librarian, 'library', 'Saraswati Library');
    const chosen = await t.request('PUT', '/api/v1/messages/settings', {
      ...asDesk(),
      body: EVERY_CHANNEL,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    student = await t.signUp();
    const joined = await t.request('POST', '/api/v1/joined', {
      ...asDesk(),
      body: {
        name: 'Kavya Joshi',
        vedanId: student.user.profile.userId,
        seatNo: '12',
        fees: 700,
        time: 'Morning',
        joiningDate: `${libraryToday().slice(0, 7)}-01`,
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    member = joined.json<{ member: LibraryMember }>().member;
    expect(member).toMatchObject({ messageChannel: null, messageLanguage: null });
  });

  it('is saved with the member, and a channel that is not one is refused', async () => {
    const { _id, picName, name, vedanId, seatNo, fees, time, joiningDate } = member;
    const input = { picName, name, vedanId, seatNo, fees, time, joiningDate };
    const bad = await t.request('PUT', `/api/v1/joined/${_id}`, {
      ...asDesk(),
      body: { ...input, messageChannel: 'pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.memberChannel);
    const saved = await t.request('PUT', `/api/v1/joined/${_id}`, {
      ...asDesk(),
      body: { ...input, messageChannel: 'sms', messageLanguage: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ member: LibraryMember }>().member).toMatchObject({
      messageChannel: 'sms',
      messageLanguage: 'hi',
    });
  });

  it('takes the fee-due reminder alone, once, in the member’s language', async () => {
    await runKind(FEE_DUE_KIND);
    await runKind(FEE_DUE_KIND);
    expect(await channelsSent(FEE_DUE_KIND, member._id)).toEqual(['sms']);
    const sms = fake.calls.filter((call) => call.path === '/api/v5/flow');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toMatchObject({ template_id: 'flow-fee-hi' });
    expect(fake.calls.filter((call) => call.path.endsWith('/messages'))).toHaveLength(0);
    expect(readOutbox(t.dataDir).filter((m) => m.includes(`To: ${student.email}`))).toHaveLength(0);
  });

  it('offers the desk’s click-to-chat text in the member’s language', async () => {
    const res = await t.request(
      'GET',
      `/api/v1/fees/due?month=${libraryToday().slice(0, 7)}`,
      asDesk(),
    );
    const { dues } = res.json<{ dues: { memberId: string; whatsapp: WhatsAppOffer | null }[] }>();
    const row = dues.find((due) => due.memberId === member._id);
    expect(row?.whatsapp?.language).toBe('hi');
  });
});

describe("a gym member's own language", () => {
  it('writes the reminder in Hindi while the account says English', async () => {
    const owner = await t.signUp();
    const gym = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
    const as = { token: owner.token, orgId: gym };
    const chosen = await t.request('PUT', '/api/v1/messages/settings', {
      ...as,
      body: { channels: ['email', 'whatsapp'] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const english = await t.signUp();
    const language = await t.request('PUT', '/api/v1/user/language', {
      token: english.token,
      body: { language: 'en' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const added = await t.request('POST', '/api/v1/gym/members', {
      ...as,
      body: {
        name: 'Ravi Kumar',
        mobile: '98111 22244',
        email: 'ravi.k@example.com',
        vedanId: english.user.profile.userId,
        messageLanguage: 'hi',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const member = added.json<{ member: GymMember }>().member;
    expect(member).toMatchObject({ messageChannel: null, messageLanguage: 'hi' });
    await t.database.db
      .update(gymMembers)
      .set({ plan: 'Monthly', expiredDate: addDays(todayInIndia(), 3) })
      .where(eq(gymMembers.id, member._id));

    await runKind(MEMBERSHIP_EXPIRY_KIND);
    expect(await channelsSent(MEMBERSHIP_EXPIRY_KIND, member._id)).toEqual(['email', 'whatsapp']);
    const whatsapp = fake.calls.filter(
      (call) => (call.body.to as string | undefined) === '919811122244',
    );
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]?.body).toMatchObject({
      template: { name: 'vedann_membership_expiring', language: { code: 'hi' } },
    });
  });
});

describe("a tiffin member's own channel and language", () => {
  it('takes the bill-due reminder on their channel alone, in their language', async () => {
    const owner = await t.signUp();
    const ahar = await t.createOrg(owner, 'ahar', 'Annapurna Tiffins');
    const as = { token: owner.token, orgId: ahar };
    const chosen = await t.request('PUT', '/api/v1/messages/settings', {
      ...as,
      body: EVERY_CHANNEL,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const added = await t.request('POST', '/api/v1/ahar/regular-members', {
      ...as,
      body: {
        name: 'Meena Iyer',
        phone: '98450 12345',
        email: 'meena@example.com',
        mealKind: 'Veg',
        mealsPerDay: 2,
        startDate: `${todayInIndia().slice(0, 7)}-01`,
        monthlyAmount: 2400,
        messageChannel: 'sms',
        messageLanguage: 'hi',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const listed = await t.request('GET', '/api/v1/ahar/tiffin-bills', as);
    const bill = listed.json<{ bills: TiffinBill[] }>().bills[0];
    if (!bill) throw new Error('no bill made');
    const before = fake.calls.length;
    await runKind(TIFFIN_BILL_DUE_KIND);
    expect(await channelsSent(TIFFIN_BILL_DUE_KIND, bill._id)).toEqual(['sms']);
    const sms = fake.calls.slice(before).filter((call) => call.path === '/api/v5/flow');
    expect(sms.map((call) => call.body)).toMatchObject([{ template_id: 'flow-fee-hi' }]);
    expect(readOutbox(t.dataDir).filter((m) => m.includes('To: meena@example.com'))).toHaveLength(
      0,
    );
  });
});
