import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';

// Only lazy imports here: this table is in the first bundle, every dashboard is its own chunk.

/** The business dashboards on the shell; signed-in accounts only (each checks its business). */
export const businessDashboardRoutes: RouteObject[] = [
  {
    path: '/gym',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/gym/gym-dashboard')).GymDashboard,
    }),
  },
  {
    path: '/ahar',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/ahar/ahar-dashboard')).AharDashboard,
    }),
  },
  {
    path: '/barber',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/barber/barber-dashboard')).BarberDashboard,
    }),
  },
  {
    path: '/gym/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/attendance/attendance-page')).GymAttendancePage,
    }),
  },
  {
    path: '/ahar/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/attendance/attendance-page')).AharAttendancePage,
    }),
  },
  {
    path: '/barber/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/attendance/attendance-page')).BarberAttendancePage,
    }),
  },
  {
    // The member's own gym page (issue 13): any signed-in account; it lists the gyms naming them.
    path: '/gym/me',
    lazy: async () => ({
      Component: (await import('../../domains/gym/members/my-gym-page')).MyGymPage,
    }),
  },
  {
    path: '/gym/vayayam/training',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/gym/hub/training-page')).GymTrainingPage,
    }),
  },
  // The business kit's pages of their own (issue 11): bills and the gym's balance sheet.
  {
    path: '/gym/bills',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/bills/bills-page')).GymBillsPage,
    }),
  },
  {
    path: '/ahar/bill',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/bills/bills-page')).AharBillsPage,
    }),
  },
  {
    path: '/gym/balancesheet',
    handle: WIDE_PAGE,
    lazy: async () => ({
      Component: (await import('../../domains/accounts-books/panels')).GymBalanceSheetPage,
    }),
  },
];

/**
 * The businesses' public pages, for anyone: a walk-in queue's count (a barber's, with its price
 * list, or a gym's Token System; `/barbers/:orgId` was the barbers' first address and stays).
 */
export const businessPublicRoutes: RouteObject[] = [
  ...['/queue/:orgId', '/barbers/:orgId'].map((path) => ({
    path,
    lazy: async () => ({
      Component: (await import('../../domains/barber/barber-public-page')).BarberPublicPage,
    }),
  })),
  {
    path: '/ahars/:orgId',
    lazy: async () => ({
      Component: (await import('../../domains/ahar/demand/ahar-public-page')).AharPublicPage,
    }),
  },
];
