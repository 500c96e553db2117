import { companyApi, pageInfo } from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { COMPANY_TAGS as tags } from './company.access';
import { ratingSummary, ratingsPage } from './company-ratings.service';

/**
 * The students' ratings, as the company's Rating page lists them (no names: the rating is the
 * students' view of the company, not a record about them).
 */
export function registerCompanyRatingRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(companyApi.ratings, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const [rows, summary] = await Promise.all([
        ratingsPage(db, orgId, request.query),
        ratingSummary(db, orgId),
      ]);
      return {
        success: true as const,
        ratings: rows.map(({ rating, post }) => ({
          _id: rating.applicationId,
          post,
          rating: rating.rating,
          comment: rating.comment,
          createdAt: rating.createdAt.toISOString(),
        })),
        summary,
        ...pageInfo(request.query, summary.count),
      };
    },
  });
}
