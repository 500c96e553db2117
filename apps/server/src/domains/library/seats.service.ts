import { and, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { inJson } from '../../db/bulk';
import {
  DEFAULT_GRID,
  SEAT_MESSAGES,
  DEFAULT_TABLE_SEATS,
  SHIFTS,
  SHIFT_SLOTS,
  gridCapacity,
  overlappingShifts,
  tablesCapacity,
  type SeatLayoutKind,
  type Shift,
  type ShiftTotals,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import type { OrgSetupStep } from '../orgs/orgs.service';
import { libraryMembers } from './members.table';
import { seatBookings, seatLayouts } from './seats.table';

export type LayoutRow = typeof seatLayouts.$inferSelect;
export type BookingRow = typeof seatBookings.$inferSelect;

/** Today in India, where the libraries are: bookings and fees run on Indian calendar days. */
export function libraryToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** The day `months` calendar months after `day`, on the last day of a shorter month. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return target.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A new library's layouts: for each shift a 5 by 5 grid and one round table of 6 seats. */
export async function addDefaultSeatLayouts(db: Pick<Db, 'insert'>, orgId: string): Promise<void> {
  await db
    .insert(seatLayouts)
    .values(
      SHIFTS.map((shift) => ({
        orgId,
        shift,
        gridRows: DEFAULT_GRID.rows,
        gridCols: DEFAULT_GRID.cols,
        tables: [DEFAULT_TABLE_SEATS],
      })),
    )
    .onConflictDoNothing();
}

export const seatLayoutsSetup: OrgSetupStep = {
  name: 'default seat layouts',
  kinds: ['library'],
  run: (tx, org) => addDefaultSeatLayouts(tx, org.id),
};

/** The shift's layouts; a library made before layouts existed gets its defaults first. */
export async function layoutsOf(db: Db, orgId: string): Promise<Map<Shift, LayoutRow>> {
  let rows = await db.select().from(seatLayouts).where(eq(seatLayouts.orgId, orgId));
  if (rows.length < SHIFTS.length) {
    await addDefaultSeatLayouts(db, orgId);
    rows = await db.select().from(seatLayouts).where(eq(seatLayouts.orgId, orgId));
  }
  return new Map(rows.map((row) => [row.shift, row]));
}

/** A shift's layouts as the answers show them. */
export const toLayouts = (row: LayoutRow) => ({
  shift: row.shift,
  grid: { rows: row.gridRows, cols: row.gridCols },
  tables: row.tables,
});

/**
 * Saves a shift's layout unless a seat it drops has a current or future booking of that
 * shift and layout: that member keeps their seat.
 */
export async function saveLayout(
  db: Db,
  orgId: string,
  shift: Shift,
  kind: SeatLayoutKind,
  next: Pick<LayoutRow, 'gridRows' | 'gridCols' | 'tables'>,
): Promise<LayoutRow> {
  const layouts = await layoutsOf(db, orgId);
  const current = layouts.get(shift);
  if (!current) throw new Error('layouts missing');
  const proposed: LayoutRow = { ...current, ...next };
  const held = await db
    .selectDistinct({ seatTable: seatBookings.seatTable, seatNumber: seatBookings.seatNumber })
    .from(seatBookings)
    .where(
      and(
        eq(seatBookings.orgId, orgId),
        eq(seatBookings.shift, shift),
        eq(seatBookings.layout, kind),
        gte(seatBookings.expiryDate, libraryToday()),
      ),
    );
  const lost = held.find((seat) => !seatInLayout(proposed, kind, seat.seatTable, seat.seatNumber));
  if (lost) {
    throw conflict(
      SEAT_MESSAGES.layoutInUse(
        kind === 'grid' ? String(lost.seatNumber) : `${lost.seatTable}-${lost.seatNumber}`,
      ),
    );
  }
  const [row] = await db
    .update(seatLayouts)
    .set(next)
    .where(and(eq(seatLayouts.orgId, orgId), eq(seatLayouts.shift, shift)))
    .returning();
  if (!row) throw new Error('layout vanished');
  return row;
}

/** Whether a seat is part of a layout: grid seats 1 to rows×cols, or a seat at an existing table. */
export function seatInLayout(
  layout: LayoutRow,
  kind: SeatLayoutKind,
  table: number,
  seatNumber: number,
): boolean {
  if (kind === 'grid') return seatNumber <= layout.gridRows * layout.gridCols;
  const seats = layout.tables[table - 1];
  return seats !== undefined && seatNumber <= seats;
}

export function layoutSeats(layout: LayoutRow): number {
  return (
    gridCapacity({ rows: layout.gridRows, cols: layout.gridCols }) + tablesCapacity(layout.tables)
  );
}

/**
 * The two expressions of the exclusion constraint (migration library_seat_exclusion), written
 * the same way so that the planner serves "who holds a seat on this day in this shift" from the
 * constraint's own GiST index. They are raw SQL on purpose: a bound parameter in place of the
 * shift names would no longer match the index's expression.
 */
export function shiftSlotsOf(alias: string): SQL {
  return sql.raw(
    `(CASE ${alias}."shift" WHEN 'Morning' THEN int4range(0, 1) WHEN 'Afternoon' THEN int4range(1, 2) WHEN 'Evening' THEN int4range(2, 3) WHEN 'Night' THEN int4range(3, 4) ELSE int4range(0, 4) END)`,
  );
}
export function bookingDaysOf(alias: string): SQL {
  return sql.raw(`daterange(${alias}."start_date", ${alias}."expiry_date", '[]')`);
}

/** Bookings that hold a seat in `shift` (or any shift) on `day`. */
export function holdingOn(orgId: string, day: string, shift?: Shift) {
  const [from, to] = shift ? SHIFT_SLOTS[shift] : [0, 4];
  return and(
    eq(seatBookings.orgId, orgId),
    // The plain bounds let the (org_id, expiry_date, ...) index skip expired bookings.
    gte(seatBookings.expiryDate, day),
    lte(seatBookings.startDate, day),
    sql`${bookingDaysOf('"seat_bookings"')} @> ${day}::date`,
    sql`${shiftSlotsOf('"seat_bookings"')} && int4range(${from}, ${to})`,
  );
}

const seatKey = (row: { layout: string; seatTable: number; seatNumber: number }) =>
  `${row.layout}:${row.seatTable}:${row.seatNumber}`;

interface HeldSeat {
  shift: Shift;
  layout: SeatLayoutKind;
  seatTable: number;
  seatNumber: number;
  paidAmount: string;
  dueAmount: string;
}

/**
 * One shift's seats, occupied and free seats, and money, from the bookings holding seats on the
 * day: occupied counts seats held in any overlapping shift, money only this shift's bookings.
 */
export function totalsOf(
  shift: Shift,
  layout: LayoutRow | undefined,
  held: readonly HeldSeat[],
): ShiftTotals {
  const seats = layout ? layoutSeats(layout) : 0;
  const overlapping = overlappingShifts(shift);
  const occupied = new Set<string>();
  let paid = 0;
  let due = 0;
  for (const booking of held) {
    if (!overlapping.includes(booking.shift)) continue;
    if (layout && seatInLayout(layout, booking.layout, booking.seatTable, booking.seatNumber)) {
      occupied.add(seatKey(booking));
    }
    if (booking.shift === shift) {
      paid += Number(booking.paidAmount);
      due += Number(booking.dueAmount);
    }
  }
  return {
    shift,
    seats,
    occupied: occupied.size,
    free: Math.max(0, seats - occupied.size),
    paid: Math.round(paid * 100) / 100,
    due: Math.round(due * 100) / 100,
  };
}

/** Each shift's totals on one day. */
export async function shiftTotals(db: Db, orgId: string, day: string): Promise<ShiftTotals[]> {
  const [layouts, held] = await Promise.all([
    layoutsOf(db, orgId),
    db
      .select({
        shift: seatBookings.shift,
        layout: seatBookings.layout,
        seatTable: seatBookings.seatTable,
        seatNumber: seatBookings.seatNumber,
        paidAmount: seatBookings.paidAmount,
        dueAmount: seatBookings.dueAmount,
      })
      .from(seatBookings)
      .where(holdingOn(orgId, day)),
  ]);
  return SHIFTS.map((shift) => totalsOf(shift, layouts.get(shift), held));
}

/** Whether a database error is the exclusion constraint refusing a double sale. */
export function isSeatTaken(error: unknown): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type LibraryMemberRow = typeof libraryMembers.$inferSelect;

/**
 * Makes the bookings sold under a member's Vedan ID before they joined (or before their row
 * carried that Vedan ID) theirs: each takes the member's record and member id, as a booking made
 * after the join does, so the member's dashboard and the seat map find it by the record.
 */
export async function adoptBookings(
  db: Db,
  member: Pick<LibraryMemberRow, 'id' | 'orgId' | 'memberId' | 'vedanKey'>,
): Promise<void> {
  await db
    .update(seatBookings)
    .set({ joinedMemberId: member.id, memberId: member.memberId })
    .where(
      and(
        eq(seatBookings.orgId, member.orgId),
        eq(seatBookings.memberId, member.vedanKey),
        isNull(seatBookings.joinedMemberId),
      ),
    );
}

/** adoptBookings for many new members at once (an import): one statement. */
export async function adoptBookingsOfMembers(db: Db, orgId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update ${seatBookings}
    set joined_member_id = ${libraryMembers.id}, member_id = ${libraryMembers.memberId}
    from ${libraryMembers}
    where ${and(eq(libraryMembers.orgId, orgId), inJson(libraryMembers.id, ids))}
      and ${seatBookings.orgId} = ${orgId}
      and ${seatBookings.memberId} = ${libraryMembers.vedanKey}
      and ${seatBookings.joinedMemberId} is null`);
}
