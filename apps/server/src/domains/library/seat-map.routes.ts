import { libraryApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { seatsHeldOn } from './holds.service';
import { bookingsHoldingOn, toSeatBooking } from './seat-bookings.service';
import { SEAT_TAGS as tags } from './seats.tags';
import {
  layoutsOf,
  libraryToday,
  seatInLayout,
  shiftTotals,
  toLayouts,
  totalsOf,
} from './seats.service';

const api = libraryApi.seats;

/** The seat map of a shift and each tab's totals, on one day. */
export function registerSeatMapRoutes({ app, db }: AppContext): void {
  // The seat map of one shift on one day (today by default): both layouts, who holds which seat.
  app.route({
    ...routeOf(api.map, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const { shift } = request.query;
      const day = request.query.date ?? libraryToday();
      // The bookings of overlapping shifts are all the totals need, so one read serves both.
      const [layouts, rows, held] = await Promise.all([
        layoutsOf(db, org.id),
        bookingsHoldingOn(db, org.id, day, shift),
        seatsHeldOn(db, org.id, day, shift),
      ]);
      const layout = layouts.get(shift);
      if (!layout) throw new Error('layouts missing');
      const shiftTotal = totalsOf(
        shift,
        layout,
        rows.map((row) => row.booking),
      );
      return {
        success: true as const,
        shift,
        date: day,
        layouts: toLayouts(layout),
        occupied: rows
          .filter((row) =>
            seatInLayout(layout, row.booking.layout, row.booking.seatTable, row.booking.seatNumber),
          )
          .map((row) => ({
            layout: row.booking.layout,
            table: row.booking.seatTable,
            seatNumber: row.booking.seatNumber,
            booking: toSeatBooking(row),
          })),
        held: held.filter((seat) => seatInLayout(layout, seat.layout, seat.table, seat.seatNumber)),
        totals: shiftTotal,
      };
    },
  });

  // Each tab's totals on one day.
  app.route({
    ...routeOf(api.totals, tags),
    handler: async (request) => {
      const day = request.query.date ?? libraryToday();
      return {
        success: true as const,
        date: day,
        totals: await shiftTotals(db, currentOrg(request).id, day),
      };
    },
  });
}
