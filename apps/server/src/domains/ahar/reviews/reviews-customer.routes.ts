import { AHAR_REVIEW_MESSAGES, aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { REVIEW_TAGS as tags } from './reviews.access';
import { addReview, customerOf, editOwnReview, toPublicReview } from './reviews.service';

/** The customer's one review of a business: written once, then edited. */
export function registerCustomerReviewRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.reviews.addReview, tags),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const org = await customerOf(db, request.params.orgId, user.id);
      const row = await addReview(db, org.id, user.id, request.body.comment);
      return reply.status(201).send({
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.added,
        review: toPublicReview(row, user.fullname),
      });
    },
  });

  // The customer edits their one review; the business's reply stays.
  app.route({
    ...routeOf(aharApi.reviews.editReview, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const org = await customerOf(db, request.params.orgId, user.id);
      const row = await editOwnReview(db, org.id, user.id, request.body.comment);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.updated,
        review: toPublicReview(row, user.fullname),
      };
    },
  });
}
