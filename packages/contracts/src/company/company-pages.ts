import { z } from 'zod';
import { certificateSchema, companyProfileSchema } from './company-profile';
import { companyNewsSchema } from './company-news';
import { productSchema } from './company-products';
import { ratingSummarySchema } from './company-ratings';
import { sharePriceSchema } from './company-share-prices';

/**
 * The company as students see it: the profile, its products and news, the share prices of the
 * chart (the latest 12 months entered, oldest first; empty when none) and the rating.
 */
export const publicCompanySchema = companyProfileSchema
  .omit({ certificates: true, gstNo: true })
  .extend({
    certificates: z.array(certificateSchema.pick({ name: true })),
    products: z.array(productSchema),
    news: z.array(companyNewsSchema),
    sharePrices: z.array(sharePriceSchema),
    rating: ratingSummarySchema,
  });
export type PublicCompany = z.infer<typeof publicCompanySchema>;

/** A row of the public company list (the student's Enquiry form chooses from it). */
export const companyCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  logo: z.string().nullable(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;
