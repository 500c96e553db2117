import { SEAT_HOLD_MESSAGES, libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg, currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { holdSeat, libraryNamed, seatsHeldOn, standingHolds } from './holds.service';
import { bookingsHoldingOn } from './seat-bookings.service';
import { layoutsOf, seatInLayout, toLayouts } from './seats.service';

const api = libraryApi.holds;
const tags = ['library: seat holds'];

/** A student books a seat online (decision 0360), and the desk sees the holds. */
export function registerSeatHoldRoutes({ app, db }: AppContext): void {
  // The seat map as a student sees it: which seats are booked or held, never by whom.
  app.route({
    ...routeOf(api.map, tags),
    handler: async (request) => {
      const { orgId } = request.params;
      const { shift, date } = request.query;
      await libraryNamed(db, orgId);
      const layouts = await layoutsOf(db, orgId);
      const layout = layouts.get(shift);
      if (!layout) throw new Error('layouts missing');
      const [booked, held] = await Promise.all([
        bookingsHoldingOn(db, orgId, date, shift),
        seatsHeldOn(db, orgId, date, shift),
      ]);
      return {
        success: true as const,
        shift,
        date,
        layouts: toLayouts(layout),
        taken: booked
          .map(({ booking }) => ({
            layout: booking.layout,
            table: booking.seatTable,
            seatNumber: booking.seatNumber,
          }))
          .filter((seat) => seatInLayout(layout, seat.layout, seat.table, seat.seatNumber)),
        held: held.filter((seat) => seatInLayout(layout, seat.layout, seat.table, seat.seatNumber)),
      };
    },
  });

  app.route({
    ...routeOf(api.hold, tags),
    handler: async (request, reply) => {
      const hold = await holdSeat(db, request.params.orgId, currentUser(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: SEAT_HOLD_MESSAGES.held, hold });
    },
  });

  app.route({
    ...routeOf(api.mine, tags),
    handler: async (request) => {
      const { orgId } = request.params;
      await libraryNamed(db, orgId);
      return {
        success: true as const,
        holds: await standingHolds(db, orgId, currentUser(request).id),
      };
    },
  });

  app.route({
    ...routeOf(api.desk, tags),
    handler: async (request) => ({
      success: true as const,
      holds: await standingHolds(db, currentOrg(request).id),
    }),
  });
}
