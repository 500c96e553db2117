import { AHAR_REVIEW_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { REVIEW_TAGS as tags } from './reviews.access';
import { ownReview, replyToReview, reviewPage, toReview } from './reviews.service';

/** The business's side: its reviews, one review, and the owner's reply. */
export function registerBusinessReviewRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.reviews.reviews, tags),
    handler: async (request) => {
      const { rows, info } = await reviewPage(
        db,
        currentOrg(request).id,
        request.query.page,
        request.query.limit,
      );
      return {
        success: true as const,
        reviews: rows.map((r) => toReview(r.review, r.name, r.vedanId)),
        ...info,
      };
    },
  });

  app.route({
    ...routeOf(aharApi.reviews.review, tags),
    handler: async (request) => {
      const row = await ownReview(db, currentOrg(request).id, request.params.id);
      return { success: true as const, review: toReview(row.review, row.name, row.vedanId) };
    },
  });

  // The owner replies (again: the reply is replaced).
  app.route({
    ...routeOf(aharApi.reviews.reply, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const { review, name, vedanId } = await ownReview(db, orgId, request.params.id);
      const row = await replyToReview(db, orgId, review.id, request.body.reply);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.replied,
        review: toReview(row, name, vedanId),
      };
    },
  });
}
