import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTR_MESSAGES, todayInIndia, type GymFee, type GymMyMembership } from '@vedann/contracts';
import { expectActionIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { MEMBER } from './gym.test-support';
import {
  RECORD,
  REPORT,
  decisionPath,
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
  await saveUpi();
});
afterAll(() => t.close());

const { asOwner, asMember, addMember, staff, addFee, readFee, saveUpi } = upiRequests(() => desk);

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
