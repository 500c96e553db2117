import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { gymCatalogue } from './i18n';
import type { gymHubCatalogue } from './hub/i18n';
import type { gymMembersCatalogue } from './members/i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/** The gym's dashboard on the business shell and the member's own pages; signed-in only. */
const memberRoutes: RouteObject[] = [
  {
    path: '/gym',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./gym-dashboard')).GymDashboard }),
  },
  {
    // The member's own gym page (issue 13): any signed-in account; it lists the gyms naming them.
    path: '/gym/me',
    lazy: async () => ({ Component: (await import('./members/my-gym-page')).MyGymPage }),
  },
  {
    path: '/gym/vayayam/training',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await import('./hub/training-page')).GymTrainingPage }),
  },
];

export const gymArea = {
  name: 'gym',
  routes: { member: memberRoutes },
  catalogues: {
    gym: catalogueType<typeof gymCatalogue>(),
    gymHub: catalogueType<typeof gymHubCatalogue>(),
    gymMembers: catalogueType<typeof gymMembersCatalogue>(),
  },
} satisfies WebArea;
