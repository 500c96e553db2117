import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIFFIN_BILL_MESSAGES,
  UTR_MESSAGES,
  todayInIndia,
  type MyTiffinBills,
  type Payment,
  type RegularMember,
  type TiffinBill,
} from '@vedann/contracts';
import { expectActionIsolation, expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../../test/harness';
import { pdfText, qrOf } from '../../../test/pdf';
import { runReminders } from '../../reminders/reminders.service';
import { aharRegularMembers } from '../people/regular-members.table';
import { tiffinBillDueReminder } from './bills.reminders';

let t: TestApp;
let owner: TestUser;
let eater: TestUser;
let ahar: string;
const asOwner = () => ({ token: owner.token, orgId: ahar });
const asEater = () => ({ token: eater.token });

const BILLS = '/api/v1/ahar/tiffin-bills';
const MY_BILLS = '/api/v1/ahar/my-tiffin-bills';
const RECORD = '/api/v1/payments/tiffin-bill';
const REPORT = '/api/v1/payments/tiffin-bill/report';
const decisionPath = (id: string) => `/api/v1/payments/tiffin-bill/${id}/decision`;
const UPI = { upiId: 'annapurna@oksbi', payeeName: 'Annapurna Tiffin' };
const thisMonth = todayInIndia().slice(0, 7);
let utrs = 0;
const newUtr = () => String(512345678000 + ++utrs);
const paymentOf = (res: { json<T>(): T }) => res.json<{ payment: Payment }>().payment;
const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;

/** The first day of the month `n` months before this one. */
function monthsAgo(n: number): string {
  const [year = 0, month = 1] = thisMonth.split('-').map(Number);
  const at = new Date(Date.UTC(year, month - 1 - n, 1));
  return at.toISOString().slice(0, 10);
}

const MEMBER = {
  name: 'Sunita Rao',
  phone: '9876512345',
  email: 'sunita@example.com',
  mealKind: 'Veg',
  mealsPerDay: 2,
  startDate: `${thisMonth}-01`,
  monthlyAmount: '2400.50',
};

async function addMember(body: object = {}, who = asOwner()): Promise<RegularMember> {
  const res = await t.request('POST', '/api/v1/ahar/regular-members', {
    ...who,
    body: { ...MEMBER, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: RegularMember }>().member;
}

async function billsOf(memberId: string, query = 'limit=100', who = asOwner()) {
  const res = await t.request('GET', `${BILLS}?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ bills: TiffinBill[] }>().bills.filter((bill) => bill.memberId === memberId);
}

async function myBills(who = asEater()) {
  const res = await t.request('GET', MY_BILLS, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ahars: MyTiffinBills[] }>().ahars;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  eater = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Annapurna Tiffin');
  const upi = await t.request('PUT', '/api/v1/payments/upi', { ...asOwner(), body: UPI });
  expect(upi.statusCode, upi.body).toBe(200);
});
afterAll(() => t.close());

describe('tiffin bills are made', () => {
  it('once for the starting month when a member is added, at the monthly amount', async () => {
    const member = await addMember();
    // However many read at once, the month has one bill.
    await Promise.all([billsOf(member._id), billsOf(member._id), myBills()]);
    const bills = await billsOf(member._id);
    expect(bills).toEqual([
      expect.objectContaining({
        month: thisMonth,
        amount: '2400.50',
        paid: '0.00',
        status: 'Due',
        receiptNo: '',
        name: MEMBER.name,
        pay: expect.objectContaining({ owed: '2400.50', payment: null }) as unknown,
      }),
    ]);
    expect(bills[0]?.pay.payLink?.uri).toContain('am=2400.50');
    expect(bills[0]?.pay.payLink?.reference).toBe(bills[0]?.reference);
  });

  it('for each month that began since billing started, and not before it or after the end', async () => {
    const member = await addMember({ startDate: monthsAgo(5) });
    // Added two months ago: billing starts then, not at the start date three months earlier.
    await t.database.db
      .update(aharRegularMembers)
      .set({ createdAt: new Date(`${monthsAgo(2)}T12:00:00Z`) })
      .where(eq(aharRegularMembers.id, member._id));
    const months = (await billsOf(member._id)).map((bill) => bill.month);
    expect(months).toEqual([thisMonth, monthsAgo(1).slice(0, 7), monthsAgo(2).slice(0, 7)]);

    const ended = await addMember({ startDate: monthsAgo(3), endDate: monthsAgo(2) });
    await t.database.db
      .update(aharRegularMembers)
      .set({ createdAt: new Date(`${monthsAgo(3)}T12:00:00Z`) })
      .where(eq(aharRegularMembers.id, ended._id));
    expect((await billsOf(ended._id)).map((bill) => bill.month)).toEqual([
      monthsAgo(2).slice(0, 7),
      monthsAgo(3).slice(0, 7),
    ]);
  });

  it('never for a free or stopped subscription', async () => {
    const free = await addMember({ monthlyAmount: '0' });
    const stopped = await addMember({ active: false });
    expect(await billsOf(free._id)).toEqual([]);
    expect(await billsOf(stopped._id)).toEqual([]);
  });

  it('are filtered by status and month, and refuse a bad filter with its message', async () => {
    const due = await t.request('GET', `${BILLS}?status=Due&month=${thisMonth}`, asOwner());
    const body = due.json<{ bills: TiffinBill[]; totalDue: string }>();
    expect(body.bills.length).toBeGreaterThan(0);
    expect(body.bills.every((b) => b.status === 'Due' && b.month === thisMonth)).toBe(true);
    expect(Number(body.totalDue)).toBeGreaterThan(0);
    const bad = await t.request('GET', `${BILLS}?status=Late`, asOwner());
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(TIFFIN_BILL_MESSAGES.status);
  });
});

describe('a tiffin bill is paid by UPI', () => {
  it('by the desk with a UTR: Paid, a receipt number, the UTR on the receipt; a UTR pays once', async () => {
    const member = await addMember({ name: 'Desk Payer' });
    const [bill] = await billsOf(member._id);
    const utr = newUtr();
    const paid = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: bill?._id, utr },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(messageOf(paid)).toBe(UTR_MESSAGES.recorded);
    expect(paymentOf(paid)).toMatchObject({ status: 'confirmed', amount: '2400.50', utr });
    const [after] = await billsOf(member._id);
    expect(after).toMatchObject({ status: 'Paid', paid: '2400.50', paidOn: todayInIndia() });
    expect(after?.receiptNo).toMatch(/^AT\/\d\d-\d\d\/\d{6}$/);
    expect(after?.pay.payLink).toBeNull();
    // The member is sent the receipt, after the answer.
    await expect
      .poll(() =>
        readOutbox(t.dataDir).some((mail) =>
          mail.includes(`Receipt ${after?.receiptNo} from Annapurna Tiffin`),
        ),
      )
      .toBe(true);

    const receipt = await t.request('GET', `${BILLS}/${bill?._id}/pdf`, asOwner());
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Tiffin receipt');
    expect(text).toContain(`Paid by UPI, UTR ${utr}`);
    expect(text).toContain(after?.receiptNo ?? '-');

    const other = await addMember({ name: 'Second Payer' });
    const [otherBill] = await billsOf(other._id);
    const reused = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: otherBill?._id, utr },
    });
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toBe(UTR_MESSAGES.used);
    const again = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: bill?._id, utr: newUtr() },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(UTR_MESSAGES.notOwed);

    // A due bill's PDF is the bill with its UPI QR code.
    const due = await t.request('GET', `${BILLS}/${otherBill?._id}/pdf`, asOwner());
    expect(await pdfText(due.rawPayload)).toContain('Tiffin bill');
    expect(await qrOf(due.rawPayload)).toBe(otherBill?.pay.payLink?.uri);
  });

  it('reported by the member, then rejected or confirmed by the desk', async () => {
    const member = await addMember({ name: 'Own Payer', vedanId: eater.user.profile.userId });
    const [mine] = await myBills();
    expect(mine?.ahar.name).toBe('Annapurna Tiffin');
    const own = mine?.bills.find((bill) => bill.memberId === member._id);
    expect(own).toMatchObject({ month: thisMonth, status: 'Due' });
    expect(own).not.toHaveProperty('whatsapp');
    expect(own?.pay.payLink?.amount).toBe('2400.50');
    expect(mine?.owed).toBe('2400.50');

    const report = async (utr: string) =>
      t.request('POST', REPORT, { ...asEater(), body: { target: own?._id, utr } });
    const first = await report(newUtr());
    expect(first.statusCode, first.body).toBe(201);
    expect(messageOf(first)).toBe(UTR_MESSAGES.reported);
    expect((await report(newUtr())).statusCode).toBe(409);
    const [waiting] = await billsOf(member._id);
    expect(waiting).toMatchObject({ status: 'Due', pay: { payment: { status: 'reported' } } });

    const rejected = await t.request('POST', decisionPath(paymentOf(first)._id), {
      ...asOwner(),
      body: { decision: 'reject' },
    });
    expect(messageOf(rejected)).toBe(UTR_MESSAGES.rejected);
    const utr = newUtr();
    const second = await report(utr);
    expect(second.statusCode, second.body).toBe(201);
    const confirmed = await t.request('POST', decisionPath(paymentOf(second)._id), {
      ...asOwner(),
      body: { decision: 'confirm' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(messageOf(confirmed)).toBe(UTR_MESSAGES.confirmed);
    const [after] = await myBills();
    const paid = after?.bills.find((bill) => bill._id === own?._id);
    expect(paid).toMatchObject({
      status: 'Paid',
      pay: { payLink: null, payment: { status: 'confirmed', utr } },
    });
    expect(after?.owed).toBe('0.00');
    const receipt = await t.request('GET', `${MY_BILLS}/${own?._id}/pdf`, asEater());
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(receipt.rawPayload)).toContain(`Paid by UPI, UTR ${utr}`);
  });

  it("is the member's own only: another account sees none and cannot report or read one", async () => {
    const stranger = await t.signUp();
    const member = await addMember({ name: 'Private Eater' });
    const [bill] = await billsOf(member._id);
    expect(await myBills({ token: stranger.token })).toEqual([]);
    const report = await t.request('POST', REPORT, {
      token: stranger.token,
      body: { target: bill?._id, utr: newUtr() },
    });
    expect(report.statusCode).toBe(404);
    expect(messageOf(report)).toBe(UTR_MESSAGES.feeNotFound);
    const pdf = await t.request('GET', `${MY_BILLS}/${bill?._id}/pdf`, { token: stranger.token });
    expect(pdf.statusCode).toBe(404);
  });
});

describe('the tiffin bill due reminder', () => {
  it("e-mails the month's due bills once, with the pay link", async () => {
    const member = await addMember({ name: 'Reminded Eater', email: 'reminded@example.com' });
    const [bill] = await billsOf(member._id);
    const run = () =>
      runReminders({
        db: t.database.db,
        mailer: t.deps.mailer,
        kinds: [tiffinBillDueReminder],
        today: todayInIndia(),
      });
    await run();
    await run();
    const mails = readOutbox(t.dataDir).filter((mail) => mail.includes('reminded@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Tiffin bill due for ${thisMonth}`);
    expect(mails[0]).toContain(bill?.reference ?? '-');
    expect(mails[0]).toContain('upi://pay');
  });
});

