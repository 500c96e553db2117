import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GymMember, MessageLanguage } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  dateInLanguage,
  messageLanguageOf,
  type TemplateMessage,
  whatsAppOffers,
} from '../../messages';
import { gymMembers } from './gym.table';

/** What a membership-expiring message says: whose membership, where, which plan, when it ends. */
export interface MembershipExpiringFacts {
  name: string;
  gym: string;
  /** The plan's name; a member without one is told of their membership. */
  plan: string;
  /** YYYY-MM-DD */
  endsOn: string;
  memberCode: string;
}

const MEMBERSHIP: Record<MessageLanguage, string> = { en: 'membership', hi: 'सदस्यता' };

/** The membership-expiring reminder as a WhatsApp or SMS template in the member's language. */
export function membershipExpiringMessage(
  facts: MembershipExpiringFacts,
  language: MessageLanguage,
): TemplateMessage {
  return {
    template: MESSAGE_TEMPLATES.membershipExpiring,
    language,
    params: [
      facts.name,
      facts.gym,
      facts.plan || MEMBERSHIP[language],
      dateInLanguage(facts.endsOn, language),
      facts.memberCode,
    ],
  };
}

/**
 * The language of gym members' messages: their own choice, else that of the account their Vedan
 * ID names, English for a member with neither. Keyed by the member's record id (members with
 * neither are absent).
 */
export async function gymMemberLanguages(
  db: Db,
  orgId: string,
  memberIds: readonly string[],
): Promise<Map<string, MessageLanguage>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: gymMembers.id,
      language: sql<string | null>`coalesce(${gymMembers.messageLanguage}, ${users.language})`,
    })
    .from(gymMembers)
    .leftJoin(users, and(ne(gymMembers.vedanId, ''), eq(users.vedanId, gymMembers.vedanId)))
    .where(and(eq(gymMembers.orgId, orgId), inArray(gymMembers.id, [...memberIds])));
  return new Map(rows.map((row) => [row.id, messageLanguageOf(row.language)]));
}

/**
 * The expiring members with their "Send on WhatsApp": the message to the member's mobile, about
 * the membership's end date (the record's period, so a renewed membership is offered again).
 */
export async function withExpiryOffers(
  db: Db,
  org: { id: string; name: string },
  members: readonly GymMember[],
) {
  const languages = await gymMemberLanguages(
    db,
    org.id,
    members.map((member) => member._id),
  );
  const offers = await whatsAppOffers(
    db,
    org.id,
    'gym-expiry',
    members.map((member) => ({
      target: member._id,
      period: member.expiredDate,
      phone: member.mobile || null,
      message: membershipExpiringMessage(
        {
          name: member.name,
          gym: org.name,
          plan: member.plan,
          endsOn: member.expiredDate,
          memberCode: member.memberId,
        },
        languages.get(member._id) ?? 'en',
      ),
    })),
  );
  return members.map((member) => ({
    ...member,
    whatsapp: offers.get(`${member._id}:${member.expiredDate}`) ?? null,
  }));
}
