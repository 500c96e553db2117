import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { requiredText, timeOfDaySchema } from '../common/business-time';
import { phoneInputSchema } from '../common/phone';

export const ENQUIRY_PLANS = ['Week Plan', 'Off Plan'] as const;
export type EnquiryPlan = (typeof ENQUIRY_PLANS)[number];

/** Spec 03 sections 5 and 8, word for word where the spec has the words. */
export const ENQUIRY_MESSAGES = {
  mobile: 'Mobile number must be 10 digits',
  amount: 'Amount must be greater than 0',
  name: 'Name is required.',
  address: 'Address is required.',
  plan: 'Choose Week Plan or Off Plan.',
  description: 'Description is required.',
  saveFailed: 'Failed to save enquiry',
  created: 'Enquiry saved.',
  updated: 'Enquiry updated.',
  removed: 'Enquiry deleted.',
  notFound: 'Enquiry not found.',
} as const;

/** The screen's alert for a failed save: 'Error: {message}', the spec's fallback when none. */
export const enquiryErrorText = (message?: string): string =>
  `Error: ${message || ENQUIRY_MESSAGES.saveFailed}`;

/** Rupees with up to two decimals, above 0; kept as a decimal string, never a float. */
const amountSchema = z
  .union([z.number(), z.string().trim()], { error: ENQUIRY_MESSAGES.amount })
  .transform((v) => String(v))
  .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v) && Number(v) > 0, ENQUIRY_MESSAGES.amount);

/** Every field is required (spec 03 section 5). */
export const enquiryInputSchema = z.object({
  date: calendarDateSchema(),
  name: requiredText(ENQUIRY_MESSAGES.name, 100),
  mobile: phoneInputSchema(ENQUIRY_MESSAGES.mobile),
  address: requiredText(ENQUIRY_MESSAGES.address, 300),
  plan: z.enum(ENQUIRY_PLANS, { error: ENQUIRY_MESSAGES.plan }),
  amount: amountSchema,
  followUpDate: calendarDateSchema(),
  followUpTime: timeOfDaySchema(),
  description: requiredText(ENQUIRY_MESSAGES.description, 2000),
});
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

export const enquirySchema = z.object({
  _id: z.string(),
  date: z.string(),
  name: z.string(),
  mobile: z.string(),
  address: z.string(),
  plan: z.enum(ENQUIRY_PLANS),
  amount: z.number(),
  followUpDate: z.string(),
  followUpTime: z.string(),
  description: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryQuerySchema = z.object({ followUpDate: calendarDateSchema().optional() });
