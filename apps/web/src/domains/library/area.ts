import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { libraryCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, every screen is its own chunk.

/** Library search: visitors search too (spec 02 section 2). */
const publicRoutes: RouteObject[] = [
  {
    path: '/library',
    lazy: async () => ({
      Component: (await import('./library-search-page')).LibrarySearchPage,
    }),
  },
  // docs/areas/library.md: "Full" is a full-day seat, so it is the search with Full day chosen.
  {
    path: '/library/full',
    lazy: async () => ({
      Component: (await import('./library-search-page')).FullDaySearchPage,
    }),
  },
];

/** The member's own library pages; signed-in accounts only. */
const memberRoutes: RouteObject[] = [
  // docs/areas/library.md: "Smriti" (memory) is the member's own record, which is the dashboard.
  ...['/library/dashboard', '/library/smriti'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('./library-dashboard-page')).LibraryDashboardPage,
    }),
  })),
];

/** The library's management pages on the business shell (each checks its business). */
const managementRoutes: RouteObject[] = [
  // Spec 02 section 2: after adding a book the form goes here; it is the catalogue.
  {
    path: '/mgtservice/mgtlibrary/bookshell/books',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('./library-management')).LibraryBooksAddress,
    }),
  },
  ...['/mgtservice/mgtlibrary', '/mgtservice/mgtlibrary/:page'].map((path) => ({
    path,
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('./library-management')).LibraryManagement,
    }),
  })),
];

export const libraryArea = {
  name: 'library',
  routes: { public: publicRoutes, member: [...memberRoutes, ...managementRoutes] },
  catalogues: { library: catalogueType<typeof libraryCatalogue>() },
} satisfies WebArea;
