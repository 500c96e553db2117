import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, MESSAGE_CHANNELS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { organizations } from '../orgs/orgs.table';

export const REMINDER_STATUSES = ['sending', 'sent', 'failed'] as const;

/**
 * Every reminder the job has claimed, one row per (kind, person, period, channel): the unique
 * index is what makes a reminder go out once on each channel however many processes run the
 * job, and however often.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: idColumn(),
    kind: varchar('kind', { length: 60 }).notNull(),
    /** Who it is for, as the kind names people: an account id, a member id, an e-mail. */
    person: varchar('person', { length: 200 }).notNull(),
    /** What it is about: a month ('2026-11'), a loan ('loan:<id>'), an expiry date. */
    period: varchar('period', { length: 100 }).notNull(),
    /** The business it is from, when it is from one. */
    orgId: idRef('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** E-mail, WhatsApp or SMS (decision 0359). */
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
    /** The e-mail address, or the E.164 phone of a WhatsApp or SMS message. */
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    status: text('status', { enum: REMINDER_STATUSES }).notNull().default('sending'),
    attempts: integer('attempts').notNull().default(1),
    error: varchar('error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The provider's id for a WhatsApp or SMS message, and what it reported of it
     * (`DELIVERY_STATUSES`: accepted at the send, then as WhatsApp's webhook reports). E-mail has
     * none.
     */
    providerId: varchar('provider_id', { length: 200 }),
    delivery: text('delivery', { enum: DELIVERY_STATUSES }),
    /**
     * For a kind that sends what is new since its previous reminder (job alerts): the moment its
     * list was read, where the next one starts. The claim comes later, and anything added in
     * between would otherwise fall between two reminders.
     */
    coversUntil: timestamp('covers_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reminders_sent_key_idx').on(t.kind, t.person, t.period, t.channel),
    // A provider's status report finds its message.
    index('reminders_sent_provider_idx').on(t.providerId),
    // A business's reminders, newest first.
    index('reminders_sent_org_idx').on(t.orgId, t.id),
  ],
);

export type ReminderSentRow = typeof remindersSent.$inferSelect;

/** How many times a reminder whose sending failed is tried in all. */
export const REMINDER_MAX_ATTEMPTS = 3;

/**
 * For a kind's due-list query: true when this reminder is still to send (never claimed, or
 * failed on some channel with tries left). `person` and `period` are SQL for the values the kind
 * would give. The claim on each channel keeps what was sent from going again.
 */
export const reminderStillDue = (
  kind: string,
  person: ReturnType<typeof sql>,
  period: ReturnType<typeof sql>,
) =>
  sql`(not exists (select 1 from ${remindersSent} r where r.kind = ${kind} and r.person = ${person}
      and r.period = ${period} and (r.status <> 'failed' or r.attempts >= ${REMINDER_MAX_ATTEMPTS}))
    or exists (select 1 from ${remindersSent} r where r.kind = ${kind} and r.person = ${person}
      and r.period = ${period} and r.status = 'failed' and r.attempts < ${REMINDER_MAX_ATTEMPTS}))`;
