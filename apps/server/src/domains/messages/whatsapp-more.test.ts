import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MESSAGES,
  addDays,
  todayInIndia,
  type GymMember,
  type Loan,
  type WhatsAppOffer,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { users } from '../accounts/users.table';
import { gymMembers } from '../gym/members/gym.table';
import { MEMBERSHIP_EXPIRY_KIND } from '../gym/members/members.reminders';
import { LOAN_OVERDUE_KIND } from '../library/loans.reminders';
import { remindersSent } from '../reminders/reminders.table';
import { dateInLanguage } from './texts';

/**
 * The gym's membership-expiring and the library's overdue-loan messages (decision 0359): the
 * desk's click-to-chat offer in the member's language and its record, and the reminder sent once
 * on each channel the business chose, against the local fake WhatsApp and MSG91.
 */
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let admin: TestUser;
let hindiReader: TestUser;
const today = todayInIndia();

async function chooseEveryChannel(as: { token: string; orgId: string }) {
  const res = await t.request('PUT', '/api/v1/messages/settings', {
    ...as,
    body: { channels: ['email', 'whatsapp', 'sms'] },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function runKind(kind: string) {
  const res = await t.request('POST', '/api/v1/admin/reminders/run', {
    token: admin.token,
    body: { kind },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const callsOf = (template: string) =>
  fake.calls.filter(
    (call) =>
      (call.body.template as { name?: string } | undefined)?.name === template ||
      call.body.template_id === `flow-${template}`,
  );

async function channelsSent(kind: string, person: string) {
  const rows = await t.database.db
    .select()
    .from(remindersSent)
    .where(and(eq(remindersSent.kind, kind), eq(remindersSent.person, person)));
  return rows.map((row) => `${row.channel}:${row.status}`).sort();
}

const textOf = (url: string) => decodeURIComponent(url.split('?text=')[1] ?? '');

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(
      fake.url,
      'vedann_membership_expiring_hi=flow-vedann_membership_expiring, vedann_loan_overdue_hi=flow-vedann_loan_overdue',
    ),
  });
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  hindiReader = await t.signUp();
  const hindi = await t.request('PUT', '/api/v1/user/language', {
    token: hindiReader.token,
    body: { language: 'hi' },
  });
  expect(hindi.statusCode, hindi.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("the gym's expiring memberships", () => {
  let owner: TestUser;
  let gym: string;
  let member: GymMember;
  const endsOn = addDays(today, 3);
  const asOwner = () => ({ token: owner.token, orgId: gym });
  const expiringRow = async (as = asOwner()) => {
    const res = await t.request('GET', '/api/v1/gym/members-dashboard', as);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<{
      expiring: { members: (GymMember & { whatsapp: WhatsAppOffer | null })[] };
    }>();
    return board.expiring.members.find((m) => m._id === member._id);
  };

  beforeAll(async () => {
    owner = await t.signUp();
    gym = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
    await chooseEveryChannel(asOwner());
    const added = await t.request('POST', '/api/v1/gym/members', {
      ...asOwner(),
      body: {
        name: 'Ravi Kumar',
        mobile: '98111 22233',
        email: 'ravi.kumar@example.com',
        vedanId: hindiReader.user.profile.userId,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    member = added.json<{ member: GymMember }>().member;
    await t.database.db
      .update(gymMembers)
      .set({ plan: 'Monthly', startDate: addDays(today, -27), expiredDate: endsOn })
      .where(eq(gymMembers.id, member._id));
  });

  it('offers Send on WhatsApp to the member’s mobile, in Hindi', async () => {
    const offer = (await expiringRow())?.whatsapp;
    const text = `प्रिय Ravi Kumar, Sutrin Fitness में आपकी Monthly ${dateInLanguage(endsOn, 'hi')} को समाप्त हो रही है (सदस्य आईडी ${member.memberId})। बिना रुकावट ट्रेनिंग जारी रखने के लिए डेस्क पर इसका नवीनीकरण कराएँ। यदि आप नवीनीकरण करा चुके हैं, तो कृपया इस संदेश को अनदेखा करें।`;
    expect(offer).toMatchObject({ phone: '+919811122233', language: 'hi', text, sentAt: null });
    expect(offer?.url.startsWith('https://wa.me/919811122233?text=')).toBe(true);
    expect(textOf(offer?.url ?? '')).toBe(text);
  });

  it('records the send, and the row shows when', async () => {
    const offer = (await expiringRow())?.whatsapp;
    const res = await t.request('POST', '/api/v1/messages/gym-expiry/whatsapp-sends', {
      ...asOwner(),
      body: { target: member._id, period: endsOn, phone: offer?.phone, text: offer?.text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { send, message } = res.json<{ send: Record<string, string>; message: string }>();
    expect(message).toBe(MESSAGE_MESSAGES.recorded);
    expect(send).toMatchObject({ subject: 'gym-expiry', target: member._id, period: endsOn });
    expect((await expiringRow())?.whatsapp?.sentAt).toBe(send.sentAt);
  });

  it("is refused on another gym's member", async () => {
    const other = await t.signUp();
    const theirs = await t.createOrg(other, 'gym');
    const body = { target: member._id, period: endsOn, phone: '9811122233', text: 'Hello' };
    for (const orgId of [theirs, gym]) {
      const res = await t.request('POST', '/api/v1/messages/gym-expiry/whatsapp-sends', {
        token: other.token,
        orgId,
        body,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('sends the reminder once on each chosen channel, in Hindi', async () => {
    await runKind(MEMBERSHIP_EXPIRY_KIND);
    await runKind(MEMBERSHIP_EXPIRY_KIND);
    const [whatsapp, ...moreWhatsApp] = callsOf('vedann_membership_expiring').filter(
      (call) => call.body.messaging_product === 'whatsapp',
    );
    expect(moreWhatsApp).toHaveLength(0);
    expect(whatsapp?.body).toMatchObject({
      to: '919811122233',
      template: { name: 'vedann_membership_expiring', language: { code: 'hi' } },
    });
    const sms = fake.calls.filter(
      (call) => call.body.template_id === 'flow-vedann_membership_expiring',
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toMatchObject({
      recipients: [{ mobiles: '919811122233', var1: 'Ravi Kumar', var3: 'Monthly' }],
    });
    expect(await channelsSent(MEMBERSHIP_EXPIRY_KIND, member._id)).toEqual([
      'email:sent',
      'sms:sent',
      'whatsapp:sent',
    ]);
  });
});

describe("the library's overdue loans", () => {
  let librarian: TestUser;
  let library: string;
  let late: Loan;
  let current: Loan;
  const dueDate = addDays(today, -3);
  const asDesk = () => ({ token: librarian.token, orgId: library });
  const lend = async (body: Record<string, unknown>) => {
    const res = await t.request('POST', '/api/v1/loans', { ...asDesk(), body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ loan: Loan }>().loan;
  };
  const listed = async () => {
    const res = await t.request('GET', '/api/v1/loans', asDesk());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ loans: Loan[] }>().loans;
  };

  beforeAll(async () => {
    librarian = await t.signUp({ role: 'librarian' });
    library = await t.createOrg(librarian, 'library', 'Saraswati Library');
    await chooseEveryChannel(asDesk());
    const borrower = {
      bookName: 'Godaan',
      borrowerName: 'Kavya Joshi',
      borrowerVedanId: hindiReader.user.profile.userId,
    };
    late = await lend({ ...borrower, loanId: 'W-LATE', loanDate: addDays(today, -20), dueDate });
    current = await lend({ ...borrower, loanId: 'W-NOW', loanDate: today });
  });

  it('offers Send on WhatsApp on an overdue loan only, in the borrower’s Hindi', async () => {
    const loans = await listed();
    const offer = loans.find((loan) => loan._id === late._id)?.whatsapp;
    const text = `प्रिय Kavya Joshi, Saraswati Library से ली गई पुस्तक "Godaan" ${dateInLanguage(dueDate, 'hi')} तक लौटानी थी (उधार W-LATE)। कृपया अगली बार आने पर इसे लौटा दें, ताकि दूसरे पाठक भी इसे पढ़ सकें।`;
    expect(offer).toMatchObject({ phone: '+919876543210', language: 'hi', text, sentAt: null });
    expect(textOf(offer?.url ?? '')).toBe(text);
    expect(loans.find((loan) => loan._id === current._id)?.whatsapp).toBeNull();
  });

  it('records the send, and the loan shows when', async () => {
    const offer = (await listed()).find((loan) => loan._id === late._id)?.whatsapp;
    const res = await t.request('POST', '/api/v1/messages/library-loan/whatsapp-sends', {
      ...asDesk(),
      body: { target: late._id, period: dueDate, phone: offer?.phone, text: offer?.text },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { send } = res.json<{ send: Record<string, string> }>();
    expect(send).toMatchObject({ subject: 'library-loan', target: late._id, period: dueDate });
    const again = (await listed()).find((loan) => loan._id === late._id)?.whatsapp;
    expect(again?.sentAt).toBe(send.sentAt);
  });

  it("is refused on another library's loan", async () => {
    const other = await t.signUp({ role: 'librarian' });
    const theirs = await t.createOrg(other, 'library');
    const body = { target: late._id, period: dueDate, phone: '9876543210', text: 'Hello' };
    for (const orgId of [theirs, library]) {
      const res = await t.request('POST', '/api/v1/messages/library-loan/whatsapp-sends', {
        token: other.token,
        orgId,
        body,
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('sends the reminder once on each chosen channel, in Hindi', async () => {
    await runKind(LOAN_OVERDUE_KIND);
    await runKind(LOAN_OVERDUE_KIND);
    const whatsapp = callsOf('vedann_loan_overdue').filter(
      (call) => call.body.messaging_product === 'whatsapp',
    );
    expect(whatsapp).toHaveLength(1);
    expect(whatsapp[0]?.body).toMatchObject({
      to: '919876543210',
      template: { name: 'vedann_loan_overdue', language: { code: 'hi' } },
    });
    const sms = fake.calls.filter((call) => call.body.template_id === 'flow-vedann_loan_overdue');
    expect(sms).toHaveLength(1);
    expect(sms[0]?.body).toMatchObject({
      recipients: [{ mobiles: '919876543210', var2: 'Godaan', var5: 'W-LATE' }],
    });
    expect(await channelsSent(LOAN_OVERDUE_KIND, hindiReader.user._id)).toEqual([
      'email:sent',
      'sms:sent',
      'whatsapp:sent',
    ]);
  });
});
