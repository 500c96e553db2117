import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import {
  SEAT_MESSAGES,
  generateMemberId,
  pageInfo,
  type BookSeatInput,
  type BookingDue,
  type SeatBooking,
  type Shift,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { badRequest, conflict, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { dueForMonth, monthOf, monthStart, recordFeePayment } from './fees.service';
import { lockLibrarySeats, seatIsHeld } from './holds.service';
import { libraryMembers } from './members.table';
import {
  addDays,
  addMonths,
  holdingOn,
  isSeatTaken,
  libraryToday,
  type BookingRow,
} from './seats.service';
import { seatBookings } from './seats.table';

const bookingColumns = {
  booking: seatBookings,
  bookedBy: users.fullname,
  memberName: libraryMembers.name,
};

/** Bookings with who booked them and the joined member they belong to. */
function selectBookings(db: Db) {
  return db
    .select(bookingColumns)
    .from(seatBookings)
    .innerJoin(users, eq(users.id, seatBookings.bookedBy))
    .leftJoin(libraryMembers, eq(libraryMembers.id, seatBookings.joinedMemberId));
}

export function toSeatBooking(row: {
  booking: BookingRow;
  bookedBy: string;
  memberName: string | null;
}): SeatBooking {
  const b = row.booking;
  return {
    _id: b.id,
    seatNumber: b.seatNumber,
    shift: b.shift,
    layout: b.layout,
    memberId: b.memberId,
    memberIdLetter1: b.memberIdLetter1,
    memberIdLetter2: b.memberIdLetter2,
    tableNo: b.tableNo,
    planDetails: b.planDetails,
    startDate: b.startDate,
    expiryDate: b.expiryDate,
    paymentMethod: b.paymentMethod,
    paidAmount: Number(b.paidAmount),
    dueAmount: Number(b.dueAmount),
    nextBillDate: b.nextBillDate,
    bookingTime: b.bookingTime.toISOString(),
    bookedBy: row.bookedBy,
    member:
      b.joinedMemberId && row.memberName !== null
        ? { _id: b.joinedMemberId, name: row.memberName }
        : null,
  };
}

/** The values of a new booking from either payload. */
export function bookingValues(input: BookSeatInput, today: string) {
  if (input.payload === 'form') {
    const memberId =
      input.memberId ??
      generateMemberId(input.memberIdLetter1 ?? 'X', input.memberIdLetter2 ?? 'X');
    return {
      shift: input.shift,
      layout: input.layout,
      seatNumber: input.seatNumber,
      // The grid's seat is the same whatever table was typed (1 when none was asked).
      tableNo: input.tableNo ?? 1,
      memberId,
      memberIdLetter1: input.memberIdLetter1 ?? null,
      memberIdLetter2: input.memberIdLetter2 ?? null,
      planDetails: input.planDetails,
      startDate: input.startDate,
      expiryDate: input.expiryDate,
      paymentMethod: input.paymentMethod ?? null,
      paidAmount: input.paidAmount,
      dueAmount: input.dueAmount,
      nextBillDate: input.nextBillDate ?? null,
    };
  }
  if (input.layout === 'tables' && input.tableNo === undefined)
    throw badRequest(SEAT_MESSAGES.tableNo);
  // The modal books a month from today: today to the day before the same date next month.
  return {
    shift: input.shift,
    layout: input.layout,
    seatNumber: input.seatNumber,
    tableNo: input.tableNo ?? 1,
    memberId: input.memberId,
    memberIdLetter1: null,
    memberIdLetter2: null,
    planDetails: '',
    startDate: today,
    expiryDate: addDays(addMonths(today, 1), -1),
    paymentMethod: null,
    paidAmount: '0',
    dueAmount: '0',
    nextBillDate: addMonths(today, 1),
  };
}

export type BookingValues = ReturnType<typeof bookingValues>;

/**
 * The month a booking bills on the member's monthly fee: the month it starts, or the joining
 * month of a member whose seat starts before they join (no fee is owed before joining).
 */
function billedMonth(startDate: string, joiningDate: string): string {
  return monthStart(monthOf(startDate < joiningDate ? joiningDate : startDate));
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Books a seat. A booking of a joined member (named by member id or Vedan ID) is theirs and is
 * billed on their monthly fee, the record the fees-due list reads: what is paid now is recorded
 * as a payment of the booking's month, and whatever remains of that month's fee is due (and is
 * the booking's `dueAmount`). One transaction holding the member row, so the payment, the due
 * and the seat stand or fall together and two bookings cannot overpay a month.
 * `renewedByMember` marks the member's own renewal, which the home counts (decision 0360).
 */
export async function bookSeat(
  db: Db,
  orgId: string,
  bookedBy: string,
  values: BookingValues,
  paidOn: string,
  { renewedByMember = false }: { renewedByMember?: boolean } = {},
): Promise<{ row: BookingRow; memberName: string | null; due: BookingDue }> {
  return db.transaction(async (tx) => {
    // A seat a student holds online is not the desk's to sell (decision 0360).
    await lockLibrarySeats(tx, orgId);
    const claim = { ...values, seatTable: values.layout === 'tables' ? values.tableNo : 0 };
    if (await seatIsHeld(tx, orgId, claim)) throw conflict(SEAT_MESSAGES.taken);
    const typed = values.memberId.toUpperCase();
    const [member] = await tx
      .select()
      .from(libraryMembers)
      .where(
        and(
          eq(libraryMembers.orgId, orgId),
          or(eq(libraryMembers.memberId, typed), eq(libraryMembers.vedanKey, typed)),
        ),
      )
      .limit(1)
      .for('update');
    if (!member) {
      const row = await insertBooking(tx, {
        ...values,
        orgId,
        bookedBy,
        joinedMemberId: null,
        renewedByMember,
      });
      return { row, memberName: null, due: null };
    }
    const month = billedMonth(values.startDate, member.joiningDate);
    if (Number(values.paidAmount) > 0 && values.paymentMethod) {
      await recordFeePayment(tx, orgId, member, {
        month,
        amount: values.paidAmount,
        paidOn,
        method: values.paymentMethod,
      });
    }
    const due = cents(await dueForMonth(tx, member, month));
    // The booking carries the member's own member id whichever of the two ids was typed.
    const row = await insertBooking(tx, {
      ...values,
      memberId: member.memberId,
      dueAmount: due.toFixed(2),
      orgId,
      bookedBy,
      joinedMemberId: member.id,
      renewedByMember,
    });
    return {
      row,
      memberName: member.name,
      due: due > 0 ? { member: member.name, month: monthOf(month), amount: due } : null,
    };
  });
}

/**
 * The seat form's member picker: the library's joined members whose name, Vedan ID or member id
 * contains the search (the trigram index `library_members_search_idx`), by name, paged.
 */
export async function memberOptionsPage(
  db: Db,
  orgId: string,
  { page, limit, search }: { page: number; limit: number; search?: string | undefined },
) {
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    eq(libraryMembers.orgId, orgId),
    pattern
      ? or(
          ilike(libraryMembers.name, pattern),
          ilike(libraryMembers.vedanId, pattern),
          ilike(libraryMembers.memberId, pattern),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        _id: libraryMembers.id,
        name: libraryMembers.name,
        vedanId: libraryMembers.vedanId,
        memberId: libraryMembers.memberId,
        fees: libraryMembers.fees,
      })
      .from(libraryMembers)
      .where(where)
      .orderBy(asc(libraryMembers.name), asc(libraryMembers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(libraryMembers).where(where),
  ]);
  return {
    members: rows.map((row) => ({ ...row, fees: Number(row.fees) })),
    ...pageInfo({ page, limit }, totals?.total ?? 0),
  };
}

/** Stores a booking; 409 when the seat is already held in an overlapping shift and day. */
export async function insertBooking(
  db: Db,
  values: typeof seatBookings.$inferInsert,
): Promise<BookingRow> {
  let row: BookingRow | undefined;
  try {
    [row] = await db.insert(seatBookings).values(values).returning();
  } catch (error) {
    // The exclusion constraint decides, so concurrent bookings of one seat cannot both win.
    if (isSeatTaken(error)) throw conflict(SEAT_MESSAGES.taken);
    throw error;
  }
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The library's bookings, paged, by shift, day and member id, newest first. */
export async function bookingsPage(
  db: Db,
  orgId: string,
  filters: {
    page: number;
    limit: number;
    shift?: Shift | undefined;
    date?: string | undefined;
    memberId?: string | undefined;
  },
) {
  const { page, limit, shift, date, memberId } = filters;
  const conditions: (SQL | undefined)[] = [eq(seatBookings.orgId, orgId)];
  if (shift) conditions.push(eq(seatBookings.shift, shift));
  if (date) conditions.push(lte(seatBookings.startDate, date), gte(seatBookings.expiryDate, date));
  if (memberId) conditions.push(eq(seatBookings.memberId, memberId.toUpperCase()));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectBookings(db)
      .where(where)
      .orderBy(desc(seatBookings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(seatBookings).where(where),
  ]);
  return {
    bookings: rows.map(toSeatBooking),
    ...pageInfo({ page, limit }, totals?.total ?? 0),
  };
}

/** The seats a member id (or a joined member's Vedan ID) holds today or later; 404 for none. */
export async function memberBookings(
  db: Db,
  orgId: string,
  memberId: string,
): Promise<SeatBooking[]> {
  const typed = memberId.toUpperCase();
  const rows = await selectBookings(db)
    .where(
      and(
        eq(seatBookings.orgId, orgId),
        or(eq(seatBookings.memberId, typed), eq(libraryMembers.vedanKey, typed)),
        gte(seatBookings.expiryDate, libraryToday()),
      ),
    )
    .orderBy(asc(seatBookings.startDate))
    .limit(50);
  if (rows.length === 0) throw notFound(SEAT_MESSAGES.noSeatForMember);
  return rows.map(toSeatBooking);
}

/** One booking of the library; 404 for any other. */
export async function findBooking(db: Db, orgId: string, id: string): Promise<SeatBooking> {
  const [row] = await selectBookings(db)
    .where(and(eq(seatBookings.orgId, orgId), eq(seatBookings.id, id)))
    .limit(1);
  if (!row) throw notFound(SEAT_MESSAGES.notFound);
  return toSeatBooking(row);
}

/** Cancelling frees the seat at once; 404 for a booking of any other library. */
export async function cancelBooking(db: Db, orgId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(seatBookings)
    .where(and(eq(seatBookings.orgId, orgId), eq(seatBookings.id, id)))
    .returning({ id: seatBookings.id });
  if (!row) throw notFound(SEAT_MESSAGES.notFound);
}

/** The bookings holding a seat in the shift on the day, oldest first, for the seat map. */
export async function bookingsHoldingOn(db: Db, orgId: string, day: string, shift: Shift) {
  return selectBookings(db)
    .where(holdingOn(orgId, day, shift))
    .orderBy(asc(seatBookings.id));
}
