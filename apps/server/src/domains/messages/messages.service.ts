import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_CHANNELS,
  whatsAppLink,
  type MessageChannelName,
  type MessageSettings,
  type MessageSubject,
  type WhatsAppOffer,
  type WhatsAppSend,
  type whatsAppSendInputSchema,
} from '@vedann/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { MessageChannels } from './channels';
import { messageSettings, whatsAppSends } from './messages.table';
import { renderMessage, type TemplateMessage } from './texts';

/** The channels a business chose, or e-mail alone before it chooses. */
export async function readChannels(db: Db, orgId: string): Promise<MessageChannelName[]> {
  const [row] = await db
    .select({ channels: messageSettings.channels })
    .from(messageSettings)
    .where(eq(messageSettings.orgId, orgId))
    .limit(1);
  return row ? row.channels : [...DEFAULT_MESSAGE_CHANNELS];
}

export const settingsOf = (
  channels: MessageChannelName[],
  providers: MessageChannels,
): MessageSettings => ({
  channels,
  providers: { whatsapp: providers.whatsapp !== null, sms: providers.sms !== null },
});

/** Writes the business's one row: made the first time, replaced after. */
export async function saveChannels(db: Db, orgId: string, channels: MessageChannelName[]) {
  await db
    .insert(messageSettings)
    .values({ orgId, channels })
    .onConflictDoUpdate({
      target: messageSettings.orgId,
      set: { channels, updatedAt: new Date() },
    });
}

/** A business table whose rows a message can be about: an id and the business's id. */
export type OrgRecordTable = PgTable & { id: PgColumn; orgId: PgColumn };

/** Whether a row of `table` is the business's: a send about another business's is refused. */
export async function isOrgRecord(db: Db, table: OrgRecordTable, orgId: string, id: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.orgId, orgId), eq(table.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function recordWhatsAppSend(
  db: Db,
  orgId: string,
  sender: { id: string; fullname: string },
  input: z.output<typeof whatsAppSendInputSchema> & { subject: MessageSubject },
): Promise<WhatsAppSend> {
  const [row] = await db
    .insert(whatsAppSends)
    .values({ orgId, sentBy: sender.id, ...input })
    .returning();
  if (!row) throw new Error('The send was not recorded.');
  return {
    _id: row.id,
    subject: row.subject,
    target: row.target,
    period: row.period,
    phone: row.phone,
    text: row.text,
    sentBy: sender.fullname,
    sentAt: row.createdAt.toISOString(),
  };
}

/** A desk row that offers a message: its record, period, the member's phone and the message. */
export interface OfferItem {
  target: string;
  period: string;
  phone: string | null;
  message: TemplateMessage;
}

/**
 * Each row's "Send on WhatsApp": the click-to-chat link with the message in the member's
 * language, and the latest time the desk sent it. A row whose member has no phone has none.
 * Keyed `target:period`.
 */
export async function whatsAppOffers(
  db: Db,
  orgId: string,
  subject: MessageSubject,
  items: readonly OfferItem[],
): Promise<Map<string, WhatsAppOffer>> {
  const offers = new Map<string, WhatsAppOffer>();
  const targets = [...new Set(items.map((item) => item.target))];
  const sends =
    targets.length === 0
      ? []
      : await db
          .select({
            target: whatsAppSends.target,
            period: whatsAppSends.period,
            createdAt: whatsAppSends.createdAt,
          })
          .from(whatsAppSends)
          .where(
            and(
              eq(whatsAppSends.orgId, orgId),
              eq(whatsAppSends.subject, subject),
              inArray(whatsAppSends.target, targets),
            ),
          )
          .orderBy(desc(whatsAppSends.createdAt));
  const latest = new Map<string, Date>();
  for (const send of sends) {
    const key = `${send.target}:${send.period}`;
    if (!latest.has(key)) latest.set(key, send.createdAt);
  }
  for (const item of items) {
    if (!item.phone) continue;
    const text = renderMessage(item.message);
    const url = whatsAppLink(item.phone, text);
    if (!url) continue;
    const key = `${item.target}:${item.period}`;
    offers.set(key, {
      phone: item.phone,
      text,
      url,
      language: item.message.language,
      sentAt: latest.get(key)?.toISOString() ?? null,
    });
  }
  return offers;
}
