import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { LostfoundTexts } from './i18n';

/** Lost and found; signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/lostnfound',
    lazy: async () => ({ Component: (await import('./lostfound-page')).LostFoundPage }),
  },
  {
    path: '/lostnfound/report/:id',
    lazy: async () => ({ Component: (await import('./report-page')).ReportPage }),
  },
];

export const lostfoundArea = {
  name: 'lostfound',
  routes: { member: memberRoutes },
  catalogues: { lostfound: catalogueType<LostfoundTexts>() },
} satisfies WebArea;
