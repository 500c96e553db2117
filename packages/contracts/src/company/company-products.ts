import { z } from 'zod';
import { COMPANY_AREA_MESSAGES, fileUrlSchema } from './company-area';
import { optionalText } from './fields';

/** The Product page's table (spec 04 section 5). */

export const productInputSchema = z.object({
  code: z
    .string({ error: COMPANY_AREA_MESSAGES.productCode })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.productCode)
    .max(30, COMPANY_AREA_MESSAGES.productCode),
  name: z
    .string({ error: COMPANY_AREA_MESSAGES.productName })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.productName)
    .max(120, COMPANY_AREA_MESSAGES.productName),
  use: optionalText(300, COMPANY_AREA_MESSAGES.productUse),
  hsn: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(\d{4}|\d{6}|\d{8})$/.test(value),
      COMPANY_AREA_MESSAGES.hsn,
    )
    .default(''),
  pricePerUnit: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.price })
    .min(0, COMPANY_AREA_MESSAGES.price)
    .max(100_000_000, COMPANY_AREA_MESSAGES.price),
  image: fileUrlSchema,
  description: fileUrlSchema,
});
export type ProductInput = z.input<typeof productInputSchema>;
export const productSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  use: z.string(),
  hsn: z.string(),
  pricePerUnit: z.number(),
  image: z.string(),
  description: z.string(),
});
export type Product = z.infer<typeof productSchema>;
