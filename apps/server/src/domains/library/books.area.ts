import type { AppContext } from '../../app-context';
import { registerBookRoutes } from './books.routes';
import { registerLoanRoutes } from './loans.routes';
import { registerShelfRoutes } from './shelves.routes';

/** The library's books, shelves and loans (spec 02). */
export function registerLibraryBooks(ctx: AppContext): void {
  registerBookRoutes(ctx);
  registerShelfRoutes(ctx);
  registerLoanRoutes(ctx);
}
