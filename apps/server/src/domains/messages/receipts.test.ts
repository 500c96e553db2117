import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_MESSAGES,
  type GymFee,
  type GymMember,
  type LibraryMember,
  type WhatsAppOffer,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { fakeMessagingEnv, startFakeMessaging } from '../../test/fake-messaging';
import { LIBRARY_RECEIPT_KIND, libraryReceipt } from '../library/fees.messages';
import { libraryToday } from '../library/seats.service';
import { remindersSent } from '../reminders/reminders.table';
import { sendMessageOnce } from '../reminders/reminders.service';
import { createMessageChannels } from './channels';

/**
 * A library fee's receipt on WhatsApp and SMS (decision 0359): sent to the member when a payment
 * issues it (the desk's payment, a confirmed UTR), once per channel and receipt, in their
 * language; the desk's answer offers it by click-to-chat, recorded on the library's own payment.
 */
let fake: Awaited<ReturnType<typeof startFakeMessaging>>;
let t: TestApp;
let librarian: TestUser;
let library: string;
let student: TestUser;
let member: LibraryMember;
const month = () => libraryToday().slice(0, 7);
const asDesk = () => ({ token: librarian.token, orgId: library });

interface PaidAnswer {
  payment: { _id: string; receiptNo: string; whatsapp: WhatsAppOffer | null };
}

async function pay(amount: number) {
  const res = await t.request('POST', `/api/v1/joined/${member._id}/payments`, {
    ...asDesk(),
    body: { month: month(), amount, paidOn: libraryToday(), method: 'Cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.drainBackground();
  return res.json<PaidAnswer>().payment;
}

async function receiptRows(paymentId: string) {
  const rows = await t.database.db
    .select({ channel: remindersSent.channel, status: remindersSent.status })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.kind, LIBRARY_RECEIPT_KIND),
        eq(remindersSent.period, `receipt:${paymentId}`),
      ),
    );
  return rows.map((row) => `${row.channel}:${row.status}`).sort();
}

const receiptCalls = () =>
  fake.calls.filter(
    (call) =>
      (call.body.template as { name?: string } | undefined)?.name === 'vedann_receipt' ||
      (typeof call.body.template_id === 'string' &&
        call.body.template_id.startsWith('flow-receipt')),
  );

