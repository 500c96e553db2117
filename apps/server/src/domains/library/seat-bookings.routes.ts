import { SEAT_MESSAGES, libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { badRequest } from '../../http/errors';
import {
  bookSeat,
  bookingValues,
  bookingsPage,
  cancelBooking,
  findBooking,
  memberBookings,
  memberOptionsPage,
  toSeatBooking,
} from './seat-bookings.service';
import { SEAT_TAGS as tags } from './seats.tags';
import { layoutsOf, libraryToday, seatInLayout } from './seats.service';

const api = libraryApi.seats;

/** The library's seat bookings: booked, listed, looked up by member and by id, cancelled. */
export function registerSeatBookingRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: POST /api/book-seat, with the form's payload or the modal's.
  app.route({
    ...routeOf(api.book, tags),
    handler: async (request, reply) => {
      const org = currentOrg(request);
      const user = currentUser(request);
      const today = libraryToday();
      const values = bookingValues(request.body, today);
      const layouts = await layoutsOf(db, org.id);
      const layout = layouts.get(values.shift);
      const table = values.layout === 'tables' ? values.tableNo : 0;
      if (!layout || !seatInLayout(layout, values.layout, table, values.seatNumber)) {
        throw badRequest(SEAT_MESSAGES.noSuchSeat);
      }
      const { row, memberName, due } = await bookSeat(db, org.id, user.id, values, today);
      return reply.status(201).send({
        success: true as const,
        message: !due
          ? SEAT_MESSAGES.booked
          : Number(values.paidAmount) > 0
            ? SEAT_MESSAGES.bookedPartlyPaid
            : SEAT_MESSAGES.bookedWithDue,
        booking: toSeatBooking({ booking: row, bookedBy: user.fullname, memberName }),
        due,
      });
    },
  });

  // The seat form's member picker: joined members by name, Vedan ID or member id, paged.
  app.route({
    ...routeOf(api.members, tags),
    handler: async (request) => ({
      success: true as const,
      ...(await memberOptionsPage(db, currentOrg(request).id, request.query)),
    }),
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
