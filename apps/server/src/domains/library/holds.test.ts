import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SEAT_HOLD_MESSAGES,
  SEAT_MESSAGES,
  UTR_MESSAGES,
  type LibraryHome,
  type Payment,
  type Plan,
  type PublicSeatMap,
  type SeatBooking,
  type SeatHold,
  type SeatMap,
} from '@vedann/contracts';
import { expectActionIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { feePayments } from './fees.table';
import { seatHolds } from './holds.table';
import { sweepLapsedSeatHolds } from './holds.service';
import { addDays, libraryToday } from './seats.service';
import { bookSeat, form, message } from './seats.test-support';

let t: TestApp;
let librarian: TestUser;
let library: string;
let plan: Plan;

const asDesk = () => ({ token: librarian.token, orgId: library });
const start = () => addDays(libraryToday(), 1);
const holdsPath = (orgId = library) => `/api/v1/public/libraries/${orgId}/holds`;
let utrs = 0;
const newUtr = () => String(623456789000 + ++utrs);

async function addPlan(as: { token: string; orgId: string }, fee = '900.00') {
  const res = await t.request('POST', '/api/v1/plans', {
    ...as,
    body: {
      name: 'Monthly',
      fee,
      free: false,
      affordable: true,
      standard: false,
      premium: false,
      details: ['AC hall'],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ plan: Plan }>().plan;
}

const seat = (seatNumber: number, overrides: Record<string, unknown> = {}) => ({
  shift: 'Morning',
  layout: 'grid',
  seatNumber,
  startDate: start(),
  planId: plan._id,
  ...overrides,
});

function hold(student: TestUser, body: object, orgId = library) {
  return t.request('POST', holdsPath(orgId), { token: student.token, body });
}
const holdOf = (res: { json<T>(): T }) => res.json<{ hold: SeatHold }>().hold;

async function studentMap(student: TestUser, day = start()) {
  const res = await t.request(
    'GET',
    `/api/v1/public/libraries/${library}/seats?shift=Morning&date=${day}`,
    { token: student.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicSeatMap>();
}
const lapse = (id: string) =>
  t.database.db
    .update(seatHolds)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(seatHolds.id, id));

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Vidya Library');
  plan = await addPlan(asDesk());
  const upi = await t.request('PUT', '/api/v1/payments/upi', {
    ...asDesk(),
    body: { upiId: 'vidya@ybl', payeeName: 'Vidya Library' },
  });
  expect(upi.statusCode, upi.body).toBe(200);
});
afterAll(() => t.close());

describe('a seat booked online', () => {
  it('gives one hold to 20 students racing for one seat, and 19 clear refusals', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const answers = await Promise.all(students.map((student) => hold(student, seat(3))));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of answers.filter((one) => one.statusCode === 409)) {
      expect(message(res)).toBe(SEAT_HOLD_MESSAGES.taken);
    }
    const holds = await t.request('GET', '/api/v1/seat-holds', asDesk());
    expect(
      holds.json<{ holds: SeatHold[] }>().holds.filter((h) => h.seatNumber === 3),
    ).toHaveLength(1);
  });

  it('holds the seat for 15 minutes at the plan fee, with the pay link, on both maps', async () => {
    const student = await t.signUp();
    const res = await hold(student, seat(4));
    expect(res.statusCode, res.body).toBe(201);
    const held = holdOf(res);
    expect(held).toMatchObject({
      amount: '900.00',
      planName: 'Monthly',
      state: 'held',
      startDate: start(),
      pay: { owed: '900.00', payment: null },
    });
    expect(held.pay.payLink?.uri).toContain('am=900.00');
    const minutes = (Date.parse(held.expiresAt) - Date.parse(held.createdAt)) / 60_000;
    expect(minutes).toBeCloseTo(15, 0);
    expect((await studentMap(student)).held).toContainEqual({
      layout: 'grid',
      table: 0,
      seatNumber: 4,
    });
    const desk = await t.request('GET', `/api/v1/seats?shift=Full day&date=${start()}`, asDesk());
    expect(desk.json<SeatMap>().held).toContainEqual({ layout: 'grid', table: 0, seatNumber: 4 });

    // The desk cannot sell it meanwhile, nor can the student hold a second seat.
    const sold = await bookSeat(
      t,
      form({ seatNumber: 4, startDate: start(), expiryDate: start(), nextBillDate: undefined }),
      asDesk(),
    );
    expect(sold.statusCode).toBe(409);
    expect(message(sold)).toBe(SEAT_MESSAGES.taken);
    const second = await hold(student, seat(5));
    expect(second.statusCode).toBe(409);
    expect(message(second)).toBe(SEAT_HOLD_MESSAGES.oneAtATime);
    const mine = await t.request('GET', `${holdsPath()}/mine`, { token: student.token });
    expect(mine.json<{ holds: SeatHold[] }>().holds.map((h) => h._id)).toEqual([held._id]);
  });

  it('frees the seat when the hold lapses, before any sweep, and the sweep removes it', async () => {
    const first = await t.signUp();
    const held = holdOf(await hold(first, seat(6)));
    await lapse(held._id);
    expect((await studentMap(first)).held).not.toContainEqual(
      expect.objectContaining({ seatNumber: 6 }),
    );
    const late = await t.request('POST', '/api/v1/payments/seat-hold/report', {
      token: first.token,
      body: { target: held._id, utr: newUtr() },
    });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(SEAT_HOLD_MESSAGES.lapsed);
    const sold = await bookSeat(
      t,
      form({ seatNumber: 6, startDate: start(), expiryDate: start(), nextBillDate: undefined }),
      asDesk(),
    );
    expect(sold.statusCode, sold.body).toBe(201);

    const other = holdOf(await hold(await t.signUp(), seat(8)));
    await lapse(other._id);
    expect(await sweepLapsedSeatHolds(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(seatHolds).where(eq(seatHolds.id, other._id));
    expect(left).toEqual([]);
  });
});

describe('a held seat paid by UPI', () => {
  it('is kept past its 15 minutes once the UTR is reported, and confirmed into a paid booking', async () => {
    const student = await t.signUp();
    const held = holdOf(await hold(student, seat(9)));
    const utr = newUtr();
    const report = await t.request('POST', '/api/v1/payments/seat-hold/report', {
      token: student.token,
      body: { target: held._id, utr },
    });
    expect(report.statusCode, report.body).toBe(201);
    const payment = report.json<{ payment: Payment }>().payment;
    await lapse(held._id);
    const [waiting] = (await t.request('GET', '/api/v1/seat-holds', asDesk()))
      .json<{ holds: SeatHold[] }>()
      .holds.filter((h) => h._id === held._id);
    expect(waiting).toMatchObject({ state: 'reported', pay: { payment: { utr } } });
    expect((await studentMap(student)).held).toContainEqual(
      expect.objectContaining({ seatNumber: 9 }),
    );
    const home = await t.request('GET', '/api/v1/library/home', asDesk());
    expect(home.json<LibraryHome>().seatHolds?.count).toBeGreaterThanOrEqual(1);

    const confirm = await t.request('POST', `/api/v1/payments/seat-hold/${payment._id}/decision`, {
      ...asDesk(),
      body: { decision: 'confirm' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(message(confirm)).toBe(UTR_MESSAGES.confirmed);
    const vedanId = student.user.profile.userId;
    const seats = await t.request('GET', `/api/v1/book-seat/member/${vedanId}`, asDesk());
    expect(seats.statusCode, seats.body).toBe(200);
    const [booking] = seats.json<{ bookings: SeatBooking[] }>().bookings;
    expect(booking).toMatchObject({
      seatNumber: 9,
      shift: 'Morning',
      startDate: start(),
      paymentMethod: 'Online',
      paidAmount: 900,
      dueAmount: 0,
      planDetails: 'Monthly',
    });
    expect(booking?.member).not.toBeNull();
    // The month paid is the start's, which the fee screens list once it comes.
    const [paid] = await t.database.db
      .select()
      .from(feePayments)
      .where(eq(feePayments.memberId, booking?.member?._id ?? ''));
    expect(paid).toMatchObject({ amount: '900.00', method: 'Online' });
    const receiptId = paid?.id;
    const receipt = await t.request('GET', `/api/v1/fee-payments/${receiptId}/receipt`, asDesk());
    expect(receipt.statusCode).toBe(200);
    expect(await pdfText(receipt.rawPayload)).toContain(`Paid by UPI, UTR ${utr}`);
    const gone = await t.request('GET', '/api/v1/seat-holds', asDesk());
    expect(gone.json<{ holds: SeatHold[] }>().holds.map((h) => h._id)).not.toContain(held._id);
  });

  it('frees the seat when the desk rejects the reported payment', async () => {
    const student = await t.signUp();
    const held = holdOf(await hold(student, seat(10)));
    const report = await t.request('POST', '/api/v1/payments/seat-hold/report', {
      token: student.token,
      body: { target: held._id, utr: newUtr() },
    });
    const payment = report.json<{ payment: Payment }>().payment;
    const reject = await t.request('POST', `/api/v1/payments/seat-hold/${payment._id}/decision`, {
      ...asDesk(),
      body: { decision: 'reject' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await studentMap(student)).held).not.toContainEqual(
      expect.objectContaining({ seatNumber: 10 }),
    );
    expect((await hold(await t.signUp(), seat(10))).statusCode).toBe(201);
  });
});

describe('the rules of a hold', () => {
  it('refuses what the library does not offer, a past start, and a business that is no library', async () => {
    const student = await t.signUp();
    const owner = await t.signUp({ role: 'librarian' });
    const other = await t.createOrg(owner, 'library', 'Other Library');
    const foreignPlan = await addPlan({ token: owner.token, orgId: other });
    const wrongPlan = await hold(student, seat(11, { planId: foreignPlan._id }));
    expect(wrongPlan.statusCode).toBe(404);
    expect(message(wrongPlan)).toBe(SEAT_HOLD_MESSAGES.planNotFound);
    const past = await hold(student, seat(11, { startDate: addDays(libraryToday(), -1) }));
    expect(past.statusCode).toBe(400);
    expect(message(past)).toBe(SEAT_HOLD_MESSAGES.startDate);
    const noSeat = await hold(student, seat(999));
    expect(noSeat.statusCode).toBe(400);
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym', 'Not a Library');
    const atGym = await hold(student, seat(11), gym);
    expect(atGym.statusCode).toBe(404);
    expect(message(atGym)).toBe(SEAT_HOLD_MESSAGES.notLibrary);
    const visitor = await t.request('POST', holdsPath(), { body: seat(11) });
    expect(visitor.statusCode).toBe(401);
    // Another student's hold cannot be reported as one's own.
    const theirs = holdOf(await hold(await t.signUp(), seat(12)));
    const report = await t.request('POST', '/api/v1/payments/seat-hold/report', {
      token: student.token,
      body: { target: theirs._id, utr: newUtr() },
    });
    expect(report.statusCode).toBe(404);
  });

  it("keeps each library's holds to itself", async () => {
    await expectActionIsolation(t, {
      kind: 'library',
      async prepare(t, owner, orgId) {
        const own = await addPlan({ token: owner.token, orgId });
        const student = await t.signUp();
        const res = await hold(student, seat(1, { planId: own._id }), orgId);
        expect(res.statusCode, res.body).toBe(201);
        const report = await t.request('POST', '/api/v1/payments/seat-hold/report', {
          token: student.token,
          body: { target: holdOf(res)._id, utr: newUtr() },
        });
        const payment = report.json<{ payment: Payment }>().payment;
        return {
          method: 'POST',
          path: `/api/v1/payments/seat-hold/${payment._id}/decision`,
          body: { decision: 'reject' },
        };
      },
      async untouched(t, owner, orgId) {
        const res = await t.request('GET', '/api/v1/seat-holds', { token: owner.token, orgId });
        return res.json<{ holds: SeatHold[] }>().holds.length === 1;
      },
    });
  });
});
