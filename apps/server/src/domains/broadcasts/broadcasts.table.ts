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
import {
  BROADCAST_GROUPS,
  BROADCAST_RECIPIENT_STATUSES,
  BROADCAST_STATUSES,
  MESSAGE_CHANNELS,
  MESSAGE_LANGUAGES,
  NOTICE_AUDIENCES,
} from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';

/**
 * A message of Multiple: one subject and text sent to a group of the business's people
 * and/or people picked one by one. The counts follow the sending, so the history reads them
 * without counting recipients.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: idColumn(),
    orgId: orgColumn(),
    subject: varchar('subject', { length: 150 }).notNull(),
    body: text('body').notNull(),
    /** The group chosen, or null when only picked people get it. */
    audience: text('audience', { enum: BROADCAST_GROUPS }),
    picked: integer('picked').notNull().default(0),
    status: text('status', { enum: BROADCAST_STATUSES }).notNull().default('sending'),
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    unreachable: integer('unreachable').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    senderId: idRef('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name when sent: the history keeps it if the account goes. */
    senderName: varchar('sender_name', { length: 100 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The history, newest first (ids are time-ordered).
    index('broadcasts_org_id_idx').on(t.orgId, t.id),
    // What a restarted server still has to send.
    index('broadcasts_sending_idx')
      .on(t.id)
      .where(sql`status = 'sending'`),
  ],
);

/**
 * Who a message is for, one row per person: the unique keys are what make each person, and
 * each address, get the message at most once, however often the recipients are resolved.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    id: idColumn(),
    orgId: orgColumn(),
    broadcastId: idRef('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    /** The linked account (`user:<id>`) or else the record (`<directory>:<record id>`). */
    personKey: varchar('person_key', { length: 80 }).notNull(),
    directory: varchar('directory', { length: 40 }).notNull(),
    recordId: idRef('record_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    audience: text('audience', { enum: NOTICE_AUDIENCES }).notNull(),
    /** Lower case; null when the person has no e-mail. */
    email: varchar('email', { length: 254 }),
    /** E.164; null when the person has no phone (with no e-mail either: `unreachable`). */
    phone: varchar('phone', { length: 16 }),
    /** The person's language for WhatsApp and SMS; null: English. */
    language: text('language', { enum: MESSAGE_LANGUAGES }),
    /** The channel the person chose (decision 0359); null: the business's channels. */
    ownChannel: text('own_channel', { enum: MESSAGE_CHANNELS }),
    /** The worst of the channels' outcomes; each channel's is kept in `reminders_sent`. */
    status: text('status', { enum: BROADCAST_RECIPIENT_STATUSES }).notNull(),
    /** The channels the message went on to the person (sent, or sent by an earlier run). */
    channels: text('channels', { enum: MESSAGE_CHANNELS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    error: varchar('error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('broadcast_recipients_person_key').on(t.broadcastId, t.personKey),
    uniqueIndex('broadcast_recipients_email_key')
      .on(t.broadcastId, t.email)
      .where(sql`email is not null`),
    // A message's recipients, paged, within its business.
    index('broadcast_recipients_org_broadcast_idx').on(t.orgId, t.broadcastId, t.id),
    // The sender's next batch: the message's pending recipients in order.
    index('broadcast_recipients_status_idx').on(t.broadcastId, t.status, t.id),
  ],
);
