import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { EXERCISE_CATEGORY_KEYS } from '@vedann/contracts';
import { createdAt, idColumn, updatedAt } from '../../../db/columns';
import { orgColumn } from '../../orgs/orgs.table';

/** One exercise of a gym's library (spec 03 section 3), in one of the eleven categories. */
export const gymExercises = pgTable(
  'gym_exercises',
  {
    id: idColumn(),
    orgId: orgColumn(),
    category: text('category', { enum: EXERCISE_CATEGORY_KEYS }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    set: boolean('set').notNull(),
    rep: boolean('rep').notNull(),
    focusArea: varchar('focus_area', { length: 120 }).notNull(),
    equipment: varchar('equipment', { length: 120 }).notNull(),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('gym_exercises_org_category_idx').on(t.orgId, t.category, t.id)],
);
