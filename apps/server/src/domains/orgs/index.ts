import type { Area } from '../../app-context';
import { registerOrgRoutes } from './orgs.routes';
import { demoAccountsSeed } from './demo-accounts.seed';
import * as orgsTables from './orgs.table';

/** Businesses, their members and permissions, and the demo accounts. */
export const orgsArea: Area = {
  name: 'orgs',
  routes(ctx) {
    registerOrgRoutes(ctx);
  },
  tables: [orgsTables],
  seeds: [demoAccountsSeed],
};
