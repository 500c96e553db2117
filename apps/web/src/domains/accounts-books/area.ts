import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { accountsBooksCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, the screen is its own chunk.

/** The gym's balance sheet as a page of its own (issue 11), on the business shell. */
const memberRoutes: RouteObject[] = [
  {
    path: '/gym/balancesheet',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./panels')).GymBalanceSheetPage }),
  },
];

export const accountsBooksArea = {
  name: 'accounts-books',
  routes: { member: memberRoutes },
  catalogues: { 'accounts-books': catalogueType<typeof accountsBooksCatalogue>() },
} satisfies WebArea;
