import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  SEAT_MESSAGES,
  type BookingDue,
  type LibraryMember,
  type SeatBooking,
  type SeatMemberOption,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addDays, libraryToday } from './seats.service';
import { bookSeat, message } from './seats.test-support';

/** Issue 31 item 4: the member picker, a booking with nothing paid, a table only where one sits. */

let t: TestApp;
let librarian: TestUser;
let library: string;
let otherLibrarian: TestUser;
let otherLibrary: string;
const as = () => ({ token: librarian.token, orgId: library });
const asOther = () => ({ token: otherLibrarian.token, orgId: otherLibrary });
const today = () => libraryToday();
const thisMonth = () => today().slice(0, 7);

async function join(
  who: { token: string; orgId: string },
  name: string,
  vedanId: string,
  fees = 900,
) {
  const res = await t.request('POST', '/api/v1/joined', {
    ...who,
    body: { picName: '', name, vedanId, seatNo: '1', fees, time: 'Morning', joiningDate: today() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

/** The seat form as the screen sends it: a grid seat, no table, nothing paid. */
const unpaidForm = (overrides: Record<string, unknown> = {}) => ({
  seatNumber: 1,
  shift: 'Morning',
  layout: 'grid',
  planDetails: '',
  startDate: today(),
  expiryDate: addDays(today(), 29),
  paidAmount: '0',
  ...overrides,
});

async function dueRows(who = as()) {
  const res = await t.request('GET', `/api/v1/fees/due?month=${thisMonth()}&limit=100`, who);
  expect(res.statusCode).toBe(200);
  return res.json<{ dues: { memberId: string; due: number; status: string }[] }>().dues;
}

let asha: LibraryMember;
let ravi: LibraryMember;
let stranger: LibraryMember;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Picker Library');
  otherLibrarian = await t.signUp({ role: 'librarian' });
  otherLibrary = await t.createOrg(otherLibrarian, 'library', 'Other Library');
  asha = await join(as(), 'Asha Rao', 'VDASHA01');
  ravi = await join(as(), 'Ravi Kumar', 'VDRAVI01', 600);
  stranger = await join(asOther(), 'Asha Verma', 'VDVERM01');
});
afterAll(() => t.close());

describe('the member picker', () => {
  const search = async (term: string, who = as(), extra = '') => {
    const res = await t.request(
      'GET',
      `/api/v1/book-seat/members?search=${encodeURIComponent(term)}${extra}`,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ members: SeatMemberOption[]; total: number; totalPages: number }>();
  };

  it('finds the library’s members by part of a name, a Vedan ID or a member id', async () => {
    expect((await search('asha')).members).toEqual([
      { _id: asha._id, name: 'Asha Rao', vedanId: 'VDASHA01', memberId: asha.memberId, fees: 900 },
    ]);
    expect((await search('vdravi')).members.map((m) => m.name)).toEqual(['Ravi Kumar']);
    expect((await search(ravi.memberId.toLowerCase())).members.map((m) => m._id)).toEqual([
      ravi._id,
    ]);
    expect((await search('nobody here')).members).toEqual([]);
  });

  it('is paged, by name', async () => {
    const first = await search('', as(), '&limit=1');
    expect(first).toMatchObject({ total: 2, totalPages: 2 });
    expect(first.members.map((m) => m.name)).toEqual(['Asha Rao']);
    const second = await search('', as(), '&limit=1&page=2');
    expect(second.members.map((m) => m.name)).toEqual(['Ravi Kumar']);
  });

  it("never shows another library's members, even by their exact ids", async () => {
    expect((await search('Asha')).members.map((m) => m._id)).toEqual([asha._id]);
    expect((await search('VDVERM01')).members).toEqual([]);
    expect((await search(stranger.memberId)).members).toEqual([]);
    expect((await search('Asha', asOther())).members.map((m) => m._id)).toEqual([stranger._id]);
    // Naming the other library in X-Org-Id does not open it.
    const spoofed = await t.request('GET', '/api/v1/book-seat/members?search=Asha', {
      token: librarian.token,
      orgId: otherLibrary,
    });
    expect(spoofed.statusCode).toBe(404);
  });
});

describe('a booking with nothing paid', () => {
  it('books by Vedan ID with no table and no payment, and the month’s fee shows as due', async () => {
    expect((await dueRows()).find((d) => d.memberId === asha._id)).toMatchObject({
      due: 900,
      status: 'Due',
    });
    const res = await bookSeat(t, unpaidForm({ memberId: 'vdasha01' }), as());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; booking: SeatBooking; due: BookingDue }>();
    expect(body.message).toBe(SEAT_MESSAGES.bookedWithDue);
    expect(body.due).toEqual({ member: 'Asha Rao', month: thisMonth(), amount: 900 });
    expect(body.booking).toMatchObject({
      memberId: asha.memberId,
      member: { _id: asha._id, name: 'Asha Rao' },
      paidAmount: 0,
      dueAmount: 900,
      paymentMethod: null,
      tableNo: 1,
    });
    // The fees-due list, the one record of dues, still shows the whole month owed.
    expect((await dueRows()).find((d) => d.memberId === asha._id)).toMatchObject({
      due: 900,
      status: 'Due',
    });
  });

  it('a part paid now is a payment of that month, and the rest stays due', async () => {
    const res = await bookSeat(
      t,
      unpaidForm({
        seatNumber: 2,
        memberId: ravi.memberId,
        paidAmount: 250,
        paymentMethod: 'Cash',
      }),
      as(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; booking: SeatBooking; due: BookingDue }>();
    expect(body.message).toBe(SEAT_MESSAGES.bookedPartlyPaid);
    expect(body.due).toEqual({ member: 'Ravi Kumar', month: thisMonth(), amount: 350 });
    expect(body.booking).toMatchObject({ paidAmount: 250, dueAmount: 350 });
    const fees = await t.request('GET', `/api/v1/joined/${ravi._id}/fees`, as());
    const months = fees.json<{ months: { month: string; paid: number; status: string }[] }>();
    expect(months.months.find((m) => m.month === thisMonth())).toMatchObject({
      paid: 250,
      status: 'Partly paid',
    });
    expect((await dueRows()).find((d) => d.memberId === ravi._id)).toMatchObject({ due: 350 });
  });

  it('paying the rest leaves nothing due; paying more than is due is refused whole', async () => {
    const over = await bookSeat(
      t,
      unpaidForm({
        seatNumber: 3,
        memberId: ravi.memberId,
        paidAmount: 400,
        paymentMethod: 'Card',
      }),
      as(),
    );
    expect(over.statusCode).toBe(400);
    expect(message(over)).toBe(FEE_MESSAGES.overpaid('₹350.00'));
    // Refused whole: no seat was taken either.
    const map = await t.request('GET', `/api/v1/seats?shift=Morning&date=${today()}`, as());
    const taken = map.json<{ occupied: { seatNumber: number }[] }>().occupied;
    expect(taken.map((o) => o.seatNumber).sort()).toEqual([1, 2]);

    const rest = await bookSeat(
      t,
      unpaidForm({
        seatNumber: 3,
        memberId: ravi.memberId,
        paidAmount: 350,
        paymentMethod: 'Card',
      }),
      as(),
    );
    expect(rest.statusCode, rest.body).toBe(201);
    const body = rest.json<{ message: string; due: BookingDue; booking: SeatBooking }>();
    expect(body).toMatchObject({ message: SEAT_MESSAGES.booked, due: null });
    expect(body.booking.dueAmount).toBe(0);
    expect((await dueRows()).find((d) => d.memberId === ravi._id)).toBeUndefined();
  });

  it('asks how it was paid only when something was paid', async () => {
    const res = await bookSeat(
      t,
      unpaidForm({ seatNumber: 4, memberId: asha.memberId, paidAmount: 100 }),
      as(),
    );
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(SEAT_MESSAGES.paymentMethod);
  });

  it('someone who has not joined keeps the due typed on the form', async () => {
    const res = await bookSeat(
      t,
      unpaidForm({ seatNumber: 5, memberIdLetter1: 'n', memberIdLetter2: 'p', dueAmount: 500 }),
      as(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; due: BookingDue; booking: SeatBooking }>();
    expect(body).toMatchObject({ message: SEAT_MESSAGES.booked, due: null });
    expect(body.booking).toMatchObject({ member: null, dueAmount: 500, paidAmount: 0 });
  });
});

describe('twenty desks booking one seat for one member at once', () => {
  it('one booking and its one payment stand; the nineteen refused leave nothing paid', async () => {
    const neha = await join(as(), 'Neha Gupta', 'VDNEHA01', 900);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        bookSeat(
          t,
          unpaidForm({
            seatNumber: 9,
            shift: 'Night',
            memberId: neha.memberId,
            paidAmount: 100,
            paymentMethod: 'Cash',
          }),
          as(),
        ),
      ),
    );
    const codes = attempts.map((res) => res.statusCode).sort();
    expect(codes).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const fees = await t.request('GET', `/api/v1/joined/${neha._id}/fees`, as());
    const month = fees
      .json<{ months: { month: string; paid: number; payments: unknown[] }[] }>()
      .months.find((m) => m.month === thisMonth());
    expect(month).toMatchObject({ paid: 100 });
    expect(month?.payments).toHaveLength(1);
    expect((await dueRows()).find((d) => d.memberId === neha._id)).toMatchObject({ due: 800 });
  });
});

describe('the table number', () => {
  it('is asked only for a round table’s seat, and names the table', async () => {
    const noTable = await bookSeat(
      t,
      unpaidForm({ seatNumber: 2, layout: 'tables', memberId: asha.memberId, shift: 'Evening' }),
      as(),
    );
    expect(noTable.statusCode).toBe(400);
    expect(message(noTable)).toBe(SEAT_MESSAGES.tableNo);
    const atTable = await bookSeat(
      t,
      unpaidForm({
        seatNumber: 2,
        layout: 'tables',
        tableNo: 1,
        memberId: asha.memberId,
        shift: 'Evening',
      }),
      as(),
    );
    expect(atTable.statusCode, atTable.body).toBe(201);
    expect(atTable.json<{ booking: SeatBooking }>().booking).toMatchObject({
      layout: 'tables',
      tableNo: 1,
      seatNumber: 2,
    });
  });
});
