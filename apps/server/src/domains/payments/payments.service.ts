import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  UTR_MESSAGES,
  owedPayLink,
  type AmountOwed,
  type FeePayState,
  type Payment,
  type PaymentKind,
  type UtrPaymentsApi,
} from '@vedann/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import type { DueReminder } from '../reminders/reminders.service';
import { payments } from './payments.table';
import { readUpiSettings } from './upi.service';

/** What a payment pays: a fee's id (a library: the member's) and the month ('' for one row). */
export interface PaymentTarget {
  target: string;
  period: string;
}

/**
 * A kind of fee a member pays by UPI, as its area keeps it (decision 0343): the gym's fee rows,
 * the library's member-months. The payments area records the UTR; the area says what is owed
 * and marks the fee paid.
 */
export interface Payable {
  kind: PaymentKind;
  api: UtrPaymentsApi;
  /**
   * What the business's fee owes now (amount 0 when nothing), locking the fee's row for the
   * transaction; null when the business has no such fee.
   */
  owed(tx: Tx, orgId: string, at: PaymentTarget): Promise<AmountOwed | null>;
  /** The business whose fee this is, when the account (its Vedan ID) is the fee's member. */
  ownerOrg(db: Db, vedanId: string, at: PaymentTarget): Promise<string | null>;
  /** Marks the fee paid by `amount` (rupees) on `day`; the id of a receipt it made, if any. */
  settle(tx: Tx, orgId: string, at: PaymentTarget, amount: string): Promise<string | null>;
  /** Who pays the fee, for a gateway's pay link (decision 0354); null when not found. */
  payer(db: Db, orgId: string, at: PaymentTarget): Promise<Payer | null>;
  /** The member's own page (the app's path), where a gateway sends them back after paying. */
  memberPage: string;
  /** In the report's transaction: a fee that lapses unpaid (a seat hold) then waits for the desk. */
  reported?(tx: Tx, orgId: string, at: PaymentTarget): Promise<void>;
  /** In a rejection's transaction: a fee that exists only to be paid (a seat hold) then goes. */
  rejected?(tx: Tx, orgId: string, at: PaymentTarget): Promise<void>;
  /**
   * The message a receipt this kind of fee issued sends its member (decision 0359), or null
   * when the receipt is not found: the kit sends it after the payment's transaction, once per
   * channel, keyed by the receipt. A kind without it sends none.
   */
  receiptMessage?(db: Db, orgId: string, receiptId: string): Promise<ReceiptMessage | null>;
}

/** A receipt's message: the once-only record's kind, and the message on each channel. */
export interface ReceiptMessage {
  kind: string;
  /** The receipt's number (the period of its click-to-chat record). */
  receiptNo: string;
  message: DueReminder;
}

/** The member a gateway's pay link is for: what is known of them ('' when not). */
export interface Payer {
  name: string;
  email: string;
  /** Ten digits, or ''. */
  phone: string;
}

type PaymentRow = typeof payments.$inferSelect;

/** The receipt a confirmed payment issued, read after its transaction (null: none). */
export async function receiptOfPayment(db: Db, orgId: string, paymentId: string) {
  const [row] = await db
    .select({ receiptId: payments.receiptId })
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.id, paymentId)))
    .limit(1);
  return row?.receiptId ?? null;
}

export const toPayment = (row: PaymentRow): Payment => ({
  _id: row.id,
  kind: row.kind,
  target: row.targetId,
  period: row.period,
  amount: Number(row.amount).toFixed(2),
  utr: row.utr,
  status: row.status,
  reference: row.reference,
  source: row.source,
  gatewayPaymentId: row.gatewayPaymentId ?? '',
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? '',
});

/** An insert or update that reused a UTR, or reported a fee a second time, answers 409. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'payments_org_utr_key')) throw conflict(UTR_MESSAGES.used);
    if (isUniqueViolation(error, 'payments_org_target_reported_key')) {
      throw conflict(UTR_MESSAGES.pending);
    }
    throw error;
  }
}

/** The fee's amount owed, or 409 when nothing is (a fee not found is 404). */
export async function owedNow(tx: Tx, payable: Payable, orgId: string, at: PaymentTarget) {
  const owed = await payable.owed(tx, orgId, at);
  if (!owed) throw notFound(UTR_MESSAGES.feeNotFound);
  const amount = Number(owed.amount);
  if (!(amount > 0)) throw conflict(UTR_MESSAGES.notOwed);
  return { amount: amount.toFixed(2), reference: owed.reference };
}

/** The desk marks a fee paid with a UTR: the payment is confirmed at once. */
export function recordUtrPayment(
  db: Db,
  payable: Payable,
  orgId: string,
  userId: string,
  input: PaymentTarget & { utr: string },
): Promise<Payment> {
  const at = { target: input.target, period: input.period };
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const owed = await owedNow(tx, payable, orgId, at);
      const [waiting] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(targetIs(orgId, payable.kind, at), eq(payments.status, 'reported')))
        .limit(1);
      if (waiting) throw conflict(UTR_MESSAGES.pending);
      const receiptId = await payable.settle(tx, orgId, at, owed.amount);
      const [row] = await tx
        .insert(payments)
        .values({
          orgId,
          kind: payable.kind,
          targetId: at.target,
          period: at.period,
          amount: owed.amount,
          utr: input.utr,
          status: 'confirmed',
          reference: owed.reference,
          createdBy: userId,
          decidedBy: userId,
          decidedAt: new Date(),
          receiptId,
        })
        .returning();
      if (!row) throw new Error('The payment was not saved.');
      return toPayment(row);
    }),
  );
}

