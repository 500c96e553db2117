import {
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { FEE_PLAN_ROWS, PAYMENT_METHODS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';
import { libraryMembers } from './members.table';

/** One month of the Fee Card (spec 02 section 3). */
export const feeCardMonths = pgTable(
  'fee_card_months',
  {
    id: idColumn(),
    orgId: orgColumn(),
    year: smallint('year').notNull(),
    /** 1 to 12. */
    month: smallint('month').notNull(),
    enquiry: varchar('enquiry', { length: 100 }).notNull().default(''),
    applied: varchar('applied', { length: 100 }).notNull().default(''),
    learning: varchar('learning', { length: 100 }).notNull().default(''),
    feesCovered: money('fees_covered').notNull().default('0'),
    leftFees: money('left_fees').notNull().default('0'),
    profitLoss: money('profit_loss').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fee_card_months_org_month_key').on(t.orgId, t.year, t.month)],
);

/** The fee plan table: Monthly and Anyplan, each with Student and Fees. */
export const feePlanRows = pgTable(
  'fee_plan_rows',
  {
    id: idColumn(),
    orgId: orgColumn(),
    plan: text('plan', { enum: FEE_PLAN_ROWS }).notNull(),
    students: integer('students').notNull().default(0),
    fees: money('fees').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fee_plan_rows_org_plan_key').on(t.orgId, t.plan)],
);

/** A payment towards one month of a joined member's fee. */
export const feePayments = pgTable(
  'fee_payments',
  {
    id: idColumn(),
    orgId: orgColumn(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => libraryMembers.id, { onDelete: 'cascade' }),
    /** The first day of the month paid for. */
    month: date('month', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /**
     * The receipt's number (`SL/26-27/000123`, decision 0349), issued when the payment is
     * recorded, in the financial year of `paidOn`: with the library's GSTIN the receipt is its
     * tax invoice.
     */
    invoiceNo: varchar('invoice_no', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('fee_payments_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('fee_payments_org_invoice_key').on(t.orgId, t.invoiceNo),
    index('fee_payments_member_month_idx').on(t.memberId, t.month),
  ],
);
