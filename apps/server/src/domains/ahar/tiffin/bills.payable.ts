import { and, eq } from 'drizzle-orm';
import { paymentsApi, todayInIndia } from '@vedann/contracts';
import { users } from '../../accounts/users.table';
import { issueInvoiceNumber, type InvoiceSeries, type Payable } from '../../payments';
import { aharRegularMembers } from '../people/regular-members.table';
import { tiffinReceipt, TIFFIN_MEMBER_PAGE } from './bills.messages';
import { tiffinBillOwing } from './bills.service';
import { tiffinBills } from './bills.table';

/** The receipts of tiffin bills: one series per ahar and financial year (decision 0349). */
export const TIFFIN_BILL_RECEIPTS: InvoiceSeries = { name: 'tiffin-bill', fallbackPrefix: 'TF' };

/**
 * A tiffin bill is what a tiffin member pays (decision 0366): the target is the bill, paid
 * whole; marking it paid sets Paid, today's date and the receipt's number, and the bill is then
 * its receipt (printed with the UTR).
 */
export const tiffinBillPayable: Payable = {
  kind: 'tiffin-bill',
  api: paymentsApi.tiffinBills,
  async owed(tx, orgId, { target, period }) {
    if (period) return null;
    const [bill] = await tx
      .select()
      .from(tiffinBills)
      .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.id, target)))
      .for('update');
    return bill ? tiffinBillOwing(bill) : null;
  },
  async ownerOrg(db, vedanId, { target, period }) {
    if (period || !vedanId) return null;
    const [row] = await db
      .select({ orgId: tiffinBills.orgId })
      .from(tiffinBills)
      .innerJoin(aharRegularMembers, eq(aharRegularMembers.id, tiffinBills.memberId))
      .where(and(eq(tiffinBills.id, target), eq(aharRegularMembers.vedanId, vedanId.toUpperCase())))
      .limit(1);
    return row?.orgId ?? null;
  },
  async payer(db, orgId, { target }) {
    const [row] = await db
      .select({
        name: aharRegularMembers.name,
        email: aharRegularMembers.email,
        accountEmail: users.email,
        phone: aharRegularMembers.phone,
      })
      .from(tiffinBills)
      .innerJoin(aharRegularMembers, eq(aharRegularMembers.id, tiffinBills.memberId))
      .leftJoin(users, eq(users.vedanId, aharRegularMembers.vedanId))
      .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.id, target)))
      .limit(1);
    if (!row) return null;
    // A gateway asks for ten digits; the ahar keeps the phone in E.164.
    const tenDigits = row.phone.startsWith('+91') ? row.phone.slice(3) : '';
    return { name: row.name, email: row.email || (row.accountEmail ?? ''), phone: tenDigits };
  },
  memberPage: TIFFIN_MEMBER_PAGE,
  async settle(tx, orgId, { target }) {
    const paidOn = todayInIndia();
    await tx
      .update(tiffinBills)
      .set({
        status: 'Paid',
        paidOn,
        receiptNo: await issueInvoiceNumber(tx, orgId, TIFFIN_BILL_RECEIPTS, paidOn),
      })
      .where(and(eq(tiffinBills.orgId, orgId), eq(tiffinBills.id, target)));
    return target;
  },
  receiptMessage: tiffinReceipt,
};
