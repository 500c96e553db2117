import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** A plan's fees in rupees, numeric(10,2) since the plans' first migration. */
const fee = (name: string) => money(name, 10).notNull();

/** A membership plan of a library or a gym: a row of the plan table. */
export const plans = pgTable(
  'plans',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    fee: fee('fee'),
    free: boolean('free').notNull(),
    affordable: boolean('affordable').notNull(),
    standard: boolean('standard').notNull(),
    premium: boolean('premium').notNull(),
    details: text('details').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('plans_org_id_idx').on(t.orgId, t.id)],
);

/** A membership card sold for a year. */
export const cardPlans = pgTable(
  'card_plans',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    /** In rupees; 0 is the spec's "Free". */
    annualFee: fee('annual_fee'),
    benefits: varchar('benefits', { length: 500 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('card_plans_org_id_idx').on(t.orgId, t.id)],
);

/** A task a member does to have part of the fee waived, with the amount for each duration. */
export const waiveOffTasks = pgTable(
  'waive_off_tasks',
  {
    id: idColumn(),
    orgId: orgColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    days10: fee('days_10').default('0'),
    days15: fee('days_15').default('0'),
    days20: fee('days_20').default('0'),
    days30: fee('days_30').default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('waive_off_tasks_org_id_idx').on(t.orgId, t.id)],
);
