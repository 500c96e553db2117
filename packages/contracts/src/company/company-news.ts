import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { COMPANY_AREA_MESSAGES, fileUrlSchema } from './company-area';
import { optionalText } from './fields';

/** News and events, and their way onto the platform's news feed. */

export const newsInputSchema = z.object({
  date: calendarDateSchema(),
  event: z
    .string({ error: COMPANY_AREA_MESSAGES.newsEvent })
    .trim()
    .min(1, COMPANY_AREA_MESSAGES.newsEvent)
    .max(200, COMPANY_AREA_MESSAGES.newsEvent),
  description: fileUrlSchema,
  source: optionalText(300, COMPANY_AREA_MESSAGES.newsSource),
});
export type NewsInput = z.input<typeof newsInputSchema>;
/**
 * Where a news item stands with the platform's news feed (beyond the spec): not sent, waiting for a
 * platform administrator, on the feed, or not approved (it may be sent again).
 */
export const NEWS_FEED_STATES = ['none', 'pending', 'approved', 'rejected'] as const;
export type NewsFeedState = (typeof NEWS_FEED_STATES)[number];
export const companyNewsSchema = z.object({
  _id: z.string(),
  date: z.string(),
  event: z.string(),
  description: z.string(),
  source: z.string(),
  feed: z.enum(NEWS_FEED_STATES),
  /** The news feed's article, once approved. */
  articleId: z.string().nullable(),
});
export type CompanyNews = z.infer<typeof companyNewsSchema>;

/** A company's news item waiting for a platform administrator (`GET /admin/company-news`). */
export const pendingCompanyNewsSchema = companyNewsSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
});
export type PendingCompanyNews = z.infer<typeof pendingCompanyNewsSchema>;
export const feedDecisionSchema = z.object({
  approve: z.boolean({ error: COMPANY_AREA_MESSAGES.feedDecision }),
});
export type FeedDecision = z.infer<typeof feedDecisionSchema>;
