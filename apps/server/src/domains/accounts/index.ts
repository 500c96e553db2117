import type { Area } from '../../app-context';
import { registerUserRoutes } from './users.routes';
import * as limitsTables from './limits.table';
import * as usersTables from './users.table';

/** Accounts: sign-up, sign-in, sessions and profiles. */
export const accountsArea: Area = {
  name: 'accounts',
  routes(ctx) {
    registerUserRoutes(ctx);
  },
  tables: [usersTables, limitsTables],
};
