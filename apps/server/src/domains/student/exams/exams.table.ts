import { boolean, date, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { EXAM_POSTS, EXAM_STATES, SCHOLARSHIP_CATEGORIES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';
import { organizations } from '../../orgs/orgs.table';

// Platform content (spec 02): kept by administrators, read by everyone, so no org_id except on
// study centres, which a library may list for itself. Each list is served by an index that
// matches its filters and its order (by id, newest first; exams by last date).

export const exams = pgTable(
  'exams',
  {
    id: idColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    notificationDate: date('notification_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    site: varchar('site', { length: 500 }).notNull(),
    university: varchar('university', { length: 150 }).notNull(),
    state: text('state', { enum: EXAM_STATES }).notNull(),
    post: text('post', { enum: EXAM_POSTS }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('exams_last_date_idx').on(t.lastDate, t.id),
    index('exams_state_last_date_idx').on(t.state, t.lastDate, t.id),
    index('exams_post_last_date_idx').on(t.post, t.lastDate, t.id),
  ],
);

/** A student following an exam, for its countdown on their dashboard. */
export const examFollows = pgTable(
  'exam_follows',
  {
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: idRef('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.examId] }),
    index('exam_follows_exam_idx').on(t.examId),
  ],
);

export const scholarships = pgTable(
  'scholarships',
  {
    id: idColumn(),
    name: varchar('name', { length: 150 }).notNull(),
    field: varchar('field', { length: 150 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    category: text('category', { enum: SCHOLARSHIP_CATEGORIES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scholarships_category_idx').on(t.category, t.id)],
);

export const studyCentres = pgTable(
  'study_centres',
  {
    id: idColumn(),
    /** The library that listed itself; null for the platform's entries. */
    orgId: idRef('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    examType: varchar('exam_type', { length: 100 }).notNull(),
    coaching: varchar('coaching', { length: 150 }).notNull(),
    location: varchar('location', { length: 150 }).notNull(),
    website: varchar('website', { length: 500 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('study_centres_exam_type_idx').on(t.examType, t.id),
    index('study_centres_org_idx').on(t.orgId, t.id),
  ],
);

export const admitCards = pgTable(
  'admit_cards',
  {
    id: idColumn(),
    exam: varchar('exam', { length: 150 }).notNull(),
    websiteLink: varchar('website_link', { length: 500 }).notNull(),
    state: text('state', { enum: EXAM_STATES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('admit_cards_state_idx').on(t.state, t.id)],
);

export const testSeries = pgTable(
  'test_series',
  {
    id: idColumn(),
    exam: varchar('exam', { length: 150 }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    free: boolean('free').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_series_exam_idx').on(t.exam, t.id)],
);

export const examResults = pgTable(
  'exam_results',
  {
    id: idColumn(),
    exam: varchar('exam', { length: 150 }).notNull(),
    title: varchar('title', { length: 150 }).notNull(),
    resultDate: date('result_date', { mode: 'string' }).notNull(),
    link: varchar('link', { length: 500 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('exam_results_date_idx').on(t.resultDate, t.id)],
);
