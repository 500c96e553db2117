import type { Area } from '../../app-context';
import { registerBarberRoutes } from './barber.routes';
import { demoBarberSeed } from './barber.seed';
import * as barberTables from './barber.table';

/** The barber's price list and walk-in queue. */
export const barberArea: Area = {
  name: 'barber',
  routes(ctx) {
    registerBarberRoutes(ctx);
  },
  tables: [barberTables],
  seeds: [demoBarberSeed],
};
