import { STOCK_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { routeOf } from '../../../http/endpoint-routes';
import { STOCK_TAGS as tags } from './stock.answers';
import { toStockItem } from './stock-item';
import { moveStock, useStock } from './stock-movement.service';
import { actor } from './stock-request';

/** Stock leaving a location: moved to another, or sold and used (earliest expiry first). */
export function registerStockMoveRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.stock.move, tags),
    handler: async (request) => {
      const { to, quantity } = request.body;
      const row = await moveStock(db, actor(request), request.params.id, to, quantity);
      return { success: true as const, message: STOCK_MESSAGES.moved, item: toStockItem(row) };
    },
  });

  app.route({
    ...routeOf(aharApi.stock.use, tags),
    handler: async (request) => {
      const taken = await useStock(db, actor(request), request.body);
      return { success: true as const, message: STOCK_MESSAGES.used, taken };
    },
  });
}
