import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UTR_MESSAGES, addDays, todayInIndia, type GymFee } from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp } from '../../../test/harness';
import { runReminders } from '../../reminders/reminders.service';
import { gymMembers } from './gym.table';
import { membershipExpiryReminder } from './members.reminders';
import { pdfText, qrOf } from '../../../test/pdf';
import { MEMBER } from './gym.test-support';
import {
  RECORD,
  UPI,
  messageOf,
  newUtr,
  openUpiDesk,
  paymentOf,
  upiRequests,
  type UpiDesk,
} from './fees-upi.test-support';

let t: TestApp;
let desk: UpiDesk;

beforeAll(async () => {
  t = await createTestApp();
  desk = await openUpiDesk(t);
});
afterAll(() => t.close());

const { asOwner, addMember, staff, addFee, readFee, saveUpi, saveGstin } = upiRequests(() => desk);

describe('the UPI pay link of a gym fee', () => {
  it('is absent until the gym saves its UPI details, then has every field', async () => {
    const fee = await addFee({ amount: 1499.5 });
    expect((await readFee(fee._id)).pay).toEqual({ owed: '1499.50', payLink: null, payment: null });

    await saveUpi();
    // Shree Gym's tax invoice number: SG, the financial year, the sequence (decision 0349).
    const number = fee.invoiceNo;
    expect(number).toMatch(/^SG\/26-27\/\d{6}$/);
    const encoded = encodeURIComponent(number);
    const { pay } = await readFee(fee._id);
    expect(pay?.payLink).toEqual({
      uri: `upi://pay?pa=shree.gym%40oksbi&pn=Shree%20Gym&am=1499.50&cu=INR&tn=${encoded}&tr=${encoded}`,
      amount: '1499.50',
      reference: number,
      ...UPI,
    });
    const listed = await t.request(
      'GET',
      `/api/v1/gym/fees?member=${desk.memberRecord}`,
      asOwner(),
    );
    const row = listed.json<{ fees: GymFee[] }>().fees.find((f) => f._id === fee._id);
    expect(row?.pay?.payLink?.uri).toBe(pay?.payLink?.uri);
  });

  it('asks what is owed: the penalty added, half when half paid, nothing when paid', async () => {
    const amountOf = async (body: object) =>
      (await readFee((await addFee(body))._id)).pay?.payLink?.amount ?? null;
    expect(await amountOf({ amount: 1000, penalty: 50.25 })).toBe('1050.25');
    expect(await amountOf({ amount: 1000, penalty: 1, status: 'Halfpaid' })).toBe('500.50');
    expect(await amountOf({ amount: 1000, status: 'Paid' })).toBeNull();
    expect(await amountOf({ amount: 0 })).toBeNull();
    expect(await amountOf({ amount: 1000, currency: 'USD' })).toBeNull();
  });

  it('is the QR code of the invoice while owed, and the paid invoice prints the UTR', async () => {
    await saveGstin();
    const fee = await addFee({ amount: 2000, penalty: 0.5 });
    const { pay } = await readFee(fee._id);
    const pdf = await t.request('GET', `/api/v1/gym/fees/${fee._id}/invoice`, asOwner());
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(await qrOf(pdf.rawPayload)).toBe(pay?.payLink?.uri);
    // The status is written out, as the fees screen shows it.
    expect(await pdfText(pdf.rawPayload)).toContain('Not paid');
    expect(pay?.payLink?.uri).toContain('am=2000.50&cu=INR');

    const utr = newUtr();
    const paid = await t.request('POST', RECORD, { ...asOwner(), body: { target: fee._id, utr } });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await t.request('GET', `/api/v1/gym/fees/${fee._id}/invoice`, asOwner());
    expect(await qrOf(after.rawPayload)).toBe(fee.invoiceNo);
    const text = await pdfText(after.rawPayload);
    expect(text).toContain(fee.invoiceNo);
    expect(text).toContain(`Paid by UPI, UTR ${utr}`);
    expect(text).not.toContain('upi://pay');
  });
});

