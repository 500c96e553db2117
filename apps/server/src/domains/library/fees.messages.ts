import { inArray, and, eq, sql } from 'drizzle-orm';
import type { MessageLanguage } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  messageLanguageOf,
  monthInLanguage,
  receiptMessage,
  rupeesText,
  whatsAppOffers,
  type TemplateMessage,
} from '../messages';
import type { ReceiptMessage } from '../payments';
import { organizations } from '../orgs/orgs.table';
import { feePayments } from './fees.table';
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

export const LIBRARY_RECEIPT_KIND = 'library-receipt';

/**
 * A fee payment's receipt as its member is sent it (decision 0359): the e-mail and the template
 * in the member's language, to the account their Vedan ID names, on the member's own channel or
 * the library's; once per channel, keyed by the payment (the receipt). Null: no such payment.
 */
export async function libraryReceipt(
  db: Db,
  orgId: string,
  paymentId: string,
): Promise<ReceiptMessage | null> {
  const [row] = await db
    .select({
      id: feePayments.id,
      receiptNo: feePayments.invoiceNo,
      amount: feePayments.amount,
      memberId: libraryMembers.id,
      name: libraryMembers.name,
      channel: libraryMembers.messageChannel,
      language: sql<string | null>`coalesce(${libraryMembers.messageLanguage}, ${users.language})`,
      email: users.email,
      phone: users.phoneNumber,
      library: organizations.name,
    })
    .from(feePayments)
    .innerJoin(libraryMembers, eq(libraryMembers.id, feePayments.memberId))
    .innerJoin(organizations, eq(organizations.id, feePayments.orgId))
    .leftJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
    .where(and(eq(feePayments.orgId, orgId), eq(feePayments.id, paymentId)))
    .limit(1);
  if (!row) return null;
  const line = `Receipt ${row.receiptNo} for ${rupeesText(row.amount)}, ${row.library}.`;
  return {
    kind: LIBRARY_RECEIPT_KIND,
    receiptNo: row.receiptNo,
    message: {
      person: row.memberId,
      period: `receipt:${row.id}`,
      orgId,
      business: row.library,
      to: row.email ?? '',
      subject: `Receipt ${row.receiptNo} from ${row.library}`,
      text: [
        `Dear ${row.name},`,
        '',
        line,
        'Thank you for your payment.',
        '',
        `${row.library}, through Vedann`,
        '',
      ].join('\n'),
      phone: row.phone ?? null,
      channels: row.channel ? [row.channel] : null,
      message: receiptMessage(
        { receiptNo: row.receiptNo, rupees: row.amount, business: row.library, name: row.name },
        messageLanguageOf(row.language),
      ),
    },
  };
}

/** The receipt's "Send on WhatsApp" for the desk, right after it records the payment. */
export async function libraryReceiptOffer(db: Db, orgId: string, paymentId: string) {
  const receipt = await libraryReceipt(db, orgId, paymentId);
  if (!receipt?.message.message) return null;
  const { receiptNo } = receipt;
  const offers = await whatsAppOffers(db, orgId, 'library-receipt', [
    {
      target: paymentId,
      period: receiptNo,
      phone: receipt.message.phone ?? null,
      message: receipt.message.message,
    },
  ]);
  return offers.get(`${paymentId}:${receiptNo}`) ?? null;
}
