import { z } from 'zod';
import { MONTH_NAMES as MONTHS } from '../common/months';
import { calendarDateSchema } from '../common/date';
import { PAYMENT_METHODS } from './seats';
import { feePayStateSchema } from '../payments/utr';
import { whatsAppOfferSchema } from '../messages/channels';

/** The Fee Card (spec 02 sections 3, 5 and 7) and, beyond the spec, each member's monthly fee. */

export const FEE_MESSAGES = {
  month: 'Choose a month from January to December.',
  year: 'Year must be between 2000 and 2100.',
  number: (field: string) => `${field} must be a number.`,
  updated: 'Fees updated.',
  // Spec 02 section 8: the client logs 'Failed to update' and the server's message.
  failedPrefix: 'Failed to update',
  planSaved: 'Fee plan saved.',
  planRow: 'The fee plan has the rows Monthly and Anyplan.',
  student: 'Student must be a whole number of students.',
  fees: 'Fees must be a valid amount.',
  paymentSaved: 'Payment recorded.',
  paymentAmount: 'Amount must be more than 0, with at most two decimals.',
  paymentMonth: 'Month must be YYYY-MM.',
  paymentMethod: 'Payment method is required: Cash, Card or Online.',
  paidOn: 'Payment date must be a real date (YYYY-MM-DD).',
  beforeJoining: 'That month is before the member joined.',
  overpaid: (due: string) => `This is more than the ${due} still due for that month.`,
  paymentNotFound: 'Payment not found.',
  paymentRemoved: 'Payment removed.',
} as const;

/** Spec 02 section 5: the numeric columns keep only digits, dot and minus. */
export function keepNumeric(value: string): string {
  return value.replace(/[^0-9.-]/g, '');
}

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

/** A numeric fee-card cell: stripped to digits, dot and minus; empty is 0 (spec: empty P/L is 0). */
const numericCell = (field: string) =>
  z
    .union([z.number(), z.string()], { error: FEE_MESSAGES.number(field) })
    .default('')
    .transform((value, ctx) => {
      const kept = typeof value === 'number' ? String(value) : keepNumeric(value);
      if (kept === '') return '0';
      if (!/^-?\d{1,10}(\.\d{1,2})?$/.test(kept)) {
        ctx.addIssue({ code: 'custom', message: FEE_MESSAGES.number(field) });
        return z.NEVER;
      }
      return String(Number(kept));
    });

export const feeMonthDataSchema = z.object({
  Enquiry: text(100),
  Applied: text(100),
  Learning: text(100),
  FeesCovered: numericCell('FeesCovered'),
  LeftFees: numericCell('LeftFees'),
  'P/L': numericCell('P/L'),
});

/** `POST /api/update-fees`: one month's six fields. `year` is ours (default: this year). */
export const updateFeesInputSchema = z.object({
  month: z.enum(MONTHS, { error: FEE_MESSAGES.month }),
  year: z.coerce
    .number({ error: FEE_MESSAGES.year })
    .int()
    .min(2000, FEE_MESSAGES.year)
    .max(2100, FEE_MESSAGES.year)
    .optional(),
  data: feeMonthDataSchema,
});
export type UpdateFeesInput = z.input<typeof updateFeesInputSchema>;

export const feeMonthSchema = z.object({
  month: z.enum(MONTHS),
  Enquiry: z.string(),
  Applied: z.string(),
  Learning: z.string(),
  FeesCovered: z.number(),
  LeftFees: z.number(),
  'P/L': z.number(),
});

export const FEE_PLAN_ROWS = ['Monthly', 'Anyplan'] as const;

export const feePlanInputSchema = z.object({
  rows: z
    .array(
      z.object({
        plan: z.enum(FEE_PLAN_ROWS, { error: FEE_MESSAGES.planRow }),
        Student: z.coerce
          .number({ error: FEE_MESSAGES.student })
          .int(FEE_MESSAGES.student)
          .min(0, FEE_MESSAGES.student)
          .max(1_000_000, FEE_MESSAGES.student),
        Fees: z.coerce
          .number({ error: FEE_MESSAGES.fees })
          .min(0, FEE_MESSAGES.fees)
          .max(99_999_999, FEE_MESSAGES.fees)
          .multipleOf(0.01, FEE_MESSAGES.fees),
      }),
    )
    .length(2, FEE_MESSAGES.planRow)
    .refine((rows) => new Set(rows.map((row) => row.plan)).size === 2, FEE_MESSAGES.planRow),
});

export const feePlanRowSchema = z.object({
  plan: z.enum(FEE_PLAN_ROWS),
  Student: z.number(),
  Fees: z.number(),
});

/** A month of a member's fee: Paid, Partly paid or Due. */
export const FEE_STATUSES = ['Paid', 'Partly paid', 'Due'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export function feeStatus(fee: number, paid: number): FeeStatus {
  if (paid >= fee) return 'Paid';
  return paid > 0 ? 'Partly paid' : 'Due';
}

export const feePaymentInputSchema = z.object({
  month: z
    .string({ error: FEE_MESSAGES.paymentMonth })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FEE_MESSAGES.paymentMonth),
  amount: z
    .union([z.number(), z.string()], { error: FEE_MESSAGES.paymentAmount })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine(
      (value) => /^\d{1,8}(\.\d{1,2})?$/.test(value) && Number(value) > 0,
      FEE_MESSAGES.paymentAmount,
    ),
  paidOn: calendarDateSchema(FEE_MESSAGES.paidOn),
  method: z.enum(PAYMENT_METHODS, { error: FEE_MESSAGES.paymentMethod }),
});
export type FeePaymentInput = z.input<typeof feePaymentInputSchema>;

export const feePaymentSchema = z.object({
  _id: z.string(),
  month: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** The receipt's number, per library and financial year (`VS/26-27/000123`, decision 0349). */
  receiptNo: z.string(),
  /**
   * The receipt's "Send on WhatsApp" (decision 0359), in the payment's answer: null when the
   * member has no phone.
   */
  whatsapp: whatsAppOfferSchema.nullable().optional(),
});

export const memberFeeMonthSchema = z.object({
  month: z.string(),
  fee: z.number(),
  paid: z.number(),
  due: z.number(),
  status: z.enum(FEE_STATUSES),
  payments: z.array(feePaymentSchema),
  /** The UPI pay link and the latest UTR payment of the month (issue 32). */
  pay: feePayStateSchema.optional(),
});
export type MemberFeeMonth = z.infer<typeof memberFeeMonthSchema>;

export const feesDueRowSchema = z.object({
  memberId: z.string(),
  memberCode: z.string(),
  name: z.string(),
  vedanId: z.string(),
  month: z.string(),
  fee: z.number(),
  paid: z.number(),
  due: z.number(),
  status: z.enum(FEE_STATUSES),
  /** The month's UPI pay link and latest UTR payment (issue 32). */
  pay: feePayStateSchema.optional(),
  /**
   * "Send on WhatsApp": the click-to-chat link with the fee-due message in the member's
   * language, and when the desk last sent it; null for a member without a phone (decision 0359).
   */
  whatsapp: whatsAppOfferSchema.nullable().optional(),
});

export const feesDueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only this month (YYYY-MM); without it, every month up to this one. */
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, FEE_MESSAGES.paymentMonth)
    .optional(),
});
