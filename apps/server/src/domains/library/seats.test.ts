import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID,
  DEFAULT_TABLE_SEATS,
  MEMBER_ID_PREFIX,
  SEAT_MESSAGES,
  SHIFTS,
  type SeatBooking,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addDays, addMonths, libraryToday } from './seats.service';
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
      [{ layout: 'tables', tableNo: undefined }, SEAT_MESSAGES.tableNo],
      [{ startDate: undefined }, SEAT_MESSAGES.startDate],
      [{ expiryDate: '2030-02-30' }, SEAT_MESSAGES.expiryDate],
      [{ expiryDate: '2029-12-31' }, SEAT_MESSAGES.expiryBeforeStart],
      [{ paymentMethod: 'Cheque' }, SEAT_MESSAGES.paymentMethod],
      [{ paidAmount: 'lots' }, SEAT_MESSAGES.paidAmount],
      [{ paymentMethod: undefined }, SEAT_MESSAGES.paymentMethod],
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
