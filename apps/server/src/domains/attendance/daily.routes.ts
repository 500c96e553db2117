import { ATTENDANCE_MESSAGES, pageInfo, type DailySheetApi } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { sendPageHeaders } from '../../http/paging';
import { ATTENDANCE_TAGS as tags, toDaily } from './attendance.answers';
import { addDaily, findDaily, listDaily, removeDaily, updateDaily } from './daily.service';

/** The day sheet's rows at one of its paths: list, get, add, update, delete. */
export function registerDailySheetRoutes(
  { app, db, people }: AppContext,
  daily: DailySheetApi,
): void {
  // The spec's "list": the bare array of rows, the page in headers (PAGE_HEADERS). With a date,
  // that day's sheet in Sr No order; without, every day, the latest first.
  app.route({
    ...routeOf(daily.list, tags),
    handler: async (request, reply) => {
      const { rows, total } = await listDaily(db, currentOrg(request).id, request.query);
      sendPageHeaders(reply, pageInfo(request.query, total));
      return rows.map(toDaily);
    },
  });

  app.route({
    ...routeOf(daily.row, tags),
    handler: async (request) => ({
      success: true as const,
      attendance: toDaily(await findDaily(db, currentOrg(request).id, request.params.id)),
    }),
  });

  // One row per call (spec 04 section 7).
  app.route({
    ...routeOf(daily.add, tags),
    handler: async (request, reply) => {
      const row = await addDaily(db, people, currentOrg(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: ATTENDANCE_MESSAGES.submitted,
        attendance: toDaily(row),
      });
    },
  });

  app.route({
    ...routeOf(daily.update, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const row = await updateDaily(db, people, org, request.params.id, request.body);
      return {
        success: true as const,
        message: ATTENDANCE_MESSAGES.submitted,
        attendance: toDaily(row),
      };
    },
  });

  // Deleting a row renumbers the rows after it on the same day.
  app.route({
    ...routeOf(daily.remove, tags),
    handler: async (request) => {
      await removeDaily(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: ATTENDANCE_MESSAGES.removed };
    },
  });
}
