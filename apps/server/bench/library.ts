// The library: a seat-map read of a 200-seat library, its home, and a library search among 1,000
// libraries.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { libraryToday } from '../src/domains/library/seats.service';
import { LIST_PAGE, load, reportRun } from './support';

/**
 * The bench library gets 200 seats in every shift (a 10 by 14 grid and ten tables of 6), a
 * year of past bookings and this month's (most seats taken in some shift). 1,000 other libraries
 * spread over the gazetteer's cities, a third of them in Pune, each with layouts, a plan and
 * bookings, are what the search looks through.
 */
export async function loadLibraryBenchData(
  db: Db,
  ownerId: string,
  orgId: string,
  today: string = libraryToday(),
): Promise<void> {
  await db.execute(sql`
    update seat_layouts set grid_rows = 10, grid_cols = 14, tables = '{6,6,6,6,6,6,6,6,6,6}'
    where org_id = ${orgId}`);
  // This month: Morning and Afternoon fill grid seats 1-120, Evening 121-140, Night tables
  // 1-5, Full day tables 6-10; and twelve past months of the same, all expired.
  await db.execute(sql`
    insert into seat_bookings (id, org_id, shift, layout, seat_number, table_no, member_id,
      start_date, expiry_date, payment_method, paid_amount, due_amount, booked_by)
    select lpad(to_hex(600000 + m * 1000 + s), 24, '0'), ${orgId},
      case when s <= 120 then (case when s % 2 = 0 then 'Morning' else 'Afternoon' end)
           when s <= 140 then 'Evening' when s <= 170 then 'Night' else 'Full day' end,
      case when s <= 140 then 'grid' else 'tables' end,
      case when s <= 140 then s else ((s - 141) % 6) + 1 end,
      case when s <= 140 then 1 else ((s - 141) / 6) + 1 end,
      'VJBB' || lpad(s::text, 5, '0'),
      (date_trunc('month', ${today}::date) - make_interval(months => m))::date,
      (date_trunc('month', ${today}::date) - make_interval(months => m) + interval '1 month - 1 day')::date,
      'Cash', 600, 0, ${ownerId}
    from generate_series(0, 12) m, generate_series(1, 200) s`);

  // For the home: 1,000 members paying 600 a month, joined over the last year, who paid for
  // every month but this one and every seventh one; 2,000 loans (one in twenty overdue); 150
  // check-ins today.
  await db.execute(sql`
    insert into library_members (id, org_id, name, vedan_id, member_id, seat_no, fees, time, joining_date)
    select lpad(to_hex(3000000 + g), 24, '0'), ${orgId}, 'Reader ' || g, 'VDB' || g, 'R' || g, '',
      600, 'Morning', (date_trunc('month', ${today}::date) - make_interval(months => g % 12))::date
    from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into fee_payments (id, org_id, member_id, month, amount, paid_on, method)
    select lpad(to_hex(3100000 + g * 12 + m), 24, '0'), ${orgId}, lpad(to_hex(3000000 + g), 24, '0'),
      (date_trunc('month', ${today}::date) - make_interval(months => m))::date, 600, ${today}::date, 'Cash'
    from generate_series(1, 1000) g, generate_series(1, 11) m
    where m <= g % 12 and (g + m) % 7 <> 0`);
  await db.execute(sql`
    insert into loans (id, org_id, loan_id, book_name, borrower_name, loan_date, due_date, return_book)
    select lpad(to_hex(3200000 + g), 24, '0'), ${orgId}, 'L' || g, 'Book ' || g, 'Reader ' || g,
      ${today}::date - 30, ${today}::date - 16 + (g % 20), g % 2 = 0
    from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into attendance_daily (id, org_id, date, sr_no, code, student_name, sign, remark)
    select lpad(to_hex(3300000 + g), 24, '0'), ${orgId}, ${today}::date, g, 'S' || g, 'Reader ' || g,
      'tick', 'Present'
    from generate_series(1, 150) g`);

  // The libraries search looks through.
  const pincodes = [
    '411004',
    '411038',
    '411001',
    '411030',
    '400001',
    '400601',
    '422001',
    '110001',
    '560001',
    '600001',
    '500001',
    '700001',
    '380001',
    '302001',
    '226001',
  ];
  await db.execute(sql`
    insert into organizations (id, kind, name, city, owner_id)
    select lpad(to_hex(700000 + g), 24, '0'), 'library', 'Library ' || g, 'City', ${ownerId}
    from generate_series(1, 1000) g`);
  await db.execute(sql`
    insert into library_profiles (org_id, pincode, city_key, zone, address)
    select lpad(to_hex(700000 + g), 24, '0'), p.pincode, p.city, 'Zone ' || (g % 7), 'Address ' || g
    from generate_series(1, 1000) g
    join (select * from unnest(${sql.raw(`array['${pincodes.join("','")}']`)}::text[],
      array['Pune','Pune','Pune','Pune','Mumbai','Thane','Nashik','Delhi','Bengaluru','Chennai',
            'Hyderabad','Kolkata','Ahmedabad','Jaipur','Lucknow']::text[]) with ordinality as x(pincode, city, n)) p
      on p.n = case when g % 3 = 0 then (g % 4) + 1 else (g % 15) + 1 end`);
  await db.execute(sql`
    insert into seat_layouts (id, org_id, shift, grid_rows, grid_cols, tables)
    select lpad(to_hex(800000 + g * 10 + s.n), 24, '0'), lpad(to_hex(700000 + g), 24, '0'), s.shift,
      5, 5, '{6}'
    from generate_series(1, 1000) g,
      unnest(array['Morning','Afternoon','Evening','Night','Full day']) with ordinality as s(shift, n)`);
  await db.execute(sql`
    insert into plans (id, org_id, name, fee, free, affordable, standard, premium, details)
    select lpad(to_hex(900000 + g), 24, '0'), lpad(to_hex(700000 + g), 24, '0'), 'Monthly',
      400 + (g % 8) * 100, false, true, false, false, '{Seat}'
    from generate_series(1, 1000) g`);
  // Every tenth library is full in the Morning this month.
  await db.execute(sql`
    insert into seat_bookings (id, org_id, shift, layout, seat_number, table_no, member_id,
      start_date, expiry_date, paid_amount, due_amount, booked_by)
    select lpad(to_hex(2000000 + g * 40 + s), 24, '0'), lpad(to_hex(700000 + g), 24, '0'),
      'Morning', case when s <= 25 then 'grid' else 'tables' end,
      case when s <= 25 then s else s - 25 end, 1, 'VJCC' || lpad(s::text, 5, '0'),
      date_trunc('month', ${today}::date)::date,
      (date_trunc('month', ${today}::date) + interval '1 month - 1 day')::date, 0, 0, ${ownerId}
    from generate_series(1, 1000) g, generate_series(1, case when g % 10 = 0 then 31 else 5 end) s`);
  for (const table of [
    'library_members',
    'fee_payments',
    'loans',
    'attendance_daily',
    'seat_bookings',
    'library_seat_days',
    'seat_layouts',
    'library_profiles',
    'plans',
    'organizations',
  ])
    await db.execute(sql.raw(`vacuum (analyze) ${table}`));
}

/** The seat map and the search, each under 10 clients, on the data above. */
export async function benchLibrary(options: {
  base: string;
  db: Db;
  ownerId: string;
  orgId: string;
  headers: Record<string, string>;
}): Promise<void> {
  const { base, db, ownerId, orgId, headers } = options;
  const today = libraryToday();
  await loadLibraryBenchData(db, ownerId, orgId, today);

  const map = await load({ url: `${base}/api/v1/seats?shift=Morning`, headers });
  reportRun('seat map of a 200-seat library (one shift, with totals)', map, LIST_PAGE);
  const home = await load({ url: `${base}/api/v1/library/home`, headers });
  reportRun('GET /library/home (200 seats a shift, 1,000 members, 2,000 loans)', home, LIST_PAGE);
  const search = await load({
    url: `${base}/api/v1/library/search`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ pincode: '411004', timeSlot: 'Morning', dateJoining: today, fee: 800 }),
  });
  reportRun('library search near a Pune pincode (1,000 libraries)', search, LIST_PAGE);
}
