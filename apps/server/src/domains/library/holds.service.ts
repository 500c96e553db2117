import { and, asc, eq, isNotNull, lte, or, sql, gt, type SQL } from 'drizzle-orm';
import {
  SEAT_HOLD_MESSAGES,
  SEAT_MESSAGES,
  SHIFT_SLOTS,
  holdLapsesAt,
  holdStands,
  type SeatHold,
  type SeatHoldInput,
  type Shift,
  type SeatLayoutKind,
} from '@vedann/contracts';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { feePayStates, payStateOf } from '../payments';
import { plans } from '../plans';
import { seatHolds } from './holds.table';
import {
  addDays,
  addMonths,
  bookingDaysOf,
  layoutsOf,
  libraryToday,
  seatInLayout,
  shiftSlotsOf,
} from './seats.service';
import { seatBookings, seatLayouts } from './seats.table';

type HoldRow = typeof seatHolds.$inferSelect;

/** The seat and days a booking or hold asks for. */
export interface SeatClaim {
  shift: Shift;
  layout: SeatLayoutKind;
  seatTable: number;
  seatNumber: number;
  startDate: string;
  expiryDate: string;
}

/**
 * Bookings and holds of a library are written one at a time: each writer locks the library's
 * seat layouts first (they exist for every library, `layoutsOf`), then checks the other table.
 * Bookings among themselves are also held by their exclusion constraint.
 */
export async function lockLibrarySeats(tx: Tx, orgId: string): Promise<void> {
  await tx
    .select({ id: seatLayouts.id })
    .from(seatLayouts)
    .where(eq(seatLayouts.orgId, orgId))
    .for('update');
}

/** A hold that keeps its seat now: reported, or not yet past its time (before any sweep). */
export const holdStandsNow = (): SQL =>
  or(isNotNull(seatHolds.reportedAt), gt(seatHolds.expiresAt, sql`now()`)) as SQL;

function sameSeatAndTime(claim: SeatClaim, alias: string): SQL {
  const [from, to] = SHIFT_SLOTS[claim.shift];
  return sql`${sql.raw(alias)}."layout" = ${claim.layout}
    and ${sql.raw(alias)}."seat_table" = ${claim.seatTable}
    and ${sql.raw(alias)}."seat_number" = ${claim.seatNumber}
    and ${bookingDaysOf(alias)} && daterange(${claim.startDate}::date, ${claim.expiryDate}::date, '[]')
    and ${shiftSlotsOf(alias)} && int4range(${from}, ${to})`;
}

