import { attendanceApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { ATTENDANCE_TAGS as tags } from './attendance.answers';
import { monthName } from './month';
import { ownAttendance } from './own.service';

/** A person's own attendance, at every business whose rows name them: read by the account. */
export function registerOwnAttendanceRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(attendanceApi.mine, tags),
    handler: async (request) => {
      const { daily, monthly } = await ownAttendance(db, currentUser(request).id, request.query);
      return {
        success: true as const,
        daily: daily.map(({ row, business }) => ({
          business,
          businessId: row.orgId,
          date: row.date,
          timeIn: row.timeIn,
          timeOut: row.timeOut,
          remark: row.remark,
        })),
        monthly: monthly.map(({ row, business }) => ({
          business,
          businessId: row.orgId,
          year: row.year,
          month: monthName(row.month),
          attendanceData: row.marks,
          totalDays: row.totalDays,
          performedTotalP: row.performedTotalP,
          remark: row.remark,
        })),
      };
    },
  });
}
