import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { billsCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, the screen is its own chunk.

/** The business kit's bills as pages of their own (issue 11), on the business shell. */
const memberRoutes: RouteObject[] = [
  {
    path: '/gym/bills',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./bills-page')).GymBillsPage }),
  },
  {
    path: '/ahar/bill',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./bills-page')).AharBillsPage }),
  },
];

export const billsArea = {
  name: 'bills',
  routes: { member: memberRoutes },
  catalogues: { bills: catalogueType<typeof billsCatalogue>() },
} satisfies WebArea;
