import type { z } from 'zod';
import { STOCK_MESSAGES, aharApi, pageInfo, type pageQuerySchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { STOCK_TAGS as tags } from './stock.answers';
import { journalPage, undoLast, type JournalRow } from './stock-journal.service';
import { findStock } from './stock.service';

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

  app.route({
    ...routeOf(aharApi.stock.journal, tags),
    handler: async (request) => journalAnswerFor(currentOrg(request).id, request.query),
  });

  app.route({
    ...routeOf(aharApi.stock.history, tags),
    handler: async (request) => {
      const org = currentOrg(request);
      const row = await findStock(db, org.id, request.params.id);
      return journalAnswerFor(org.id, request.query, row.lineageId);
    },
  });

  app.route({
    ...routeOf(aharApi.stock.undo, tags),
    handler: async (request) => {
      await undoLast(db, currentOrg(request).id);
      return { success: true, message: STOCK_MESSAGES.undone };
    },
  });
}
