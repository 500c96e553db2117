import { date, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { TIFFIN_BILL_STATUSES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money } from '../../../db/columns';
import { orgColumn } from '../../orgs/orgs.table';
import { aharRegularMembers } from '../people/regular-members.table';

/**
 * A tiffin member's bill for a month (decision 0366): made once per member and month (the unique
 * key makes a second insert, however concurrent, do nothing), at the monthly amount of that
 * moment, and paid whole by a UTR or a gateway, when its receipt number is issued.
 */
export const tiffinBills = pgTable(
  'tiffin_bills',
  {
    id: idColumn(),
    orgId: orgColumn(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => aharRegularMembers.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: varchar('month', { length: 7 }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: TIFFIN_BILL_STATUSES }).notNull().default('Due'),
    paidOn: date('paid_on', { mode: 'string' }),
    /** The receipt's number (`AT/26-27/000001`, decision 0349), issued when it is paid. */
    receiptNo: varchar('receipt_no', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tiffin_bills_org_member_month_key').on(t.orgId, t.memberId, t.month),
    // The owner's list, newest month first, whole or by status.
    index('tiffin_bills_org_month_idx').on(t.orgId, t.month, t.id),
    index('tiffin_bills_org_status_month_idx').on(t.orgId, t.status, t.month, t.id),
    uniqueIndex('tiffin_bills_org_receipt_key').on(t.orgId, t.receiptNo),
  ],
);
