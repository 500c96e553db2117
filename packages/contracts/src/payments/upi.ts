import { z } from 'zod';
import { fromUnits, toUnits } from '../common/money';

/**
 * A business's UPI ID (its virtual payment address, VPA) and the name its members' UPI apps show
 * as the payee (issue 32, item 1). Members pay through a `upi://pay` link built from them; no
 * money passes through Vedann.
 */

/** `name@handle`: the name as banks issue it, the handle of the payment app or bank. */
const UPI_ID_PATTERN = /^[a-z0-9._-]{2,256}@[a-z0-9]{2,64}$/;

/** The payee name's longest form; UPI apps cut longer names. */
export const PAYEE_NAME_MAX = 50;

export const UPI_MESSAGES = {
  upiId: 'Enter a UPI ID like name@bank.',
  payeeName: 'Enter the payee name.',
  payeeNameLong: `The payee name may have at most ${PAYEE_NAME_MAX} characters.`,
  saved: 'UPI details saved.',
} as const;

/** A UPI ID as people type it: spaces around it dropped, lower-cased (UPI IDs ignore case). */
export const upiIdSchema = z
  .string({ error: UPI_MESSAGES.upiId })
  .trim()
  .toLowerCase()
  .regex(UPI_ID_PATTERN, UPI_MESSAGES.upiId);

export function isUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value);
}

/** What the owner saves: both fields are required. */
export const upiSettingsInputSchema = z.object({
  upiId: upiIdSchema,
  payeeName: z
    .string({ error: UPI_MESSAGES.payeeName })
    .trim()
    .min(1, UPI_MESSAGES.payeeName)
    .max(PAYEE_NAME_MAX, UPI_MESSAGES.payeeNameLong),
});
export type UpiSettingsInput = z.input<typeof upiSettingsInputSchema>;

export const upiSettingsSchema = z.object({
  upiId: z.string(),
  payeeName: z.string(),
  updatedAt: z.string(),
});
export type UpiSettings = z.infer<typeof upiSettingsSchema>;

/** What one pay link asks for. */
export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** Rupees: a number, or decimal text as money travels (`'123.5'`); above zero. */
  amount: number | string;
  /** What the member's app shows beside the payment: the invoice or fee number. */
  note: string;
  /** The business's own reference for the payment (the same number), for matching it later. */
  reference: string;
}

/**
 * The `upi://pay` link a member's UPI app opens with everything filled in (NPCI's UPI linking
 * specification): payee address and name, the amount in rupees with two decimals, INR, the note
 * and the reference, each value percent-encoded. Amounts are counted in paise, never floats; an
 * amount that is not finite, or not above zero once in paise, is refused with a RangeError.
 */
export function upiPayUri(payment: UpiPayment): string {
  const { amount } = payment;
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`A UPI payment needs a finite amount, not ${amount}.`);
  }
  let paise: bigint;
  try {
    paise = toUnits(amount, 2);
  } catch {
    throw new RangeError(`Not an amount of rupees: ${String(amount)}.`);
  }
  if (paise <= 0n) throw new RangeError(`A UPI payment needs an amount above zero: ${amount}.`);
  const fields: [string, string][] = [
    ['pa', payment.upiId],
    ['pn', payment.payeeName],
    ['am', fromUnits(paise, 2)],
    ['cu', 'INR'],
    ['tn', payment.note],
    ['tr', payment.reference],
  ];
  return `upi://pay?${fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
