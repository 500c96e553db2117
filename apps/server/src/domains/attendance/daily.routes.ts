import { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  dailyAttendanceInputSchema,
  dailyAttendanceQuerySchema,
  dailyAttendanceSchema,
  pageInfo,
  pageQuerySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { sendPageHeaders } from '../../http/paging';
import { ATTENDANCE_ACCESS } from './access';
import {
  ATTENDANCE_TAGS as tags,
  rowAnswer,
  rowParams as params,
  toDaily,
} from './attendance.answers';
import { addDaily, findDaily, listDaily, removeDaily, updateDaily } from './daily.service';

/** The day sheet's rows at one of its paths: list, get, add, update, delete. */
export function registerDailySheetRoutes({ app, db, people }: AppContext, path: string): void {
  // The spec's "list": the bare array of rows, the page in headers (PAGE_HEADERS). With a date,
  // that day's sheet in Sr No order; without, every day, the latest first.
  app.get(
    path,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: {
        tags,
        querystring: pageQuerySchema.extend(dailyAttendanceQuerySchema.shape),
        response: { 200: z.array(dailyAttendanceSchema) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listDaily(db, currentOrg(request).id, request.query);
      sendPageHeaders(reply, pageInfo(request.query, total));
      return rows.map(toDaily);
    },
  );

  app.get(
    `${path}/:id`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: {
        tags,
        params,
        response: {
          200: z.object({ success: z.literal(true), attendance: dailyAttendanceSchema }),
        },
      },
    },
    async (request) => ({
      success: true as const,
      attendance: toDaily(await findDaily(db, currentOrg(request).id, request.params.id)),
    }),
  );

  // One row per call (spec 04 section 7).
  app.post(
    path,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: { tags, body: dailyAttendanceInputSchema, response: { 201: rowAnswer } },
    },
    async (request, reply) => {
      const row = await addDaily(db, people, currentOrg(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: ATTENDANCE_MESSAGES.submitted,
        attendance: toDaily(row),
      });
    },
  );

  app.put(
    `${path}/:id`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: { tags, params, body: dailyAttendanceInputSchema, response: { 200: rowAnswer } },
    },
    async (request) => {
      const org = currentOrg(request);
      const row = await updateDaily(db, people, org, request.params.id, request.body);
      return {
        success: true as const,
        message: ATTENDANCE_MESSAGES.submitted,
        attendance: toDaily(row),
      };
    },
  );

  // Deleting a row renumbers the rows after it on the same day.
  app.delete(
    `${path}/:id`,
    {
      config: { access: ATTENDANCE_ACCESS },
      schema: {
        tags,
        params,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await removeDaily(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: ATTENDANCE_MESSAGES.removed };
    },
  );
}
