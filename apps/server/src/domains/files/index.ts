import type { Area } from '../../app-context';
import { registerFileRoutes } from './files.routes';
import * as filesTables from './files.table';

/** Uploaded files, served by their business. */
export const filesArea: Area = {
  name: 'files',
  routes(ctx) {
    registerFileRoutes(ctx);
  },
  tables: [filesTables],
};
