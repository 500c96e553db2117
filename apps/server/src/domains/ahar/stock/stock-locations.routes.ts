import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_REUSE_ROWS,
  STOCK_MESSAGES,
  messageResponseSchema,
  pageInfo,
  stockItemSchema,
  stockQuerySchema,
  type StockLocation,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { badRequest } from '../../../http/errors';
import { sendPageHeaders } from '../../../http/paging';
import { AHAR_STOCK_ACCESS as access } from './access';
import {
  STOCK_TAGS as tags,
  changedAnswer,
  itemAnswer,
  itemParams as params,
  itemsAnswer,
  type ItemRoute,
} from './stock.answers';
import { toStockItem } from './stock-item';
import { listStock } from './stock-list.service';
import { actor, readListRow, readReuseRow, readReuseSubmit } from './stock-request';
import { addStock, deleteStock, findStock, updateStock } from './stock.service';

/** The spec's paths of each location (spec 04 section 7), under /api/v1. */
export const STOCK_PATHS: Record<StockLocation, string> = {
  showroom: '/api/v1/aharshowroom',
  warehouse: '/api/v1/suchigodown',
  reuse: '/api/v1/reuse',
};

const UPLOAD_NOTE =
  'JSON, or multipart/form-data with the same fields, a picture (PNG, JPEG, WebP or GIF) in `pic` and a PDF in `description`.';

/** Each location's table: list, get, add (the reuse table's Submit), update, delete. */
export function registerStockLocationRoutes({ app, db, storage }: AppContext): void {
  const deps = { db, storage };
  for (const location of ['showroom', 'warehouse', 'reuse'] as const) {
    const path = STOCK_PATHS[location];

    app.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          querystring: stockQuerySchema,
          response: { 200: z.array(stockItemSchema) },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const query = request.query as z.output<typeof stockQuerySchema>;
        const { rows, total } = await listStock(db, currentOrg(request).id, location, query);
        sendPageHeaders(reply, pageInfo(query, total));
        return rows.map(toStockItem);
      },
    );

    app.get(
      `${path}/:id`,
      { config: { access }, schema: { tags, params, response: { 200: itemAnswer } } },
      async (request: FastifyRequest<ItemRoute>) => ({
        success: true as const,
        item: toStockItem(await findStock(db, currentOrg(request).id, request.params.id, location)),
      }),
    );

    if (location === 'reuse') {
      app.post(
        path,
        {
          config: { access },
          schema: {
            tags,
            description: `JSON {inventory: [...]}, or multipart inventory[i][name, category, expireDate, price, manufacturing, quantityNumber, quantityKgL, offer, unit] with files inventory[i][pic] and inventory[i][description]; at most ${MAX_REUSE_ROWS} rows.`,
            response: { 201: itemsAnswer },
          },
        },
        async (request, reply) => {
          const values = await readReuseSubmit(deps, request);
          const rows = await addStock(db, actor(request), location, values);
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.submitted,
            items: rows.map(toStockItem),
          });
        },
      );
    } else {
      app.post(
        path,
        {
          config: { access },
          schema: { tags, description: UPLOAD_NOTE, response: { 201: changedAnswer } },
        },
        async (request, reply) => {
          const values = await readListRow(deps, request);
          const [row] = await addStock(db, actor(request), location, [values]);
          if (!row) throw badRequest(STOCK_MESSAGES.failedToSubmit);
          return reply.status(201).send({
            success: true as const,
            message: STOCK_MESSAGES.added,
            item: toStockItem(row),
          });
        },
      );
    }

    app.put(
      `${path}/:id`,
      {
        config: { access },
        schema: { tags, params, description: UPLOAD_NOTE, response: { 200: changedAnswer } },
      },
      async (request: FastifyRequest<ItemRoute>) => {
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
    );

    app.delete(
      `${path}/:id`,
      { config: { access }, schema: { tags, params, response: { 200: messageResponseSchema } } },
      async (request: FastifyRequest<ItemRoute>) => {
        await deleteStock(db, actor(request), location, request.params.id);
        return { success: true, message: STOCK_MESSAGES.removed };
      },
    );
  }
}
