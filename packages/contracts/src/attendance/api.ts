import { z } from 'zod';
import { idSchema, messageResponseSchema, pageQuerySchema } from '../common/api';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  checkInInputSchema,
  dailyAttendanceInputSchema,
  dailyAttendanceQuerySchema,
  dailyAttendanceSchema,
  dailyTotalsSchema,
  monthlyAttendanceInputSchema,
  monthlyAttendanceQuerySchema,
  monthlyAttendanceSchema,
  ownAttendanceSchema,
} from './attendance';

/**
 * Attendance is the gym's `record` (Lekh Record); every other kind has `attendance`. The library
 * and company are served too, so their areas mount the same sheets.
 */
const ATTENDANCE_ACCESS: OrgKindsAccess = {
  orgs: {
    gym: 'record',
    ahar: 'attendance',
    barber: 'attendance',
    company: 'attendance',
    library: 'attendance',
  },
};

const rowParams = z.object({ id: idSchema });
const rowAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  attendance: dailyAttendanceSchema,
});

/**
 * The day sheet at one of its paths: its rows (list, get, add, update, delete, served by hand:
 * the list is the spec's bare array), the day's totals, the check-in scan and the CSV export.
 */
const dailySheetAt = (path: string) => ({
  /** The rows as the screen's table reads and changes them. */
  sheet: resource({
    path,
    access: { read: ATTENDANCE_ACCESS, write: ATTENDANCE_ACCESS },
    keys: { list: 'attendance', item: 'attendance' },
    bareList: true,
    input: dailyAttendanceInputSchema,
    item: dailyAttendanceSchema,
  }),
  /**
   * The spec's "list": the bare array of rows, the page in headers (PAGE_HEADERS). With a date,
   * that day's sheet in Sr No order; without, every day, the latest first.
   */
  list: endpoint({
    method: 'GET',
    path,
    access: ATTENDANCE_ACCESS,
    query: pageQuerySchema.extend(dailyAttendanceQuerySchema.shape),
    answer: z.array(dailyAttendanceSchema),
  }),
  row: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    access: ATTENDANCE_ACCESS,
    params: rowParams,
    answer: z.object({ success: z.literal(true), attendance: dailyAttendanceSchema }),
  }),
  /** One row per call (spec 04 section 7). */
  add: endpoint({
    method: 'POST',
    path,
    access: ATTENDANCE_ACCESS,
    body: dailyAttendanceInputSchema,
    answer: rowAnswer,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    access: ATTENDANCE_ACCESS,
    params: rowParams,
    body: dailyAttendanceInputSchema,
    answer: rowAnswer,
  }),
  /** Deleting a row renumbers the rows after it on the same day. */
  remove: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    access: ATTENDANCE_ACCESS,
    params: rowParams,
    answer: messageResponseSchema,
  }),
  /** The day's totals, counted over the whole sheet (every page); today's without a date. */
  totals: endpoint({
    method: 'GET',
    path: `${path}/totals`,
    access: ATTENDANCE_ACCESS,
    query: dailyAttendanceQuerySchema,
    answer: z.object({ success: z.literal(true), date: z.string(), totals: dailyTotalsSchema }),
  }),
  /**
   * A scan at the desk: the day's first marks the person present (201, a new row), the second
   * sets Time Out (200).
   */
  checkIn: endpoint({
    method: 'POST',
    path: `${path}/check-in`,
    access: ATTENDANCE_ACCESS,
    body: checkInInputSchema,
    answer: rowAnswer.extend({ action: z.enum(['in', 'out']) }),
    status: [200, 201],
  }),
  /** A month as CSV (`attendanceExportQuerySchema`): a file, fetched as bytes. */
  exportPath: `${path}/export`,
});

/** The monthly register at one of its paths: one row per person and month. */
const monthlyRegisterAt = (path: string) =>
  resource({
    path,
    access: { read: ATTENDANCE_ACCESS, write: ATTENDANCE_ACCESS },
    keys: { list: 'attendance', item: 'attendance' },
    input: monthlyAttendanceInputSchema,
    item: monthlyAttendanceSchema,
  });

/** The kit's attendance: each path of the spec once, and one's own attendance. */
export const attendanceApi = {
  /** The spec's day sheet, which every area's screen uses. */
  daily: dailySheetAt('/attendance'),
  /** The gym's path of the same sheet (its persistence is "not shown" in the spec). */
  gymDaily: dailySheetAt('/gym/attendance'),
  /** The spec's `/api/aharattendance`, which every area's screen uses. */
  monthly: monthlyRegisterAt('/aharattendance'),
  gymMonthly: monthlyRegisterAt('/gym/monthly-attendance'),
  /** A person's own attendance, at every business whose rows name them: read by the account. */
  mine: endpoint({
    method: 'GET',
    path: '/me/attendance',
    access: 'user',
    query: monthlyAttendanceQuerySchema,
    answer: ownAttendanceSchema,
  }),
};

/** The day sheet's declarations at one path. */
export type DailySheetApi = typeof attendanceApi.daily;
