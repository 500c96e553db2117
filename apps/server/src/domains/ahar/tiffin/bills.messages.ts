import { and, eq, sql } from 'drizzle-orm';
import { tiffinBillNumber, type MessageLanguage } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { users } from '../../accounts/users.table';
import {
  MESSAGE_TEMPLATES,
  messageLanguageOf,
  monthInLanguage,
  receiptMessage,
  rupeesText,
  type TemplateMessage,
} from '../../messages';
import type { ReceiptMessage } from '../../payments';
import { organizations } from '../../orgs/orgs.table';
import { aharRegularMembers } from '../people/regular-members.table';
import { tiffinBills } from './bills.table';

/** Where a tiffin member finds their bills. */
export const TIFFIN_MEMBER_PAGE = '/ahar/me';

/** What a bill-due message says: whose bill, which ahar, which month, how much, its number. */
export interface TiffinBillFacts {
  name: string;
  ahar: string;
  /** YYYY-MM */
  month: string;
  due: number | string;
  reference: string;
}

/**
 * A tiffin bill due as a WhatsApp or SMS template in the member's language: the fee-due
 * template, whose "member id" is the bill's number.
 */
export function tiffinBillDueMessage(
  facts: TiffinBillFacts,
  language: MessageLanguage,
): TemplateMessage {
  return {
    template: MESSAGE_TEMPLATES.feeDue,
    language,
    params: [
      facts.name,
      facts.ahar,
      monthInLanguage(facts.month, language),
      rupeesText(facts.due),
      facts.reference,
    ],
  };
}

export const TIFFIN_RECEIPT_KIND = 'tiffin-receipt';

/**
 * A paid bill's receipt as its member is sent it (decision 0359): by e-mail to the member's own
 * address or else their linked account's, and on the phone the ahar keeps for them, in the
 * account's language, on the ahar's channels; once per channel, keyed by the bill. Null: no
 * paid bill of this id.
 */
export async function tiffinReceipt(
  db: Db,
  orgId: string,
  billId: string,
): Promise<ReceiptMessage | null> {
  const [row] = await db
    .select({
      bill: tiffinBills,
      name: aharRegularMembers.name,
      email: aharRegularMembers.email,
      phone: aharRegularMembers.phone,
      accountEmail: users.email,
      language: sql<
        string | null
      >`coalesce(${aharRegularMembers.messageLanguage}, ${users.language})`,
      channel: aharRegularMembers.messageChannel,
      userId: users.id,
      ahar: organizations.name,
    })
    .from(tiffinBills)
    .innerJoin(aharRegularMembers, eq(aharRegularMembers.id, tiffinBills.memberId))
    .innerJoin(organizations, eq(organizations.id, tiffinBills.orgId))
    .leftJoin(users, eq(users.vedanId, aharRegularMembers.vedanId))
    .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.id, billId)))
    .limit(1);
  if (!row?.bill.receiptNo) return null;
  const receiptNo = row.bill.receiptNo;
  const month = row.bill.month;
  return {
    kind: TIFFIN_RECEIPT_KIND,
    receiptNo,
    message: {
      person: row.bill.memberId,
      period: `receipt:${row.bill.id}`,
      orgId,
      business: row.ahar,
      to: row.email || (row.accountEmail ?? ''),
      userId: row.userId,
      link: TIFFIN_MEMBER_PAGE,
      subject: `Receipt ${receiptNo} from ${row.ahar}`,
      text: [
        `Dear ${row.name},`,
        '',
        `Receipt ${receiptNo} for ${rupeesText(row.bill.amount)}, ${row.ahar}: your tiffin for ${month} (${tiffinBillNumber(row.bill.id, month)}).`,
        'Thank you for your payment.',
        '',
        `${row.ahar}, through Vedann`,
        '',
      ].join('\n'),
      phone: row.phone,
      channels: row.channel ? [row.channel] : null,
      message: receiptMessage(
        { receiptNo, rupees: row.bill.amount, business: row.ahar, name: row.name },
        messageLanguageOf(row.language),
      ),
    },
  };
}
