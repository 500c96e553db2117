import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  MEAL_KINDS,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  PHONE_MAX_LENGTH,
} from '@vedann/contracts';
import { createdAt, idColumn, money, updatedAt } from '../../../db/columns';
import { orgColumn } from '../../orgs/orgs.table';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The ahar's regular customers and their tiffin subscription (docs/areas/ahar.md, "Ahar people"). */
export const aharRegularMembers = pgTable(
  'ahar_regular_members',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    /** E.164 (`+919876543210`), as every phone is kept (decision 0359). */
    phone: varchar('phone', { length: PHONE_MAX_LENGTH }).notNull(),
    /** Optional ('' when none): where Multiple e-mails them when no linked account does. */
    email: varchar('email', { length: 254 }).notNull().default(''),
    mealKind: text('meal_kind', { enum: MEAL_KINDS }).notNull(),
    mealsPerDay: integer('meals_per_day').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monthlyAmount: money('monthly_amount').notNull(),
    active: boolean('active').notNull().default(true),
    /** The linked account's Vedan ID ('' when not linked), for the desk and their notices. */
    vedanId: varchar('vedan_id', { length: 12 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** The member's own channel and language for messages; null: the ahar's, the account's. */
    messageChannel: text('message_channel', { enum: MESSAGE_CHANNELS }),
    messageLanguage: text('message_language', { enum: MESSAGE_LANGUAGES }),
    /**
     * Name and phone as words: the list's search is a word-prefix search over them. The phone
     * is there without its `+` and, for India, as the ten digits people type (keywordQuery keeps
     * digits only, so `+91 98765…` and `98765…` both find it).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', name || ' ' || ltrim(phone, '+') || ' ' || regexp_replace(phone, '^[+]91', ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ahar_regular_members_org_id_idx').on(t.orgId, t.id),
    index('ahar_regular_members_org_vedan_idx').on(t.orgId, t.vedanId),
    index('ahar_regular_members_search_idx').using('gin', t.searchVector),
  ],
);
