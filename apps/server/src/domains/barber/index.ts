import type { Area } from '../../app-context';
import { registerBarberRoutes } from './barber.routes';
import { demoBarberSeed } from './barber.seed';
import { registerBarberHomeRoutes } from './home.routes';
import * as barberTables from './barber.table';

/** The barber's price list, walk-in queue and home. */
export const barberArea: Area = {
  name: 'barber',
  routes(ctx) {
    registerBarberRoutes(ctx);
    registerBarberHomeRoutes(ctx);
  },
  tables: [barberTables],
  seeds: [demoBarberSeed],
};
