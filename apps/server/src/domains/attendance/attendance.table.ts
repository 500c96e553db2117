import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE_REMARKS, ATTENDANCE_SIGNS, MONTH_MARKS } from '@vedann/contracts';
import { createdAt, idColumn, updatedAt } from '../../db/columns';
import { orgColumn, personColumns } from '../people/columns';

/** A row of a day's attendance sheet. */
export const attendanceDaily = pgTable(
  'attendance_daily',
  {
    id: idColumn(),
    orgId: orgColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    srNo: integer('sr_no').notNull(),
    studentName: varchar('student_name', { length: 100 }).notNull(),
    /** The sheet's own ID column (S001...). */
    code: varchar('code', { length: 20 }).notNull(),
    timeIn: varchar('time_in', { length: 5 }).notNull().default(''),
    timeOut: varchar('time_out', { length: 5 }).notNull().default(''),
    sign: text('sign', { enum: ATTENDANCE_SIGNS }).notNull(),
    remark: text('remark', { enum: ATTENDANCE_REMARKS }).notNull(),
    ...personColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('attendance_daily_org_date_idx').on(t.orgId, t.date, t.srNo),
    // One row per person and day: two scans at once cannot make two rows.
    uniqueIndex('attendance_daily_person_day_key')
      .on(t.orgId, t.date, t.personDirectory, t.personRecordId)
      .where(sql`${t.personRecordId} is not null`),
    index('attendance_daily_person_user_idx').on(t.personUserId, t.date),
  ],
);

/** A row of the monthly register: one person's marks for one month. */
export const attendanceMonthly = pgTable(
  'attendance_monthly',
  {
    id: idColumn(),
    orgId: orgColumn(),
    studentName: varchar('student_name', { length: 100 }).notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    marks: text('marks', { enum: MONTH_MARKS }).array().notNull(),
    totalDays: integer('total_days').notNull(),
    performedTotalP: integer('performed_total_p').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    ...personColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('attendance_monthly_org_id_idx').on(t.orgId, t.id),
    index('attendance_monthly_org_month_idx').on(t.orgId, t.year, t.month, t.id),
    index('attendance_monthly_person_user_idx').on(t.personUserId),
  ],
);
