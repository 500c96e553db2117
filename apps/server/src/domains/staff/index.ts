import type { Area } from '../../app-context';
import { registerStaffRoutes } from './staff.routes';
import { registerTeamUserRoutes } from './team-users.routes';
import { demoStaffSeed } from './staff.seed';
import { staffDirectory } from './staff.directory';
import * as staffTables from './staff.table';

/** What other areas use of the staff module: its table (attendance and the ahar's people name staff). */
export { staffMembers } from './staff.table';

/** The staff area. */
export const staffArea: Area = {
  name: 'staff',
  routes(ctx) {
    registerStaffRoutes(ctx);
    registerTeamUserRoutes(ctx);
  },
  tables: [staffTables],
  seeds: [demoStaffSeed],
  people: [staffDirectory],
};
