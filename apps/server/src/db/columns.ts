import { char, numeric, timestamp } from 'drizzle-orm/pg-core';
import { newId } from './ids';

/** The columns every table starts with. */
export const idColumn = () => char('id', { length: 24 }).primaryKey().$defaultFn(newId);
export const idRef = (name: string) => char(name, { length: 24 });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Rupees (DESIGN.md: money is numeric(12,2)); the plans' fees were made numeric(10,2). */
export const money = (name: string, precision: 10 | 12 = 12) =>
  numeric(name, { precision, scale: 2 });
