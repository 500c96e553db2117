import type { RouteObject } from 'react-router';
import { WIDE_PAGE } from '../../lib/page-handle';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { attendanceCatalogue } from './i18n';

// Only lazy imports here: this file is in the first bundle, the screen is its own chunk.
const attendance = () => import('./attendance-page');

/**
 * The kit's attendance screen (daily sheet, monthly register, check-in desk) at each business's
 * address, on the business shell (each checks its business).
 */
const memberRoutes: RouteObject[] = [
  {
    path: '/gym/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await attendance()).GymAttendancePage }),
  },
  {
    path: '/ahar/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await attendance()).AharAttendancePage }),
  },
  {
    path: '/barber/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await attendance()).BarberAttendancePage }),
  },
  {
    path: '/mgtservice/mgtlibrary/attendence',
    handle: WIDE_PAGE,
    lazy: async () => ({ Component: (await attendance()).LibraryAttendancePage }),
  },
];

export const attendanceArea = {
  name: 'attendance',
  routes: { member: memberRoutes },
  catalogues: { attendance: catalogueType<typeof attendanceCatalogue>() },
} satisfies WebArea;
