import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, money } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

/** A link is open until paid; a new amount owed supersedes it (decision 0354). */
export const PAY_LINK_STATUSES = ['created', 'paid', 'superseded'] as const;

/**
 * The gateway's pay links we made for fees (issue 32, item 2; decision 0354): one open link per
 * fee, reused while the amount owed is the same.
 */
export const gatewayLinks = pgTable(
  'gateway_links',
  {
    id: idColumn(),
    orgId: orgColumn(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The gym fee's id, or the library member's id. */
    targetId: idRef('target_id').notNull(),
    /** The library fee's month (`YYYY-MM`); '' for a gym fee. */
    period: varchar('period', { length: 7 }).notNull().default(''),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** The `reference_id` the gateway keeps: the fee number (a later link: `-2`, `-3`...). */
    reference: varchar('reference', { length: 40 }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The gateway's id of the link (Razorpay: `plink_...`). */
    providerLinkId: varchar('provider_link_id', { length: 64 }).notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: PAY_LINK_STATUSES }).notNull().default('created'),
    createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    // The webhook finds its link by the business it names and the gateway's id.
    uniqueIndex('gateway_links_org_provider_link_key').on(t.orgId, t.provider, t.providerLinkId),
    // One open link per fee: two members' clicks at once keep the first link made.
    uniqueIndex('gateway_links_org_target_open_key')
      .on(t.orgId, t.kind, t.targetId, t.period)
      .where(sql`status = 'created'`),
    index('gateway_links_org_target_idx').on(t.orgId, t.kind, t.targetId, t.period),
  ],
);

/**
 * The gateway's webhook events we acted on, by the event id it sends: a replay of one finds it
 * here and changes nothing.
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: idColumn(),
    orgId: orgColumn(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    linkId: idRef('link_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gateway_events_org_provider_event_key').on(t.orgId, t.provider, t.eventId)],
);
