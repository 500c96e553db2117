import { z } from 'zod';
import { requiredText } from '../../common/business-time';
import { TAX_ID_MESSAGES, isGstin, isPan } from '../../common/tax-ids';
import { emailSchema } from '../../accounts/user';
import { phoneInputSchema } from '../../common/phone';

/** Spec 03 section 9: branch ids, the default gym id and the tax types. */
export const GYM_BRANCH_IDS = ['B1001', 'B1002', 'B1003'] as const;
export const GYM_DEFAULT_ID = '12121';
export const GYM_TAX_TYPES = ['GST', 'VAT', 'Income Tax'] as const;
export type GymTaxType = (typeof GYM_TAX_TYPES)[number];

export const GYM_PROFILE_MESSAGES = {
  image: 'Please upload a valid image file.',
  name: 'Gym name is required.',
  contactNo: 'Contact number must be 10 digits.',
  mainAddress: 'Main address is required.',
  branchId: 'Choose branch B1001, B1002 or B1003.',
  branchname: 'Branch name is required.',
  gymId: 'Gym ID is required.',
  founder: 'Founder is required.',
  address: 'Branch address is required.',
  taxType: 'Choose GST, VAT or Income Tax.',
  taxNo: 'Tax number is required.',
  oneGst: 'A gym has one GSTIN.',
  taxesJson: 'Taxes must be a list of tax type and number.',
  created: 'Gym profile saved.',
  updated: 'Gym profile updated.',
  notFound: 'Gym profile not found.',
  exists: 'This gym already has a profile: update it.',
  none: 'No gym profile yet.',
} as const;

export const gymTaxSchema = z
  .object({
    type: z.enum(GYM_TAX_TYPES, { error: GYM_PROFILE_MESSAGES.taxType }),
    taxNo: z
      .string({ error: GYM_PROFILE_MESSAGES.taxNo })
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().min(1, GYM_PROFILE_MESSAGES.taxNo).max(20, GYM_PROFILE_MESSAGES.taxNo)),
  })
  // Beyond the spec: a GSTIN and a PAN (the Income Tax number) are checked against their formats.
  .superRefine((tax, ctx) => {
    if (tax.type === 'GST' && !isGstin(tax.taxNo))
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: TAX_ID_MESSAGES.gstin });
    if (tax.type === 'Income Tax' && !isPan(tax.taxNo))
      ctx.addIssue({ code: 'custom', path: ['taxNo'], message: TAX_ID_MESSAGES.pan });
  });
export type GymTax = z.infer<typeof gymTaxSchema>;

/**
 * The gym profile (spec 03 section 3). Sent as JSON, or as multipart with the photo in `image`
 * and `taxes` as JSON text (spec 03 section 7).
 */
export const gymProfileInputSchema = z.object({
  name: requiredText(GYM_PROFILE_MESSAGES.name, 150),
  contactNo: phoneInputSchema(GYM_PROFILE_MESSAGES.contactNo),
  mainAddress: requiredText(GYM_PROFILE_MESSAGES.mainAddress, 300),
  email: emailSchema,
  branchId: z.enum(GYM_BRANCH_IDS, { error: GYM_PROFILE_MESSAGES.branchId }).default('B1001'),
  branchname: requiredText(GYM_PROFILE_MESSAGES.branchname, 150),
  gymId: requiredText(GYM_PROFILE_MESSAGES.gymId, 20).default(GYM_DEFAULT_ID),
  founder: requiredText(GYM_PROFILE_MESSAGES.founder, 150),
  address: requiredText(GYM_PROFILE_MESSAGES.address, 300),
  taxes: z
    .array(gymTaxSchema, { error: GYM_PROFILE_MESSAGES.taxesJson })
    .max(10)
    .refine(
      (taxes) => taxes.filter((t) => t.type === 'GST').length <= 1,
      GYM_PROFILE_MESSAGES.oneGst,
    )
    .default([]),
});
export type GymProfileInput = z.input<typeof gymProfileInputSchema>;

export const gymProfileSchema = z.object({
  _id: z.string(),
  vedanId: z.string(),
  name: z.string(),
  contactNo: z.string(),
  mainAddress: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  branchId: z.enum(GYM_BRANCH_IDS),
  branchname: z.string(),
  gymId: z.string(),
  founder: z.string(),
  address: z.string(),
  taxes: z.array(z.object({ type: z.enum(GYM_TAX_TYPES), taxNo: z.string() })),
});
export type GymProfile = z.infer<typeof gymProfileSchema>;
