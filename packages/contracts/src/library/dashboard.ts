import { z } from 'zod';
import { ATTENDANCE_REMARKS } from '../attendance/attendance';
import { memberMessageShape } from '../messages/channels';
import { memberFeeMonthSchema } from './fees';
import { loanSchema } from './loans';
import { seatBookingSchema } from './seats';

/** The member's own library dashboard: every library that joined this account by Vedan ID. */

export const memberLibrarySchema = z.object({
  library: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  member: z.object({
    _id: z.string(),
    memberId: z.string(),
    name: z.string(),
    seatNo: z.string(),
    time: z.string(),
    joiningDate: z.string(),
    fees: z.number(),
    picName: z.string(),
    /** How this library's messages reach the member: their own choice (decision 0359). */
    ...memberMessageShape,
  }),
  /** Current and future bookings of this member's id. */
  seats: z.array(
    seatBookingSchema.pick({
      _id: true,
      seatNumber: true,
      shift: true,
      layout: true,
      tableNo: true,
      startDate: true,
      expiryDate: true,
      nextBillDate: true,
    }),
  ),
  /** The last twelve months, newest first, and what is still due over them. */
  fees: z.array(memberFeeMonthSchema.omit({ payments: true })),
  totalDue: z.number(),
  /** The books this person has out from the library (not returned), due first. */
  loans: z.array(
    loanSchema.pick({
      _id: true,
      loanId: true,
      bookName: true,
      bookId: true,
      loanDate: true,
      dueDate: true,
      status: true,
      overdue: true,
    }),
  ),
  /**
   * The check-in sheet's days for this member in the last 31 days (India's), newest first, and
   * how many of them were Present.
   */
  attendance: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(
      z.object({
        date: z.string(),
        timeIn: z.string(),
        timeOut: z.string(),
        remark: z.enum(ATTENDANCE_REMARKS),
      }),
    ),
    present: z.number().int(),
  }),
});
export type MemberLibrary = z.infer<typeof memberLibrarySchema>;

export const memberDashboardSchema = z.object({
  success: z.literal(true),
  profile: z.object({
    fullname: z.string(),
    vedanId: z.string(),
    email: z.string(),
    profilePhoto: z.string().nullable(),
  }),
  libraries: z.array(memberLibrarySchema),
});
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;
