import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key in a fixed window (http/limits.ts): an address's requests to a
 * limited route, an account's login attempts. Kept here when the app runs on PostgreSQL, so that
 * every process counts against the same limit; on PGlite the counts stay in memory. Not a
 * business table: the keys are addresses and e-mails, never a business's data.
 */
export const attemptCounts = pgTable('attempt_counts', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the window ends; a hit after it starts a new window at one. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
