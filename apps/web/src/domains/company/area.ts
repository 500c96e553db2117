import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { CompanyTexts } from './i18n';

// Only lazy imports here: this file is in the first bundle, the dashboard is its own chunk.
const dashboard = async () => ({
  Component: (await import('./company-dashboard')).CompanyDashboard,
});

/** The company area on the business shell (spec 04 section 2.4; /compan is the spec's spelling). */
const memberRoutes: RouteObject[] = [
  { path: '/company', handle: WIDE_PAGE, lazy: dashboard },
  { path: '/compan', handle: WIDE_PAGE, lazy: dashboard },
  // The company's Placement, or the student's Working page (placement-route.tsx).
  {
    path: '/company/placement',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('./placement-route')).CompanyPlacementRoute,
    }),
  },
];

/** A company's public page (issue 15), open to anyone; its title is the company's name. */
const publicRoutes: RouteObject[] = [
  {
    path: '/companies/:id',
    lazy: async () => ({ Component: (await import('./public-page')).CompanyPublicPage }),
  },
];

export const companyArea = {
  name: 'company',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: { company: catalogueType<CompanyTexts>() },
} satisfies WebArea;
