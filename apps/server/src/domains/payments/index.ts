import type { Area } from '../../app-context';
import { registerUpiRoutes } from './upi.routes';
import * as upiTables from './upi.table';

/** How members pay a business: its UPI details, from which pay links are built (issue 32). */
export const paymentsArea: Area = {
  name: 'payments',
  routes(ctx) {
    registerUpiRoutes(ctx);
  },
  tables: [upiTables],
};
