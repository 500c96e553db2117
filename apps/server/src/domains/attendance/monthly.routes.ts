import { eq } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  monthNumber,
  monthlyAttendanceInputSchema,
  monthlyAttendanceQuerySchema,
  monthlyAttendanceSchema,
  monthlyTotals,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { registerOrgResource } from '../../http/resource-routes';
import { ATTENDANCE_ACCESS } from './access';
import { ATTENDANCE_TAGS as tags, toMonthly } from './attendance.answers';
import { attendanceMonthly } from './attendance.table';
import { personValues, requirePerson } from './person.service';

const MONTHLY_PATHS = ['/api/v1/aharattendance', '/api/v1/gym/monthly-attendance'] as const;

/** The monthly register: one row per person and month. Totals are counted from the marks. */
export function registerMonthlyAttendanceRoutes({ app, db, people }: AppContext): void {
  registerOrgResource(
    { app, db },
    {
      table: attendanceMonthly,
      paths: [...MONTHLY_PATHS],
      access: { read: ATTENDANCE_ACCESS, write: ATTENDANCE_ACCESS },
      keys: { list: 'attendance', item: 'attendance' },
      input: monthlyAttendanceInputSchema,
      item: monthlyAttendanceSchema,
      async toRow(input, { org }) {
        const person = input.person
          ? await requirePerson(people, db, org, input.person)
          : undefined;
        return {
          studentName: person?.name ?? input.studentName,
          year: input.year,
          month: monthNumber(input.month),
          marks: input.attendanceData,
          ...monthlyTotals(input.attendanceData),
          remark: input.remark,
          ...personValues(person),
        };
      },
      toItem: toMonthly,
      messages: {
        created: ATTENDANCE_MESSAGES.submitted,
        updated: ATTENDANCE_MESSAGES.updated,
        removed: ATTENDANCE_MESSAGES.removed,
        notFound: ATTENDANCE_MESSAGES.notFound,
      },
      filters: {
        query: monthlyAttendanceQuerySchema,
        where: (q) => [
          q.year === undefined ? undefined : eq(attendanceMonthly.year, q.year),
          q.month === undefined ? undefined : eq(attendanceMonthly.month, monthNumber(q.month)),
        ],
      },
      search: [attendanceMonthly.studentName],
      order: 'oldest',
      tags,
    },
  );
}
