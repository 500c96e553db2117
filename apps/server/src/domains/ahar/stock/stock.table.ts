import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { STOCK_ACTIONS, STOCK_LOCATIONS, STOCK_UNITS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/users.table';
import { orgColumn } from '../../people/columns';
import { organizations } from '../../orgs/orgs.table';

const quantity = (name: string) => numeric(name, { precision: 12, scale: 3 });

/**
 * One stock model (issue 14 section 2): an item in a location (showroom, warehouse, reuse) with
 * its quantity and unit. Reuse rows also keep the spec's Number and Kg/L split.
 */
export const aharStockItems = pgTable(
  'ahar_stock_items',
  {
    id: idColumn(),
    orgId: orgColumn(),
    location: text('location', { enum: STOCK_LOCATIONS }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    expireDate: date('expire_date', { mode: 'string' }),
    manufacturing: date('manufacturing', { mode: 'string' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit', { enum: STOCK_UNITS }).notNull(),
    quantityNumber: quantity('quantity_number'),
    quantityKgL: quantity('quantity_kgl'),
    offer: numeric('offer', { precision: 5, scale: 2 }).notNull().default('0'),
    pic: text('pic'),
    picName: varchar('pic_name', { length: 200 }).notNull().default(''),
    description: text('description'),
    descriptionName: varchar('description_name', { length: 200 }).notNull().default(''),
    /** The first item this stock came from; a move to another location keeps it. */
    lineageId: idRef('lineage_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The lists: a location's page, newest first, and its filters.
    index('ahar_stock_items_org_location_idx').on(t.orgId, t.location, t.id),
    index('ahar_stock_items_org_location_category_idx').on(t.orgId, t.location, t.category, t.id),
    // A category's expired or expiring items, by expiry: the range and its count read only that
    // category's entries (through the business's expiry index, every category's were read and
    // all but one in ten thrown away: p99 111 to 159 ms in the bench, 100,000 items).
    index('ahar_stock_items_org_location_category_expiry_idx').on(
      t.orgId,
      t.location,
      t.category,
      t.expireDate,
      t.id,
    ),
    // Expiry alerts and the expiry filter; FEFO reads a name's stock by expiry.
    index('ahar_stock_items_org_expiry_idx').on(t.orgId, t.expireDate),
    index('ahar_stock_items_org_location_name_idx').on(t.orgId, t.location, t.name, t.expireDate),
    // The name search, ILIKE '%term%': trigrams of the name, beside the business and location
    // (btree_gin), so the index hands over only this location's matches. A term that yields no
    // trigram (under 3 characters) is read through the business's other indexes instead.
    index('ahar_stock_items_name_search_idx').using(
      'gin',
      t.orgId,
      t.location,
      t.name.op('gin_trgm_ops'),
    ),
  ],
);

/**
 * How many items each location of a business holds: the unfiltered lists' total, read instead of
 * a count over the location's rows. Kept by statement triggers on `ahar_stock_items` (migration
 * `ahar_stock_totals_search`) on every insert, update (a move changes the location), delete and
 * truncate, by any path; a business or location with no row holds nothing.
 */
export const aharStockTotals = pgTable(
  'ahar_stock_totals',
  {
    orgId: idRef('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    location: text('location', { enum: STOCK_LOCATIONS }).notNull(),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.location] })],
);

/** An item's values as the journal keeps them, to undo a change. */
export type StockSnapshot = Omit<typeof aharStockItems.$inferSelect, 'createdAt' | 'updatedAt'>;

export interface StockChange {
  itemId: string;
  before: StockSnapshot | null;
  after: StockSnapshot | null;
}

/** The stock journal: every change (who, when, what, how much), each undoable from the last. */
export const aharStockJournal = pgTable(
  'ahar_stock_journal',
  {
    id: idColumn(),
    orgId: orgColumn(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name of who made the change, kept as it was then. */
    byName: varchar('by_name', { length: 120 }).notNull(),
    action: text('action', { enum: STOCK_ACTIONS }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    quantity: varchar('quantity', { length: 40 }).notNull().default(''),
    fromLocation: text('from_location', { enum: STOCK_LOCATIONS }),
    toLocation: text('to_location', { enum: STOCK_LOCATIONS }),
    changes: jsonb('changes').$type<StockChange[]>().notNull(),
    /** The lineages the change touched: an item's history is the entries naming its lineage. */
    lineages: jsonb('lineages').$type<string[]>().notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ahar_stock_journal_org_idx').on(t.orgId, t.id),
    index('ahar_stock_journal_lineages_idx').using('gin', t.lineages),
  ],
);

/** The business's stock settings: how many days ahead the expiry alert looks. */
export const aharStockSettings = pgTable('ahar_stock_settings', {
  orgId: idRef('org_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  expiryDays: integer('expiry_days').notNull(),
  updatedAt: updatedAt(),
});
