import type { AppContext } from '../../app-context';
import { registerDailyDeskRoutes } from './daily-desk.routes';
import { registerDailySheetRoutes } from './daily.routes';
import { registerMonthlyAttendanceRoutes } from './monthly.routes';
import { registerOwnAttendanceRoutes } from './own.routes';

/** The spec's daily path, and the gym's (its persistence is "not shown"). */
const DAILY_PATHS = ['/api/v1/attendance', '/api/v1/gym/attendance'] as const;

/** The kit's attendance: the day sheet at each of its paths, the monthly register, one's own. */
export function registerAttendanceRoutes(ctx: AppContext): void {
  for (const path of DAILY_PATHS) {
    registerDailyDeskRoutes(ctx, path);
    registerDailySheetRoutes(ctx, path);
  }
  registerMonthlyAttendanceRoutes(ctx);
  registerOwnAttendanceRoutes(ctx);
}
