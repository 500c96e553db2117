import { z } from 'zod';
import {
  AHAR_REVIEW_MESSAGES,
  aharReplyInputSchema,
  aharReviewSchema,
  idSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { pagedAnswer } from '../../../http/paging';
import { PROFILE, REVIEW_PAGE, REVIEW_TAGS as tags, pageQuery } from './reviews.access';
import { ownReview, replyToReview, reviewPage, toReview } from './reviews.service';

/** The business's side: its reviews, one review, and the owner's reply. */
export function registerBusinessReviewRoutes({ app, db }: AppContext): void {
  app.get(
    '/api/v1/reviews',
    {
      config: { access: PROFILE },
      schema: {
        tags,
        querystring: pageQuery,
        response: { 200: pagedAnswer('reviews', aharReviewSchema) },
      },
    },
    async (request) => {
      const { rows, info } = await reviewPage(
        db,
        currentOrg(request).id,
        request.query.page,
        REVIEW_PAGE,
      );
      return {
        success: true as const,
        reviews: rows.map((r) => toReview(r.review, r.name, r.vedanId)),
        ...info,
      };
    },
  );

  const reviewParams = z.object({ id: idSchema });
  app.get(
    '/api/v1/reviews/:id',
    {
      config: { access: PROFILE },
      schema: {
        tags,
        params: reviewParams,
        response: { 200: z.object({ success: z.literal(true), review: aharReviewSchema }) },
      },
    },
    async (request) => {
      const row = await ownReview(db, currentOrg(request).id, request.params.id);
      return { success: true as const, review: toReview(row.review, row.name, row.vedanId) };
    },
  );

  // The owner replies (again: the reply is replaced).
  app.put(
    '/api/v1/reviews/:id/reply',
    {
      config: { access: PROFILE },
      schema: {
        tags,
        params: reviewParams,
        body: aharReplyInputSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            review: aharReviewSchema,
          }),
        },
      },
    },
    async (request) => {
      const orgId = currentOrg(request).id;
      const { review, name, vedanId } = await ownReview(db, orgId, request.params.id);
      const row = await replyToReview(db, orgId, review.id, request.body.reply);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.replied,
        review: toReview(row, name, vedanId),
      };
    },
  );
}
