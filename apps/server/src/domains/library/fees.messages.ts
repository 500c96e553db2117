import { inArray, and, eq, sql } from 'drizzle-orm';
import type { MessageLanguage } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  messageLanguageOf,
  monthInLanguage,
  rupeesText,
  type TemplateMessage,
} from '../messages';
import { libraryMembers } from './members.table';

/** What a fee-due message says: whose fee, where, which month, how much is left. */
export interface FeeDueFacts {
  name: string;
  library: string;
  /** YYYY-MM */
  month: string;
  /** Rupees still to pay. */
  due: number | string;
  memberCode: string;
}

/** The fee-due reminder as a WhatsApp or SMS template in the member's language. */
export function feeDueMessage(facts: FeeDueFacts, language: MessageLanguage): TemplateMessage {
  return {
    template: MESSAGE_TEMPLATES.feeDue,
    language,
    params: [
      facts.name,
      facts.library,
      monthInLanguage(facts.month, language),
      rupeesText(facts.due),
      facts.memberCode,
    ],
  };
}

/**
 * How to reach members of a library on WhatsApp: the phone of the account their Vedan ID names
 * (a member without an account has none), in the member's own language or else the account's.
 * Keyed by the member's record id.
 */
export async function libraryMemberContacts(
  db: Db,
  orgId: string,
  memberIds: readonly string[],
): Promise<Map<string, { phone: string; language: MessageLanguage }>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: libraryMembers.id,
      phone: users.phoneNumber,
      language: sql<string | null>`coalesce(${libraryMembers.messageLanguage}, ${users.language})`,
    })
    .from(libraryMembers)
    .innerJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
    .where(and(eq(libraryMembers.orgId, orgId), inArray(libraryMembers.id, [...memberIds])));
  return new Map(
    rows.map((row) => [row.id, { phone: row.phone, language: messageLanguageOf(row.language) }]),
  );
}
