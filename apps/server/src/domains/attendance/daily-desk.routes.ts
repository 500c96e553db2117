import { z } from 'zod';
import {
  attendanceExportQuerySchema,
  businessDay,
  checkInInputSchema,
  dailyAttendanceQuerySchema,
  dailyTotals,
  dailyTotalsSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { ATTENDANCE_ACCESS } from './access';
import { ATTENDANCE_TAGS as tags, rowAnswer, toDaily } from './attendance.answers';
import { checkIn } from './check-in.service';
import { toCsv } from './csv';
import { remarksOnDay } from './daily.service';
import { exportSheet } from './export.service';

/** The day sheet's desk at one of its paths: the day's totals, the check-in scan, the export. */
export function registerDailyDeskRoutes({ app, db, people }: AppContext, path: string): void {
  // Static paths first in the code for the reader; the router prefers them over `:id` anyway.
  app.get(
    `${path}/totals`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: {
        tags,
        querystring: dailyAttendanceQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            date: z.string(),
            totals: dailyTotalsSchema,
          }),
        },
      },
    },
    async (request) => {
      const date = request.query.date ?? businessDay();
      const remarks = await remarksOnDay(db, currentOrg(request).id, date);
      return { success: true as const, date, totals: dailyTotals(remarks) };
    },
  );

  app.post(
    `${path}/check-in`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: {
        tags,
        body: checkInInputSchema,
        response: {
          200: rowAnswer.extend({ action: z.enum(['in', 'out']) }),
          201: rowAnswer.extend({ action: z.enum(['in', 'out']) }),
        },
      },
    },
    async (request, reply) => {
      const result = await checkIn(db, people, currentOrg(request), request.body.code);
      return reply.status(result.status).send({
        success: true as const,
        message: result.message,
        action: result.action,
        attendance: toDaily(result.row),
      });
    },
  );

  app.get(
    `${path}/export`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: { tags, querystring: attendanceExportQuerySchema },
    },
    async (request, reply) => {
      const { fileName, lines } = await exportSheet(db, currentOrg(request).id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(toCsv(lines));
    },
  );
}
