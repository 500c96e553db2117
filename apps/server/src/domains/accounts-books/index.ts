import type { Area } from '../../app-context';
import { registerAccountsBooksRoutes } from './accounts-books.routes';
import { demoAccountsBooksSeed } from './accounts-books.seed';
import * as accountsBooksTables from './accounts-books.table';

/** The kit's books of account. */
export const accountsBooksArea: Area = {
  name: 'accounts-books',
  routes(ctx) {
    registerAccountsBooksRoutes(ctx);
  },
  tables: [accountsBooksTables],
  seeds: [demoAccountsBooksSeed],
};
