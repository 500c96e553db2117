import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from '../../common/api';
import { endpoint, type OrgKindAccess } from '../../common/endpoint';
import {
  aharFeedbackSchema,
  aharRatingInputSchema,
  aharRatingSchema,
  aharRatingSummarySchema,
  aharReplyInputSchema,
  aharReviewInputSchema,
  aharReviewSchema,
  publicAharSchema,
} from './reviews';

/** The business reads its ratings and reviews and replies with the `profile` permission. */
export const AHAR_PROFILE_ACCESS = {
  org: 'ahar',
  permission: 'profile',
} as const satisfies OrgKindAccess;

/** A business named in the path (its public page, a customer's feedback). */
const orgParams = z.object({ orgId: idSchema });
const idParams = z.object({ id: idSchema });
const ratingParams = z.object({ orgId: idSchema, id: idSchema });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
/** The business's own list takes a page size too, as every paged business list does (its CSV export). */
const businessPageQuery = pageQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

const ratingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  rating: aharRatingSchema,
});
const reviewAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  review: aharReviewSchema.omit({ id: true }),
});

/** The ahar's ratings and reviews (issue 14 section 4): the business's, the public's, the customer's. */
export const aharReviewsApi = {
  /** The business's reviews, newest first. */
  reviews: endpoint({
    method: 'GET',
    path: '/reviews',
    access: AHAR_PROFILE_ACCESS,
    query: businessPageQuery,
    answer: z
      .object({ success: z.literal(true), reviews: z.array(aharReviewSchema) })
      .extend(pageInfoSchema.shape),
  }),
  review: endpoint({
    method: 'GET',
    path: '/reviews/:id',
    access: AHAR_PROFILE_ACCESS,
    params: idParams,
    answer: z.object({ success: z.literal(true), review: aharReviewSchema }),
  }),
  /** The owner replies (again: the reply is replaced). */
  reply: endpoint({
    method: 'PUT',
    path: '/reviews/:id/reply',
    access: AHAR_PROFILE_ACCESS,
    params: idParams,
    body: aharReplyInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), review: aharReviewSchema }),
  }),
  /** The public page: the rating table and a page of reviews. */
  publicPage: endpoint({
    method: 'GET',
    path: '/public/ahars/:orgId',
    access: 'public',
    params: orgParams,
    query: pageQuery,
    answer: publicAharSchema,
  }),
  /** What the signed-in customer has given the business. */
  feedback: endpoint({
    method: 'GET',
    path: '/ahars/:orgId/feedback',
    access: 'user',
    params: orgParams,
    answer: aharFeedbackSchema,
  }),
  /** The customer's one review: written once, then edited (the business's reply stays). */
  addReview: endpoint({
    method: 'POST',
    path: '/ahars/:orgId/reviews',
    access: 'user',
    params: orgParams,
    body: aharReviewInputSchema,
    answer: reviewAnswer,
    status: 201,
  }),
  editReview: endpoint({
    method: 'PUT',
    path: '/ahars/:orgId/reviews/mine',
    access: 'user',
    params: orgParams,
    body: aharReviewInputSchema,
    answer: reviewAnswer,
  }),
  /** The customer's own ratings, on the business's public page (the business in the path). */
  addRating: endpoint({
    method: 'POST',
    path: '/ahars/:orgId/ratings',
    access: 'user',
    params: orgParams,
    body: aharRatingInputSchema,
    answer: ratingAnswer,
    status: 201,
  }),
  changeRating: endpoint({
    method: 'PUT',
    path: '/ahars/:orgId/ratings/:id',
    access: 'user',
    params: ratingParams,
    body: aharRatingInputSchema,
    answer: ratingAnswer,
  }),
  removeRating: endpoint({
    method: 'DELETE',
    path: '/ahars/:orgId/ratings/:id',
    access: 'user',
    params: ratingParams,
    answer: messageResponseSchema,
  }),
  // Spec 04 section 7's `/ratings` (GET, POST {keyPoint, number}, PUT and DELETE /{id}) name no
  // business: the X-Org-Id header names the ahar. Its people (with `profile`) read the business's
  // rating table; anyone else signed in reads, adds, changes and deletes their own ratings of it.
  ratings: endpoint({
    method: 'GET',
    path: '/ratings',
    access: 'user',
    answer: z.union([
      z.object({ success: z.literal(true), ratings: z.array(aharRatingSummarySchema) }),
      z.object({ success: z.literal(true), ratings: z.array(aharRatingSchema) }),
    ]),
  }),
  specAddRating: endpoint({
    method: 'POST',
    path: '/ratings',
    access: 'user',
    body: aharRatingInputSchema,
    answer: ratingAnswer,
    status: 201,
  }),
  specChangeRating: endpoint({
    method: 'PUT',
    path: '/ratings/:id',
    access: 'user',
    params: idParams,
    body: aharRatingInputSchema,
    answer: ratingAnswer,
  }),
  specRemoveRating: endpoint({
    method: 'DELETE',
    path: '/ratings/:id',
    access: 'user',
    params: idParams,
    answer: messageResponseSchema,
  }),
};
