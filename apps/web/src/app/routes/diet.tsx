import type { RouteObject } from 'react-router';

/** The diet dashboard (spec 04 section 2.2), the student's own: signed-in accounts only. */
export const dietRoutes: RouteObject[] = [
  {
    path: '/diet',
    lazy: async () => ({ Component: (await import('../../domains/diet/diet-page')).DietPage }),
  },
];
