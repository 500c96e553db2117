import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { orgsCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/** The account's businesses and registering one; signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/mgtservice',
    lazy: async () => ({ Component: (await import('./mgtservice-page')).MgtservicePage }),
  },
  {
    path: '/mgtservice/selects',
    lazy: async () => ({ Component: (await import('./selects-page')).SelectsPage }),
  },
];

export const orgsArea = {
  name: 'orgs',
  routes: { member: memberRoutes },
  catalogues: { orgs: catalogueType<typeof orgsCatalogue>() },
} satisfies WebArea;
