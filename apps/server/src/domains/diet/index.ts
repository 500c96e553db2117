import type { Area } from '../../app-context';
import { registerDietRoutes } from './diet.routes';
import { demoConsultantsSeed } from './diet.seed';
import * as dietTables from './diet.table';

/** Diet consultants and plans. */
export const dietArea: Area = {
  name: 'diet',
  routes(ctx) {
    registerDietRoutes(ctx);
  },
  tables: [dietTables],
  seeds: [demoConsultantsSeed],
};
