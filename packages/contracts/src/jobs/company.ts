import { z } from 'zod';
import { JOB_INDUSTRIES } from './job-terms';

/** Spec 01 sections 2.2 and 8: the companies screens, word for word where the spec has words. */
export const COMPANY_MESSAGES = {
  fetchFailed: 'Failed to fetch companies',
  nameRequired: 'Company name is required.',
  industryRequired: 'Choose an industry.',
  locationRequired: 'Company location is required.',
  website: 'Enter a website address starting with http:// or https://.',
  logo: 'Please upload a valid image file under 2MB.',
  created: 'Company registered.',
  updated: 'Company updated.',
  notFound: 'Company not found.',
  recruiterOnly: 'Only a recruiter account can register a company.',
  empty: 'You have not registered a company yet.',
} as const;

const websiteSchema = z
  .string()
  .trim()
  .max(200, COMPANY_MESSAGES.website)
  .refine((value) => value === '' || /^https?:\/\/\S+\.\S+$/i.test(value), COMPANY_MESSAGES.website)
  .default('');

/**
 * A company's text fields; the logo travels beside them as the multipart file `logo`.
 * The company's industry is one of the portal's three, so its jobs' filter and its own agree.
 */
export const companyInputSchema = z.object({
  name: z
    .string({ error: COMPANY_MESSAGES.nameRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.nameRequired)
    .max(120, 'Company name may have at most 120 characters.'),
  industry: z.enum(JOB_INDUSTRIES, { error: COMPANY_MESSAGES.industryRequired }),
  location: z
    .string({ error: COMPANY_MESSAGES.locationRequired })
    .trim()
    .min(1, COMPANY_MESSAGES.locationRequired)
    .max(80, 'Location may have at most 80 characters.'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description may have at most 2000 characters.')
    .default(''),
  website: websiteSchema,
});
export type CompanyInput = z.input<typeof companyInputSchema>;

export const companySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  description: z.string(),
  website: z.string(),
  logo: z.string().nullable(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A row of GET user/companies: what the companies table shows. */
export const companySummarySchema = companySchema.pick({
  _id: true,
  id: true,
  name: true,
  industry: true,
  location: true,
  logo: true,
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companiesQuerySchema = z.object({
  name: z.string().trim().max(120).optional(),
});
