import { z } from 'zod';
import { AHAR_REVIEW_MESSAGES, aharReviewInputSchema, aharReviewSchema } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { REVIEW_TAGS as tags, orgParams } from './reviews.access';
import { addReview, customerOf, editOwnReview, toPublicReview } from './reviews.service';

/** The customer's one review of a business: written once, then edited. */
export function registerCustomerReviewRoutes({ app, db }: AppContext): void {
  const reviewAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    review: aharReviewSchema.omit({ id: true }),
  });

  app.post(
    '/api/v1/ahars/:orgId/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: orgParams,
        body: aharReviewInputSchema,
        response: { 201: reviewAnswer },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const org = await customerOf(db, request.params.orgId, user.id);
      const row = await addReview(db, org.id, user.id, request.body.comment);
      return reply.status(201).send({
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.added,
        review: toPublicReview(row, user.fullname),
      });
    },
  );

  // The customer edits their one review; the business's reply stays.
  app.put(
    '/api/v1/ahars/:orgId/reviews/mine',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: orgParams,
        body: aharReviewInputSchema,
        response: { 200: reviewAnswer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const org = await customerOf(db, request.params.orgId, user.id);
      const row = await editOwnReview(db, org.id, user.id, request.body.comment);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.updated,
        review: toPublicReview(row, user.fullname),
      };
    },
  );
}
