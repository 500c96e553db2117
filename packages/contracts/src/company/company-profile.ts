import { z } from 'zod';
import { optionalPhoneInputSchema } from '../common/phone';
import { TAX_ID_MESSAGES, isGstin } from '../common/tax-ids';
import { companyInputSchema } from '../jobs/company';
import { BUSINESS_TYPES, CERTIFICATE_PRESETS, COMPANY_AREA_MESSAGES } from './company-area';
import { optionalText } from './fields';

/** The company's full profile (spec 04 sections 3, 7 and 8) and its certificates. */

export const companyContactSchema = z.object({
  phone: optionalPhoneInputSchema(COMPANY_AREA_MESSAGES.contactPhone).default(''),
  email: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      COMPANY_AREA_MESSAGES.contactEmail,
    )
    .default(''),
  website: companyInputSchema.shape.website,
  address: optionalText(300, COMPANY_AREA_MESSAGES.contactAddress),
});
export type CompanyContact = z.output<typeof companyContactSchema>;

export const foundersSchema = z
  .array(
    z
      .string({ error: COMPANY_AREA_MESSAGES.founderName })
      .trim()
      .min(1, COMPANY_AREA_MESSAGES.founderName)
      .max(100, COMPANY_AREA_MESSAGES.founderName),
    { error: COMPANY_AREA_MESSAGES.founderRequired },
  )
  .min(1, COMPANY_AREA_MESSAGES.founderRequired)
  .max(20, COMPANY_AREA_MESSAGES.tooManyFounders);

/**
 * `POST /companies` as spec 04 section 7 sends it (userId, name, industry, description, founders,
 * contact and an optional image): a company body that carries `founders` or `contact` is a
 * company profile, and then needs at least one founder. The spec's form has no location, so it
 * may be left out here; the body's userId is not read (the signed-in recruiter registers).
 */
export const companyWithProfileInputSchema = companyInputSchema.extend({
  location: z.string().trim().max(80, 'Location may have at most 80 characters.').default(''),
  founders: foundersSchema,
  contact: companyContactSchema,
});
export type CompanyWithProfileInput = z.input<typeof companyWithProfileInputSchema>;

/** Whether a company body is spec 04's profile (it names founders or contact). */
export const isCompanyProfileBody = (body: Record<string, unknown>): boolean =>
  body.founders !== undefined || body.contact !== undefined;

/**
 * Submit Profile: the job portal's company fields (name, industry, location, description,
 * website) and the area's details table and contact table. In multipart, `founders` and
 * `contact` are JSON texts (spec 04 section 7) and the logo is the file `image`.
 */
export const companyProfileInputSchema = companyInputSchema.extend({
  productNo: optionalText(50, COMPANY_AREA_MESSAGES.productNo),
  gstNo: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => value === '' || isGstin(value), TAX_ID_MESSAGES.gstin)
    .default(''),
  established: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' || (/^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= 2100),
      COMPANY_AREA_MESSAGES.established,
    )
    .default(''),
  founders: foundersSchema,
  contact: companyContactSchema,
  businessType: z.enum(BUSINESS_TYPES, { error: COMPANY_AREA_MESSAGES.businessType }),
});
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;

/**
 * An ahar's Submit Profile: the same form without the industry, which is the job portal's list of
 * developer jobs and means nothing for a food business; one sent anyway is not kept.
 */
export const aharProfileInputSchema = companyProfileInputSchema.extend({
  industry: z
    .unknown()
    .optional()
    .transform(() => '' as const),
});
export type AharProfileInput = z.input<typeof aharProfileInputSchema>;

export const certificateSchema = z.object({
  _id: z.string(),
  businessType: z.enum(BUSINESS_TYPES),
  name: z.string(),
  file: z.string(),
  fileName: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** A certificate's fields; the file travels beside them as `file` (pdf, jpg or png). */
export const certificateInputSchema = z
  .object({
    businessType: z.enum(BUSINESS_TYPES, { error: COMPANY_AREA_MESSAGES.businessType }),
    name: z.string({ error: COMPANY_AREA_MESSAGES.certificateName }).trim(),
  })
  .refine(
    ({ businessType, name }) =>
      (CERTIFICATE_PRESETS[businessType] as readonly string[]).includes(name),
    { message: COMPANY_AREA_MESSAGES.certificateName, path: ['name'] },
  );
export type CertificateInput = z.input<typeof certificateInputSchema>;

export const companyProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  productNo: z.string(),
  gstNo: z.string(),
  established: z.string(),
  founders: z.array(z.string()),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    address: z.string(),
  }),
  businessType: z.enum(BUSINESS_TYPES).nullable(),
  certificates: z.array(certificateSchema),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