describe('the desk marks a fee paid with the UTR', () => {
  it('takes 12 digits only, with the same words for anything else', async () => {
    const fee = await addFee();
    for (const utr of ['', '12345678901', '1234567890123', '12345678901a', '1234 5678 9012', 42]) {
      const res = await t.request('POST', RECORD, { ...asOwner(), body: { target: fee._id, utr } });
      expect(res.statusCode, String(utr)).toBe(400);
      expect(messageOf(res)).toBe(UTR_MESSAGES.utr);
    }
    const utr = newUtr();
    const res = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: fee._id, utr: ` ${utr} ` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(messageOf(res)).toBe(UTR_MESSAGES.recorded);
    expect(paymentOf(res)).toMatchObject({
      kind: 'gym-fee',
      target: fee._id,
      period: '',
      amount: '100.00',
      utr,
      status: 'confirmed',
      reference: fee.invoiceNo,
    });
    const read = await readFee(fee._id);
    expect(read).toMatchObject({ status: 'Paid', paymentDate: todayInIndia() });
    expect(read.pay).toMatchObject({ payLink: null, payment: { utr, status: 'confirmed' } });
  });

  it('refuses a UTR used before in the gym, a paid fee and a fee of no one', async () => {
    const [first, second] = [await addFee(), await addFee()];
    const utr = newUtr();
    const ok = await t.request('POST', RECORD, { ...asOwner(), body: { target: first._id, utr } });
    expect(ok.statusCode).toBe(201);
    const again = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: second._id, utr },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(UTR_MESSAGES.used);
    expect((await readFee(second._id)).status).toBe('Notpaid');

    const paid = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: first._id, utr: newUtr() },
    });
    expect(paid.statusCode).toBe(409);
    expect(messageOf(paid)).toBe(UTR_MESSAGES.notOwed);
    const missing = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: 'f'.repeat(24), utr: newUtr() },
    });
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe(UTR_MESSAGES.feeNotFound);

    // Another gym may hold the same UTR: UTRs are unique per business.
    const otherOwner = await t.signUp();
    const otherGym = await t.createOrg(otherOwner, 'gym');
    const asOther = { token: otherOwner.token, orgId: otherGym };
    const otherMember = await addMember(MEMBER, asOther);
    const otherFee = await addFee({}, asOther, otherMember._id);
    const elsewhere = await t.request('POST', RECORD, {
      ...asOther,
      body: { target: otherFee._id, utr },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('asks the invoice permission of the fee screen', async () => {
    const fee = await addFee();
    const enrolment = await staff(['enrollment']);
    const refused = await t.request('POST', RECORD, {
      ...enrolment,
      body: { target: fee._id, utr: newUtr() },
    });
    expect(refused.statusCode).toBe(403);
    const invoice = await staff(['invoice']);
    const allowed = await t.request('POST', RECORD, {
      ...invoice,
      body: { target: fee._id, utr: newUtr() },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect((await t.request('POST', RECORD, { body: { target: fee._id } })).statusCode).toBe(401);
  });
});

describe('the membership reminder', () => {
  it('carries the pay link of the oldest fee still owed', async () => {
    await saveUpi();
    const expiring = await addMember({
      ...MEMBER,
      name: 'Expiring Soon',
      email: 'upi-gym@example.com',
    });
    await t.database.db
      .update(gymMembers)
      .set({ startDate: addDays(todayInIndia(), -20), expiredDate: addDays(todayInIndia(), 7) })
      .where(eq(gymMembers.id, expiring._id));
    const older = await addFee(
      { amount: 900, feeFrom: '2026-01-01', feeTo: '2026-01-31' },
      asOwner(),
      expiring._id,
    );
    await addFee({ amount: 950 }, asOwner(), expiring._id);
    await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds: [membershipExpiryReminder],
      today: todayInIndia(),
    });
    const mail = readOutbox(t.dataDir).find((m) => m.includes('To: upi-gym@example.com'));
    const number = older.invoiceNo;
    const encoded = encodeURIComponent(number);
    expect(mail).toContain(`A fee of yours is still owed: ${number}.`);
    expect(mail).toContain(
      `: upi://pay?pa=shree.gym%40oksbi&pn=Shree%20Gym&am=900.00&cu=INR&tn=${encoded}&tr=${encoded}`,
    );
    expect(mail).toContain('Content-ID: <upi-pay-qr@vedann>');
  });
});
