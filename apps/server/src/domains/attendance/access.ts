import type { OrgKindsAccess } from '../../http/access';

/**
 * Attendance is the gym's `record` (Lekh Record); every other kind has `attendance`. The library
 * and company are served too, so their areas mount the same sheets.
 */
export const ATTENDANCE_ACCESS: OrgKindsAccess = {
  orgs: {
    gym: 'record',
    ahar: 'attendance',
    barber: 'attendance',
    company: 'attendance',
    library: 'attendance',
  },
};