/** Whether a standing hold (other than `except`) claims the seat in an overlapping shift and days. */
export async function seatIsHeld(
  tx: Tx,
  orgId: string,
  claim: SeatClaim,
  except?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.orgId, orgId),
        holdStandsNow(),
        sameSeatAndTime(claim, 'seat_holds'),
        except ? sql`${seatHolds.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function seatIsBooked(tx: Tx, orgId: string, claim: SeatClaim): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatBookings.id })
    .from(seatBookings)
    .where(and(eq(seatBookings.orgId, orgId), sameSeatAndTime(claim, 'seat_bookings')))
    .limit(1);
  return row !== undefined;
}

/** Removes lapsed holds (of one library, or of all): they no longer keep a seat anyway. */
export async function sweepLapsedSeatHolds(db: Db | Tx, orgId?: string): Promise<number> {
  const rows = await db
    .delete(seatHolds)
    .where(
      and(
        orgId ? eq(seatHolds.orgId, orgId) : undefined,
        sql`${seatHolds.reportedAt} is null`,
        lte(seatHolds.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: seatHolds.id });
  return rows.length;
}

/** The number the hold's pay link carries (note and reference). */
export const seatHoldNumber = (id: string) => `SH-${id}`;

const holdColumns = {
  hold: seatHolds,
  libraryName: organizations.name,
  studentName: users.fullname,
  vedanId: users.vedanId,
};

function selectHolds(db: Db) {
  return db
    .select(holdColumns)
    .from(seatHolds)
    .innerJoin(organizations, eq(organizations.id, seatHolds.orgId))
    .innerJoin(users, eq(users.id, seatHolds.userId));
}

/** Holds as the answers show them, each with its pay link and latest UTR payment. */
async function toSeatHolds(
  db: Db,
  orgId: string,
  rows: { hold: HoldRow; libraryName: string; studentName: string; vedanId: string }[],
): Promise<SeatHold[]> {
  const states = await feePayStates(
    db,
    orgId,
    'seat-hold',
    rows.map(({ hold }) => ({
      target: hold.id,
      period: '',
      amount: hold.amount,
      reference: seatHoldNumber(hold.id),
    })),
  );
  return rows.map(({ hold, libraryName, studentName, vedanId }) => ({
    _id: hold.id,
    library: { _id: hold.orgId, name: libraryName },
    student: { name: studentName, vedanId },
    shift: hold.shift,
    layout: hold.layout,
    table: hold.seatTable,
    seatNumber: hold.seatNumber,
    startDate: hold.startDate,
    expiryDate: hold.expiryDate,
    planName: hold.planName,
    amount: Number(hold.amount).toFixed(2),
    expiresAt: hold.expiresAt.toISOString(),
    state: hold.reportedAt ? 'reported' : 'held',
    createdAt: hold.createdAt.toISOString(),
    pay: payStateOf(states, { target: hold.id, period: '' }),
  }));
}

/** The standing holds of a library (the desk), or of one student there; oldest first. */
export async function standingHolds(db: Db, orgId: string, userId?: string): Promise<SeatHold[]> {
  const rows = await selectHolds(db)
    .where(
      and(
        eq(seatHolds.orgId, orgId),
        holdStandsNow(),
        userId ? eq(seatHolds.userId, userId) : undefined,
      ),
    )
    .orderBy(asc(seatHolds.createdAt), asc(seatHolds.id))
    .limit(200);
  return toSeatHolds(db, orgId, rows);
}

/** The library a student books at: 404 for any business that is not a library. */
export async function libraryNamed(db: Db, orgId: string): Promise<{ id: string; name: string }> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), eq(organizations.kind, 'library')))
    .limit(1);
  if (!org) throw notFound(SEAT_HOLD_MESSAGES.notLibrary);
  return org;
}

/**
 * A student holds a free seat for a month from the start date at a plan's fee, for 15 minutes.
 * Under the library's seat lock: lapsed holds are swept, a student holds one seat per library at
 * a time, and the seat must be neither booked nor held for an overlapping shift and days.
 */
export async function holdSeat(
  db: Db,
  orgId: string,
  userId: string,
  input: Required<Pick<SeatHoldInput, 'planId'>> & {
    shift: Shift;
    layout: SeatLayoutKind;
    tableNo?: number | undefined;
    seatNumber: number;
    startDate: string;
  },
): Promise<SeatHold> {
  await libraryNamed(db, orgId);
  if (input.startDate < libraryToday()) throw badRequest(SEAT_HOLD_MESSAGES.startDate);
  const [plan] = await db
    .select({ name: plans.name, fee: plans.fee })
    .from(plans)
    .where(and(eq(plans.orgId, orgId), eq(plans.id, input.planId)))
    .limit(1);
  if (!plan) throw notFound(SEAT_HOLD_MESSAGES.planNotFound);
  const layout = (await layoutsOf(db, orgId)).get(input.shift);
  const seatTable = input.layout === 'tables' ? (input.tableNo ?? 0) : 0;
  if (!layout || !seatInLayout(layout, input.layout, seatTable, input.seatNumber)) {
    throw badRequest(SEAT_MESSAGES.noSuchSeat);
  }
  const claim: SeatClaim = {
    shift: input.shift,
    layout: input.layout,
    seatTable,
    seatNumber: input.seatNumber,
    startDate: input.startDate,
    expiryDate: addDays(addMonths(input.startDate, 1), -1),
  };
  const id = await db.transaction(async (tx) => {
    await lockLibrarySeats(tx, orgId);
    await sweepLapsedSeatHolds(tx, orgId);
    const [own] = await tx
      .select({ id: seatHolds.id })
      .from(seatHolds)
      .where(and(eq(seatHolds.orgId, orgId), eq(seatHolds.userId, userId), holdStandsNow()))
      .limit(1);
    if (own) throw conflict(SEAT_HOLD_MESSAGES.oneAtATime);
    if ((await seatIsBooked(tx, orgId, claim)) || (await seatIsHeld(tx, orgId, claim))) {
      throw conflict(SEAT_HOLD_MESSAGES.taken);
    }
    const [row] = await tx
      .insert(seatHolds)
      .values({
        ...claim,
        orgId,
        userId,
        planName: plan.name,
        amount: plan.fee,
        expiresAt: holdLapsesAt(new Date()),
      })
      .returning({ id: seatHolds.id });
    if (!row) throw new Error('The hold was not saved.');
    return row.id;
  });
  const [hold] = await standingHolds(db, orgId, userId).then((holds) =>
    holds.filter((one) => one._id === id),
  );
  if (!hold) throw notFound(SEAT_HOLD_MESSAGES.notFound);
  return hold;
}

/** The hold, locked for the transaction; a lapsed one is refused in words. */
export async function lockedHold(tx: Tx, orgId: string, id: string): Promise<HoldRow | null> {
  const [hold] = await tx
    .select()
    .from(seatHolds)
    .where(and(eq(seatHolds.orgId, orgId), eq(seatHolds.id, id)))
    .for('update');
  if (!hold) return null;
  if (!holdStands(hold)) throw conflict(SEAT_HOLD_MESSAGES.lapsed);
  return hold;
}

/** The seats held in a shift (or an overlapping one) on a day, for the seat maps. */
export async function seatsHeldOn(db: Db, orgId: string, day: string, shift: Shift) {
  const [from, to] = SHIFT_SLOTS[shift];
  const rows = await db
    .select({
      layout: seatHolds.layout,
      table: seatHolds.seatTable,
      seatNumber: seatHolds.seatNumber,
    })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.orgId, orgId),
        holdStandsNow(),
        lte(seatHolds.startDate, day),
        sql`${seatHolds.expiryDate} >= ${day}::date`,
        sql`${shiftSlotsOf('seat_holds')} && int4range(${from}, ${to})`,
      ),
    );
  return rows;
}
