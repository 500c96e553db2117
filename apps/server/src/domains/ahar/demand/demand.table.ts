import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEMAND_EVENT_KINDS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';
import { organizations } from '../../orgs/orgs.table';
import { orgColumn } from '../../people/columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A Daily Inventory Form as submitted: who, when, and its items (below). */
export const aharDemandRecords = pgTable(
  'ahar_demand_records',
  {
    id: idColumn(),
    orgId: orgColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 5 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    /** The spec's `id`: the person's or counter's own id, free text. */
    personId: varchar('person_id', { length: 40 }).notNull(),
    /** Quantity times price over the items. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Name, id and every item's category, name and company: what the Full list's search reads. */
    searchText: text('search_text').notNull(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', search_text)`,
    ),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The Full list: a business's records, newest day first; its ids are read from here alone.
    index('ahar_demand_records_org_date_idx').on(t.orgId, t.date.desc(), t.id.desc()),
    index('ahar_demand_records_search_idx').using('gin', t.searchVector),
  ],
);

/** One line of a record. The record's day is kept on the line, for the demand views' sums. */
export const aharDemandItems = pgTable(
  'ahar_demand_items',
  {
    id: idColumn(),
    orgId: orgColumn(),
    recordId: idRef('record_id')
      .notNull()
      .references(() => aharDemandRecords.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    itemName: varchar('item_name', { length: 80 }).notNull().default(''),
    company: varchar('company', { length: 80 }).notNull(),
    quantity: integer('quantity').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('ahar_demand_items_org_record_idx').on(t.orgId, t.recordId, t.position),
    // Inventory Items: newest line first.
    index('ahar_demand_items_org_id_idx').on(t.orgId, t.id.desc()),
    // The month's sums and the forecast's daily series, read from the index alone.
    index('ahar_demand_items_org_date_idx').on(t.orgId, t.date, t.category, t.quantity, t.price),
  ],
);

/** A festival, fair or closure the business expects, and its effect on demand in percent. */
export const aharDemandEvents = pgTable(
  'ahar_demand_events',
  {
    id: idColumn(),
    orgId: orgColumn(),
    kind: text('kind', { enum: DEMAND_EVENT_KINDS }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    effect: integer('effect').notNull(),
    category: varchar('category', { length: 60 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ahar_demand_events_org_id_idx').on(t.orgId, t.id)],
);

/**
 * One row per business, kept by triggers (migration `ahar_demand_state`) on every insert and
 * delete of records and lines and every write of events, so it holds for rows written by any path
 * (the routes, the demo data, the bench's bulk insert): the Full list's and Inventory Items'
 * totals, read from here instead of counting, and a revision that moves on every change the
 * forecast reads. The forecast is stored with the revision it was computed from and served again
 * while the revision stays the same.
 */
export const aharDemandState = pgTable('ahar_demand_state', {
  orgId: idRef('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  records: integer('records').notNull().default(0),
  items: integer('items').notNull().default(0),
  revision: integer('revision').notNull().default(0),
  /** The forecast answer's body, and `<code version>:<revision>` it was computed for. */
  forecast: jsonb('forecast'),
  forecastKey: text('forecast_key'),
});
