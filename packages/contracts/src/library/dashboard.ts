import { z } from 'zod';
import { memberFeeMonthSchema } from './fees';
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
});

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
