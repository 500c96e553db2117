import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID,
  DEFAULT_TABLE_SEATS,
  MEMBER_ID_PREFIX,
  SEAT_MESSAGES,
  SHIFTS,
  type SeatBooking,
  type SeatMap,
  type ShiftTotals,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addDays, addMonths, libraryToday } from './seats.service';

let t: TestApp;
let librarian: TestUser;
let library: string;
const as = () => ({ token: librarian.token, orgId: library });

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Seat Library');
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  seatNumber: 7,
  shift: 'Morning',
  memberIdLetter1: 'a',
  memberIdLetter2: 'r',
  tableNo: 1,
  planDetails: 'Monthly, AC hall',
  startDate: '2030-01-01',
  expiryDate: '2030-01-31',
  paymentMethod: 'Cash',
  paidAmount: 800,
  dueAmount: '200.50',
  nextBillDate: '2030-02-01',
  ...overrides,
});

async function book(body: object, who = as()) {
  return t.request('POST', '/api/v1/book-seat', { ...who, body });
}
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('seat layouts', () => {
  it('a new library has, for every shift, a 5 by 5 grid and a table of 6 seats', async () => {
    const res = await t.request('GET', '/api/v1/seat-layouts', as());
    expect(res.statusCode).toBe(200);
    const layouts = res.json<{ layouts: { shift: string; grid: object; tables: number[] }[] }>()
      .layouts;
    expect(layouts.map((l) => l.shift)).toEqual([...SHIFTS]);
    for (const layout of layouts) {
      expect(layout.grid).toEqual(DEFAULT_GRID);
      expect(layout.tables).toEqual([DEFAULT_TABLE_SEATS]);
    }
  });

  it('rows, columns, tables and seats never go below 1', async () => {
    const grid = (body: object) =>
      t.request('PUT', '/api/v1/seat-layouts/Evening/grid', { ...as(), body });
    expect(message(await grid({ rows: 0, cols: 5 }))).toBe(SEAT_MESSAGES.rows);
    expect(message(await grid({ rows: 5, cols: 0 }))).toBe(SEAT_MESSAGES.cols);
    const tables = (body: object) =>
      t.request('PUT', '/api/v1/seat-layouts/Evening/tables', { ...as(), body });
    expect(message(await tables({ tables: [] }))).toBe(SEAT_MESSAGES.tables);
    expect(message(await tables({ tables: [6, 0] }))).toBe(SEAT_MESSAGES.tableSeats);
    const ok = await grid({ rows: 6, cols: 4 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ layouts: { grid: object } }>().layouts.grid).toEqual({ rows: 6, cols: 4 });
    const added = await tables({ tables: [6, 4] });
    expect(added.json<{ layouts: { tables: number[] } }>().layouts.tables).toEqual([6, 4]);
    // Each shift keeps its own layout.
    const all = await t.request('GET', '/api/v1/seat-layouts', as());
    const evening = all
      .json<{ layouts: { shift: string; grid: object; tables: number[] }[] }>()
      .layouts.find((l) => l.shift === 'Evening');
    expect(evening).toMatchObject({ grid: { rows: 6, cols: 4 }, tables: [6, 4] });
  });

  it('a seat with a booking cannot be removed from the layout', async () => {
    const today = libraryToday();
    const res = await book(
      form({ shift: 'Night', seatNumber: 25, startDate: today, expiryDate: addDays(today, 10) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const shrink = await t.request('PUT', '/api/v1/seat-layouts/Night/grid', {
      ...as(),
      body: { rows: 4, cols: 5 },
    });
    expect(shrink.statusCode).toBe(409);
    expect(message(shrink)).toBe(SEAT_MESSAGES.layoutInUse('25'));
  });
});

describe('booking a seat', () => {
  it('the full form: every field of the booking, a member id from the two letters', async () => {
    const res = await book(form({ seatNumber: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ success: boolean; message: string; booking: SeatBooking }>();
    expect(body.success).toBe(true);
    expect(body.message).toBe(SEAT_MESSAGES.booked);
    expect(body.booking).toMatchObject({
      seatNumber: 1,
      shift: 'Morning',
      layout: 'grid',
      memberIdLetter1: 'A',
      memberIdLetter2: 'R',
      tableNo: 1,
      planDetails: 'Monthly, AC hall',
      startDate: '2030-01-01',
      expiryDate: '2030-01-31',
      paymentMethod: 'Cash',
      paidAmount: 800,
      dueAmount: 200.5,
      nextBillDate: '2030-02-01',
      bookedBy: librarian.user.fullname,
    });
    expect(body.booking.memberId).toMatch(new RegExp(`^${MEMBER_ID_PREFIX}AR\\d{5}$`));
    expect(Date.parse(body.booking.bookingTime)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('the modal: seat and member id book a month from today', async () => {
    const res = await book({ seatNumber: 3, memberId: 'vjxy00042', shift: 'Afternoon' });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<{ booking: SeatBooking }>().booking;
    const today = libraryToday();
    expect(booking).toMatchObject({
      memberId: 'VJXY00042',
      shift: 'Afternoon',
      startDate: today,
      expiryDate: addDays(addMonths(today, 1), -1),
      paidAmount: 0,
      paymentMethod: null,
    });
  });

  it('without a member id: Please login to book a seat.', async () => {
    expect(message(await book({ seatNumber: 4 }))).toBe(SEAT_MESSAGES.loginRequired);
    const res = await book(form({ memberIdLetter1: undefined, memberIdLetter2: undefined }));
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(SEAT_MESSAGES.loginRequired);
  });

  it('checks every required field with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ memberIdLetter1: 'ab' }, SEAT_MESSAGES.letter],
      [{ memberIdLetter2: '1' }, SEAT_MESSAGES.letter],
      [{ tableNo: undefined }, SEAT_MESSAGES.tableNo],
      [{ startDate: undefined }, SEAT_MESSAGES.startDate],
      [{ expiryDate: '2030-02-30' }, SEAT_MESSAGES.expiryDate],
      [{ expiryDate: '2029-12-31' }, SEAT_MESSAGES.expiryBeforeStart],
      [{ paymentMethod: 'Cheque' }, SEAT_MESSAGES.paymentMethod],
      [{ paidAmount: undefined }, SEAT_MESSAGES.paidAmount],
      [{ dueAmount: '-5' }, SEAT_MESSAGES.dueAmount],
      [{ shift: 'Lunch' }, SEAT_MESSAGES.shift],
      [{ seatNumber: 0 }, SEAT_MESSAGES.seatNumber],
      [{ seatNumber: 26 }, SEAT_MESSAGES.noSuchSeat],
      [{ layout: 'tables', tableNo: 2 }, SEAT_MESSAGES.noSuchSeat],
      [{ layout: 'tables', seatNumber: 7 }, SEAT_MESSAGES.noSuchSeat],
    ];
    for (const [overrides, expected] of cases) {
      const res = await book(form({ seatNumber: 20, ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(message(res), JSON.stringify(overrides)).toBe(expected);
    }
  });

  it('carries the spec messages in the contract', () => {
    expect(SEAT_MESSAGES).toMatchObject({
      booked: 'Seat booked successfully!',
      bookingFailed: 'Booking failed. Please try again.',
      modalFailed: 'Failed to book seat.',
      modalError: 'Error booking seat. Please try again.',
      loadFailed: 'Failed to load seat data. Please try again later.',
      loginRequired: 'Please login to book a seat.',
      noSeatForMember: 'No seat found with that member ID.',
    });
  });
});

describe('no seat is sold twice', () => {
  it('refuses overlapping dates in the same shift, allows other shifts and later dates', async () => {
    const first = await book(
      form({ seatNumber: 9, startDate: '2030-03-01', expiryDate: '2030-03-31' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const overlap = await book(
      form({ seatNumber: 9, startDate: '2030-03-31', expiryDate: '2030-04-30' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(message(overlap)).toBe(SEAT_MESSAGES.taken);
    // The same seat in another shift, and the day after expiry, are free.
    expect(
      (
        await book(
          form({
            seatNumber: 9,
            shift: 'Evening',
            startDate: '2030-03-01',
            expiryDate: '2030-03-31',
          }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await book(form({ seatNumber: 9, startDate: '2030-04-01', expiryDate: '2030-04-30' })))
        .statusCode,
    ).toBe(201);
  });

  it('Full day conflicts with every other shift, both ways', async () => {
    expect((await book(form({ seatNumber: 10, shift: 'Night' }))).statusCode).toBe(201);
    const full = await book(
      form({
        seatNumber: 10,
        shift: 'Full day',
        startDate: '2030-01-15',
        expiryDate: '2030-02-15',
      }),
    );
    expect(full.statusCode).toBe(409);
    expect((await book(form({ seatNumber: 11, shift: 'Full day' }))).statusCode).toBe(201);
    for (const shift of ['Morning', 'Afternoon', 'Evening', 'Night']) {
      const res = await book(
        form({ seatNumber: 11, shift, startDate: '2030-01-31', expiryDate: '2030-01-31' }),
      );
      expect(res.statusCode, shift).toBe(409);
    }
  });

  it('a grid seat and a table seat with the same number are different seats', async () => {
    expect((await book(form({ seatNumber: 2, shift: 'Full day' }))).statusCode).toBe(201);
    expect(
      (await book(form({ seatNumber: 2, shift: 'Full day', layout: 'tables' }))).statusCode,
    ).toBe(201);
    expect(
      (await book(form({ seatNumber: 2, shift: 'Full day', layout: 'tables' }))).statusCode,
    ).toBe(409);
  });

  it('an expired booking frees the seat by itself', async () => {
    const today = libraryToday();
    const past = await book(
      form({ seatNumber: 12, startDate: addDays(today, -40), expiryDate: addDays(today, -1) }),
    );
    expect(past.statusCode).toBe(201);
    const map = await t.request('GET', `/api/v1/seats?shift=Morning&date=${today}`, as());
    const seats = map.json<SeatMap>().occupied.map((o) => o.seatNumber);
    expect(seats).not.toContain(12);
    const again = await book(
      form({ seatNumber: 12, startDate: today, expiryDate: addDays(today, 29) }),
    );
    expect(again.statusCode, again.body).toBe(201);
  });

  it('twenty concurrent bookings of one seat: exactly one succeeds, the rest get 409', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          form({
            seatNumber: 15,
            shift: i % 2 === 0 ? 'Full day' : 'Morning',
            startDate: '2031-01-01',
            expiryDate: '2031-01-31',
          }),
        ),
      ),
    );
    const codes = attempts.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of attempts.filter((r) => r.statusCode === 409)) {
      expect(message(res)).toBe(SEAT_MESSAGES.taken);
    }
    const list = await t.request('GET', '/api/v1/book-seat?date=2031-01-15', as());
    expect(
      list.json<{ bookings: SeatBooking[] }>().bookings.filter((b) => b.seatNumber === 15),
    ).toHaveLength(1);
  });

  it('the same twenty at once through the server, its load-shedding door included: no 503', async () => {
    const send = await t.listen();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, () =>
        send('POST', '/api/v1/book-seat', {
          ...as(),
          body: form({ seatNumber: 16, startDate: '2031-03-01', expiryDate: '2031-03-31' }),
        }),
      ),
    );
    const codes = attempts.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const res of attempts.filter((r) => r.statusCode === 409)) {
      expect(res.json<{ message: string }>().message).toBe(SEAT_MESSAGES.taken);
    }
  });
});

describe('reading seats', () => {
  it('the seat map says who booked an occupied seat and when, and the totals add up', async () => {
    const day = '2032-05-10';
    await book(
      form({
        seatNumber: 5,
        shift: 'Morning',
        startDate: day,
        expiryDate: day,
        paidAmount: 500,
        dueAmount: 100,
      }),
    );
    await book(
      form({
        seatNumber: 6,
        shift: 'Full day',
        startDate: day,
        expiryDate: day,
        paidAmount: 900,
        dueAmount: 0,
      }),
    );
    const res = await t.request('GET', `/api/v1/seats?shift=Morning&date=${day}`, as());
    expect(res.statusCode).toBe(200);
    const map = res.json<SeatMap>();
    expect(map.occupied.map((o) => o.seatNumber).sort()).toEqual([5, 6]);
    const five = map.occupied.find((o) => o.seatNumber === 5);
    expect(five?.booking.bookedBy).toBe(librarian.user.fullname);
    expect(five?.booking.bookingTime).toBeTruthy();
    expect(map.totals).toMatchObject({
      shift: 'Morning',
      seats: 25 + 6,
      occupied: 2,
      free: 29,
      paid: 500,
      due: 100,
    });
    const totals = await t.request('GET', `/api/v1/seats/totals?date=${day}`, as());
    const byShift = new Map(
      totals.json<{ totals: ShiftTotals[] }>().totals.map((x) => [x.shift, x]),
    );
    expect(byShift.get('Afternoon')?.occupied).toBe(1);
    expect(byShift.get('Full day')?.occupied).toBe(2);
    expect(byShift.get('Full day')?.paid).toBe(900);
  });

  it('search by member id finds the seat, or says No seat found with that member ID.', async () => {
    const today = libraryToday();
    const made = await book({ seatNumber: 18, memberId: 'VJMK12345', shift: 'Evening' });
    expect(made.statusCode).toBe(201);
    const found = await t.request('GET', '/api/v1/book-seat/member/vjmk12345', as());
    expect(found.statusCode).toBe(200);
    expect(found.json<{ bookings: SeatBooking[] }>().bookings[0]).toMatchObject({
      seatNumber: 18,
      startDate: today,
    });
    const missing = await t.request('GET', '/api/v1/book-seat/member/VJZZ99999', as());
    expect(missing.statusCode).toBe(404);
    expect(message(missing)).toBe(SEAT_MESSAGES.noSeatForMember);
  });

  it('lists bookings paged and filtered by shift and member id', async () => {
    const res = await t.request('GET', '/api/v1/book-seat?shift=Evening&limit=2', as());
    const body = res.json<{ bookings: SeatBooking[]; total: number; totalPages: number }>();
    expect(body.bookings.length).toBeLessThanOrEqual(2);
    expect(body.bookings.every((b) => b.shift === 'Evening')).toBe(true);
    // Seat 9 and seat 18 are the Evening bookings so far.
    expect(body.total).toBe(2);
    expect(body.totalPages).toBe(1);
    const byMember = await t.request('GET', '/api/v1/book-seat?memberId=VJMK12345', as());
    expect(byMember.json<{ bookings: SeatBooking[] }>().bookings).toHaveLength(1);
  });

  it('cancelling frees the seat', async () => {
    const res = await book(
      form({ seatNumber: 21, startDate: '2033-01-01', expiryDate: '2033-01-31' }),
    );
    const id = res.json<{ booking: SeatBooking }>().booking._id;
    expect(
      (await book(form({ seatNumber: 21, startDate: '2033-01-01', expiryDate: '2033-01-31' })))
        .statusCode,
    ).toBe(409);
    expect((await t.request('DELETE', `/api/v1/book-seat/${id}`, as())).statusCode).toBe(200);
    expect(
      (await book(form({ seatNumber: 21, startDate: '2033-01-01', expiryDate: '2033-01-31' })))
        .statusCode,
    ).toBe(201);
  });

  it('needs the seats permission', async () => {
    const staff = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...as(),
      body: { vedanId: staff.user.profile.userId, role: 'staff', permissions: ['books'] },
    });
    const res = await t.request('GET', '/api/v1/book-seat', { token: staff.token, orgId: library });
    expect(res.statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/book-seat')).statusCode).toBe(401);
  });

  it("keeps each library's bookings to itself", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/book-seat',
      listKey: 'bookings',
      itemPath: (id) => `/api/v1/book-seat/${id}`,
      deletable: true,
      async create(app, owner, orgId) {
        const res = await app.request('POST', '/api/v1/book-seat', {
          token: owner.token,
          orgId,
          body: form({ seatNumber: 7 }),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ booking: SeatBooking }>().booking._id;
      },
    });
  });

  it('another library may sell its own seat 7 on the same dates', async () => {
    const other = await t.signUp({ role: 'librarian' });
    const otherLibrary = await t.createOrg(other, 'library');
    const res = await book(form({ seatNumber: 7 }), { token: other.token, orgId: otherLibrary });
    expect(res.statusCode).toBe(201);
  });
});
