import { and, eq } from 'drizzle-orm';
import { paymentsApi } from '@vedann/contracts';
import { issueInvoiceNumber, type Payable } from '../payments';
import { users } from '../accounts/users.table';
import { feePayments } from './fees.table';
import { libraryReceipt } from './fees.messages';
import { monthOf, monthStart, paidForMonth } from './fees.service';
import { LIBRARY_FEE_RECEIPTS } from './library.documents';
import { libraryMembers } from './members.table';
import { libraryToday } from './seats.service';

/** The number a month of a member's fee is paid under (the pay link's note and reference). */
export const libraryFeeNumber = (memberCode: string, month: string) =>
  `LF-${memberCode}-${month.replace('-', '')}`;

/** What a month of the member's fee still owes, in rupees with two decimals. */
export function libraryMonthOwed(fee: number | string, paid: number | string): string {
  return Math.max(0, Math.round((Number(fee) - Number(paid)) * 100) / 100).toFixed(2);
}

/** Whether the month is one the member owes for: from the month they joined to this one. */
const billedMonth = (joiningDate: string, month: string) =>
  month >= monthOf(joiningDate) && month <= monthOf(libraryToday());

/**
 * A month of a joined member's fee is what they pay (decision 0343): the target is the member,
 * the period the month; marking it paid records a fee payment ("Online") of what was owed,
 * whose receipt prints the UTR.
 */
export const libraryFeePayable: Payable = {
  kind: 'library-fee',
  api: paymentsApi.libraryFees,
  async owed(tx, orgId, { target, period }) {
    // The member row is locked, as the desk's own payments lock it (fees.routes.ts).
    const [member] = await tx
      .select()
      .from(libraryMembers)
      .where(and(eq(libraryMembers.orgId, orgId), eq(libraryMembers.id, target)))
      .for('update');
    if (!member || !billedMonth(member.joiningDate, period)) return null;
    const paid = await paidForMonth(tx, member.id, monthStart(period));
    return {
      amount: libraryMonthOwed(member.fees, paid),
      reference: libraryFeeNumber(member.memberId, period),
    };
  },
  async ownerOrg(db, vedanId, { target, period }) {
    if (!period || !vedanId) return null;
    const [member] = await db
      .select({ orgId: libraryMembers.orgId })
      .from(libraryMembers)
      .where(and(eq(libraryMembers.id, target), eq(libraryMembers.vedanKey, vedanId.toUpperCase())))
      .limit(1);
    return member?.orgId ?? null;
  },
  async payer(db, orgId, { target }) {
    // The member record keeps the name; the account of its Vedan ID, how to reach them.
    const [row] = await db
      .select({ name: libraryMembers.name, email: users.email, phone: users.phoneNumber })
      .from(libraryMembers)
      .leftJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
      .where(and(eq(libraryMembers.orgId, orgId), eq(libraryMembers.id, target)))
      .limit(1);
    return row ? { name: row.name, email: row.email ?? '', phone: row.phone ?? '' } : null;
  },
  memberPage: '/library/dashboard',
  receiptMessage: libraryReceipt,
  async settle(tx, orgId, { target, period }, amount) {
    const paidOn = libraryToday();
    const [row] = await tx
      .insert(feePayments)
      .values({
        orgId,
        memberId: target,
        month: monthStart(period),
        amount,
        paidOn,
        method: 'Online',
        invoiceNo: await issueInvoiceNumber(tx, orgId, LIBRARY_FEE_RECEIPTS, paidOn),
      })
      .returning({ id: feePayments.id });
    if (!row) throw new Error('The fee payment was not saved.');
    return row.id;
  },
};
