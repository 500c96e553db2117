import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';

// Only lazy imports here: this table is in the first bundle, the dashboard is its own chunk.
const dashboard = async () => ({
  Component: (await import('../../domains/company/company-dashboard')).CompanyDashboard,
});

/** The company area on the business shell (spec 04 section 2.4; /compan is the spec's spelling). */
export const companyRoutes: RouteObject[] = [
  { path: '/company', handle: WIDE_PAGE, lazy: dashboard },
  { path: '/compan', handle: WIDE_PAGE, lazy: dashboard },
  // The company's Placement, or the student's Working page (placement-route.tsx).
  {
    path: '/company/placement',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/company/placement-route')).CompanyPlacementRoute,
    }),
  },
];

/** A company's public page (issue 15), open to anyone; its title is the company's name. */
export const companyPublicRoutes: RouteObject[] = [
  {
    path: '/companies/:id',
    lazy: async () => ({
      Component: (await import('../../domains/company/public-page')).CompanyPublicPage,
    }),
  },
];
