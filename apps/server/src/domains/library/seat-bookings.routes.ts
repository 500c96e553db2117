import { SEAT_MESSAGES, libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
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
import { SEAT_TAGS as tags } from './seats.tags';
import { libraryMemberNamed, layoutsOf, libraryToday, seatInLayout } from './seats.service';

const api = libraryApi.seats;

/** The library's seat bookings: booked, listed, looked up by member and by id, cancelled. */
export function registerSeatBookingRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: POST /api/book-seat, with the form's payload or the modal's.
  app.route({
    ...routeOf(api.book, tags),
    handler: async (request, reply) => {
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
  });

  // GET /api/book-seat: the library's bookings, paged, by shift, day and member id.
  app.route({
    ...routeOf(api.bookings, tags),
    handler: async (request) => ({
      success: true as const,
      ...(await bookingsPage(db, currentOrg(request).id, request.query)),
    }),
  });

  // Search by member id (or a joined member's Vedan ID): the seats they hold today or later.
  app.route({
    ...routeOf(api.memberBookings, tags),
    handler: async (request) => ({
      success: true as const,
      bookings: await memberBookings(db, currentOrg(request).id, request.params.memberId),
    }),
  });

  app.route({
    ...routeOf(api.booking, tags),
    handler: async (request) => ({
      success: true as const,
      booking: await findBooking(db, currentOrg(request).id, request.params.id),
    }),
  });

  // Cancelling frees the seat at once.
  app.route({
    ...routeOf(api.cancel, tags),
    handler: async (request) => {
      await cancelBooking(db, currentOrg(request).id, request.params.id);
      return { success: true, message: SEAT_MESSAGES.cancelled };
    },
  });
}
