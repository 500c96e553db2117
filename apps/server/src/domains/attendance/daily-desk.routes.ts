import { attendanceExportQuerySchema, businessDay, type DailySheetApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { apiPath, routeOf } from '../../http/endpoint-routes';
import { ATTENDANCE_TAGS as tags, toDaily } from './attendance.answers';
import { checkIn } from './check-in.service';
import { toCsv } from '../../http/csv';
import { totalsOnDay } from './daily.service';
import { exportSheet } from './export.service';

/** The day sheet's desk at one of its paths: the day's totals, the check-in scan, the export. */
export function registerDailyDeskRoutes(
  { app, db, people }: AppContext,
  daily: DailySheetApi,
): void {
  // Static paths first in the code for the reader; the router prefers them over `:id` anyway.
  app.route({
    ...routeOf(daily.totals, tags),
    handler: async (request) => {
      const date = request.query.date ?? businessDay();
      return {
        success: true as const,
        date,
        totals: await totalsOnDay(db, currentOrg(request).id, date),
      };
    },
  });

  // A first scan makes a row (201), a second sets Time Out (200): the answer is the same at both.
  app.route({
    ...routeOf(daily.checkIn, tags),
    handler: async (request, reply) => {
      const result = await checkIn(db, people, currentOrg(request), request.body.code);
      return reply.status(result.status).send({
        success: true as const,
        message: result.message,
        action: result.action,
        attendance: toDaily(result.row),
      });
    },
  });

  // A file, not JSON: the contracts name its path, the answer is the CSV's bytes.
  app.get(
    apiPath(daily.exportPath),
    {
      config: { access: daily.sheet.access.read },
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
