import { jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from '../../../db/columns';
import { orgColumn } from '../../people/columns';

/** A category the business adds to the built-in catalogue, with the item names under it. */
export const aharCategories = pgTable(
  'ahar_categories',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 60 }).notNull(),
    items: jsonb('items').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ahar_categories_org_name_idx').on(t.orgId, t.name)],
);
