import type { Area } from '../../app-context';
import { registerLostFoundRoutes } from './lostfound.routes';
import { lostFoundSeed } from './lostfound.seed';
import * as lostfoundTables from './lostfound.table';

/** What other areas use of lost and found: the drawing of its demo pictures. */
export { demoPicture, type Rgb } from './demo-images';

/** Lost and found. */
export const lostfoundArea: Area = {
  name: 'lostfound',
  routes(ctx) {
    registerLostFoundRoutes(ctx);
  },
  tables: [lostfoundTables],
  seeds: [lostFoundSeed],
};
