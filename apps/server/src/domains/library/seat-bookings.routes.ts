import { z } from 'zod';
import {
  SEAT_MESSAGES,
  bookSeatInputSchema,
  idSchema,
  messageResponseSchema,
  pageInfoSchema,
  seatBookingSchema,
  seatBookingsQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import {
  bookingValues,
  bookingsPage,
  cancelBooking,
  findBooking,
  insertBooking,
  memberBookings,
  toSeatBooking,
} from './seat-bookings.service';
import { SEATS as seats, SEAT_TAGS as tags } from './seats.access';
import { libraryMemberNamed, layoutsOf, libraryToday, seatInLayout } from './seats.service';

const bookingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: seatBookingSchema,
});

/** The library's seat bookings: booked, listed, looked up by member and by id, cancelled. */
export function registerSeatBookingRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: POST /api/book-seat, with the form's payload or the modal's.
  app.post(
    '/api/v1/book-seat',
    {
      config: { access: seats },
      schema: { tags, body: bookSeatInputSchema, response: { 201: bookingAnswer } },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const user = currentUser(request);
      const values = bookingValues(request.body, libraryToday());
      const layouts = await layoutsOf(db, org.id);
      const layout = layouts.get(values.shift);
      const table = values.layout === 'tables' ? values.tableNo : 0;
      if (!layout || !seatInLayout(layout, values.layout, table, values.seatNumber)) {
        throw badRequest(SEAT_MESSAGES.noSuchSeat);
      }
      // The booking belongs to the joined member the id names (member id or Vedan ID), and
      // carries their member id whichever of the two was typed.
      const member = await libraryMemberNamed(db, org.id, values.memberId);
      const row = await insertBooking(db, {
        ...values,
        memberId: member?.memberId ?? values.memberId,
        orgId: org.id,
        bookedBy: user.id,
        joinedMemberId: member?.id ?? null,
      });
      return reply.status(201).send({
        success: true as const,
        message: SEAT_MESSAGES.booked,
        booking: toSeatBooking({
          booking: row,
          bookedBy: user.fullname,
          memberName: member?.name ?? null,
        }),
      });
    },
  );

  // GET /api/book-seat: the library's bookings, paged, by shift, day and member id.
  app.get(
    '/api/v1/book-seat',
    {
      config: { access: seats },
      schema: {
        tags,
        querystring: seatBookingsQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), bookings: z.array(seatBookingSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await bookingsPage(db, currentOrg(request).id, request.query)),
    }),
  );

  // Search by member id (or a joined member's Vedan ID): the seats they hold today or later.
  app.get(
    '/api/v1/book-seat/member/:memberId',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ memberId: z.string().trim().min(1).max(20) }),
        response: {
          200: z.object({ success: z.literal(true), bookings: z.array(seatBookingSchema) }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      bookings: await memberBookings(db, currentOrg(request).id, request.params.memberId),
    }),
  );

  app.get(
    '/api/v1/book-seat/:id',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ success: z.literal(true), booking: seatBookingSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      booking: await findBooking(db, currentOrg(request).id, request.params.id),
    }),
  );

  // Cancelling frees the seat at once.
  app.delete(
    '/api/v1/book-seat/:id',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await cancelBooking(db, currentOrg(request).id, request.params.id);
      return { success: true, message: SEAT_MESSAGES.cancelled };
    },
  );
}
