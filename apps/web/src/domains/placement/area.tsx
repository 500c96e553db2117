import { Navigate, type RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { PlacementTexts } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.
const opportunity = () => import('./opportunity-pages');
const home = async () => ({
  Component: (await import('./placement-home-page')).PlacementHomePage,
});

/**
 * The student's placement pages (spec 04 section 2.3); signed-in accounts only. Internships is
 * the jobs area's page.
 */
const memberRoutes: RouteObject[] = [
  { path: '/placement', lazy: home },
  { path: '/industry', lazy: home },
  // Opportunity has no page of its own: its first item is Enquiry.
  {
    path: '/placement/opportunity',
    element: <Navigate to="/placement/opportunity/enquiry" replace />,
  },
  {
    path: '/placement/opportunity/enquiry',
    lazy: async () => ({ Component: (await opportunity()).EnquiryPage }),
  },
  {
    path: '/placement/opportunity/apply',
    lazy: async () => ({ Component: (await opportunity()).ApplyPage }),
  },
  {
    path: '/placement/opportunity/response',
    lazy: async () => ({ Component: (await opportunity()).ResponsePage }),
  },
  {
    path: '/placement/selfrating',
    lazy: async () => ({ Component: (await import('./selfrating-page')).SelfRatingPage }),
  },
];

export const placementArea = {
  name: 'placement',
  routes: { member: memberRoutes },
  catalogues: { placement: catalogueType<PlacementTexts>() },
} satisfies WebArea;
