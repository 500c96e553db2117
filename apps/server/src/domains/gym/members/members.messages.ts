import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  paiseToRupeeText,
  toPaise,
  type GymFee,
  type GymMember,
  type MessageLanguage,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  dateInLanguage,
  messageLanguageOf,
  receiptMessage,
  rupeesText,
  type TemplateMessage,
  whatsAppOffers,
} from '../../messages';
import type { ReceiptMessage } from '../../payments';
import { organizations } from '../../orgs/orgs.table';
import { gymFees, gymMembers } from './gym.table';

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

export const GYM_RECEIPT_KIND = 'gym-receipt';

/**
 * Paid gym fees' receipts (their invoices) as their members are sent them (decision 0359): to
 * the member's mobile and e-mail (or their account's), on their own channel or the gym's, in
 * their language or their account's; once per channel, keyed by the fee. A fee not found, not
 * paid, or not in rupees has none. One query for them all.
 */
export async function gymReceipts(
  db: Db,
  orgId: string,
  feeIds: readonly string[],
): Promise<ReceiptMessage[]> {
  if (feeIds.length === 0) return [];
  const rows = await db
    .select({
      fee: gymFees,
      name: gymMembers.name,
      mobile: gymMembers.mobile,
      email: sql<string | null>`coalesce(nullif(${gymMembers.email}, ''), ${users.email})`,
      channel: gymMembers.messageChannel,
      language: sql<string | null>`coalesce(${gymMembers.messageLanguage}, ${users.language})`,
      gym: organizations.name,
    })
    .from(gymFees)
    .innerJoin(gymMembers, eq(gymMembers.id, gymFees.memberId))
    .innerJoin(organizations, eq(organizations.id, gymFees.orgId))
    .leftJoin(users, and(ne(gymMembers.vedanId, ''), eq(users.vedanId, gymMembers.vedanId)))
    .where(
      and(
        eq(gymFees.orgId, orgId),
        inArray(gymFees.id, [...feeIds]),
        eq(gymFees.status, 'Paid'),
        eq(gymFees.currency, 'INR'),
      ),
    );
  return rows.map((row) => {
    const rupees = paiseToRupeeText(toPaise(row.fee.amount) + toPaise(row.fee.penalty));
    const receiptNo = row.fee.invoiceNo;
    return {
      kind: GYM_RECEIPT_KIND,
      receiptNo,
      message: {
        person: row.fee.memberId,
        period: `receipt:${row.fee.id}`,
        orgId,
        business: row.gym,
        to: row.email ?? '',
        subject: `Receipt ${receiptNo} from ${row.gym}`,
        text: [
          `Dear ${row.name},`,
          '',
          `Receipt ${receiptNo} for ${rupeesText(rupees)}, ${row.gym}.`,
          'Thank you for your payment.',
          '',
          `${row.gym}, through Vedann`,
          '',
        ].join('\n'),
        phone: row.mobile || null,
        channels: row.channel ? [row.channel] : null,
        message: receiptMessage(
          { receiptNo, rupees, business: row.gym, name: row.name },
          messageLanguageOf(row.language),
        ),
      },
    };
  });
}

/** One paid fee's receipt (`Payable.receiptMessage`), or null. */
export const gymReceipt = async (db: Db, orgId: string, feeId: string) =>
  (await gymReceipts(db, orgId, [feeId]))[0] ?? null;

/** The paid fees' "Send on WhatsApp" (their receipts), keyed by the fee's id. */
export async function gymReceiptOffers(db: Db, orgId: string, fees: readonly GymFee[]) {
  const receipts = await gymReceipts(
    db,
    orgId,
    fees.filter((fee) => fee.status === 'Paid').map((fee) => fee._id),
  );
  const items = receipts.flatMap(({ receiptNo, message }) =>
    message.message
      ? [
          {
            target: message.period.replace('receipt:', ''),
            period: receiptNo,
            phone: message.phone ?? null,
            message: message.message,
          },
        ]
      : [],
  );
  const offers = await whatsAppOffers(db, orgId, 'gym-receipt', items);
  return new Map(
    items.flatMap((item) => {
      const offer = offers.get(`${item.target}:${item.period}`);
      return offer ? [[item.target, offer] as const] : [];
    }),
  );
}
