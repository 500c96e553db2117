import { and, eq } from 'drizzle-orm';
import { paiseToRupeeText, paymentsApi, toPaise, todayInIndia } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import type { Payable, PaymentTarget } from '../../payments';
import { gymFees, gymMembers } from './gym.table';
import { mine } from './member-plans.service';
import { gymReceipt } from './members.messages';

type FeeRow = Pick<typeof gymFees.$inferSelect, 'amount' | 'penalty' | 'status' | 'currency'>;

/**
 * What a gym fee still owes, in rupees with two decimals, for a UPI link: the fee with its
 * penalty when Notpaid, the half left when Halfpaid (the row keeps no amount paid, and half paid
 * is what the status says), nothing when Paid. UPI pays rupees only: a fee in another currency
 * owes nothing by UPI.
 */
export function gymFeeOwed(fee: FeeRow): string {
  if (fee.currency !== 'INR' || fee.status === 'Paid') return '0.00';
  const total = toPaise(fee.amount) + toPaise(fee.penalty);
  return paiseToRupeeText(fee.status === 'Halfpaid' ? total - Math.floor(total / 2) : total);
}

/** A fee as the payments area owes and reads it (decision 0343). */
export const gymFeeOwing = (fee: FeeRow & { id: string; invoiceNo: string }) => ({
  target: fee.id,
  period: '',
  amount: gymFeeOwed(fee),
  reference: fee.invoiceNo,
});

/** A gym fee row is what a member pays; marking it paid sets Paid and today's payment date. */
export const gymFeePayable: Payable = {
  kind: 'gym-fee',
  api: paymentsApi.gymFees,
  async owed(tx, orgId, { target, period }) {
    if (period) return null;
    const [fee] = await tx
      .select()
      .from(gymFees)
      .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, target)))
      .for('update');
    return fee ? gymFeeOwing(fee) : null;
  },
  async ownerOrg(db: Db, vedanId: string, { target, period }: PaymentTarget) {
    if (period || !vedanId) return null;
    const [row] = await db
      .select({ orgId: gymFees.orgId })
      .from(gymFees)
      .innerJoin(gymMembers, eq(gymMembers.id, gymFees.memberId))
      .where(and(eq(gymFees.id, target), mine(vedanId)))
      .limit(1);
    return row?.orgId ?? null;
  },
  async payer(db, orgId, { target }) {
    const [row] = await db
      .select({ name: gymMembers.name, email: gymMembers.email, phone: gymMembers.mobile })
      .from(gymFees)
      .innerJoin(gymMembers, eq(gymMembers.id, gymFees.memberId))
      .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, target)))
      .limit(1);
    return row ?? null;
  },
  memberPage: '/gym/me',
  async settle(tx, orgId, { target }) {
    await tx
      .update(gymFees)
      .set({ status: 'Paid', paymentDate: todayInIndia() })
      .where(and(eq(gymFees.orgId, orgId), eq(gymFees.id, target)));
    // The fee's invoice is its receipt.
    return target;
  },
  receiptMessage: gymReceipt,
};