/** The member reports the UTR of their own fee; it waits for the desk. */
export async function reportUtrPayment(
  db: Db,
  payable: Payable,
  user: { id: string; vedanId: string },
  input: PaymentTarget & { utr: string },
): Promise<Payment> {
  const at = { target: input.target, period: input.period };
  // Another's fee and no fee at all answer alike, so the route tells nothing of other members.
  const orgId = await payable.ownerOrg(db, user.vedanId, at);
  if (!orgId) throw notFound(UTR_MESSAGES.feeNotFound);
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const owed = await owedNow(tx, payable, orgId, at);
      const [row] = await tx
        .insert(payments)
        .values({
          orgId,
          kind: payable.kind,
          targetId: at.target,
          period: at.period,
          amount: owed.amount,
          utr: input.utr,
          status: 'reported',
          reference: owed.reference,
          createdBy: user.id,
        })
        .returning();
      if (!row) throw new Error('The payment was not saved.');
      await payable.reported?.(tx, orgId, at);
      return toPayment(row);
    }),
  );
}

/**
 * The desk confirms a reported payment (the fee is marked paid by what is still owed, at most
 * the amount reported) or rejects it (the member may report again).
 */
export function decidePayment(
  db: Db,
  payable: Payable,
  orgId: string,
  userId: string,
  paymentId: string,
  decision: 'confirm' | 'reject',
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(eq(payments.orgId, orgId), eq(payments.kind, payable.kind), eq(payments.id, paymentId)),
      )
      .for('update');
    if (!payment) throw notFound(UTR_MESSAGES.notFound);
    if (payment.status !== 'reported') throw conflict(UTR_MESSAGES.decided);
    let receiptId: string | null = null;
    let amount = payment.amount;
    if (decision === 'confirm') {
      const at = { target: payment.targetId, period: payment.period };
      const owed = await owedNow(tx, payable, orgId, at);
      amount = Math.min(Number(owed.amount), Number(payment.amount)).toFixed(2);
      receiptId = await payable.settle(tx, orgId, at, amount);
    } else {
      await payable.rejected?.(tx, orgId, { target: payment.targetId, period: payment.period });
    }
    const [row] = await tx
      .update(payments)
      .set({
        status: decision === 'confirm' ? 'confirmed' : 'rejected',
        amount,
        decidedBy: userId,
        decidedAt: new Date(),
        receiptId,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (!row) throw new Error('The payment was not saved.');
    return toPayment(row);
  });
}

function targetIs(orgId: string, kind: PaymentKind, at: PaymentTarget) {
  return and(
    eq(payments.orgId, orgId),
    eq(payments.kind, kind),
    eq(payments.targetId, at.target),
    eq(payments.period, at.period),
  );
}

const keyOf = (at: PaymentTarget) => `${at.target}/${at.period}`;

/**
 * How each of a business's fees stands for payment by UPI: its pay link while something is owed
 * (and the business has UPI details) and its latest UTR payment, for screens listing fees.
 */
export async function feePayStates(
  db: Db,
  orgId: string,
  kind: PaymentKind,
  fees: readonly (PaymentTarget & AmountOwed)[],
): Promise<Map<string, FeePayState>> {
  const states = new Map<string, FeePayState>();
  if (fees.length === 0) return states;
  const [upi, rows] = await Promise.all([
    readUpiSettings(db, orgId),
    db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orgId, orgId),
          eq(payments.kind, kind),
          inArray(payments.targetId, [...new Set(fees.map((fee) => fee.target))]),
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id)),
  ]);
  for (const fee of fees) {
    const latest = rows.find((row) => row.targetId === fee.target && row.period === fee.period);
    states.set(keyOf(fee), {
      owed: owedRupees(fee.amount),
      payLink: owedPayLink(upi, fee),
      payment: latest ? toPayment(latest) : null,
    });
  }
  return states;
}

/** An amount owed in rupees with two decimals, '0.00' for nothing (or less). */
const owedRupees = (amount: number | string) => Math.max(0, Number(amount)).toFixed(2);

/** The state `feePayStates` gave one fee. */
export const payStateOf = (states: Map<string, FeePayState>, at: PaymentTarget): FeePayState =>
  states.get(keyOf(at)) ?? { owed: '0.00', payLink: null, payment: null };

/** The UTR of the confirmed payment that made a receipt (a library's fee payment), if any. */
export async function utrOfReceipt(db: Db, orgId: string, receiptId: string): Promise<string> {
  const [row] = await db
    .select({ utr: payments.utr })
    .from(payments)
    .where(
      and(
        eq(payments.orgId, orgId),
        eq(payments.receiptId, receiptId),
        eq(payments.status, 'confirmed'),
      ),
    )
    .limit(1);
  return row?.utr ?? '';
}
