import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../ui/page-title';
import { catalogueType, type WebArea } from '../../lib/web-area';
import { LandingPage } from './landing-page';
import type { homeCatalogue } from './i18n';

// The landing page is in the first bundle with the shell (app/router.tsx), so it is not lazy.
const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: LandingPage,
    handle: { title: (t) => t('home:title') } satisfies RouteHandle,
  },
];

export const homeArea = {
  name: 'home',
  routes: { public: publicRoutes },
  catalogues: { home: catalogueType<typeof homeCatalogue>() },
} satisfies WebArea;
