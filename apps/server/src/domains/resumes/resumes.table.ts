import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { RESUME_SECTIONS, type ResumeData } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';

/**
 * A student's resumes: personal data, scoped by the account rather than an organization. The
 * repeated parts (skills, experience, projects, education) are only ever read and written with their resume,
 * so they are jsonb columns rather than tables of their own.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    address: text('address').notNull().default(''),
    portfolio: text('portfolio').notNull().default(''),
    skills: jsonb('skills').$type<ResumeData['skills']>().notNull().default([]),
    /** Entries saved before bullet points existed have no `bullets`: read with withResumeDefaults. */
    experience: jsonb('experience')
      .$type<(Omit<ResumeData['experience'][number], 'bullets'> & { bullets?: string })[]>()
      .notNull()
      .default([]),
    projects: jsonb('projects').$type<ResumeData['projects']>().notNull().default([]),
    education: jsonb('education').$type<ResumeData['education']>().notNull().default([]),
    certificate: text('certificate').notNull().default(''),
    /** The person's order of the sections, for the previews and the PDF. */
    sectionOrder: jsonb('section_order')
      .$type<ResumeData['sectionOrder']>()
      .notNull()
      .default([...RESUME_SECTIONS]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Every read is one account's resumes: its list in id order, or one of them by id.
  (t) => [index('resumes_user_id_idx').on(t.userId, t.id)],
);
export type ResumeRow = typeof resumes.$inferSelect;
