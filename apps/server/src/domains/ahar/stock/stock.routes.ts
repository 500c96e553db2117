import type { AppContext } from '../../../app-context';
import { registerStockExpiryRoutes } from './stock-expiry.routes';
import { registerStockJournalRoutes } from './stock-journal.routes';
import { registerStockLocationRoutes } from './stock-locations.routes';
import { registerStockMoveRoutes } from './stock-moves.routes';

/** The ahar's stock: the locations' tables, moving and using, the journal, expiry. */
export function registerStockRoutes(ctx: AppContext): void {
  registerStockLocationRoutes(ctx);
  registerStockMoveRoutes(ctx);
  registerStockJournalRoutes(ctx);
  registerStockExpiryRoutes(ctx);
}
