import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIFTS, type LibrarySearchResult, type Shift } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { queryRows } from '../../db/query-rows';
import { addMonthlyPlan, contactSection } from './search.test-support';
import { addDays, addMonths, libraryToday } from './seats.service';

// The search reads each library's seats from its layout's generated `seats` and the seats taken
// on a day from `library_seat_days`, kept by triggers on seat_bookings. These tests change
// bookings and layouts by the routes and by bulk SQL, and check the free seats the search
// answers against figures worked out by hand, and the kept rows against a count made afresh.

let t: TestApp;
let librarian: TestUser;
let library: string;
let other: string;
const as = () => ({ token: librarian.token, orgId: library });

/** A new library: a 5 by 5 grid and one table of 6 in every shift. */
const SEATS = 31;

async function openLibrary(name: string): Promise<string> {
  const orgId = await t.createOrg(librarian, 'library', name);
  const who = { token: librarian.token, orgId };
  const profile = await t.request('PUT', '/api/v1/library/profile', {
    ...who,
    body: contactSection(),
  });
  expect(profile.statusCode, profile.body).toBe(200);
  await addMonthlyPlan(t, who, 500);
  return orgId;
}

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await openLibrary('Kept Seats Library');
  other = await openLibrary('Kept Seats Annexe');
});
afterAll(() => t.close());

