import type { Area } from '../../app-context';
import { registerPlanRoutes } from './plans.routes';
import { demoPlansSeed } from './plans.seed';
import { waiveOffTasksSetup } from './waive-off.service';
import * as plansTables from './plans.table';

/** What other areas use of the plans area: its table (the library search lists plans). */
export { plans } from './plans.table';

/** Membership plans, card plans and the waive-off tasks. */
export const plansArea: Area = {
  name: 'plans',
  routes(ctx) {
    registerPlanRoutes(ctx);
  },
  tables: [plansTables],
  seeds: [demoPlansSeed],
  orgSetup: [waiveOffTasksSetup],
};
