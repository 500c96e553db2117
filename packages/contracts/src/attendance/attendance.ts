import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import {
  daysInMonth,
  monthNameSchema,
  monthNumber,
  optionalTimeSchema,
} from '../common/business-time';
import { MONTH_NAMES, type MonthName } from '../common/months';

/** Spec 03 and 04 section 3: the daily sheet's sign and remark. */
export const ATTENDANCE_SIGNS = ['tick', 'cross'] as const;
export type AttendanceSign = (typeof ATTENDANCE_SIGNS)[number];
export const ATTENDANCE_REMARKS = ['Present', 'Absent'] as const;
export type AttendanceRemark = (typeof ATTENDANCE_REMARKS)[number];

/** The remark follows the sign: a tick is Present, a cross Absent. */
export const remarkForSign = (sign: AttendanceSign): AttendanceRemark =>
  sign === 'tick' ? 'Present' : 'Absent';

/** A new row's id: S00 plus the row count, the new row counted (the first row is S001). */
export const newAttendanceRowId = (rowCount: number): string => `S00${rowCount}`;

/** The monthly register's marks: present, absent, not marked. */
export const MONTH_MARKS = ['P', 'A', '-'] as const;
export type MonthMark = (typeof MONTH_MARKS)[number];
/** The gym's cell cycles P, A, -; the ahar's -, P, A (spec 03 and 04 section 4). */
export const MARK_CYCLES = { gym: ['P', 'A', '-'], ahar: ['-', 'P', 'A'] } as const;

export const ATTENDANCE_MESSAGES = {
  submitted: 'Attendance Submitted Successfully!',
  updated: 'Attendance updated.',
  removed: 'Attendance row deleted.',
  notFound: 'Attendance row not found.',
  name: 'Student name is required.',
  sign: 'Choose tick or cross.',
  year: 'Choose a year from 2000 to 2100.',
  code: 'Scan or type an ID.',
  unknownPerson: (code: string) =>
    `No member or staff member of this business has the ID ${code}. Check the ID and try again.`,
  checkedIn: (name: string, time: string) => `${name} checked in at ${time}.`,
  checkedOut: (name: string, time: string) => `${name} checked out at ${time}.`,
  alreadyOut: (name: string) => `${name} has already checked in and out today.`,
  days: (days: number, month: MonthName, year: number) =>
    `${month} ${year} has ${days} days: give one mark (P, A or -) for each day.`,
  mark: 'Each day is P, A or -.',
} as const;

/** Totals of a day's sheet, computed here only: the screen and the server both call it. */
export interface DailyTotals {
  totalStudents: number;
  present: number;
  absent: number;
}
export function dailyTotals(rows: readonly { remark: AttendanceRemark }[]): DailyTotals {
  const present = rows.filter((r) => r.remark === 'Present').length;
  // Absent is the rest (spec 03 section 4).
  return { totalStudents: rows.length, present, absent: rows.length - present };
}

/** Total Days counts P and A; Performed Total P counts P. */
export function monthlyTotals(marks: readonly MonthMark[]): {
  totalDays: number;
  performedTotalP: number;
} {
  const performedTotalP = marks.filter((m) => m === 'P').length;
  return { totalDays: performedTotalP + marks.filter((m) => m === 'A').length, performedTotalP };
}

/** A fresh grid for a month: one '-' per day. Changing month or year starts one. */
export const blankMonth = (year: number, month: MonthName): MonthMark[] =>
  Array.from({ length: daysInMonth(year, monthNumber(month)) }, () => '-' as const);

const personSchema = z
  .string()
  .trim()
  .max(40, 'An ID has at most 40 characters.')
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * A row of the daily sheet. `person` (beyond the spec) names one of the business's people by
 * record id or Vedan ID; the name then comes from that record. The remark always follows the
 * sign; srNo and the row id are given by the server when left out.
 */
export const dailyAttendanceInputSchema = z
  .object({
    date: calendarDateSchema().optional(),
    studentName: z.string().trim().max(100, 'At most 100 characters.').default(''),
    id: z.string().trim().max(20, 'An ID has at most 20 characters.').optional(),
    timeIn: optionalTimeSchema,
    timeOut: optionalTimeSchema,
    sign: z.enum(ATTENDANCE_SIGNS, { error: ATTENDANCE_MESSAGES.sign }).default('cross'),
    person: personSchema,
  })
  .refine((row) => row.person !== undefined || row.studentName !== '', {
    message: ATTENDANCE_MESSAGES.name,
    path: ['studentName'],
  });