describe('tiffin bills across businesses', () => {
  const makeBill = async (tt: TestApp, who: TestUser, orgId: string) => {
    const res = await tt.request('POST', '/api/v1/ahar/regular-members', {
      token: who.token,
      orgId,
      body: MEMBER,
    });
    const member = res.json<{ member: RegularMember }>().member;
    const list = await tt.request('GET', `${BILLS}?limit=100`, { token: who.token, orgId });
    const bill = list.json<{ bills: TiffinBill[] }>().bills.find((b) => b.memberId === member._id);
    if (!bill) throw new Error('no bill');
    return bill._id;
  };

  it('keeps each business to its own bills', async () => {
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: BILLS,
      listKey: 'bills',
      itemPath: (id) => `${BILLS}/${id}/pdf`,
      create: makeBill,
    });
  });

  it("refuses a UTR on another business's bill", async () => {
    let target = '';
    await expectActionIsolation(t, {
      kind: 'ahar',
      async prepare(tt, who, orgId) {
        target = await makeBill(tt, who, orgId);
        return { method: 'POST', path: RECORD, body: { target, utr: newUtr() } };
      },
      async untouched(tt, who, orgId) {
        const list = await tt.request('GET', `${BILLS}?limit=100`, { token: who.token, orgId });
        return list
          .json<{ bills: TiffinBill[] }>()
          .bills.some((b) => b._id === target && b.status === 'Due');
      },
    });
  });
});
