import type { Area } from '../../app-context';
import { registerBroadcastRoutes } from './broadcasts.routes';
import { demoBroadcastsSeed } from './broadcasts.seed';
import * as broadcastsTables from './broadcasts.table';

/** Multiple: messages to the people of a business. */
export const broadcastsArea: Area = {
  name: 'broadcasts',
  routes(ctx) {
    registerBroadcastRoutes(ctx);
  },
  tables: [broadcastsTables],
  seeds: [demoBroadcastsSeed],
};
