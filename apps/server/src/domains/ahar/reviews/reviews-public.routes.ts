import { aharApi } from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import { currentUser } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { customerRatings, ratingSummary } from './ratings.service';
import { REVIEW_PAGE, REVIEW_TAGS as tags } from './reviews.access';
import { customerReview, findAhar, isMember, reviewPage, toPublicReview } from './reviews.service';

/** The public page and the customer's own feedback. */
export function registerPublicReviewRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.reviews.publicPage, tags),
    handler: async (request) => {
      const org = await findAhar(db, request.params.orgId);
      const [ratings, { rows, info }] = await Promise.all([
        ratingSummary(db, org.id),
        reviewPage(db, org.id, request.query.page, REVIEW_PAGE),
      ]);
      return {
        success: true as const,
        business: { _id: org.id, name: org.name, city: org.city },
        ratings,
        reviews: rows.map((r) => toPublicReview(r.review, r.name)),
        page: info.page,
        totalPages: info.totalPages,
      };
    },
  });

  app.route({
    ...routeOf(aharApi.reviews.feedback, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const org = await findAhar(db, request.params.orgId);
      const [ratings, review, member] = await Promise.all([
        customerRatings(db, org.id, user.id),
        customerReview(db, org.id, user.id),
        isMember(db, org.id, user.id),
      ]);
      return {
        success: true as const,
        ratings: ratings.map((r) => ({ _id: r.id, keyPoint: r.keyPoint, number: r.number })),
        review: review ? toPublicReview(review, user.fullname) : null,
        ownBusiness: member,
      };
    },
  });
}
