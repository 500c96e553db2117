import { z } from 'zod';
import { calendarDateSchema } from '../../common/date';
import { feePayStateSchema } from '../../payments/utr';
import { whatsAppOfferSchema } from '../../messages/channels';

/**
 * A gym's fees (spec 03 sections 3, 4, 7 and 9): the stored record (student, feeFrom, feeTo,
 * amount, paymentDate, remark, currency) and the page's row (fees, status, penalty, remark) are
 * one row here, and, beyond the spec, it names a member.
 */

export const GYM_FEE_MESSAGES = {
  member: 'Choose the member this fee is for.',
  memberNotFound: 'Member not found.',
  amount: 'Fees must be 0 or more.',
  penalty: 'Penalty must be 0 or more.',
  status: 'Status is Paid, Notpaid or Halfpaid.',
  currency: 'Currency is USD, EUR, GBP, INR or JPY.',
  feeFrom: 'Fee from must be a real date (YYYY-MM-DD).',
  feeTo: 'Fee to must be a real date (YYYY-MM-DD).',
  feeToBefore: 'Fee to must not be before fee from.',
  paymentDate: 'Payment date must be a real date (YYYY-MM-DD).',
  created: 'Fee added.',
  updated: 'Fee updated.',
  removed: 'Fee removed.',
  notFound: 'Fee not found.',
  invoiceCurrency: 'An invoice is made for fees in INR.',
  noGstin: 'Add the gym’s GSTIN to its profile first: the invoice is issued under it.',
} as const;

/** Spec 03 section 9; the stored value for half paid is Halfpaid. */
export const GYM_FEE_STATUSES = ['Paid', 'Notpaid', 'Halfpaid'] as const;
export type GymFeeStatus = (typeof GYM_FEE_STATUSES)[number];
export const GYM_FEE_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'JPY'] as const;
/** SAC 999723: services of physical well-being (health clubs and fitness centres). */
export const GYM_SAC = '999723';

/** The fee years the page offers: the current year and the 3 before it (newest first). */
export function gymFeeYears(currentYear: number): number[] {
  return [0, 1, 2, 3].map((back) => currentYear - back);
}

const money = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(9_999_999, message)
    .multipleOf(0.01, message);
const optionalDate = (message: string) =>
  z.union([z.literal(''), calendarDateSchema(message)]).default('');

export const gymFeeInputSchema = z
  .object({
    member: z
      .string({ error: GYM_FEE_MESSAGES.member })
      .regex(/^[0-9a-f]{24}$/, GYM_FEE_MESSAGES.member),
    feeFrom: calendarDateSchema(GYM_FEE_MESSAGES.feeFrom),
    feeTo: calendarDateSchema(GYM_FEE_MESSAGES.feeTo),
    /** The row's "fees". Spec 03 section 9 adds a row with amount 100. */
    amount: money(GYM_FEE_MESSAGES.amount).default(100),
    status: z.enum(GYM_FEE_STATUSES, { error: GYM_FEE_MESSAGES.status }).default('Notpaid'),
    penalty: money(GYM_FEE_MESSAGES.penalty).default(0),
    paymentDate: optionalDate(GYM_FEE_MESSAGES.paymentDate),
    remark: z.string().trim().max(300, 'At most 300 characters.').default(''),
    /** The spec's default is USD; an Indian gym's is INR, and the invoice needs INR. */
    currency: z.enum(GYM_FEE_CURRENCIES, { error: GYM_FEE_MESSAGES.currency }).default('INR'),
  })
  .refine((fee) => fee.feeTo >= fee.feeFrom, {
    message: GYM_FEE_MESSAGES.feeToBefore,
    path: ['feeTo'],
  });
export type GymFeeInput = z.input<typeof gymFeeInputSchema>;

export const gymFeeSchema = z.object({
  _id: z.string(),
  member: z.string(),
  /** The member's name (the row's "name", the record's "student"). */
  student: z.string(),
  memberId: z.string(),
  feeFrom: z.string(),
  feeTo: z.string(),
  amount: z.number(),
  status: z.enum(GYM_FEE_STATUSES),
  penalty: z.number(),
  paymentDate: z.string(),
  remark: z.string(),
  currency: z.enum(GYM_FEE_CURRENCIES),
  /** The fee's tax invoice: its number, per gym and financial year (`SF/26-27/000123`), and date. */
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  /** The UPI pay link and the latest UTR payment (issue 32): on the list, one fee, the member's page. */
  pay: feePayStateSchema.optional(),
  /** A paid fee's receipt (its invoice) as "Send on WhatsApp" (decision 0359); null: no mobile. */
  whatsapp: whatsAppOfferSchema.nullable().optional(),
});
export type GymFee = z.infer<typeof gymFeeSchema>;

export const gymFeesQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  member: z
    .string()
    .regex(/^[0-9a-f]{24}$/)
    .optional(),
  status: z.enum(GYM_FEE_STATUSES).optional(),
});
