import { z } from 'zod';
import {
  STOCK_MESSAGES,
  aharApi,
  pageInfo,
  stockQuerySchema,
  type StockLocation,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { apiPath, routeOf } from '../../../http/endpoint-routes';
import { badRequest } from '../../../http/errors';
import { sendPageHeaders } from '../../../http/paging';
import { STOCK_TAGS as tags } from './stock.answers';
import { toStockItem } from './stock-item';
import { listStock } from './stock-list.service';
import { actor, readListRow, readReuseRow, readReuseSubmit } from './stock-request';
import { addStock, deleteStock, findStock, updateStock } from './stock.service';

const pathOf = (location: StockLocation) => apiPath(aharApi.stock.locations[location].items.path);
/** The spec's paths of each location (spec 04 section 7). */
export const STOCK_PATHS: Record<StockLocation, string> = {
  showroom: pathOf('showroom'),
  warehouse: pathOf('warehouse'),
  reuse: pathOf('reuse'),
};

/** Each location's table: list, get, add (the reuse table's Submit), update, delete. */
export function registerStockLocationRoutes({ app, db, storage }: AppContext): void {
  const deps = { db, storage };
  for (const location of ['showroom', 'warehouse', 'reuse'] as const) {
    const api = aharApi.stock.locations[location];

    app.get(
      apiPath(api.items.path),
      {
        config: { access: api.items.access.read },
        schema: { tags, querystring: stockQuerySchema, response: { 200: z.array(api.items.item) } },
      },
      async (request, reply) => {
        const { query } = request;
        const { rows, total } = await listStock(db, currentOrg(request).id, location, query);
        sendPageHeaders(reply, pageInfo(query, total));
        return rows.map(toStockItem);
      },
    );

    app.route({
      ...routeOf(api.item, tags),
      handler: async (request) => ({
        success: true as const,
        item: toStockItem(await findStock(db, currentOrg(request).id, request.params.id, location)),
      }),
    });

    if (location === 'reuse') {
      app.route({
        ...routeOf(aharApi.stock.locations.reuse.add, tags),
        handler: async (request, reply) => {
          const values = await readReuseSubmit(deps, request);
          const rows = await addStock(db, actor(request), location, values);
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.submitted,
            items: rows.map(toStockItem),
          });
        },
      });
    } else {
      app.route({
        ...routeOf(aharApi.stock.locations[location].add, tags),
        handler: async (request, reply) => {
          const values = await readListRow(deps, request);
          const [row] = await addStock(db, actor(request), location, [values]);
          if (!row) throw badRequest(STOCK_MESSAGES.failedToSubmit);
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.added,
            item: toStockItem(row),
          });
        },
      });
    }

    app.route({
      ...routeOf(api.update, tags),
      handler: async (request) => {
        const who = actor(request);
        // The row must be this business's before its body (and files) are read.
        const saved = await findStock(db, who.orgId, request.params.id, location);
        const values =
          location === 'reuse'
            ? await readReuseRow(deps, request, saved.unit)
            : await readListRow(deps, request);
        const row = await updateStock(db, who, location, request.params.id, () => values);
        return {
          success: true as const,
          message: STOCK_MESSAGES.itemUpdated,
          item: toStockItem(row),
        };
      },
    });

    app.route({
      ...routeOf(api.remove, tags),
      handler: async (request) => {
        await deleteStock(db, actor(request), location, request.params.id);
        return { success: true, message: STOCK_MESSAGES.removed };
      },
    });
  }
}