beforeAll(async () => {
  fake = await startFakeMessaging();
  t = await createTestApp({
    env: fakeMessagingEnv(
      fake.url,
      'vedann_receipt_en=flow-receipt-en,vedann_receipt_hi=flow-receipt-hi',
    ),
  });
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Saraswati Library');
  const chosen = await t.request('PUT', '/api/v1/messages/settings', {
    ...asDesk(),
    body: { channels: ['whatsapp', 'sms'] },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  student = await t.signUp();
  const hindi = await t.request('PUT', '/api/v1/user/language', {
    token: student.token,
    body: { language: 'hi' },
  });
  expect(hindi.statusCode, hindi.body).toBe(200);
  const joined = await t.request('POST', '/api/v1/joined', {
    ...asDesk(),
    body: {
      name: 'Kavya Joshi',
      vedanId: student.user.profile.userId,
      seatNo: '12',
      fees: 900,
      time: 'Morning',
      joiningDate: `${month()}-01`,
    },
  });
  expect(joined.statusCode, joined.body).toBe(201);
  member = joined.json<{ member: LibraryMember }>().member;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("a library fee's receipt", () => {
  let first: PaidAnswer['payment'];

  it('is sent when the desk records a payment, on each channel, in the member’s Hindi', async () => {
    first = await pay(300);
    expect(await receiptRows(first._id)).toEqual(['sms:sent', 'whatsapp:sent']);
    const calls = receiptCalls();
    expect(calls).toHaveLength(2);
    const whatsapp = calls.find((call) => call.path.endsWith('/messages'));
    expect(whatsapp?.body).toMatchObject({
      to: '919876543210',
      template: {
        name: 'vedann_receipt',
        language: { code: 'hi' },
        components: [
          {
            parameters: [
              { text: first.receiptNo },
              { text: '₹300.00' },
              { text: 'Saraswati Library' },
              { text: 'Kavya Joshi' },
            ],
          },
        ],
      },
    });
    expect(calls.find((call) => call.path === '/api/v5/flow')?.body).toMatchObject({
      template_id: 'flow-receipt-hi',
    });
  });

  it('is sent once per receipt, however often it is asked', async () => {
    const receipt = await libraryReceipt(t.database.db, library, first._id);
    if (!receipt) throw new Error('no receipt');
    const again = await sendMessageOnce(
      {
        db: t.database.db,
        mailer: t.deps.mailer,
        providers: createMessageChannels(t.config),
      },
      { name: receipt.kind },
      receipt.message,
    );
    expect(again.map((sent) => sent.outcome)).toEqual(['skipped', 'skipped']);
    expect(receiptCalls()).toHaveLength(2);
    // Another payment is another receipt.
    const second = await pay(200);
    expect(second.receiptNo).not.toBe(first.receiptNo);
    expect(await receiptRows(second._id)).toEqual(['sms:sent', 'whatsapp:sent']);
    expect(receiptCalls()).toHaveLength(4);
  });

  it('is sent when the desk marks the month paid with a UTR', async () => {
    const res = await t.request('POST', '/api/v1/payments/library-fee', {
      ...asDesk(),
      body: { target: member._id, period: month(), utr: '412345678901' },
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.drainBackground();
    const [online] = await t.database.db
      .select({ period: remindersSent.period })
      .from(remindersSent)
      .where(
        and(
          eq(remindersSent.kind, LIBRARY_RECEIPT_KIND),
          eq(remindersSent.person, member._id),
          eq(remindersSent.channel, 'whatsapp'),
        ),
      )
      .orderBy(remindersSent.createdAt)
      .offset(2);
    expect(online?.period).toMatch(/^receipt:/);
    const last = receiptCalls().at(-1);
    expect(JSON.stringify(last?.body)).toContain('₹400.00');
  });

  it('is offered by click-to-chat in the desk’s answer, recorded on the library’s own payment', async () => {
    const offer = first.whatsapp;
    expect(offer).toMatchObject({ phone: '+919876543210', language: 'hi', sentAt: null });
    expect(offer?.text).toBe(
      `रसीद ${first.receiptNo}: ₹300.00, Saraswati Library। आपके भुगतान के लिए धन्यवाद, Kavya Joshi।`,
    );
    const body = {
      target: first._id,
      period: first.receiptNo,
      phone: offer?.phone,
      text: offer?.text,
    };
    const recorded = await t.request('POST', '/api/v1/messages/library-receipt/whatsapp-sends', {
      ...asDesk(),
      body,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const other = await t.signUp({ role: 'librarian' });
    const otherLibrary = await t.createOrg(other, 'library');
    const refused = await t.request('POST', '/api/v1/messages/library-receipt/whatsapp-sends', {
      token: other.token,
      orgId: otherLibrary,
      body,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<{ message: string }>().message).toBe(MESSAGE_MESSAGES.notFound);
  });
});

describe("a gym fee's receipt (its invoice)", () => {
  it('is sent once when the fee is recorded or marked paid, and offered on its row', async () => {
    const owner = await t.signUp();
    const gym = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
    const as = { token: owner.token, orgId: gym };
    const chosen = await t.request('PUT', '/api/v1/messages/settings', {
      ...as,
      body: { channels: ['whatsapp'] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const added = await t.request('POST', '/api/v1/gym/members', {
      ...as,
      body: { name: 'Ravi Kumar', mobile: '98111 22255' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const gymMember = added.json<{ member: GymMember }>().member;
    const fee = (status: string) => ({
      member: gymMember._id,
      feeFrom: `${month()}-01`,
      feeTo: `${month()}-28`,
      amount: 1200,
      penalty: 50,
      status,
    });
    const toRavi = () => fake.calls.filter((call) => call.body.to === '919811122255');

    const unpaid = await t.request('POST', '/api/v1/gym/fees', { ...as, body: fee('Notpaid') });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const { _id, invoiceNo } = unpaid.json<{ fee: GymFee }>().fee;
    await t.app.drainBackground();
    expect(toRavi()).toHaveLength(0);

    for (let save = 0; save < 2; save += 1) {
      const paid = await t.request('PUT', `/api/v1/gym/fees/${_id}`, { ...as, body: fee('Paid') });
      expect(paid.statusCode, paid.body).toBe(200);
      await t.app.drainBackground();
    }
    expect(toRavi()).toHaveLength(1);
    expect(toRavi()[0]?.body).toMatchObject({
      template: {
        name: 'vedann_receipt',
        language: { code: 'en' },
        components: [
          {
            parameters: [
              { text: invoiceNo },
              { text: '₹1,250.00' },
              { text: 'Sutrin Fitness' },
              { text: 'Ravi Kumar' },
            ],
          },
        ],
      },
    });

    const list = await t.request('GET', `/api/v1/gym/fees?member=${gymMember._id}`, as);
    const row = list.json<{ fees: GymFee[] }>().fees.find((each) => each._id === _id);
    expect(row?.whatsapp?.text).toBe(
      `Receipt ${invoiceNo} for ₹1,250.00, Sutrin Fitness. Thank you for your payment, Ravi Kumar.`,
    );
    const recorded = await t.request('POST', '/api/v1/messages/gym-receipt/whatsapp-sends', {
      ...as,
      body: { target: _id, period: invoiceNo, phone: row?.whatsapp?.phone, text: 'Receipt' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const stranger = await t.signUp();
    const otherGym = await t.createOrg(stranger, 'gym');
    const refused = await t.request('POST', '/api/v1/messages/gym-receipt/whatsapp-sends', {
      token: stranger.token,
      orgId: otherGym,
      body: { target: _id, period: invoiceNo, phone: '9811122255', text: 'Receipt' },
    });
    expect(refused.statusCode).toBe(404);
  });
});
