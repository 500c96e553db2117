import { and, asc, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  GAZETTEER,
  LIBRARY_SEARCH_MESSAGES,
  SEARCH_RADIUS_KM,
  SHIFT_SLOTS,
  cityOfPincode,
  distanceKm,
  libraryApi,
  librarySearchInputSchema,
  pageInfo,
  type LibrarySearchResult,
  type Shift,
} from '@vedann/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { routesOf } from '../../http/endpoint-routes';
import { plans } from '../plans';
import { queryRows } from '../../db/query-rows';
import { holdStandsNow } from './holds.service';
import { seatHolds } from './holds.table';
import { shiftSlotsOf } from './seats.service';
import { librarySeatDays } from './seats.table';

const tags = ['library: search'];
const PLANS_PER_RESULT = 5;

/** The gazetteer cities within reach of a pincode's city, nearest first, with their distance. */
function nearCities(pincode: string): { name: string; km: number }[] {
  const home = cityOfPincode(pincode);
  if (!home) return [];
  return GAZETTEER.map((city) => ({ name: city.name, km: Math.round(distanceKm(home, city)) }))
    .filter((city) => city.km <= SEARCH_RADIUS_KM)
    .sort((a, b) => a.km - b.km);
}

interface SearchRow extends Record<string, unknown> {
  org_id: string;
  name: string;
  city: string;
  pincode: string;
  zone: string;
  address: string;
  km: number | null;
  free: number;
}

/** Where `library_seat_days` keeps the seats a search of each shift finds taken. */
const TAKEN_IN: Record<Shift, PgColumn> = {
  Morning: librarySeatDays.morning,
  Afternoon: librarySeatDays.afternoon,
  Evening: librarySeatDays.evening,
  Night: librarySeatDays.night,
  'Full day': librarySeatDays.fullDay,
};

/**
 * The seats standing holds keep in the shift on the day (decision 0360), counted as
 * `library_seat_days` counts bookings: a hold in an overlapping shift takes the seat, and one seat
 * counts once. A seat a booking already takes on the day in an overlapping shift (Full day: any
 * shift) is counted there, so it is left out here. Holds are few and read by their org-led index.
 */
function heldSeats(shift: Shift, day: string): SQL {
  const [from, to] = SHIFT_SLOTS[shift];
  return sql`
    select count(distinct (${seatHolds.layout}, ${seatHolds.seatTable}, ${seatHolds.seatNumber}))::int as held
    from ${seatHolds}
    where ${seatHolds.orgId} = p.org_id and ${holdStandsNow()}
      and ${seatHolds.startDate} <= ${day}::date and ${seatHolds.expiryDate} >= ${day}::date
      and ${shiftSlotsOf('seat_holds')} && int4range(${from}, ${to})
      and not exists (
        select 1 from seat_bookings b
        where b.org_id = ${seatHolds.orgId} and b.layout = ${seatHolds.layout}
          and b.seat_table = ${seatHolds.seatTable} and b.seat_number = ${seatHolds.seatNumber}
          and b.start_date <= ${day}::date and b.expiry_date >= ${day}::date
          and ${shiftSlotsOf('b')} && int4range(${from}, ${to}))`;
}

/**
 * Libraries near a pincode with a free seat in the shift on the day and a plan within the fee,
 * nearest first: the same pincode, then its first four and three digits, then other cities in
 * reach by distance. Candidates come from the (city_key, pincode) index; each one's seats are
 * its layout's generated `seats`, and the seats taken that day its `library_seat_days` row (no
 * row, none taken), both kept by the writes themselves, less the seats held online then
 * (`heldSeats`). Each is one row read by its key: `limit 1` keeps them per candidate, so neither
 * table is scanned whole whatever its statistics say.
 */
