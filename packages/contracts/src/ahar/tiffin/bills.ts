import { z } from 'zod';
import { whatsAppOfferSchema } from '../../messages/channels';
import { feePayStateSchema } from '../../payments/utr';

/**
 * A tiffin member's bill (issue 32 item 1, decision 0366): one per regular member and month,
 * at the member's monthly amount when it is made, paid by UPI with its UTR like any fee.
 */
export const TIFFIN_BILL_STATUSES = ['Due', 'Paid'] as const;
export type TiffinBillStatus = (typeof TIFFIN_BILL_STATUSES)[number];

export const TIFFIN_BILL_MESSAGES = {
  empty: 'No tiffin bills yet.',
  notFound: 'Tiffin bill not found.',
  month: 'Choose a month as YYYY-MM.',
  status: 'Choose Due or Paid.',
} as const;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const tiffinBillsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(TIFFIN_BILL_STATUSES, { error: TIFFIN_BILL_MESSAGES.status }).optional(),
  /** Only this month (YYYY-MM). */
  month: z.string().trim().regex(MONTH_PATTERN, TIFFIN_BILL_MESSAGES.month).optional(),
});

/** The number a bill is paid under: the pay link's note and reference. */
export const tiffinBillNumber = (billId: string, month: string) =>
  `TF-${month.replace('-', '')}-${billId.slice(-6).toUpperCase()}`;

export const tiffinBillSchema = z.object({
  _id: z.string(),
  /** The regular member's record id. */
  memberId: z.string(),
  name: z.string(),
  /** YYYY-MM */
  month: z.string(),
  /** Rupees with two decimals. */
  amount: z.string(),
  /** Rupees with two decimals: all of the amount once paid, else 0.00. */
  paid: z.string(),
  status: z.enum(TIFFIN_BILL_STATUSES),
  /** The day it was paid ('' while due). */
  paidOn: z.string(),
  /** The receipt's number, issued when it is paid ('' while due). */
  receiptNo: z.string(),
  /** The number the pay link carries. */
  reference: z.string(),
  /** The UPI pay link while owed, and the latest UTR payment. */
  pay: feePayStateSchema,
  /**
   * The desk's "Send on WhatsApp": the bill-due message while due, the receipt once paid; null
   * for a member without a phone. Left out of the member's own bills.
   */
  whatsapp: whatsAppOfferSchema.nullable().optional(),
});
export type TiffinBill = z.infer<typeof tiffinBillSchema>;

/** A member's own bills at one ahar, newest month first. */
export const myTiffinBillsSchema = z.object({
  ahar: z.object({ _id: z.string(), name: z.string() }),
  /** Rupees with two decimals still owed across the bills. */
  owed: z.string(),
  bills: z.array(tiffinBillSchema),
});
export type MyTiffinBills = z.infer<typeof myTiffinBillsSchema>;
