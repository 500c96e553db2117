import { z } from 'zod';
import { homeCountSchema, homePointSchema } from '../common/home';
import { shiftTotalsSchema } from './seats';

/**
 * The library's home (issue 31), at `/mgtservice/mgtlibrary`: today's figures, each from the
 * tables and the rules of the page it links to. A part is null for a member without that page's
 * permission (owners and admins hold all).
 */
export const libraryHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for. */
  today: z.string(),
  /**
   * `seats`: each shift's seats today, as the seat page's tabs count them; `occupancy`: the
   * bookings holding a seat on each of the last 30 days, oldest first, today last.
   */
  seats: z
    .object({
      shifts: z.array(
        shiftTotalsSchema.pick({ shift: true, seats: true, occupied: true, free: true }),
      ),
      occupancy: z.array(homePointSchema),
    })
    .nullable(),
  /** The fees page's dues: member-months not fully paid, and the rupees still owed. */
  dues: homeCountSchema.nullable(),
  /** Books out past their due date, as the loans page's Overdue filter. */
  overdueLoans: z.number().int().nullable(),
  /** Present on today's check-in sheet. */
  checkIns: z.number().int().nullable(),
  /** Seats students booked online, held or with a payment waiting for the desk (decision 0360). */
  seatHolds: homeCountSchema.nullable(),
  /**
   * Seats members renewed themselves from /library/dashboard in the last 7 days: bookings the
   * seat page lists, booked by the member (`seats`; decision 0360).
   */
  renewalsThisWeek: z.number().int().nullable(),
  /** Enquiries still open. */
  openEnquiries: z.number().int().nullable(),
});
export type LibraryHome = z.infer<typeof libraryHomeSchema>;
