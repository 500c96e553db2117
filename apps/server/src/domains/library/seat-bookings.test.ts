import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_MESSAGES, type SeatBooking, type SeatMap, type ShiftTotals } from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addDays, libraryToday } from './seats.service';
import { bookSeat, form, message } from './seats.test-support';

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

const book = (body: object, who = as()) => bookSeat(t, body, who);

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
    // Compared whole, so that a failure prints every answer's status.
    const codes = attempts.map((res) => res.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
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
    // Compared whole, so that a failure prints every answer's status.
    const codes = attempts.map((res) => res.statusCode).sort((a, b) => a - b);
    expect(codes).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
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
