import { and, desc, eq } from 'drizzle-orm';
import { LIBRARY_MEMBER_MESSAGES, SEAT_RENEWAL_MESSAGES } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { libraryMembers } from './members.table';
import { bookSeat } from './seat-bookings.service';
import { addDays, addMonths } from './seats.service';
import { seatBookings } from './seats.table';

/**
 * A member renews their seat from /library/dashboard (decision 0360): the desk's booking of the
 * same seat and shift for the month after the latest one ends (from today once it has), billed
 * on the member's monthly fee as the desk's is. Refused while a booking that starts after today
 * is already there: that is a renewal waiting. Two renewals at once book the same seat and days,
 * so the exclusion constraint lets one through. The booking is marked as the member's renewal,
 * which the library home counts.
 */
export async function renewOwnSeat(
  db: Db,
  user: { id: string; vedanId: string },
  memberRecordId: string,
  today: string,
) {
  const [member] = await db
    .select()
    .from(libraryMembers)
    .where(
      and(
        eq(libraryMembers.id, memberRecordId),
        eq(libraryMembers.vedanKey, user.vedanId.toUpperCase()),
      ),
    )
    .limit(1);
  if (!member) throw notFound(LIBRARY_MEMBER_MESSAGES.notFound);
  const [latest] = await db
    .select()
    .from(seatBookings)
    .where(and(eq(seatBookings.orgId, member.orgId), eq(seatBookings.joinedMemberId, member.id)))
    .orderBy(desc(seatBookings.expiryDate), desc(seatBookings.id))
    .limit(1);
  if (!latest) throw conflict(SEAT_RENEWAL_MESSAGES.noSeat);
  if (latest.startDate > today) throw conflict(SEAT_RENEWAL_MESSAGES.pending);
  const start = latest.expiryDate >= today ? addDays(latest.expiryDate, 1) : today;
  return bookSeat(
    db,
    member.orgId,
    user.id,
    {
      shift: latest.shift,
      layout: latest.layout,
      seatNumber: latest.seatNumber,
      tableNo: latest.tableNo,
      memberId: member.memberId,
      memberIdLetter1: null,
      memberIdLetter2: null,
      planDetails: latest.planDetails,
      startDate: start,
      expiryDate: addDays(addMonths(start, 1), -1),
      paymentMethod: null,
      paidAmount: '0',
      dueAmount: '0',
      nextBillDate: addMonths(start, 1),
    },
    today,
    { renewedByMember: true },
  );
}
