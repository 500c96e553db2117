import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { plansCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every page is its own chunk.

/** The businesses and their membership plans (issue 5), open to anyone. */
const publicRoutes: RouteObject[] = [
  {
    path: '/business',
    lazy: async () => ({ Component: (await import('./businesses-page')).BusinessesPage }),
  },
  {
    path: '/business/:orgId',
    lazy: async () => ({ Component: (await import('./business-page')).BusinessPage }),
  },
];

/** A business's own plans; signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/mgtservice/plans',
    lazy: async () => ({ Component: (await import('./plans-page')).PlansPage }),
  },
];

export const plansArea = {
  name: 'plans',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { plans: catalogueType<typeof plansCatalogue>() },
} satisfies WebArea;
