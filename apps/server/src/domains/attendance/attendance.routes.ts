import { attendanceApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { registerDailyDeskRoutes } from './daily-desk.routes';
import { registerDailySheetRoutes } from './daily.routes';
import { registerMonthlyAttendanceRoutes } from './monthly.routes';
import { registerOwnAttendanceRoutes } from './own.routes';

/** The kit's attendance: the day sheet at each of its paths, the monthly register, one's own. */
export function registerAttendanceRoutes(ctx: AppContext): void {
  // The spec's daily path, and the gym's (its persistence is "not shown").
  for (const daily of [attendanceApi.daily, attendanceApi.gymDaily]) {
    registerDailyDeskRoutes(ctx, daily);
    registerDailySheetRoutes(ctx, daily);
  }
  registerMonthlyAttendanceRoutes(ctx);
  registerOwnAttendanceRoutes(ctx);
}
