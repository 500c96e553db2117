import { z } from 'zod';
import { fromUnits, toUnits } from '../common/money';
import { upiPayUri } from './upi';

/**
 * A fee paid by UPI and the UTR that proves it (issue 32, item 1): the desk marks a fee paid
 * with the payment's UTR, or the member reports the UTR from their own page and the desk then
 * confirms or rejects it. The UTR (unique transaction reference) is the 12-digit number every
 * UPI app shows for a payment.
 */

export const UTR_MESSAGES = {
  utr: 'Enter the 12-digit UTR from the payment.',
  used: 'This UTR was already used for another payment.',
  notOwed: 'Nothing is owed on this fee.',
  pending: 'A payment is already reported for this fee, waiting for the desk.',
  decided: 'This payment was already confirmed or rejected.',
  notFound: 'Payment not found.',
  feeNotFound: 'Fee not found.',
  recorded: 'Fee marked paid with the UTR.',
  reported: 'Payment reported. The desk will confirm it.',
  confirmed: 'Payment confirmed. The fee is paid.',
  rejected: 'Payment rejected.',
} as const;

/** Exactly 12 digits, spaces around it dropped (as UPI apps show it, copied). */
export const utrSchema = z
  .string({ error: UTR_MESSAGES.utr })
  .trim()
  .regex(/^\d{12}$/, UTR_MESSAGES.utr);

/**
 * What can be paid: a gym's fee row, one month of a library member's fee, a seat a student
 * holds online (decision 0360), or a month's bill of an ahar's tiffin member (decision 0366).
 */
export const PAYMENT_KINDS = ['gym-fee', 'library-fee', 'seat-hold', 'tiffin-bill'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A UTR reported by the member waits for the desk, which confirms or rejects it. */
export const PAYMENT_STATUSES = ['reported', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a payment pays: the fee's id (a library: the member's id) and, for a library, the month
 * (`YYYY-MM`; '' for a gym fee, which is one row).
 */
export const paymentTargetSchema = z.object({
  target: z.string({ error: UTR_MESSAGES.feeNotFound }).regex(/^[0-9a-f]{24}$/, {
    error: UTR_MESSAGES.feeNotFound,
  }),
  period: z
    .union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)], {
      error: UTR_MESSAGES.feeNotFound,
    })
    .default(''),
});

/** The desk's "mark paid with UTR", and the member's report: the fee and the UTR. */
export const utrPaymentInputSchema = paymentTargetSchema.extend({ utr: utrSchema });
export type UtrPaymentInput = z.input<typeof utrPaymentInputSchema>;

/** How a payment came: a UTR the desk or member entered, or a gateway's webhook. */
export const PAYMENT_SOURCES = ['utr', 'razorpay'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export const PAYMENT_DECISIONS = ['confirm', 'reject'] as const;
export const paymentDecisionSchema = z.object({
  decision: z.enum(PAYMENT_DECISIONS, { error: 'Choose confirm or reject.' }),
});

export const paymentSchema = z.object({
  _id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  target: z.string(),
  period: z.string(),
  /** Rupees with two decimals, as text. */
  amount: z.string(),
  /** The UTR; of an online payment, the UPI RRN when it was paid by UPI, else ''. */
  utr: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** The fee or invoice number the pay link carried. */
  reference: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  /** The gateway's id of an online payment ('' for a UTR one). */
  gatewayPaymentId: z.string(),
  /** When the member reported it, or the desk recorded it. */
  createdAt: z.string(),
  /** When the desk confirmed or rejected it ('' while reported). */
  decidedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A `upi://pay` link for an amount owed, with what it was built from. */
export const payLinkSchema = z.object({
  uri: z.string(),
  /** Rupees with two decimals. */
  amount: z.string(),
  /** The fee or invoice number: the link's note and reference. */
  reference: z.string(),
  upiId: z.string(),
  payeeName: z.string(),
});
export type PayLink = z.infer<typeof payLinkSchema>;

/**
 * How a fee stands for payment by UPI: the link while something is owed and the business has
 * UPI details, and the latest UTR payment towards it (reported, confirmed or rejected).
 */
export const feePayStateSchema = z.object({
  /** What is owed now, in rupees with two decimals ('0.00' when nothing, or not in rupees). */
  owed: z.string(),
  payLink: payLinkSchema.nullable(),
  payment: paymentSchema.nullable(),
});
export type FeePayState = z.infer<typeof feePayStateSchema>;

/** What is owed, and under which number. */
export interface AmountOwed {
  /** Rupees: a number or decimal text; nothing is owed at 0 or below. */
  amount: number | string;
  /** The invoice or fee number. */
  reference: string;
}

/**
 * What a member owes, as a pay link: the one place every screen, PDF and e-mail gets it from.
 * Null when the business has no UPI details or nothing is owed; the fee or invoice number is the
 * link's note and its reference.
 */
export function owedPayLink(
  upi: { upiId: string; payeeName: string } | null,
  owed: AmountOwed,
): PayLink | null {
  if (!upi) return null;
  const paise = toUnits(owed.amount, 2);
  if (paise <= 0n) return null;
  const amount = fromUnits(paise, 2);
  return {
    uri: upiPayUri({
      upiId: upi.upiId,
      payeeName: upi.payeeName,
      amount,
      note: owed.reference,
      reference: owed.reference,
    }),
    amount,
    reference: owed.reference,
    upiId: upi.upiId,
    payeeName: upi.payeeName,
  };
}
