import type { Area } from '../../app-context';
import { registerBillRoutes } from './bills.routes';
import { demoBillsSeed } from './bills.seed';
import { currencyRatesSetup } from './rates.service';
import * as billsTables from './bills.table';

/** The kit's bills, at every area's paths, and the currency rates. */
export const billsArea: Area = {
  name: 'bills',
  routes(ctx) {
    registerBillRoutes(ctx);
  },
  tables: [billsTables],
  seeds: [demoBillsSeed],
  orgSetup: [currencyRatesSetup],
};
