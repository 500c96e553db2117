import type { AppContext } from '../../../app-context';
import { registerAharCategoryRoutes } from './categories.routes';
import { registerStockRoutes } from './stock.routes';

/** The ahar's stock (issue 14 part one): categories, stock locations, journal, people's cards. */
export function registerAharStock(ctx: AppContext): void {
  registerAharCategoryRoutes(ctx);
  registerStockRoutes(ctx);
}
