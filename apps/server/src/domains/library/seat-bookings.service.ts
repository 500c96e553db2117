import { and, asc, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import {
  SEAT_MESSAGES,
  generateMemberId,
  pageInfo,
  type BookSeatInput,
  type SeatBooking,
  type Shift,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
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
      tableNo: input.tableNo,
      memberId,
      memberIdLetter1: input.memberIdLetter1 ?? null,
      memberIdLetter2: input.memberIdLetter2 ?? null,
      planDetails: input.planDetails,
      startDate: input.startDate,
      expiryDate: input.expiryDate,
      paymentMethod: input.paymentMethod,
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
