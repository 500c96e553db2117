import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UTR_MESSAGES,
  todayInIndia,
  type GymFee,
  type GymMyMembership,
  type Payment,
} from '@vedann/contracts';
import { expectActionIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { pdfText, qrOf } from '../../../test/pdf';
import { MEMBER, membersRequests } from './gym.test-support';
import { invoiceNumber } from './invoice';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let gym: string;
let memberRecord: string;

const UPI = { upiId: 'shree.gym@oksbi', payeeName: 'Shree Gym' };
const RECORD = '/api/v1/payments/gym-fee';
const REPORT = '/api/v1/payments/gym-fee/report';
const decisionPath = (id: string) => `/api/v1/payments/gym-fee/${id}/decision`;

const { asOwner, addMember, staff } = membersRequests(() => ({ t, owner, gym }));
const asMember = () => ({ token: member.token });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  member = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Shree Gym');
  memberRecord = (
    await addMember({ ...MEMBER, name: 'Paying Member', vedanId: member.user.profile.userId })
  )._id;
});
afterAll(() => t.close());

async function addFee(body: object = {}, as = asOwner(), forMember = memberRecord) {
  const res = await t.request('POST', '/api/v1/gym/fees', {
    ...as,
    body: { member: forMember, feeFrom: '2026-11-01', feeTo: '2026-11-30', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ fee: GymFee }>().fee;
}
async function readFee(id: string, as = asOwner()) {
  const res = await t.request('GET', `/api/v1/gym/fees/${id}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ fee: GymFee }>().fee;
}
async function saveUpi(as = asOwner(), body: object = UPI) {
  const res = await t.request('PUT', '/api/v1/payments/upi', { ...as, body });
  expect(res.statusCode, res.body).toBe(200);
}
async function saveGstin(as = asOwner()) {
  const res = await t.request('POST', '/api/v1/gymProfiles', {
    ...as,
    body: {
      name: 'Shree Gym',
      contactNo: '9876543210',
      mainAddress: '12 MG Road, Pune',
      email: 'desk@shreegym.example',
      branchname: 'MG Road',
      founder: 'Asha Rao',
      address: '12 MG Road, Pune',
      taxes: [{ type: 'GST', taxNo: '27AAPFU0939F1ZV' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const paymentOf = (res: { json<T>(): T }) => res.json<{ payment: Payment }>().payment;
const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
/** Twelve digits no other test uses. */
let utrs = 0;
const newUtr = () => String(412345678000 + ++utrs);

describe('the UPI pay link of a gym fee', () => {
  it('is absent until the gym saves its UPI details, then has every field', async () => {
    const fee = await addFee({ amount: 1499.5 });
    expect((await readFee(fee._id)).pay).toEqual({ payLink: null, payment: null });

    await saveUpi();
    const number = invoiceNumber(fee._id);
    expect(number).toMatch(/^GI-[0-9A-F]{24}$/);
    const { pay } = await readFee(fee._id);
    expect(pay?.payLink).toEqual({
      uri: `upi://pay?pa=shree.gym%40oksbi&pn=Shree%20Gym&am=1499.50&cu=INR&tn=${number}&tr=${number}`,
      amount: '1499.50',
      reference: number,
      ...UPI,
    });
    const listed = await t.request('GET', `/api/v1/gym/fees?member=${memberRecord}`, asOwner());
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
    expect(pay?.payLink?.uri).toContain('am=2000.50&cu=INR');

    const utr = newUtr();
    const paid = await t.request('POST', RECORD, { ...asOwner(), body: { target: fee._id, utr } });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = await t.request('GET', `/api/v1/gym/fees/${fee._id}/invoice`, asOwner());
    expect(await qrOf(after.rawPayload)).toBe(invoiceNumber(fee._id));
    const text = await pdfText(after.rawPayload);
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
      reference: invoiceNumber(fee._id),
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

describe('the member reports their UTR', () => {
  const myFee = async (id: string) => {
    const res = await t.request('GET', '/api/v1/gym/my-memberships', asMember());
    expect(res.statusCode, res.body).toBe(200);
    const memberships = res.json<{ memberships: GymMyMembership[] }>().memberships;
    return memberships.flatMap((m) => m.fees).find((fee) => fee._id === id);
  };

  it('shows the pay link on their page; the desk confirms the report and the fee is paid', async () => {
    const fee = await addFee({ amount: 1200 });
    expect((await myFee(fee._id))?.pay.payLink?.amount).toBe('1200.00');
    const utr = newUtr();
    const reported = await t.request('POST', REPORT, {
      ...asMember(),
      body: { target: fee._id, utr },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(messageOf(reported)).toBe(UTR_MESSAGES.reported);
    const payment = paymentOf(reported);
    expect(payment).toMatchObject({ status: 'reported', amount: '1200.00', utr, decidedAt: '' });
    // Both sides see it waiting; the fee is not paid yet.
    expect((await myFee(fee._id))?.pay.payment).toMatchObject({ status: 'reported', utr });
    expect(await readFee(fee._id)).toMatchObject({
      status: 'Notpaid',
      pay: { payment: { _id: payment._id, status: 'reported' } },
    });

    const twice = await t.request('POST', REPORT, {
      ...asMember(),
      body: { target: fee._id, utr: newUtr() },
    });
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(UTR_MESSAGES.pending);
    const desk = await t.request('POST', RECORD, {
      ...asOwner(),
      body: { target: fee._id, utr: newUtr() },
    });
    expect(desk.statusCode).toBe(409);
    expect(messageOf(desk)).toBe(UTR_MESSAGES.pending);

    const confirmed = await t.request('POST', decisionPath(payment._id), {
      ...asOwner(),
      body: { decision: 'confirm' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(messageOf(confirmed)).toBe(UTR_MESSAGES.confirmed);
    expect(paymentOf(confirmed)).toMatchObject({ status: 'confirmed', utr });
    expect(await readFee(fee._id)).toMatchObject({ status: 'Paid', paymentDate: todayInIndia() });
    expect((await myFee(fee._id))?.pay).toMatchObject({
      payLink: null,
      payment: { status: 'confirmed', utr },
    });
    const decidedAgain = await t.request('POST', decisionPath(payment._id), {
      ...asOwner(),
      body: { decision: 'reject' },
    });
    expect(decidedAgain.statusCode).toBe(409);
    expect(messageOf(decidedAgain)).toBe(UTR_MESSAGES.decided);
  });

  it('sees a rejected report and may report again, the same UTR included', async () => {
    const fee = await addFee({ amount: 800 });
    const utr = newUtr();
    const first = paymentOf(
      await t.request('POST', REPORT, { ...asMember(), body: { target: fee._id, utr } }),
    );
    const rejected = await t.request('POST', decisionPath(first._id), {
      ...asOwner(),
      body: { decision: 'reject' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(messageOf(rejected)).toBe(UTR_MESSAGES.rejected);
    expect((await readFee(fee._id)).status).toBe('Notpaid');
    expect((await myFee(fee._id))?.pay).toMatchObject({
      payLink: { amount: '800.00' },
      payment: { status: 'rejected', utr },
    });
    const again = await t.request('POST', REPORT, {
      ...asMember(),
      body: { target: fee._id, utr },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await myFee(fee._id))?.pay.payment).toMatchObject({ status: 'reported' });
  });

  it("reports only the member's own fees, never another's", async () => {
    const someoneElse = await addMember({ ...MEMBER, name: 'Someone Else' });
    const theirs = await addFee({}, asOwner(), someoneElse._id);
    const res = await t.request('POST', REPORT, {
      ...asMember(),
      body: { target: theirs._id, utr: newUtr() },
    });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(UTR_MESSAGES.feeNotFound);
    // The desk's own account is no member of the fee either.
    const desk = await t.request('POST', REPORT, {
      ...asOwner(),
      body: { target: theirs._id, utr: newUtr() },
    });
    expect(desk.statusCode).toBe(404);
    expect((await readFee(theirs._id)).pay?.payment).toBeNull();
    const bad = await t.request('POST', REPORT, {
      ...asMember(),
      body: { target: theirs._id, utr: '1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(UTR_MESSAGES.utr);
    expect((await t.request('POST', REPORT, { body: {} })).statusCode).toBe(401);
  });

  it('leaves the decision to the invoice permission', async () => {
    const fee = await addFee();
    const payment = paymentOf(
      await t.request('POST', REPORT, {
        ...asMember(),
        body: { target: fee._id, utr: newUtr() },
      }),
    );
    const enrolment = await staff(['enrollment']);
    const refused = await t.request('POST', decisionPath(payment._id), {
      ...enrolment,
      body: { decision: 'confirm' },
    });
    expect(refused.statusCode).toBe(403);
    const invoice = await staff(['invoice']);
    const bad = await t.request('POST', decisionPath(payment._id), {
      ...invoice,
      body: { decision: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.request('POST', decisionPath(payment._id), {
      ...invoice,
      body: { decision: 'confirm' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('gym UTR payments across businesses', () => {
  const feeOf = async (t: TestApp, owner: TestUser, orgId: string) => {
    const as = { token: owner.token, orgId };
    const added = await addMember(MEMBER, as);
    return addFee({}, as, added._id);
  };
  const untouched = async (t: TestApp, owner: TestUser, orgId: string) => {
    const res = await t.request('GET', `/api/v1/gym/fees?status=Paid`, {
      token: owner.token,
      orgId,
    });
    return res.json<{ fees: GymFee[] }>().fees.length === 0;
  };

  it("keep each gym's fees to itself: recording a UTR", async () => {
    await expectActionIsolation(t, {
      kind: 'gym',
      async prepare(t, owner, orgId) {
        const fee = await feeOf(t, owner, orgId);
        return { method: 'POST', path: RECORD, body: { target: fee._id, utr: newUtr() } };
      },
      untouched,
    });
  });

  it("keep each gym's fees to itself: deciding a reported payment", async () => {
    await expectActionIsolation(t, {
      kind: 'gym',
      async prepare(t, owner, orgId) {
        const payer = await t.signUp();
        const as = { token: owner.token, orgId };
        const added = await addMember({ ...MEMBER, vedanId: payer.user.profile.userId }, as);
        const fee = await addFee({}, as, added._id);
        const reported = await t.request('POST', REPORT, {
          token: payer.token,
          body: { target: fee._id, utr: newUtr() },
        });
        expect(reported.statusCode, reported.body).toBe(201);
        return {
          method: 'POST',
          path: decisionPath(paymentOf(reported)._id),
          body: { decision: 'confirm' },
        };
      },
      untouched,
    });
  });
});