export function searchQuery(input: z.output<typeof librarySearchInputSchema>): SQL {
  const cities = nearCities(input.pincode);
  const near = cities.length
    ? sql`(values ${sql.join(
        cities.map((city) => sql`(${city.name}, ${city.km}::int)`),
        sql`, `,
      )}) as near(city_key, km)`
    : sql`(values (''::text, null::int)) as near(city_key, km)`;
  // With a pincode the gazetteer does not know, libraries sharing its first three digits.
  const inReach = cities.length
    ? sql`p.city_key = near.city_key`
    : sql`p.pincode like ${`${input.pincode.slice(0, 3)}%`}`;
  const zone: SQL = input.libraryZone
    ? sql`and (p.zone ilike ${containsPattern(input.libraryZone)} or p.address ilike ${containsPattern(input.libraryZone)})`
    : sql``;
  const fee = input.fee.toFixed(2);
  const scored = sql`
    select p.org_id, o.name, o.city, p.pincode, p.zone, p.address, near.km,
      case when p.pincode = ${input.pincode} then 0
           when left(p.pincode, 4) = ${input.pincode.slice(0, 4)} then 1
           when left(p.pincode, 3) = ${input.pincode.slice(0, 3)} then 2
           else 3 end as rank,
      coalesce(l.seats, 0) - coalesce(d.taken, 0) - h.held as free
    from ${near}
    join library_profiles p on ${inReach}
    join organizations o on o.id = p.org_id
    left join lateral (
      select l.seats from seat_layouts l
      where l.org_id = p.org_id and l.shift = ${input.timeSlot} limit 1
    ) l on true
    left join lateral (
      select ${TAKEN_IN[input.timeSlot]} as taken from ${librarySeatDays}
      where ${librarySeatDays.orgId} = p.org_id and ${librarySeatDays.day} = ${input.dateJoining}::date
      limit 1
    ) d on true
    cross join lateral (${heldSeats(input.timeSlot, input.dateJoining)}) h
    where exists (select 1 from plans pl where pl.org_id = p.org_id and pl.fee <= ${fee}::numeric)
    ${zone}`;
  return scored;
}

export async function searchLibraries(
  db: Db,
  input: z.output<typeof librarySearchInputSchema>,
): Promise<{ results: LibrarySearchResult[]; total: number }> {
  const scored = searchQuery(input);
  const fee = input.fee.toFixed(2);
  // One pass over the candidates gives the page and, by a window over every row that qualifies,
  // the total; the count is asked alone only for a page past the end, which has no row to carry it.
  const rows = await queryRows<SearchRow & { total: number }>(
    db,
    sql`
      select s.*, count(*) over ()::int as total from (${scored}) s where s.free > 0
      order by s.rank, s.km nulls last, s.name, s.org_id
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`,
  );
  const counted =
    rows.length > 0 || input.page === 1
      ? [{ total: rows[0]?.total ?? 0 }]
      : await queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from (${scored}) s where s.free > 0`,
        );
  const ids = rows.map((row) => row.org_id);
  const planRows = ids.length
    ? await db
        .select({ _id: plans.id, orgId: plans.orgId, name: plans.name, fee: plans.fee })
        .from(plans)
        .where(and(inArray(plans.orgId, ids), lte(plans.fee, fee)))
        .orderBy(asc(plans.fee), asc(plans.id))
    : [];
  return {
    total: Number(counted[0]?.total ?? 0),
    results: rows.map((row) => ({
      _id: row.org_id,
      name: row.name,
      city: row.city,
      pincode: row.pincode,
      zone: row.zone,
      address: row.address,
      distanceKm: row.km === null ? null : Number(row.km),
      freeSeats: Number(row.free),
      plans: planRows
        .filter((plan) => plan.orgId === row.org_id)
        .slice(0, PLANS_PER_RESULT)
        .map((plan) => ({ _id: plan._id, name: plan.name, fee: Number(plan.fee) })),
      publicPage: `/business/${row.org_id}`,
    })),
  };
}

export function registerSearchRoutes({ app, db }: AppContext): void {
  // Spec 01 section 7 `POST library/search` and spec 02 section 7 `POST /api/search`: one handler.
  for (const route of routesOf(libraryApi.search, tags)) {
    app.route({
      ...route,
      handler: async (request) => {
        const input = request.body;
        const { results, total } = await searchLibraries(db, input);
        return {
          success: true as const,
          message: total === 0 ? LIBRARY_SEARCH_MESSAGES.empty : `${total} libraries found.`,
          libraries: results,
          ...pageInfo(input, total),
        };
      },
    });
  }
}
