import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from '../common/api';
import { endpoint, type OrgKindAccess } from '../common/endpoint';
import {
  bookSeatInputSchema,
  bookingDueSchema,
  seatMemberOptionSchema,
  seatMembersQuerySchema,
  gridLayoutSchema,
  seatBookingSchema,
  seatBookingsQuerySchema,
  seatLayoutsSchema,
  seatMapQuerySchema,
  seatMapSchema,
  shiftSchema,
  shiftTotalsSchema,
  tablesLayoutSchema,
} from './seats';

/** Bookings, the seat map and the layouts: the library's `seats` permission. */
const SEATS: OrgKindAccess = { org: 'library', permission: 'seats' };

const layoutAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  layouts: seatLayoutsSchema,
});
const shiftParams = z.object({ shift: shiftSchema });

/** The library's seat bookings, seat map and each shift's layouts. */
export const librarySeatsApi = {
  /** Spec 02 section 7: POST /api/book-seat, with the form's payload or the modal's. */
  book: endpoint({
    method: 'POST',
    path: '/book-seat',
    access: SEATS,
    body: bookSeatInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      booking: seatBookingSchema,
      /** What the booking left due on the member's monthly fee (issue 31). */
      due: bookingDueSchema,
    }),
    status: 201,
  }),
  /** The seat form's member picker: the library's joined members by name, Vedan ID or member id. */
  members: endpoint({
    method: 'GET',
    path: '/book-seat/members',
    access: SEATS,
    query: seatMembersQuerySchema,
    answer: z
      .object({ success: z.literal(true), members: z.array(seatMemberOptionSchema) })
      .extend(pageInfoSchema.shape),
  }),
  /** The library's bookings, paged, by shift, day and member id. */
  bookings: endpoint({
    method: 'GET',
    path: '/book-seat',
    access: SEATS,
    query: seatBookingsQuerySchema,
    answer: z
      .object({ success: z.literal(true), bookings: z.array(seatBookingSchema) })
      .extend(pageInfoSchema.shape),
  }),
  /** By member id (or a joined member's Vedan ID): the seats they hold today or later. */
  memberBookings: endpoint({
    method: 'GET',
    path: '/book-seat/member/:memberId',
    access: SEATS,
    params: z.object({ memberId: z.string().trim().min(1).max(20) }),
    answer: z.object({ success: z.literal(true), bookings: z.array(seatBookingSchema) }),
  }),
  booking: endpoint({
    method: 'GET',
    path: '/book-seat/:id',
    access: SEATS,
    params: z.object({ id: idSchema }),
    answer: z.object({ success: z.literal(true), booking: seatBookingSchema }),
  }),
  /** Cancelling frees the seat at once. */
  cancel: endpoint({
    method: 'DELETE',
    path: '/book-seat/:id',
    access: SEATS,
    params: z.object({ id: idSchema }),
    answer: messageResponseSchema,
  }),
  /** The seat map of one shift on one day (today by default): both layouts, who holds which seat. */
  map: endpoint({
    method: 'GET',
    path: '/seats',
    access: SEATS,
    query: seatMapQuerySchema,
    answer: seatMapSchema,
  }),
  /** Each tab's totals on one day. */
  totals: endpoint({
    method: 'GET',
    path: '/seats/totals',
    access: SEATS,
    query: seatMapQuerySchema.pick({ date: true }),
    answer: z.object({
      success: z.literal(true),
      date: z.string(),
      totals: z.array(shiftTotalsSchema),
    }),
  }),
  layouts: endpoint({
    method: 'GET',
    path: '/seat-layouts',
    access: SEATS,
    answer: z.object({ success: z.literal(true), layouts: z.array(seatLayoutsSchema) }),
  }),
  saveGrid: endpoint({
    method: 'PUT',
    path: '/seat-layouts/:shift/grid',
    access: SEATS,
    params: shiftParams,
    body: gridLayoutSchema,
    answer: layoutAnswer,
  }),
  saveTables: endpoint({
    method: 'PUT',
    path: '/seat-layouts/:shift/tables',
    access: SEATS,
    params: shiftParams,
    body: tablesLayoutSchema,
    answer: layoutAnswer,
  }),
};
