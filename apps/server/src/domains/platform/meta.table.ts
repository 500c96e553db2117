import { pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/** Facts about this installation, such as whether the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
