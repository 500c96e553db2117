import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';

// Only lazy imports here: this table is in the first bundle, every screen is its own chunk.

/** Library search: visitors search too (spec 02 section 2). */
export const libraryPublicRoutes: RouteObject[] = [
  {
    path: '/library',
    lazy: async () => ({
      Component: (await import('../../domains/library/library-search-page')).LibrarySearchPage,
    }),
  },
  // docs/areas/library.md: "Full" is a full-day seat, so it is the search with Full day chosen.
  {
    path: '/library/full',
    lazy: async () => ({
      Component: (await import('../../domains/library/library-search-page')).FullDaySearchPage,
    }),
  },
];

/** The member's own library pages; signed-in accounts only. */
export const libraryMemberRoutes: RouteObject[] = [
  // docs/areas/library.md: "Smriti" (memory) is the member's own record, which is the dashboard.
  ...['/library/dashboard', '/library/smriti'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../../domains/library/library-dashboard-page'))
        .LibraryDashboardPage,
    }),
  })),
];

/** The library's management pages on the business shell (each checks its business). */
export const libraryManagementRoutes: RouteObject[] = [
  // The kit's attendance screen (daily sheet, monthly register, check-in desk) for the library.
  {
    path: '/mgtservice/mgtlibrary/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/attendance/attendance-page')).LibraryAttendancePage,
    }),
  },
  // Spec 02 section 2: after adding a book the form goes here; it is the catalogue.
  {
    path: '/mgtservice/mgtlibrary/bookshell/books',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/library/library-management')).LibraryBooksAddress,
    }),
  },
  ...['/mgtservice/mgtlibrary', '/mgtservice/mgtlibrary/:page'].map((path) => ({
    path,
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/library/library-management')).LibraryManagement,
    }),
  })),
];
