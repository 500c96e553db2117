import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { AHAR_RATING_KEY_POINTS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';
import { orgColumn } from '../../orgs/orgs.table';

/** A customer's rating (1 to 5) of one key point of a business: one per person and key point. */
export const aharRatings = pgTable(
  'ahar_ratings',
  {
    id: idColumn(),
    orgId: orgColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyPoint: text('key_point', { enum: AHAR_RATING_KEY_POINTS }).notNull(),
    number: integer('number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ahar_ratings_org_user_key_point_key').on(t.orgId, t.userId, t.keyPoint),
    // The rating table's averages per key point, read from the index alone.
    index('ahar_ratings_org_key_point_idx').on(t.orgId, t.keyPoint, t.number),
  ],
);

/** A customer's review of a business, one per person, and the business's reply. */
export const aharReviews = pgTable(
  'ahar_reviews',
  {
    id: idColumn(),
    orgId: orgColumn(),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: varchar('comment', { length: 1000 }).notNull(),
    reply: varchar('reply', { length: 1000 }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ahar_reviews_org_user_key').on(t.orgId, t.userId),
    index('ahar_reviews_org_id_idx').on(t.orgId, t.id.desc()),
  ],
);
