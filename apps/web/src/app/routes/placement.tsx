import { Navigate, type RouteObject } from 'react-router';

// Only lazy imports here: this table is in the first bundle, every screen is its own chunk.
const opportunity = () => import('../../domains/placement/opportunity-pages');
const home = async () => ({
  Component: (await import('../../domains/placement/placement-home-page')).PlacementHomePage,
});

/** The student's placement pages (spec 04 section 2.3); signed-in accounts only. */
export const placementRoutes: RouteObject[] = [
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
    path: '/placement/internships',
    lazy: async () => ({
      Component: (await import('../../domains/jobs/internships-page')).InternshipsPage,
    }),
  },
  {
    path: '/placement/selfrating',
    lazy: async () => ({
      Component: (await import('../../domains/placement/selfrating-page')).SelfRatingPage,
    }),
  },
];
