import { integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/**
 * The last tax invoice number a business issued in a series and financial year (decision 0349):
 * one row per (business, series, year), taken and moved on by one upsert in the transaction that
 * records the invoice, so the numbers are consecutive and none repeats. The prefix is fixed when
 * the year's first number is taken, so a business renamed mid-year keeps one series.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /** The kind of invoice: `gym-fee`, `library-fee`. */
    series: text('series').notNull(),
    /** The year the financial year starts in: 2026 for April 2026 to March 2027. */
    fy: smallint('fy').notNull(),
    prefix: varchar('prefix', { length: 2 }).notNull(),
    last: integer('last').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('invoice_counters_org_series_fy_key').on(t.orgId, t.series, t.fy)],
);
