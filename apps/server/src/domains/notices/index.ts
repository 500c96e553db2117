import type { Area } from '../../app-context';
import { registerNoticeRoutes } from './notices.routes';
import { demoNoticesSeed } from './notices.seed';
import * as noticesTables from './notices.table';

/** The kit's notice board. */
export const noticesArea: Area = {
  name: 'notices',
  routes(ctx) {
    registerNoticeRoutes(ctx);
  },
  tables: [noticesTables],
  seeds: [demoNoticesSeed],
};
