import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  CONSULTANT_TYPES,
  DOSHAS,
  PHONE_MAX_LENGTH,
  type DoshaQuestion,
  type WeekDay,
} from '@vedann/contracts';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';

const owner = () =>
  idRef('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A student's weekly timetable: one per account, the days as the spec's JSON shape. */
export const dietSchedules = pgTable('diet_schedules', {
  userId: owner().primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  days: jsonb('days')
    .$type<{ day: WeekDay; slots: { start: string; end: string; activity: string }[] }[]>()
    .notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A student's reminders; ring times are HH:MM on a 24-hour clock. */
export const dietReminders = pgTable(
  'diet_reminders',
  {
    id: idColumn(),
    userId: owner(),
    serialNo: integer('serial_no').notNull(),
    ringTime: varchar('ring_time', { length: 5 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('diet_reminders_user_idx').on(t.userId, t.serialNo)],
);

/** The consultant directory: platform content kept by administrators. */
export const consultants = pgTable(
  'consultants',
  {
    id: idColumn(),
    organisation: varchar('organisation', { length: 150 }).notNull(),
    doctor: varchar('doctor', { length: 100 }).notNull(),
    location: varchar('location', { length: 150 }).notNull(),
    /** Empty: consults online, anywhere in India. */
    pincode: varchar('pincode', { length: 6 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: PHONE_MAX_LENGTH }).notNull(),
    website: varchar('website', { length: 500 }).notNull().default(''),
    type: text('type', { enum: CONSULTANT_TYPES }).notNull(),
    fee: money('fee').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('consultants_type_fee_idx').on(t.type, t.fee, t.id)],
);

/** A student's consultant query, kept so they can see their past queries. */
export const consultations = pgTable(
  'consultations',
  {
    id: idColumn(),
    userId: owner(),
    area: varchar('area', { length: 20 }).notNull(),
    fees: money('fees').notNull(),
    type: text('type', { enum: CONSULTANT_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consultations_user_idx').on(t.userId, t.id)],
);

/** A student's answers to the dosha questionnaire and the dosha they lead to. */
export const doshaResults = pgTable('dosha_results', {
  userId: owner().primaryKey(),
  dosha: text('dosha', { enum: DOSHAS }).notNull(),
  answers: jsonb('answers').$type<Record<DoshaQuestion, (typeof DOSHAS)[number]>>().notNull(),
  scores: jsonb('scores').$type<Record<(typeof DOSHAS)[number], number>>().notNull(),
  answeredAt: updatedAt(),
});
