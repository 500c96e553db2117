import { z } from 'zod';

/**
 * The ahar's ratings and reviews (spec 04 sections 2.6, 3, 4 and 5; issue 14 section 4). A rating
 * is a signed-in customer's number (1 to 5) for one key point, the aspects below; a review is
 * their comment, to which the business replies.
 */
export const AHAR_RATING_KEY_POINTS = ['Taste', 'Hygiene', 'Price', 'Delivery'] as const;
export type AharRatingKeyPoint = (typeof AHAR_RATING_KEY_POINTS)[number];
export const AHAR_RATING_MAX = 5;

export const AHAR_RATING_MESSAGES = {
  required: 'Please enter Key Point and Number!',
  range: 'Give a number from 1 to 5.',
  duplicate: 'You have already rated this key point. Update that rating instead.',
  added: 'Rating added.',
  updated: 'Rating updated.',
  removed: 'Rating deleted.',
  notFound: 'Rating not found.',
  ownBusiness: 'You cannot rate or review your own business.',
  businessNotFound: 'Business not found.',
} as const;

export const AHAR_REVIEW_MESSAGES = {
  comment: 'Please write your review.',
  duplicate: 'You have already reviewed this business. Edit your review instead.',
  added: 'Review posted.',
  updated: 'Review updated.',
  reply: 'Please write a reply.',
  replied: 'Reply saved.',
  notFound: 'Review not found.',
} as const;

export const aharRatingInputSchema = z.object({
  keyPoint: z.enum(AHAR_RATING_KEY_POINTS, { error: AHAR_RATING_MESSAGES.required }),
  number: z.coerce
    .number({ error: AHAR_RATING_MESSAGES.required })
    .int(AHAR_RATING_MESSAGES.range)
    .min(1, AHAR_RATING_MESSAGES.required)
    .max(AHAR_RATING_MAX, AHAR_RATING_MESSAGES.range),
});
export type AharRatingInput = z.input<typeof aharRatingInputSchema>;

/** One customer's rating of one key point. */
export const aharRatingSchema = z.object({
  _id: z.string(),
  keyPoint: z.enum(AHAR_RATING_KEY_POINTS),
  number: z.number(),
});
export type AharRating = z.infer<typeof aharRatingSchema>;

/** The business's rating table: each key point's average (one decimal) and how many rated it. */
export const aharRatingSummarySchema = z.object({
  keyPoint: z.enum(AHAR_RATING_KEY_POINTS),
  number: z.number(),
  count: z.number(),
});
export type AharRatingSummary = z.infer<typeof aharRatingSummarySchema>;

export const aharReviewInputSchema = z.object({
  comment: z
    .string({ error: AHAR_REVIEW_MESSAGES.comment })
    .trim()
    .min(1, AHAR_REVIEW_MESSAGES.comment)
    .max(1000, 'At most 1000 characters.'),
});
export type AharReviewInput = z.input<typeof aharReviewInputSchema>;

export const aharReplyInputSchema = z.object({
  reply: z
    .string({ error: AHAR_REVIEW_MESSAGES.reply })
    .trim()
    .min(1, AHAR_REVIEW_MESSAGES.reply)
    .max(1000, 'At most 1000 characters.'),
});
export type AharReplyInput = z.input<typeof aharReplyInputSchema>;

/** The review card: name, id (the reviewer's Vedan ID, for the business only), comment, reply. */
export const aharReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  id: z.string(),
  comment: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type AharReview = z.infer<typeof aharReviewSchema>;

/** On the public page a review shows the name only. */
export const aharPublicReviewSchema = aharReviewSchema.omit({ id: true });
export type AharPublicReview = z.infer<typeof aharPublicReviewSchema>;

export const publicAharSchema = z.object({
  success: z.literal(true),
  business: z.object({ _id: z.string(), name: z.string(), city: z.string() }),
  ratings: z.array(aharRatingSummarySchema),
  reviews: z.array(aharPublicReviewSchema),
  page: z.number(),
  totalPages: z.number(),
});
export type PublicAhar = z.infer<typeof publicAharSchema>;

/** What the signed-in customer has given this business. */
export const aharFeedbackSchema = z.object({
  success: z.literal(true),
  ratings: z.array(aharRatingSchema),
  review: aharPublicReviewSchema.nullable(),
  /** Members of the business do not rate or review it. */
  ownBusiness: z.boolean(),
});
export type AharFeedback = z.infer<typeof aharFeedbackSchema>;
