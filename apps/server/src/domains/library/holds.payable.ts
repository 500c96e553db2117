import { and, eq, sql } from 'drizzle-orm';
import { paymentsApi } from '@vedann/contracts';
import type { Tx } from '../../db/client';
import { users } from '../accounts/users.table';
import { issueInvoiceNumber, type Payable } from '../payments';
import { feePayments } from './fees.table';
import { monthOf, monthStart } from './fees.service';
import { lockedHold, seatHoldNumber } from './holds.service';
import { seatHolds } from './holds.table';
import { LIBRARY_FEE_RECEIPTS } from './library.documents';
import { insertLibraryMember } from './members.routes';
import { libraryMembers } from './members.table';
import { insertBooking } from './seat-bookings.service';
import { addMonths, libraryToday } from './seats.service';

/**
 * Confirming a hold's payment, in the payment's transaction: the student becomes the library's
 * member (a new member at the plan's fee, joining on the start date, unless they are one), the
 * seat is booked for them as paid, and the amount is recorded as their fee payment of the
 * start month (method Online), whose numbered receipt prints the UTR. The hold then goes.
 */
async function confirmHold(tx: Tx, orgId: string, holdId: string, amount: string) {
  const hold = await lockedHold(tx, orgId, holdId);
  if (!hold) throw new Error('The hold is gone.');
  const [student] = await tx
    .select({ name: users.fullname, vedanId: users.vedanId })
    .from(users)
    .where(eq(users.id, hold.userId));
  if (!student) throw new Error('The student is gone.');
  const seatLabel =
    hold.layout === 'tables' ? `${hold.seatTable}-${hold.seatNumber}` : String(hold.seatNumber);
  const [existing] = await tx
    .select()
    .from(libraryMembers)
    .where(
      and(
        eq(libraryMembers.orgId, orgId),
        eq(libraryMembers.vedanKey, student.vedanId.toUpperCase()),
      ),
    )
    .for('update');
  const member =
    existing ??
    (await insertLibraryMember(tx, orgId, {
      picName: '',
      name: student.name.slice(0, 100),
      vedanId: student.vedanId,
      seatNo: seatLabel,
      fees: hold.amount,
      time: hold.shift,
      joiningDate: hold.startDate,
    }));
  // The seat stops being held and is booked in one step, so no other booking comes between.
  await tx.delete(seatHolds).where(eq(seatHolds.id, hold.id));
  await insertBooking(tx, {
    orgId,
    shift: hold.shift,
    layout: hold.layout,
    seatNumber: hold.seatNumber,
    tableNo: hold.layout === 'tables' ? hold.seatTable : 1,
    memberId: member.memberId,
    joinedMemberId: member.id,
    planDetails: hold.planName,
    startDate: hold.startDate,
    expiryDate: hold.expiryDate,
    paymentMethod: 'Online',
    paidAmount: amount,
    dueAmount: '0',
    nextBillDate: addMonths(hold.startDate, 1),
    bookedBy: hold.userId,
  });
  const paidOn = libraryToday();
  const month = hold.startDate < member.joiningDate ? member.joiningDate : hold.startDate;
  const [payment] = await tx
    .insert(feePayments)
    .values({
      orgId,
      memberId: member.id,
      month: monthStart(monthOf(month)),
      amount,
      paidOn,
      method: 'Online',
      invoiceNo: await issueInvoiceNumber(tx, orgId, LIBRARY_FEE_RECEIPTS, paidOn),
    })
    .returning({ id: feePayments.id });
  if (!payment) throw new Error('The fee payment was not saved.');
  return payment.id;
}

/**
 * A seat held online is paid like a fee (decision 0360): the target is the hold. Reporting its
 * UTR keeps the hold past its 15 minutes until the desk decides; confirming books the seat,
 * rejecting frees it.
 */
export const seatHoldPayable: Payable = {
  kind: 'seat-hold',
  api: paymentsApi.seatHolds,
  async owed(tx, orgId, { target, period }) {
    if (period !== '') return null;
    const hold = await lockedHold(tx, orgId, target);
    return hold ? { amount: hold.amount, reference: seatHoldNumber(hold.id) } : null;
  },
  async ownerOrg(db, vedanId, { target }) {
    if (!vedanId) return null;
    const [hold] = await db
      .select({ orgId: seatHolds.orgId })
      .from(seatHolds)
      .innerJoin(users, eq(users.id, seatHolds.userId))
      .where(and(eq(seatHolds.id, target), sql`upper(${users.vedanId}) = ${vedanId.toUpperCase()}`))
      .limit(1);
    return hold?.orgId ?? null;
  },
  async payer(db, orgId, { target }) {
    const [row] = await db
      .select({ name: users.fullname, email: users.email, phone: users.phoneNumber })
      .from(seatHolds)
      .innerJoin(users, eq(users.id, seatHolds.userId))
      .where(and(eq(seatHolds.orgId, orgId), eq(seatHolds.id, target)))
      .limit(1);
    return row ? { name: row.name, email: row.email, phone: row.phone ?? '' } : null;
  },
  memberPage: '/library/dashboard',
  settle: (tx, orgId, { target }, amount) => confirmHold(tx, orgId, target, amount),
  async reported(tx, orgId, { target }) {
    await tx
      .update(seatHolds)
      .set({ reportedAt: new Date() })
      .where(and(eq(seatHolds.orgId, orgId), eq(seatHolds.id, target)));
  },
  async rejected(tx, orgId, { target }) {
    await tx.delete(seatHolds).where(and(eq(seatHolds.orgId, orgId), eq(seatHolds.id, target)));
  },
};
