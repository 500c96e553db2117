import { sql, type SQL } from 'drizzle-orm';
import {
  char,
  customType,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  BUSINESS_TYPES,
  JOB_INDUSTRIES,
  type CompanyContact,
  JOB_LOCATIONS,
  JOB_STATUSES,
  MESSAGE_CHANNELS,
} from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';
import { resumes } from '../resumes';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A company's profile: the organization (kind company) holds its name and owner. */
export const companyProfiles = pgTable('company_profiles', {
  orgId: orgColumn().primaryKey(),
  // Empty for an ahar, whose profile shares this table but has no job portal industry.
  industry: text('industry', { enum: [...JOB_INDUSTRIES, ''] }).notNull(),
  location: varchar('location', { length: 80 }).notNull(),
  description: varchar('description', { length: 2000 }).notNull().default(''),
  website: varchar('website', { length: 200 }).notNull().default(''),
  logo: text('logo'),
  // The company area's details and contact tables (spec 04 section 2.4): one profile with the
  // portal's fields above.
  productNo: varchar('product_no', { length: 50 }).notNull().default(''),
  gstNo: varchar('gst_no', { length: 15 }).notNull().default(''),
  established: varchar('established', { length: 4 }).notNull().default(''),
  founders: jsonb('founders').$type<string[]>().notNull().default([]),
  contact: jsonb('contact').$type<CompanyContact>(),
  businessType: text('business_type', { enum: BUSINESS_TYPES }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /**
     * The company's name, copied here so the keyword search is one index on one row; a rename
     * of the company rewrites it (jobs.service.ts renameCompanyJobs).
     */
    companyName: varchar('company_name', { length: 120 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    description: varchar('description', { length: 5000 }).notNull(),
    position: integer('position').notNull(),
    jobType: varchar('job_type', { length: 30 }).notNull(),
    salary: numeric('salary', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    location: text('location', { enum: JOB_LOCATIONS }).notNull(),
    industry: text('industry', { enum: JOB_INDUSTRIES }).notNull(),
    experience: integer('experience').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('open'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', title || ' ' || description || ' ' || company_name)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The recruiter's table pages through one company's jobs.
    index('jobs_org_id_idx').on(t.orgId, t.id),
    // The portal lists open jobs newest first; each filter has an index of its own, led by the
    // filter and ending in id so the newest matches come in order.
    index('jobs_open_idx')
      .on(t.id)
      .where(sql`status = 'open'`),
    index('jobs_open_location_idx')
      .on(t.location, t.id)
      .where(sql`status = 'open'`),
    index('jobs_open_industry_idx')
      .on(t.industry, t.id)
      .where(sql`status = 'open'`),
    index('jobs_open_location_industry_idx')
      .on(t.location, t.industry, t.id)
      .where(sql`status = 'open'`),
    // /placement/internships: the open jobs of one type, newest first.
    index('jobs_open_job_type_idx')
      .on(t.jobType, t.id)
      .where(sql`status = 'open'`),
    index('jobs_open_salary_idx')
      .on(t.salary)
      .where(sql`status = 'open'`),
    index('jobs_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * One row: the job board's revision, moved by statement triggers (migration `job_board_state`) on
 * every insert, update and delete of jobs by any path. The panel's counts are kept per revision
 * and served again while it stays the same (`jobs-search.service.ts`).
 */
export const jobBoardState = pgTable('job_board_state', {
  id: boolean('id').primaryKey().default(true),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const applications = pgTable(
  'applications',
  {
    id: idColumn(),
    /** The company of the job, so the recruiter's queries are scoped like every business table. */
    orgId: orgColumn(),
    jobId: idRef('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: idRef('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    /** The saved resume the student chose to send; null: the one they saved last is shown. */
    resumeId: idRef('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** The student's cover note, up to 1000 characters. */
    note: varchar('note', { length: 1000 }).notNull().default(''),
    /** When the company last changed the status (the student is told then). */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One application per student and job, however many clicks arrive at once.
    uniqueIndex('applications_job_applicant_key').on(t.jobId, t.applicantId),
    index('applications_org_job_idx').on(t.orgId, t.jobId, t.id),
    // The company's placement page: all its applicants, newest first.
    index('applications_org_idx').on(t.orgId, t.id),
    index('applications_applicant_idx').on(t.applicantId, t.id),
  ],
);

export const jobDescriptions = pgTable(
  'job_descriptions',
  {
    id: idColumn(),
    orgId: orgColumn(),
    code: varchar('code', { length: 30 }).notNull(),
    profile: varchar('profile', { length: 120 }).notNull(),
    experience: integer('experience').notNull(),
    salary: numeric('salary', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    location: text('location', { enum: JOB_LOCATIONS }).notNull(),
    /** The uploaded PDF's address. */
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    education: varchar('education', { length: 200 }).notNull().default(''),
    jobId: char('job_id', { length: 24 }).references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_descriptions_org_id_idx').on(t.orgId, t.id)],
);

/** A student's saved job searches; each may e-mail its new matching jobs once a day. */
export const jobSearches = pgTable(
  'job_searches',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 80 }).notNull(),
    /** The filters as the address writes them (jobFilterQuery): one text per search. */
    query: varchar('query', { length: 2000 }).notNull(),
    alerts: boolean('alerts').notNull().default(true),
    /** Where its alerts go (decision 0359): e-mail, and WhatsApp or SMS to the account's phone. */
    alertChannels: text('alert_channels', { enum: MESSAGE_CHANNELS })
      .array()
      .notNull()
      .default(sql`'{email}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_searches_user_query_key').on(t.userId, t.query),
    index('job_searches_user_idx').on(t.userId, t.id),
    // The alert job reads the searches with alerts on.
    index('job_searches_alerts_idx')
      .on(t.id)
      .where(sql`alerts`),
  ],
);
