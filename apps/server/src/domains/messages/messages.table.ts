import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, MESSAGE_SUBJECTS } from '@vedann/contracts';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';
import { users } from '../accounts/users.table';

/**
 * The channels a business reaches its members on, one row per business (decision 0359): made
 * the first time the owner saves them; a business without one uses e-mail alone.
 */
export const messageSettings = pgTable(
  'message_settings',
  {
    id: idColumn(),
    orgId: orgColumn(),
    channels: text('channels', { enum: MESSAGE_CHANNELS }).array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('message_settings_org_key').on(t.orgId)],
);

/**
 * Each message the desk sent on WhatsApp through click-to-chat: who sent what to whom, about
 * which record, and when. The desk's rows show the latest ("Sent on WhatsApp 4:05 pm").
 */
export const whatsAppSends = pgTable(
  'whatsapp_sends',
  {
    id: idColumn(),
    orgId: orgColumn(),
    subject: text('subject', { enum: MESSAGE_SUBJECTS }).notNull(),
    target: idRef('target').notNull(),
    period: varchar('period', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    text: varchar('text', { length: 2000 }).notNull(),
    sentBy: idRef('sent_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // A row's latest send: by business, subject, record and period.
  (t) => [index('whatsapp_sends_org_target_idx').on(t.orgId, t.subject, t.target, t.period)],
);
