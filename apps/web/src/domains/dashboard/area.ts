import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { dashboardCatalogue } from './i18n';

/** The student dashboard (issue 5), open to anyone; the page is a lazy chunk. */
const publicRoutes: RouteObject[] = [
  {
    path: '/service',
    lazy: async () => ({ Component: (await import('./dashboard-page')).DashboardPage }),
  },
];

export const dashboardArea = {
  name: 'dashboard',
  routes: { public: publicRoutes },
  catalogues: { dashboard: catalogueType<typeof dashboardCatalogue>() },
} satisfies WebArea;
