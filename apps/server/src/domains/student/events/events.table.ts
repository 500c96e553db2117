import { date, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { EVENT_KINDS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';
import { organizations } from '../../orgs/orgs.table';

/** An upcoming event of a business (org_id) or of the platform (org_id null). */
export const events = pgTable(
  'events',
  {
    id: idColumn(),
    orgId: idRef('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    /** Null while the date is not fixed: shown as Coming Soon. */
    date: date('date', { mode: 'string' }),
    location: varchar('location', { length: 200 }).notNull(),
    mapLink: varchar('map_link', { length: 500 }).notNull().default(''),
    description: varchar('description', { length: 4000 }).notNull(),
    image: varchar('image', { length: 200 }).notNull().default(''),
    kind: text('kind', { enum: EVENT_KINDS }).notNull().default('general'),
    /** Kept with each interest added or taken back, in the same transaction. */
    interestCount: integer('interest_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_date_idx').on(t.date, t.id),
    index('events_kind_date_idx').on(t.kind, t.date, t.id),
    index('events_org_idx').on(t.orgId, t.id),
  ],
);

/** A person's interest in an event; the organiser sees the count. */
export const eventInterests = pgTable(
  'event_interests',
  {
    eventId: idRef('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: idRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_interests_user_idx').on(t.userId),
  ],
);
