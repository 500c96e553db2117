import type { Area } from '../../app-context';
import { registerMaintenanceRoutes } from './maintenance.routes';
import { demoMaintenanceSeed } from './maintenance.seed';
import * as maintenanceTables from './maintenance.table';

/** The kit's checklists and corrective actions. */
export const maintenanceArea: Area = {
  name: 'maintenance',
  routes(ctx) {
    registerMaintenanceRoutes(ctx);
  },
  tables: [maintenanceTables],
  seeds: [demoMaintenanceSeed],
};
