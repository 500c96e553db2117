import type { Area } from '../../app-context';
import { registerCompanyAreaRoutes } from './company.routes';
import { demoCompanySeed } from './company.seed';
import * as companyTables from './company.table';

/** The company area. */
export const companyArea: Area = {
  name: 'company',
  routes(ctx) {
    registerCompanyAreaRoutes(ctx);
  },
  tables: [companyTables],
  seeds: [demoCompanySeed],
};
