import { z } from 'zod';
import {
  DEMAND_MESSAGES,
  demandLineSchema,
  demandListQuerySchema,
  demandRecordInputSchema,
  demandRecordSchema,
  idSchema,
  multiplyMoney,
  pageInfo,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg, currentUser } from '../../../http/access';
import { pagedAnswer } from '../../../http/paging';
import { DEMAND, DEMAND_TAGS as tags, SIGN_IN } from './demand.access';
import {
  findRecord,
  linesPage,
  recordsPage,
  removeRecord,
  saveRecord,
  toItem,
} from './demand-records.service';

/** The Daily Inventory Form and the Full list: the records, their lines, one record. */
export function registerDemandRecordRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/demandinventory',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        querystring: demandListQuerySchema,
        response: { 200: pagedAnswer('items', demandRecordSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { records, total } = await recordsPage(db, currentOrg(request).id, request.query);
      return { success: true as const, items: records, ...pageInfo({ page, limit }, total) };
    },
  );

  app.post(
    '/api/v1/demandinventory',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        body: demandRecordInputSchema,
        response: {
          201: z.object({
            success: z.literal(true),
            message: z.string(),
            record: demandRecordSchema,
          }),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveRecord(
        db,
        currentOrg(request).id,
        currentUser(request).id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: DEMAND_MESSAGES.submitted, record: saved });
    },
  );

  // Inventory Items: every line, newest first, with the record it came in.
  app.get(
    '/api/v1/demandinventory/items',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        querystring: demandListQuerySchema.omit({ search: true }),
        response: { 200: pagedAnswer('items', demandLineSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await linesPage(db, currentOrg(request).id, { page, limit });
      return {
        success: true as const,
        items: rows.map(({ item, record }) => ({
          ...toItem(item),
          recordId: record.id,
          date: record.date,
          time: record.time,
          name: record.name,
          id: record.personId,
          total: multiplyMoney(item.price, item.quantity),
        })),
        ...pageInfo({ page, limit }, total),
      };
    },
  );

  const recordParams = z.object({ id: idSchema });
  app.get(
    '/api/v1/demandinventory/:id',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        params: recordParams,
        response: { 200: z.object({ success: z.literal(true), record: demandRecordSchema }) },
      },
    },
    async (request) => ({
      success: true as const,
      record: await findRecord(db, currentOrg(request).id, request.params.id),
    }),
  );

  app.delete(
    '/api/v1/demandinventory/:id',
    {
      config: { access: DEMAND, signInMessage: SIGN_IN },
      schema: {
        tags,
        params: recordParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await removeRecord(db, currentOrg(request).id, request.params.id);
      return { success: true as const, message: DEMAND_MESSAGES.recordRemoved };
    },
  );
}
