import { and, count, eq, sql } from 'drizzle-orm';
import type { LibraryHome } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { hasPermission, type OrgContext } from '../../http/access';
import { totalsOnDay } from '../attendance';
import { feesDueTotals } from './fees.service';
import { holdStandsNow } from './holds.service';
import { seatHolds } from './holds.table';
import { overdueOn } from './loans.service';
import { loans } from './loans.table';
import { addDays, shiftTotals } from './seats.service';
import { seatBookings } from './seats.table';
import { libraryTickets } from './tickets.table';

/** The occupancy chart's days, today included. */
const OCCUPANCY_DAYS = 30;

/**
 * The bookings holding a seat on each of the last 30 days: `holdingOn`'s rule for any shift (a
 * booking holds its seat from its start to its expiry day, both included). One read: each
 * booking of the window spreads over its days there, served by the (org_id, expiry_date, ...)
 * index; the days nobody held a seat are filled in here.
 */
async function occupancy(db: Db, orgId: string, today: string) {
  const since = addDays(today, -(OCCUPANCY_DAYS - 1));
  const rows = await queryRows<{ at: string; value: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as at, count(*)::int as value
        from seat_bookings b,
          generate_series(greatest(b.start_date, ${since}::date), least(b.expiry_date, ${today}::date),
            interval '1 day') as d
        where b.org_id = ${orgId} and b.expiry_date >= ${since}::date and b.start_date <= ${today}::date
        group by d`,
  );
  const held = new Map(rows.map((row) => [row.at, Number(row.value)]));
  return Array.from({ length: OCCUPANCY_DAYS }, (_, i) => {
    const at = addDays(since, i);
    return { at, value: held.get(at) ?? 0 };
  });
}

async function seatFigures(db: Db, orgId: string, today: string) {
  const [shifts, days] = await Promise.all([
    shiftTotals(db, orgId, today),
    occupancy(db, orgId, today),
  ]);
  return {
    shifts: shifts.map(({ shift, seats, occupied, free }) => ({ shift, seats, occupied, free })),
    occupancy: days,
  };
}

/** Seats students hold online, still standing, and the rupees they will pay (decision 0360). */
async function holdFigures(db: Db, orgId: string) {
  const [row] = await db
    .select({ count: count(), amount: sql<string>`coalesce(sum(${seatHolds.amount}), 0)` })
    .from(seatHolds)
    .where(and(eq(seatHolds.orgId, orgId), holdStandsNow()));
  return { count: row?.count ?? 0, amount: Math.round(Number(row?.amount ?? 0) * 100) / 100 };
}

/**
 * The seats members renewed themselves from /library/dashboard in the last 7 days (decision
 * 0360), read through the partial index of renewals.
 */
function memberRenewals(db: Db, orgId: string): Promise<number> {
  return totalOf(
    db
      .select({ total: count() })
      .from(seatBookings)
      .where(
        and(
          eq(seatBookings.orgId, orgId),
          // The index's own predicate, so the planner sees it holds.
          sql`${seatBookings.renewedByMember}`,
          sql`${seatBookings.createdAt} > now() - interval '7 days'`,
        ),
      ),
  );
}

/** The count a `select count(*)` read answers. */
async function totalOf(query: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/**
 * The library's home in one request: its reads side by side, each only for a member who may
 * open the page it links to.
 */
export async function libraryHome(db: Db, org: OrgContext, today: string): Promise<LibraryHome> {
  const may = (permission: string) => hasPermission(org, permission);
  const [seats, seatHolds, renewalsThisWeek, dues, overdueLoans, checkIns, openEnquiries] =
    await Promise.all([
      may('seats') ? seatFigures(db, org.id, today) : null,
      may('seats') ? holdFigures(db, org.id) : null,
      may('seats') ? memberRenewals(db, org.id) : null,
      may('fees')
        ? feesDueTotals(db, org.id).then(([row]) => ({
            count: row?.total ?? 0,
            amount: Math.round(Number(row?.due ?? 0) * 100) / 100,
          }))
        : null,
      may('loans')
        ? totalOf(
            db
              .select({ total: count() })
              .from(loans)
              .where(and(eq(loans.orgId, org.id), overdueOn(today))),
          )
        : null,
      may('attendance') ? totalsOnDay(db, org.id, today).then((totals) => totals.present) : null,
      may('enquiry')
        ? totalOf(
            db
              .select({ total: count() })
              .from(libraryTickets)
              .where(and(eq(libraryTickets.orgId, org.id), eq(libraryTickets.status, 'Open'))),
          )
        : null,
    ]);
  return {
    success: true,
    today,
    seats,
    seatHolds,
    renewalsThisWeek,
    dues,
    overdueLoans,
    checkIns,
    openEnquiries,
  };
}
