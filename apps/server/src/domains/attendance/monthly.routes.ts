import { eq } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  attendanceApi,
  monthNumber,
  monthlyAttendanceQuerySchema,
  monthlyTotals,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { serveResource } from '../../http/serve-resource';
import { ATTENDANCE_TAGS as tags, toMonthly } from './attendance.answers';
import { attendanceMonthly } from './attendance.table';
import { personValues, requirePerson } from './person.service';

/** The monthly register: one row per person and month. Totals are counted from the marks. */
export function registerMonthlyAttendanceRoutes({ app, db, people }: AppContext): void {
  for (const register of [attendanceApi.monthly, attendanceApi.gymMonthly]) {
    serveResource({ app, db }, register, {
      table: attendanceMonthly,
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
    });
  }
}
