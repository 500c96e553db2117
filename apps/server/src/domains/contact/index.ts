import type { Area } from '../../app-context';
import { registerContactRoutes } from './contact.routes';
import * as contactTables from './contact.table';

/** Contact Us messages. */
export const contactArea: Area = {
  name: 'contact',
  routes(ctx) {
    registerContactRoutes(ctx);
  },
  tables: [contactTables],
};
