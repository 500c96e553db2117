import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS, PAYMENT_SOURCES, PAYMENT_STATUSES } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

/**
 * Fees paid by UPI, each with its UTR (issue 32, item 1; decision 0343): recorded by the desk
 * (confirmed at once) or reported by the member (reported, then confirmed or rejected by the
 * desk); or paid online through a gateway, confirmed by its webhook (item 2; decision 0354).
 * The fee itself stays in its area; this row says what paid it.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    orgId: orgColumn(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The gym fee's id, or the library member's id. */
    targetId: idRef('target_id').notNull(),
    /** The library fee's month (`YYYY-MM`); '' for a gym fee. */
    period: varchar('period', { length: 7 }).notNull().default(''),
    amount: money('amount').notNull(),
    /** The UTR; an online payment's UPI RRN, or '' when it was not paid by UPI. */
    utr: varchar('utr', { length: 12 }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The fee or invoice number the pay link carried. */
    reference: varchar('reference', { length: 40 }).notNull(),
    /** A UTR entered by the desk or member, or a gateway's webhook (decision 0354). */
    source: text('source', { enum: PAYMENT_SOURCES }).notNull().default('utr'),
    /** The gateway's payment id (Razorpay: `pay_...`). */
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    /** Who recorded or reported it, and who confirmed or rejected it (null once deleted). */
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: idRef('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The record a confirmed payment made (a library's fee payment), for its receipt. */
    receiptId: idRef('receipt_id'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // A UTR pays one thing per business; a rejected report gives its UTR back, and an online
    // payment not made by UPI has none.
    uniqueIndex('payments_org_utr_key')
      .on(t.orgId, t.utr)
      .where(sql`status <> 'rejected' and utr <> ''`),
    uniqueIndex('payments_org_gateway_payment_key')
      .on(t.orgId, t.gatewayPaymentId)
      .where(sql`gateway_payment_id is not null`),
    // One report at a time waits for the desk per fee.
    uniqueIndex('payments_org_target_reported_key')
      .on(t.orgId, t.kind, t.targetId, t.period)
      .where(sql`status = 'reported'`),
    index('payments_org_target_idx').on(t.orgId, t.kind, t.targetId, t.period),
    index('payments_org_receipt_idx').on(t.orgId, t.receiptId),
  ],
);
