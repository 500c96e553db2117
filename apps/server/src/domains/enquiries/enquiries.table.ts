import { date, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ENQUIRY_PLANS, PHONE_MAX_LENGTH } from '@vedann/contracts';
import { createdAt, idColumn, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

/** An enquiry from a prospective customer, with its follow-up. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: idColumn(),
    orgId: orgColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: PHONE_MAX_LENGTH }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    plan: text('plan', { enum: ENQUIRY_PLANS }).notNull(),
    amount: money('amount').notNull(),
    followUpDate: date('follow_up_date', { mode: 'string' }).notNull(),
    followUpTime: varchar('follow_up_time', { length: 5 }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_org_id_idx').on(t.orgId, t.id),
    index('enquiries_org_follow_up_idx').on(t.orgId, t.followUpDate, t.followUpTime),
  ],
);
