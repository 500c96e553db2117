import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { barberCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/** The barber's dashboard on the business shell; signed-in accounts only (it checks its business). */
const memberRoutes: RouteObject[] = [
  {
    path: '/barber',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./barber-dashboard')).BarberDashboard }),
  },
];

/**
 * A walk-in queue's count for anyone (a barber's, with its price list, or a gym's Token System;
 * `/barbers/:orgId` was the barbers' first address and stays).
 */
const publicRoutes: RouteObject[] = ['/queue/:orgId', '/barbers/:orgId'].map((path) => ({
  path,
  lazy: async () => ({
    Component: (await import('./barber-public-page')).BarberPublicPage,
  }),
}));

export const barberArea = {
  name: 'barber',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { barber: catalogueType<typeof barberCatalogue>() },
} satisfies WebArea;