/** The free seats the search offers in one library, per shift, on a day (0 when not listed). */
async function freeOn(day: string, orgId = library): Promise<Record<Shift, number>> {
  const free = {} as Record<Shift, number>;
  for (const shift of SHIFTS) {
    const res = await t.request('POST', '/api/v1/library/search', {
      body: { pincode: '411004', timeSlot: shift, dateJoining: day, fee: 1000, limit: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = res
      .json<{ libraries: LibrarySearchResult[] }>()
      .libraries.find((result) => result._id === orgId);
    free[shift] = found?.freeSeats ?? 0;
  }
  return free;
}

/** Free seats per shift given the seats taken in Morning, Afternoon, Evening, Night, Full day. */
const free = (taken: [number, number, number, number, number], seats = SEATS) =>
  Object.fromEntries(SHIFTS.map((shift, i) => [shift, seats - (taken[i] ?? 0)]));

/** Kept rows that differ from the same figures counted afresh from every booking. */
async function drift() {
  return queryRows<Record<string, unknown>>(
    t.database.db,
    sql`
      with counted as (
        select b.org_id, b.start_date + i as day,
          count(*) filter (where b.shift in ('Morning', 'Full day'))::int as morning,
          count(*) filter (where b.shift in ('Afternoon', 'Full day'))::int as afternoon,
          count(*) filter (where b.shift in ('Evening', 'Full day'))::int as evening,
          count(*) filter (where b.shift in ('Night', 'Full day'))::int as night,
          count(distinct (b.layout, b.seat_table, b.seat_number))::int as full_day
        from seat_bookings b cross join generate_series(0, b.expiry_date - b.start_date) as i
        group by 1, 2)
      select * from counted c full join library_seat_days k using (org_id, day)
      where (c.morning, c.afternoon, c.evening, c.night, c.full_day)
        is distinct from (k.morning, k.afternoon, k.evening, k.night, k.full_day)`,
  );
}

async function book(body: Record<string, unknown>): Promise<string> {
  const res = await t.request('POST', '/api/v1/book-seat', { ...as(), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ booking: { _id: string } }>().booking._id;
}

/** The full form's booking of a seat from `startDate` to `expiryDate`. */
const form = (
  shift: Shift,
  seatNumber: number,
  startDate: string,
  expiryDate: string,
  layout: 'grid' | 'tables' = 'grid',
) => ({
  seatNumber,
  shift,
  layout,
  tableNo: 1,
  memberIdLetter1: 'k',
  memberIdLetter2: 's',
  planDetails: 'Monthly',
  startDate,
  expiryDate,
  paymentMethod: 'Cash',
  paidAmount: 500,
  dueAmount: 0,
});

async function cancel(id: string): Promise<void> {
  const res = await t.request('DELETE', `/api/v1/book-seat/${id}`, as());
  expect(res.statusCode, res.body).toBe(200);
}

describe('the seats the search finds free, kept by the writes', () => {
  it('a booking takes a seat in its shift and in Full day, on its days only, until cancelled', async () => {
    const today = libraryToday();
    const afterExpiry = addMonths(today, 1);
    expect(await freeOn(today)).toEqual(free([0, 0, 0, 0, 0]));
    // The modal books a month from today.
    const id = await book({ seatNumber: 3, memberId: 'VJKS00001', shift: 'Morning' });
    expect(await freeOn(today)).toEqual(free([1, 0, 0, 0, 1]));
    expect(await freeOn(addDays(afterExpiry, -1))).toEqual(free([1, 0, 0, 0, 1]));
    expect(await freeOn(afterExpiry)).toEqual(free([0, 0, 0, 0, 0]));
    expect(await drift()).toEqual([]);
    await cancel(id);
    expect(await freeOn(today)).toEqual(free([0, 0, 0, 0, 0]));
    expect(await drift()).toEqual([]);
  });

  it('Full day holds a seat in every shift, and a seat held in two shifts is one seat for Full day', async () => {
    const [from, to, day] = ['2031-03-01', '2031-03-31', '2031-03-15'];
    const morning2 = await book(form('Morning', 2, from, to));
    const evening2 = await book(form('Evening', 2, from, to));
    const fullDay8 = await book(form('Full day', 8, from, to));
    // Seat 2 at table 1 is another seat than grid seat 2.
    const table2 = await book(form('Afternoon', 2, from, to, 'tables'));
    expect(await freeOn(day)).toEqual(free([2, 2, 2, 1, 3]));
    await cancel(evening2);
    // Grid seat 2 is still held in the Morning, so Full day still finds it taken.
    expect(await freeOn(day)).toEqual(free([2, 2, 1, 1, 3]));
    await cancel(morning2);
    expect(await freeOn(day)).toEqual(free([1, 2, 1, 1, 2]));
    await cancel(fullDay8);
    await cancel(table2);
    expect(await freeOn(day)).toEqual(free([0, 0, 0, 0, 0]));
    expect(await drift()).toEqual([]);
  });

  it('a booking of a few days counts on those days and no others', async () => {
    const id = await book(form('Night', 5, '2031-05-10', '2031-05-12'));
    const full = await book(form('Full day', 6, '2031-05-12', '2031-05-14'));
    expect(await freeOn('2031-05-09')).toEqual(free([0, 0, 0, 0, 0]));
    expect(await freeOn('2031-05-10')).toEqual(free([0, 0, 0, 1, 1]));
    expect(await freeOn('2031-05-12')).toEqual(free([1, 1, 1, 2, 2]));
    expect(await freeOn('2031-05-14')).toEqual(free([1, 1, 1, 1, 1]));
    expect(await freeOn('2031-05-15')).toEqual(free([0, 0, 0, 0, 0]));
    expect(await drift()).toEqual([]);
    await cancel(id);
    await cancel(full);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from library_seat_days where org_id = ${library}`,
    );
    // A day with nothing booked keeps no row.
    expect(rows[0]?.n).toBe(0);
  });

  it("a layout change changes that shift's seats and no other's", async () => {
    const day = '2031-06-10';
    await book(form('Full day', 1, day, day));
    const grid = await t.request('PUT', '/api/v1/seat-layouts/Afternoon/grid', {
      ...as(),
      body: { rows: 2, cols: 3 },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    // 6 grid seats and the table of 6; the Full day booking holds one.
    expect((await freeOn(day)).Afternoon).toBe(11);
    const tables = await t.request('PUT', '/api/v1/seat-layouts/Afternoon/tables', {
      ...as(),
      body: { tables: [6, 4] },
    });
    expect(tables.statusCode, tables.body).toBe(200);
    expect(await freeOn(day)).toEqual({ ...free([1, 1, 1, 1, 1]), Afternoon: 6 + 10 - 1 });
    const back = await t.request('PUT', '/api/v1/seat-layouts/Afternoon/grid', {
      ...as(),
      body: { rows: 5, cols: 5 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await freeOn(day)).Afternoon).toBe(25 + 10 - 1);
    const seats = await queryRows<{ shift: string; seats: number }>(
      t.database.db,
      sql`select shift, seats from seat_layouts where org_id = ${library} order by shift`,
    );
    expect(seats).toEqual([
      { shift: 'Afternoon', seats: 35 },
      { shift: 'Evening', seats: SEATS },
      { shift: 'Full day', seats: SEATS },
      { shift: 'Morning', seats: SEATS },
      { shift: 'Night', seats: SEATS },
    ]);
    const restored = await t.request('PUT', '/api/v1/seat-layouts/Afternoon/tables', {
      ...as(),
      body: { tables: [6] },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await freeOn(day)).toEqual(free([1, 1, 1, 1, 1]));
  });
});

describe('the seats the search finds free: bulk SQL, races and deletes', () => {
  it('rows written by bulk SQL are counted too: inserts, updates and deletes of many rows', async () => {
    const db = t.database.db;
    // One statement, two libraries; grid seat 1 in three shifts, a Full day seat, a table seat.
    await db.execute(sql`
      insert into seat_bookings (id, org_id, shift, layout, seat_number, table_no, member_id,
        start_date, expiry_date, booked_by)
      select lpad(to_hex(900000 + n), 24, '0'), org, shift, layout, seat, 1, 'VJBULK',
        start_date::date, expiry_date::date, ${librarian.user._id}
      from (values
        (1, ${library}, 'Morning', 'grid', 1, '2031-07-01', '2031-07-20'),
        (2, ${library}, 'Afternoon', 'grid', 1, '2031-07-10', '2031-07-31'),
        (3, ${library}, 'Full day', 'grid', 2, '2031-07-05', '2031-07-15'),
        (4, ${library}, 'Evening', 'tables', 1, '2031-07-01', '2031-07-31'),
        (5, ${library}, 'Night', 'grid', 1, '2031-07-15', '2031-07-25'),
        (6, ${other}, 'Full day', 'grid', 1, '2031-07-01', '2031-07-31'),
        (7, ${other}, 'Morning', 'grid', 2, '2031-07-12', '2031-07-12')
      ) as v(n, org, shift, layout, seat, start_date, expiry_date)`);
    expect(await freeOn('2031-07-12')).toEqual(free([2, 2, 2, 1, 3]));
    expect(await freeOn('2031-07-18')).toEqual(free([1, 1, 1, 1, 2]));
    expect(await freeOn('2031-07-12', other)).toEqual(free([2, 1, 1, 1, 2]));
    expect(await drift()).toEqual([]);

    // Move the Full day booking to later days; change only money on every row.
    await db.execute(sql`
      update seat_bookings set start_date = '2031-07-16', expiry_date = '2031-07-18'
      where id = lpad(to_hex(900003), 24, '0')`);
    await db.execute(sql`update seat_bookings set paid_amount = paid_amount + 1`);
    expect(await freeOn('2031-07-12')).toEqual(free([1, 1, 1, 0, 2]));
    expect(await freeOn('2031-07-18')).toEqual(free([2, 2, 2, 2, 3]));
    expect(await drift()).toEqual([]);

    // Grid seat 1's Morning and Afternoon go; its Night booking still holds it from the 15th.
    await db.execute(sql`
      delete from seat_bookings where member_id = 'VJBULK' and shift in ('Morning', 'Afternoon')`);
    expect(await freeOn('2031-07-12')).toEqual(free([0, 0, 1, 0, 1]));
    expect(await freeOn('2031-07-18')).toEqual(free([1, 1, 2, 2, 3]));
    expect(await freeOn('2031-07-12', other)).toEqual(free([1, 1, 1, 1, 1]));
    expect(await drift()).toEqual([]);

    await db.execute(sql`delete from seat_bookings where member_id = 'VJBULK'`);
    expect(await freeOn('2031-07-18')).toEqual(free([0, 0, 0, 0, 0]));
    expect(await drift()).toEqual([]);
  });

  it('bookings of one seat in four shifts at the same moment hold one seat for Full day', async () => {
    const [from, to] = ['2031-09-01', '2031-09-30'];
    const seats = [11, 12, 13, 14, 15];
    const shifts: Shift[] = ['Morning', 'Afternoon', 'Evening', 'Night'];
    const answers = await Promise.all(
      seats.flatMap((seat) =>
        shifts.map((shift) =>
          t.request('POST', '/api/v1/book-seat', { ...as(), body: form(shift, seat, from, to) }),
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 201));
    expect(await freeOn('2031-09-15')).toEqual(free([5, 5, 5, 5, 5]));
    expect(await drift()).toEqual([]);
  });

  it('a library deleted with its bookings leaves nothing behind', async () => {
    const gone = await openLibrary('Kept Seats Closing');
    await t.database.db.execute(sql`
      insert into seat_bookings (id, org_id, shift, layout, seat_number, table_no, member_id,
        start_date, expiry_date, booked_by)
      values (lpad(to_hex(910001), 24, '0'), ${gone}, 'Morning', 'grid', 1, 1, 'VJGONE',
        '2031-08-01', '2031-08-31', ${librarian.user._id})`);
    expect((await freeOn('2031-08-10', gone)).Morning).toBe(SEATS - 1);
    await t.database.db.execute(sql`delete from organizations where id = ${gone}`);
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from library_seat_days where org_id = ${gone}`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await drift()).toEqual([]);
  });

  it('a seat held online is not free while the hold stands, and free again once it lapses', async () => {
    const held = await openLibrary('Kept Seats Online');
    const desk = { token: librarian.token, orgId: held };
    const plans = await t.request('GET', '/api/v1/plans', desk);
    const [plan] = plans.json<{ _id: string }[]>();
    const day = addDays(libraryToday(), 2);
    const student = await t.signUp();
    const hold = await t.request('POST', `/api/v1/public/libraries/${held}/holds`, {
      token: student.token,
      body: { shift: 'Morning', layout: 'grid', seatNumber: 1, startDate: day, planId: plan?._id },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    expect(await freeOn(day, held)).toEqual(free([1, 0, 0, 0, 1]));

    // The same seat booked at the desk for the Afternoon: Full day counts the seat once.
    const booked = await t.request('POST', '/api/v1/book-seat', {
      ...desk,
      body: form('Afternoon', 1, day, addDays(day, 5)),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await freeOn(day, held)).toEqual(free([1, 1, 0, 0, 1]));

    await t.database.db.execute(sql`
      update seat_holds set expires_at = now() - interval '1 minute' where org_id = ${held}`);
    expect(await freeOn(day, held)).toEqual(free([0, 1, 0, 0, 1]));
  });
});
