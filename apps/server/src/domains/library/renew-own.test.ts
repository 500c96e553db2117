import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIBRARY_MEMBER_MESSAGES,
  SEAT_RENEWAL_MESSAGES,
  type LibraryHome,
  type LibraryMember,
  type SeatBooking,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addDays, addMonths, libraryToday } from './seats.service';
import { seatBookings } from './seats.table';
import { bookSeat, form, message } from './seats.test-support';

let t: TestApp;
let librarian: TestUser;
let library: string;

const asDesk = () => ({ token: librarian.token, orgId: library });
const renewPath = (id: string) => `/api/v1/library/dashboard/${id}/renew`;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Renewal Library');
});
afterAll(() => t.close());

async function join(student: TestUser, desk = asDesk()) {
  const res = await t.request('POST', '/api/v1/joined', {
    ...desk,
    body: {
      picName: '',
      name: 'Nikhil Rao',
      vedanId: student.user.profile.userId,
      seatNo: '4',
      fees: 800,
      time: 'Evening',
      joiningDate: addMonths(libraryToday(), -1),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

describe("a library member's own renewal", () => {
  it('books the same seat for the month after it ends, billed on the monthly fee, once', async () => {
    const student = await t.signUp();
    const member = await join(student);
    const today = libraryToday();
    const end = addDays(today, 3);
    const sold = await bookSeat(
      t,
      form({
        seatNumber: 4,
        shift: 'Evening',
        memberId: student.user.profile.userId,
        memberIdLetter1: undefined,
        memberIdLetter2: undefined,
        startDate: addMonths(today, -1),
        expiryDate: end,
        paymentMethod: undefined,
        paidAmount: 0,
        nextBillDate: undefined,
      }),
      asDesk(),
    );
    expect(sold.statusCode, sold.body).toBe(201);

    const res = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(message(res)).toBe(SEAT_RENEWAL_MESSAGES.renewed);
    const { booking, due } = res.json<{ booking: SeatBooking; due: { amount: number } | null }>();
    expect(due?.amount).toBe(800);
    const from = addDays(end, 1);
    expect(booking).toMatchObject({
      seatNumber: 4,
      shift: 'Evening',
      startDate: from,
      expiryDate: addDays(addMonths(from, 1), -1),
      paidAmount: 0,
      member: { _id: member._id },
    });
    const seats = await t.request('GET', `/api/v1/book-seat/member/${member.memberId}`, asDesk());
    expect(seats.json<{ bookings: SeatBooking[] }>().bookings).toHaveLength(2);

    const again = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(SEAT_RENEWAL_MESSAGES.pending);
  });

  it("refuses another's membership and a member with no seat", async () => {
    const student = await t.signUp();
    const member = await join(student);
    const stranger = await t.signUp();
    const theirs = await t.request('POST', renewPath(member._id), { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect(message(theirs)).toBe(LIBRARY_MEMBER_MESSAGES.notFound);
    const noSeat = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(noSeat.statusCode).toBe(409);
    expect(message(noSeat)).toBe(SEAT_RENEWAL_MESSAGES.noSeat);
  });
});

describe("the library home's renewals this week", () => {
  /** A student joins the desk's library with a seat ending in three days and renews it. */
  async function renewal(desk: { token: string; orgId: string }) {
    const student = await t.signUp();
    const member = await join(student, desk);
    const today = libraryToday();
    const sold = await bookSeat(
      t,
      form({
        seatNumber: 9,
        shift: 'Morning',
        memberId: student.user.profile.userId,
        memberIdLetter1: undefined,
        memberIdLetter2: undefined,
        startDate: addMonths(today, -1),
        expiryDate: addDays(today, 3),
        paymentMethod: undefined,
        paidAmount: 0,
        nextBillDate: undefined,
      }),
      desk,
    );
    expect(sold.statusCode, sold.body).toBe(201);
    const res = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ booking: SeatBooking }>().booking;
  }
  const renewals = async (desk: { token: string; orgId: string }) => {
    const res = await t.request('GET', '/api/v1/library/home', desk);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LibraryHome>().renewalsThisWeek;
  };

  it("counts the library's own renewals of the last 7 days, not the desk's bookings", async () => {
    const otherDesk = await t.signUp({ role: 'librarian' });
    const other = { token: otherDesk.token, orgId: await t.createOrg(otherDesk, 'library', 'B') };
    const before = await renewals(asDesk());
    // The renewal books one seat and the desk's sale before it another: only the renewal counts.
    await renewal(asDesk());
    expect(await renewals(asDesk())).toBe((before ?? 0) + 1);
    // Another library's renewal is its own, not this one's.
    const theirs = await renewal(other);
    expect(await renewals(other)).toBe(1);
    expect(await renewals(asDesk())).toBe((before ?? 0) + 1);
    // A renewal older than the week drops out.
    await t.database.db
      .update(seatBookings)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(seatBookings.id, theirs._id));
    expect(await renewals(other)).toBe(0);
  });
});
