import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXT_MAX } from '@vedann/contracts';
import { createdAt, idColumn, idRef } from '../../db/columns';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';

/**
 * A person's notifications (decision 0346): one row per e-mail that reached, or was meant for,
 * an account. A person's table, not a business's: it is read by the account, and `org_id` only
 * says which business a notification is from.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What makes it once: the sender's own key of the event (a reminder's person and period). */
    key: varchar('key', { length: 320 }).notNull(),
    /** The e-mail's subject as sent. */
    text: varchar('text', { length: NOTIFICATION_TEXT_MAX }).notNull(),
    /** The business's name when it was sent, where it is from one. */
    business: varchar('business', { length: 120 }),
    /** A path in the app. */
    link: varchar('link', { length: 500 }).notNull(),
    orgId: idRef('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The conflict target of notify(): a retried or repeated sender writes nothing more.
    uniqueIndex('notifications_once_idx').on(t.userId, t.kind, t.key),
    // The bell's list, newest first (ids are time-ordered).
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The unread count: only unread rows are in it, so it stays small however much is kept.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
    // The 90-day sweep.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
