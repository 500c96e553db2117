import type { AppContext } from '../../app-context';
import { registerSeatBookingRoutes } from './seat-bookings.routes';
import { registerSeatLayoutRoutes } from './seat-layouts.routes';
import { registerSeatMapRoutes } from './seat-map.routes';

/** The library's seats: bookings, the seat map and its totals, each shift's layouts. */
export function registerSeatRoutes(ctx: AppContext): void {
  registerSeatBookingRoutes(ctx);
  registerSeatMapRoutes(ctx);
  registerSeatLayoutRoutes(ctx);
}
