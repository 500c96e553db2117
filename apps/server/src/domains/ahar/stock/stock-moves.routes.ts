import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { STOCK_MESSAGES, stockMoveSchema, stockUseSchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { AHAR_STOCK_ACCESS as access } from './access';
import {
  STOCK_TAGS as tags,
  changedAnswer,
  itemParams as params,
  type ItemRoute,
} from './stock.answers';
import { toStockItem } from './stock-item';
import { moveStock, useStock } from './stock-movement.service';
import { actor } from './stock-request';

/** Stock leaving a location: moved to another, or sold and used (earliest expiry first). */
export function registerStockMoveRoutes({ app, db }: AppContext): void {
  app.post(
    '/api/v1/ahar/stock/:id/move',
    {
      config: { access },
      schema: { tags, params, body: stockMoveSchema, response: { 200: changedAnswer } },
    },
    async (request: FastifyRequest<ItemRoute>) => {
      const { to, quantity } = request.body as z.output<typeof stockMoveSchema>;
      const row = await moveStock(db, actor(request), request.params.id, to, quantity);
      return { success: true as const, message: STOCK_MESSAGES.moved, item: toStockItem(row) };
    },
  );

  app.post(
    '/api/v1/ahar/stock/use',
    {
      config: { access },
      schema: {
        tags,
        body: stockUseSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            taken: z.array(
              z.object({
                itemId: z.string(),
                expireDate: z.string().nullable(),
                quantity: z.number(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const taken = await useStock(db, actor(request), request.body);
      return { success: true as const, message: STOCK_MESSAGES.used, taken };
    },
  );
}
