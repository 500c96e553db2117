import type { Area } from '../../app-context';
import { registerAttendanceRoutes } from './attendance.routes';
import { demoAttendanceSeed } from './attendance.seed';
import * as attendanceTables from './attendance.table';

/** What other areas use of the attendance kit: its day rows and a day's totals (the homes). */
export { attendanceDaily } from './attendance.table';
export { totalsOnDay } from './daily.service';

/** The attendance area. */
export const attendanceArea: Area = {
  name: 'attendance',
  routes(ctx) {
    registerAttendanceRoutes(ctx);
  },
  tables: [attendanceTables],
  seeds: [demoAttendanceSeed],
};
