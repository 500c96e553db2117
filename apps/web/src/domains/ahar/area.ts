import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { aharCatalogue } from './i18n';
import type { aharDemandCatalogue } from './demand/i18n';
import type { aharStockCatalogue } from './stock/i18n';
import type { aharPeopleCatalogue } from './people/i18n';
import type { aharTiffinCatalogue } from './tiffin/i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/**
 * The ahar's dashboard on the business shell and the tiffin member's own page; signed-in
 * accounts only (the dashboard checks its business).
 */
const memberRoutes: RouteObject[] = [
  {
    path: '/ahar',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./ahar-dashboard')).AharDashboard }),
  },
  {
    // A tiffin member's own page (decision 0360): any signed-in account; it lists the ahars naming them.
    path: '/ahar/me',
    lazy: async () => ({ Component: (await import('./tiffin/my-tiffin-page')).MyTiffinPage }),
  },
];

/** An ahar's public page, for anyone. */
const publicRoutes: RouteObject[] = [
  {
    path: '/ahars/:orgId',
    lazy: async () => ({
      Component: (await import('./demand/ahar-public-page')).AharPublicPage,
    }),
  },
];

export const aharArea = {
  name: 'ahar',
  routes: { public: publicRoutes, member: memberRoutes },
  catalogues: {
    ahar: catalogueType<typeof aharCatalogue>(),
    aharDemand: catalogueType<typeof aharDemandCatalogue>(),
    aharStock: catalogueType<typeof aharStockCatalogue>(),
    aharPeople: catalogueType<typeof aharPeopleCatalogue>(),
    aharTiffin: catalogueType<typeof aharTiffinCatalogue>(),
  },
} satisfies WebArea;
