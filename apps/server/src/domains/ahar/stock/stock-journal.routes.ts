import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  STOCK_MESSAGES,
  messageResponseSchema,
  pageInfo,
  pageQuerySchema,
  stockJournalEntrySchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { AHAR_STOCK_ACCESS as access } from './access';
import { STOCK_TAGS as tags, itemParams as params, type ItemRoute } from './stock.answers';
import { journalPage, undoLast, type JournalRow } from './stock-journal.service';
import { findStock } from './stock.service';

const journalAnswer = z
  .object({ success: z.literal(true), entries: z.array(stockJournalEntrySchema) })
  .extend({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() });

const toEntry = (row: JournalRow) => ({
  _id: row.id,
  action: row.action,
  by: row.byName,
  at: row.createdAt.toISOString(),
  name: row.name,
  quantity: row.quantity,
  from: row.fromLocation,
  to: row.toLocation,
  undone: row.undoneAt !== null,
});

/** The journal of changes: the business's, one item's history, and undoing the latest. */
export function registerStockJournalRoutes({ app, db }: AppContext): void {
  async function journalAnswerFor(
    orgId: string,
    query: z.output<typeof pageQuerySchema>,
    lineage?: string,
  ) {
    const { rows, total } = await journalPage(db, orgId, query, lineage);
    return { success: true as const, entries: rows.map(toEntry), ...pageInfo(query, total) };
  }

  app.get(
    '/api/v1/ahar/stock/journal',
    {
      config: { access },
      schema: { tags, querystring: pageQuerySchema, response: { 200: journalAnswer } },
    },
    async (request) => journalAnswerFor(currentOrg(request).id, request.query),
  );

  app.get(
    '/api/v1/ahar/stock/:id/history',
    {
      config: { access },
      schema: { tags, params, querystring: pageQuerySchema, response: { 200: journalAnswer } },
    },
    async (request: FastifyRequest<ItemRoute>) => {
      const org = currentOrg(request);
      const row = await findStock(db, org.id, request.params.id);
      const query = request.query as z.output<typeof pageQuerySchema>;
      return journalAnswerFor(org.id, query, row.lineageId);
    },
  );

  app.post(
    '/api/v1/ahar/stock/journal/undo',
    { config: { access }, schema: { tags, response: { 200: messageResponseSchema } } },
    async (request) => {
      await undoLast(db, currentOrg(request).id);
      return { success: true, message: STOCK_MESSAGES.undone };
    },
  );
}
