import { z } from 'zod';
import { COMPANY_AREA_MESSAGES } from './company-area';
import { optionalText } from './fields';

/** A student's rating of a company after an interview (the mirror of the skills assessment). */
export const companyRatingInputSchema = z.object({
  rating: z.coerce
    .number({ error: COMPANY_AREA_MESSAGES.ratingRange })
    .int(COMPANY_AREA_MESSAGES.ratingRange)
    .min(1, COMPANY_AREA_MESSAGES.ratingRange)
    .max(5, COMPANY_AREA_MESSAGES.ratingRange),
  comment: optionalText(500, COMPANY_AREA_MESSAGES.ratingComment),
});
export type CompanyRatingInput = z.input<typeof companyRatingInputSchema>;
export const companyRatingSchema = z.object({
  _id: z.string(),
  post: z.string(),
  rating: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});
export type CompanyRating = z.infer<typeof companyRatingSchema>;
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
});
