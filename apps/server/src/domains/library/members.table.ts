import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_LANGUAGES } from '@vedann/contracts';
import { createdAt, idColumn, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** A person who joined a library (the joined-member and student joining forms). */
export const libraryMembers = pgTable(
  'library_members',
  {
    id: idColumn(),
    orgId: orgColumn(),
    picName: varchar('pic_name', { length: 300 }).notNull().default(''),
    name: varchar('name', { length: 100 }).notNull(),
    vedanId: varchar('vedan_id', { length: 20 }).notNull(),
    /** Upper-cased Vedan ID: how the member is matched to a Vedann account. */
    vedanKey: varchar('vedan_key', { length: 20 })
      .notNull()
      .generatedAlwaysAs(sql`upper(vedan_id)`),
    /** The library's member id for this person, used on seat bookings. */
    memberId: varchar('member_id', { length: 20 }).notNull(),
    seatNo: varchar('seat_no', { length: 20 }).notNull(),
    /** The monthly fee. */
    fees: money('fees').notNull(),
    time: varchar('time', { length: 40 }).notNull(),
    joiningDate: date('joining_date', { mode: 'string' }).notNull(),
    /** The member's own channel and language for messages; null: the business's, the account's. */
    messageChannel: text('message_channel', { enum: MESSAGE_CHANNELS }),
    messageLanguage: text('message_language', { enum: MESSAGE_LANGUAGES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('library_members_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('library_members_org_vedan_key').on(t.orgId, t.vedanKey),
    uniqueIndex('library_members_org_member_id_key').on(t.orgId, t.memberId),
    // The member's own dashboard: every library that joined this Vedan ID.
    index('library_members_vedan_idx').on(t.vedanKey),
    // The seat form's member picker: by name, and contains-search over name and both ids
    // (trigrams beside the library, as the ahar stock's name search).
    index('library_members_org_name_idx').on(t.orgId, t.name, t.id),
    index('library_members_search_idx').using(
      'gin',
      t.orgId,
      t.name.op('gin_trgm_ops'),
      t.vedanId.op('gin_trgm_ops'),
      t.memberId.op('gin_trgm_ops'),
    ),
  ],
);
