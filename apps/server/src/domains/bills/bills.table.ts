import { date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

const rate = (name: string) => numeric(name, { precision: 12, scale: 6 }).notNull();
const day = (name: string) => date(name, { mode: 'string' });

/**
 * What every priced bill stores beside its own fields: its currency, the rates it was written at
 * (units of the currency per USD, and rupees per USD), and its amount in rupees at those rates.
 * A change of the business's rate table leaves saved rows as they are.
 */
const priced = () => ({
  currency: varchar('currency', { length: 3 }).notNull().default('USD'),
  rate: rate('rate'),
  inrRate: rate('inr_rate'),
  amountInr: money('amount_inr').notNull(),
});

/** A business's rate table: units of each currency per USD (spec 03 and 04 section 9). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    orgId: orgColumn(),
    currency: varchar('currency', { length: 3 }).notNull(),
    rate: rate('rate'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.currency] })],
);

export const waterBottles = pgTable(
  'water_bottles',
  {
    id: idColumn(),
    orgId: orgColumn(),
    date: day('date').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('water_bottles_org_id_idx').on(t.orgId, t.id),
    index('water_bottles_org_date_idx').on(t.orgId, t.date),
  ],
);

export const waterBills = pgTable(
  'water_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    billingDate: day('billing_date').notNull(),
    amount: money('amount').notNull(),
    fromTime: day('from_time'),
    toTime: day('to_time'),
    remarks: varchar('remarks', { length: 500 }).notNull().default(''),
    ...priced(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('water_bills_org_id_idx').on(t.orgId, t.id),
    index('water_bills_org_date_idx').on(t.orgId, t.billingDate),
  ],
);

export const wifiBills = pgTable(
  'wifi_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    billingFrom: day('billing_from'),
    billingTo: day('billing_to'),
    wifiPackagePrice: money('wifi_package_price').notNull(),
    validity: varchar('validity', { length: 60 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    billingDate: day('billing_date').notNull(),
    ...priced(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wifi_bills_org_id_idx').on(t.orgId, t.id),
    index('wifi_bills_org_date_idx').on(t.orgId, t.billingDate),
  ],
);

export const electricityBills = pgTable(
  'electricity_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    billFrom: day('bill_from'),
    billTo: day('bill_to'),
    billAmount: money('bill_amount').notNull(),
    billDate: day('bill_date').notNull(),
    billUnit: money('bill_unit').notNull().default('0'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...priced(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('electricity_bills_org_id_idx').on(t.orgId, t.id),
    index('electricity_bills_org_date_idx').on(t.orgId, t.billDate),
  ],
);

export const rentBills = pgTable(
  'rent_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    billFrom: day('bill_from').notNull(),
    billTo: day('bill_to').notNull(),
    rentAmount: money('rent_amount').notNull(),
    billingDate: day('billing_date').notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...priced(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rent_bills_org_id_idx').on(t.orgId, t.id),
    index('rent_bills_org_date_idx').on(t.orgId, t.billingDate),
  ],
);

export const equipmentBills = pgTable(
  'equipment_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    description: varchar('description', { length: 500 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Per piece, in the row's currency. */
    price: money('price').notNull(),
    purchaseDate: day('purchase_date').notNull(),
    ...priced(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('equipment_bills_org_id_idx').on(t.orgId, t.id),
    index('equipment_bills_org_date_idx').on(t.orgId, t.purchaseDate),
  ],
);
