import type { AppContext } from '../../../app-context';
import { registerStockExpiryRoutes } from './stock-expiry.routes';
import { registerStockJournalRoutes } from './stock-journal.routes';
import { registerStockLocationRoutes } from './stock-locations.routes';
import { registerStockMoveRoutes } from './stock-moves.routes';
import { registerImport } from '../../../http/spreadsheet-import';
import { aharApi } from '@vedann/contracts';
import { STOCK_TAGS } from './stock.answers';
import { reuseImport, stockImport } from './stock.import';

/** The ahar's stock: the locations' tables, moving and using, the journal, expiry. */
export function registerStockRoutes(ctx: AppContext): void {
  registerStockLocationRoutes(ctx);
  registerStockMoveRoutes(ctx);
  registerStockJournalRoutes(ctx);
  registerStockExpiryRoutes(ctx);
  for (const location of ['showroom', 'warehouse'] as const)
    registerImport(
      ctx,
      aharApi.stock.locations[location].import,
      stockImport(location),
      STOCK_TAGS,
    );
  registerImport(ctx, aharApi.stock.locations.reuse.import, reuseImport, STOCK_TAGS);
}
