import { z } from 'zod';
import { COMPANY_AREA_MESSAGES } from './company-area';

/** One month's share price (the closing price the company enters), in rupees. */
export const sharePriceInputSchema = z.object({
  month: z
    .string({ error: COMPANY_AREA_MESSAGES.month })
    .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, COMPANY_AREA_MESSAGES.month),
  price: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.sharePrice })
    .min(0, COMPANY_AREA_MESSAGES.sharePrice)
    .max(1_000_000, COMPANY_AREA_MESSAGES.sharePrice),
});
export type SharePriceInput = z.input<typeof sharePriceInputSchema>;
export const sharePriceSchema = z.object({
  _id: z.string(),
  month: z.string(),
  price: z.number(),
});
export type SharePrice = z.infer<typeof sharePriceSchema>;
