import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { DietTexts } from './i18n';

/** The diet dashboard (spec 04 section 2.2), the student's own: signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/diet',
    lazy: async () => ({ Component: (await import('./diet-page')).DietPage }),
  },
];

export const dietArea = {
  name: 'diet',
  routes: { member: memberRoutes },
  catalogues: { diet: catalogueType<DietTexts>() },
} satisfies WebArea;
