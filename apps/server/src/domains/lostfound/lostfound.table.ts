import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LostKind, ReportDirection } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';

const open = sql`resolved_at IS NULL`;

/**
 * Lost-and-found reports of all three kinds. The columns lists filter and sort on are real
 * columns; the rest of a kind's fields (spec 01 section 3) are in `details`. Personal data of
 * the author, never of a business, so there is no org_id.
 */
export const lostReports = pgTable(
  'lost_reports',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 10 }).$type<LostKind>().notNull(),
    /** 'lost' (the spec's reports) or 'found' (a finder's report); the lost_* columns hold either's place and date. */
    direction: varchar('direction', { length: 5 })
      .$type<ReportDirection>()
      .notNull()
      .default('lost'),
    authorId: idRef('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lostLocation: varchar('lost_location', { length: 100 }).notNull(),
    /** normalizePlace(lostLocation), for the location filter's prefix match. */
    locationKey: varchar('location_key', { length: 100 }).notNull(),
    lostDate: date('lost_date', { mode: 'string' }).notNull(),
    title: varchar('title', { length: 100 }).notNull().default(''),
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    /** The server path of the photo, as the spec's image field. */
    image: text('image').notNull(),
    /** The gazetteer city lostLocation names, and its point; null when unknown. */
    city: varchar('city', { length: 40 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The words keyword search looks in, indexed as a tsvector. */
    searchText: text('search_text').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every list filters on kind, direction and open reports; each filter has its own partial index.
    index('lost_reports_open_idx')
      .on(t.kind, t.direction, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(open),
    index('lost_reports_location_idx')
      .on(t.kind, t.direction, t.locationKey.op('varchar_pattern_ops'))
      .where(open),
    index('lost_reports_date_idx').on(t.kind, t.direction, t.lostDate).where(open),
    // The city filter, and the match candidates: same kind, other direction, nearby cities, a date window.
    index('lost_reports_city_idx').on(t.kind, t.direction, t.city, t.lostDate).where(open),
    // Nearest first reads each city's reports, newest first.
    index('lost_reports_city_newest_idx')
      .on(t.kind, t.direction, t.city, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(open),
    index('lost_reports_search_idx')
      .using('gin', sql`to_tsvector('simple', ${t.searchText})`)
      .where(open),
    index('lost_reports_author_idx').on(t.authorId, t.createdAt.desc().nullsFirst()),
  ],
);

/** One conversation per (report, person who wrote to its author). */
export const lostConversations = pgTable(
  'lost_conversations',
  {
    id: idColumn(),
    reportId: idRef('report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    authorId: idRef('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seekerId: idRef('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessage: varchar('last_message', { length: 200 }).notNull().default(''),
    lastSenderId: idRef('last_sender_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    authorReadAt: timestamp('author_read_at', { withTimezone: true }),
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lost_conversations_report_seeker_idx').on(t.reportId, t.seekerId),
    index('lost_conversations_author_idx').on(t.authorId, t.lastMessageAt.desc().nullsFirst()),
    index('lost_conversations_seeker_idx').on(t.seekerId, t.lastMessageAt.desc().nullsFirst()),
  ],
);

/**
 * A possible match between a lost and a found report (found.ts MATCH_RULE). The unique pair is
 * what makes each author's e-mail go once: the mails are sent only by the insert that made the row.
 */
export const lostMatches = pgTable(
  'lost_matches',
  {
    id: idColumn(),
    lostReportId: idRef('lost_report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    foundReportId: idRef('found_report_id')
      .notNull()
      .references(() => lostReports.id, { onDelete: 'cascade' }),
    lostAuthorId: idRef('lost_author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foundAuthorId: idRef('found_author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The words the two reports share, space-separated. */
    words: text('words').notNull(),
    distanceKm: doublePrecision('distance_km').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lost_matches_pair_idx').on(t.lostReportId, t.foundReportId),
    index('lost_matches_lost_author_idx').on(t.lostAuthorId, t.createdAt.desc().nullsFirst()),
    index('lost_matches_found_author_idx').on(t.foundAuthorId, t.createdAt.desc().nullsFirst()),
    index('lost_matches_found_report_idx').on(t.foundReportId),
  ],
);

export const lostMessages = pgTable(
  'lost_messages',
  {
    id: idColumn(),
    conversationId: idRef('conversation_id')
      .notNull()
      .references(() => lostConversations.id, { onDelete: 'cascade' }),
    senderId: idRef('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lost_messages_conversation_idx').on(t.conversationId, t.id)],
);
