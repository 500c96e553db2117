import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ENQUIRY_RESPONSES,
  PLACEMENT_DECISIONS,
  PHONE_MAX_LENGTH,
  ROUND_RESULTS,
  type Assessment,
  type PlacementProfile,
  type SelfRating,
  type WorkHistory,
} from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { files } from '../files/files.table';
import { applications } from '../jobs';
import { organizations } from '../orgs/orgs.table';

const student = () =>
  idRef('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A student's placement documents: View Profile's tables, self-rating, work history. */
export const placementProfiles = pgTable('placement_profiles', {
  userId: student().primaryKey(),
  profile: jsonb('profile').$type<PlacementProfile>(),
  selfRating: jsonb('self_rating').$type<SelfRating>(),
  workHistory: jsonb('work_history').$type<WorkHistory>(),
  updatedAt: updatedAt(),
});

/** A student's enquiry to a company about a post, and the company's answer. */
export const placementEnquiries = pgTable(
  'placement_enquiries',
  {
    id: idColumn(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: student(),
    post: varchar('post', { length: 100 }).notNull(),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    response: text('response', { enum: ENQUIRY_RESPONSES }).notNull().default('Pending'),
    contactName: varchar('contact_name', { length: 100 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: PHONE_MAX_LENGTH }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('placement_enquiries_org_idx').on(t.orgId, t.id),
    index('placement_enquiries_user_idx').on(t.userId, t.id),
  ],
);

/**
 * What follows an application: the interview date the company sets, its decision and letter, and
 * the interview rating both sides agreed to. Keyed by the application; org_id is the company's.
 */
export const placementOutcomes = pgTable(
  'placement_outcomes',
  {
    applicationId: idRef('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    /** Where the interview is, and whom to call about it. */
    address: varchar('address', { length: 300 }).notNull().default(''),
    contactNumber: varchar('contact_number', { length: PHONE_MAX_LENGTH }).notNull().default(''),
    decision: text('decision', { enum: PLACEMENT_DECISIONS }),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    letterFileId: idRef('letter_file_id').references(() => files.id, { onDelete: 'set null' }),
    studentConsent: boolean('student_consent').notNull().default(false),
    companyConsent: boolean('company_consent').notNull().default(false),
    assessment: jsonb('assessment').$type<Assessment>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('placement_outcomes_org_idx').on(t.orgId, t.applicationId)],
);

/**
 * Interview rounds of one application (beyond the spec): a named round, its assessment and its
 * result. The application's status follows from them (placement-rounds.service.ts).
 */
export const interviewRounds = pgTable(
  'interview_rounds',
  {
    id: idColumn(),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    applicationId: idRef('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    assessment: jsonb('assessment').$type<Assessment>(),
    result: text('result', { enum: ROUND_RESULTS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interview_rounds_org_idx').on(t.orgId, t.id),
    index('interview_rounds_application_idx').on(t.applicationId, t.id),
  ],
);

/** A student's rating of a company after an interview: one per application. */
export const companyRatings = pgTable(
  'company_ratings',
  {
    applicationId: idRef('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: varchar('comment', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_ratings_org_idx').on(t.orgId, t.createdAt),
    check('company_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);