export type DailyAttendanceInput = z.input<typeof dailyAttendanceInputSchema>;

export const personLinkSchema = z
  .object({ directory: z.string(), recordId: z.string(), linked: z.boolean() })
  .nullable();

export const dailyAttendanceSchema = z.object({
  _id: z.string(),
  date: z.string(),
  srNo: z.number(),
  studentName: z.string(),
  id: z.string(),
  timeIn: z.string(),
  timeOut: z.string(),
  sign: z.enum(ATTENDANCE_SIGNS),
  remark: z.enum(ATTENDANCE_REMARKS),
  /** The person of the business the row names, if any. */
  person: personLinkSchema,
});
export type DailyAttendance = z.infer<typeof dailyAttendanceSchema>;

export const dailyTotalsSchema = z.object({
  totalStudents: z.number(),
  present: z.number(),
  absent: z.number(),
});

export const dailyAttendanceQuerySchema = z.object({ date: calendarDateSchema().optional() });

export const checkInInputSchema = z.object({
  code: z
    .string({ error: ATTENDANCE_MESSAGES.code })
    .trim()
    .min(1, ATTENDANCE_MESSAGES.code)
    .max(40, ATTENDANCE_MESSAGES.code),
});

const yearSchema = z.coerce
  .number({ error: ATTENDANCE_MESSAGES.year })
  .int(ATTENDANCE_MESSAGES.year)
  .min(2000, ATTENDANCE_MESSAGES.year)
  .max(2100, ATTENDANCE_MESSAGES.year);

/**
 * A row of the monthly register (spec 04 section 7). Total Days and Performed Total P are
 * computed from the marks by the server whatever the body says; the marks must be one per day.
 */
export const monthlyAttendanceInputSchema = z
  .object({
    studentName: z.string().trim().max(100, 'At most 100 characters.').default(''),
    year: yearSchema,
    month: monthNameSchema,
    attendanceData: z.array(z.enum(MONTH_MARKS, { error: ATTENDANCE_MESSAGES.mark })),
    remark: z.string().trim().max(200, 'At most 200 characters.').default(''),
    person: personSchema,
  })
  .superRefine((row, ctx) => {
    const days = daysInMonth(row.year, monthNumber(row.month));
    if (row.attendanceData.length !== days) {
      ctx.addIssue({
        code: 'custom',
        path: ['attendanceData'],
        message: ATTENDANCE_MESSAGES.days(days, row.month, row.year),
      });
    }
    if (row.person === undefined && row.studentName === '') {
      ctx.addIssue({ code: 'custom', path: ['studentName'], message: ATTENDANCE_MESSAGES.name });
    }
  });
export type MonthlyAttendanceInput = z.input<typeof monthlyAttendanceInputSchema>;

export const monthlyAttendanceSchema = z.object({
  _id: z.string(),
  studentName: z.string(),
  year: z.number(),
  month: z.enum(MONTH_NAMES),
  attendanceData: z.array(z.enum(MONTH_MARKS)),
  totalDays: z.number(),
  performedTotalP: z.number(),
  remark: z.string(),
  person: personLinkSchema,
});
export type MonthlyAttendance = z.infer<typeof monthlyAttendanceSchema>;

export const monthlyAttendanceQuerySchema = z.object({
  year: yearSchema.optional(),
  month: monthNameSchema.optional(),
});

export const attendanceExportQuerySchema = z.object({
  year: yearSchema,
  month: monthNameSchema,
  /** The daily sheets of the month (the default) or the monthly register. */
  sheet: z.enum(['daily', 'monthly']).default('daily'),
});

/** A person's own attendance at the businesses they belong to (account-scoped). */
export const ownAttendanceSchema = z.object({
  success: z.literal(true),
  daily: z.array(
    z.object({
      business: z.string(),
      /** The business's id: two businesses may share a name. */
      businessId: z.string(),
      date: z.string(),
      timeIn: z.string(),
      timeOut: z.string(),
      remark: z.enum(ATTENDANCE_REMARKS),
    }),
  ),
  monthly: z.array(
    z.object({
      business: z.string(),
      businessId: z.string(),
      year: z.number(),
      month: z.enum(MONTH_NAMES),
      attendanceData: z.array(z.enum(MONTH_MARKS)),
      totalDays: z.number(),
      performedTotalP: z.number(),
      remark: z.string(),
    }),
  ),
});
export type OwnAttendance = z.infer<typeof ownAttendanceSchema>;
