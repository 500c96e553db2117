import type { AppContext } from '../../app-context';
import { registerBookRoutes } from './books.routes';
import { bookImport } from './books.import';
import { registerImport } from '../../http/spreadsheet-import';
import { libraryApi } from '@vedann/contracts';
import { registerLoanRoutes } from './loans.routes';
import { registerShelfRoutes } from './shelves.routes';

/** The library's books, shelves and loans (spec 02). */
export function registerLibraryBooks(ctx: AppContext): void {
  registerBookRoutes(ctx);
  registerImport(ctx, libraryApi.books.import, bookImport, ['library']);
  registerShelfRoutes(ctx);
  registerLoanRoutes(ctx);
}
