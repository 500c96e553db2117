import type { RouteObject } from 'react-router';

/**
 * The routes of issue 5's content areas: student dashboard, news, contact, membership plans.
 * Each page is a lazy chunk; this small table is all the router imports.
 */
export const CONTENT_PUBLIC_ROUTES: RouteObject[] = [
  {
    path: '/service',
    lazy: async () => ({
      Component: (await import('../../domains/dashboard/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: '/newsfeed',
    lazy: async () => ({ Component: (await import('../../domains/news/news-page')).NewsPage }),
  },
  {
    path: '/newsfeed/:id',
    lazy: async () => ({
      Component: (await import('../../domains/news/article-page')).ArticlePage,
    }),
  },
  {
    path: '/contactus',
    lazy: async () => ({
      Component: (await import('../../domains/contact/contact-page')).ContactPage,
    }),
  },
  {
    path: '/business',
    lazy: async () => ({
      Component: (await import('../../domains/plans/businesses-page')).BusinessesPage,
    }),
  },
  {
    path: '/business/:orgId',
    lazy: async () => ({
      Component: (await import('../../domains/plans/business-page')).BusinessPage,
    }),
  },
];

export const CONTENT_MEMBER_ROUTES: RouteObject[] = [
  {
    path: '/mgtservice/plans',
    lazy: async () => ({ Component: (await import('../../domains/plans/plans-page')).PlansPage }),
  },
  {
    path: '/admin/contact-messages',
    lazy: async () => ({
      Component: (await import('../../domains/contact/contact-messages-page')).ContactMessagesPage,
    }),
  },
];
