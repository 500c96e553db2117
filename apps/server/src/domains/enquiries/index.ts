import type { Area } from '../../app-context';
import { registerEnquiryRoutes } from './enquiries.routes';
import { demoEnquiriesSeed } from './enquiries.seed';
import * as enquiriesTables from './enquiries.table';

/** The kit's enquiries. */
export const enquiriesArea: Area = {
  name: 'enquiries',
  routes(ctx) {
    registerEnquiryRoutes(ctx);
  },
  tables: [enquiriesTables],
  seeds: [demoEnquiriesSeed],
};
