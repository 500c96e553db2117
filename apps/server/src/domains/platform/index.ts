import type { Area } from '../../app-context';
import * as metaTables from './meta.table';

/** The app's own bookkeeping (`app_meta`). */
export const platformArea: Area = {
  name: 'platform',
  routes: () => undefined,
  tables: [metaTables],
};
