import type { FastifyRequest } from 'fastify';
import {
  AHAR_PROFILE_ACCESS,
  AHAR_RATING_MESSAGES,
  ORG_HEADER,
  ORG_MESSAGES,
  aharApi,
} from '@vedann/contracts';
import type { AppContext } from '../../../app-context';
import type { Db } from '../../../db/client';
import { isId } from '../../../db/ids';
import { currentUser, hasPermission, resolveOrg } from '../../../http/access';
import { routeOf } from '../../../http/endpoint-routes';
import { forbidden, notFound } from '../../../http/errors';
import {
  addRating,
  changeRating,
  customerRatings,
  ratingSummary,
  removeRating,
  toRating,
} from './ratings.service';
import { REVIEW_TAGS as tags } from './reviews.access';
import { findAhar, membershipOf } from './reviews.service';

/** The ahar the header names; without one, the person's only ahar (as the access layer does). */
async function headerAhar(db: Db, request: FastifyRequest) {
  const header = request.headers[ORG_HEADER];
  const requested = (Array.isArray(header) ? header[0] : header) || undefined;
  if (requested === undefined) {
    return (await resolveOrg(db, currentUser(request).id, 'ahar', undefined)).id;
  }
  if (!isId(requested)) throw notFound(AHAR_RATING_MESSAGES.businessNotFound);
  return (await findAhar(db, requested)).id;
}

/** Ratings, on the business's public page and on the spec's `/ratings` paths. */
export function registerRatingRoutes(ctx: AppContext): void {
  registerPublicPageRatingRoutes(ctx);
  registerSpecRatingRoutes(ctx);
}

/** On the business's public page: the customer's own ratings, the business in the path. */
function registerPublicPageRatingRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.reviews.addRating, tags),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addRating(db, request.params.orgId, currentUser(request).id, request.body)),
  });
  app.route({
    ...routeOf(aharApi.reviews.changeRating, tags),
    handler: async (request) =>
      changeRating(
        db,
        request.params.orgId,
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  });
  app.route({
    ...routeOf(aharApi.reviews.removeRating, tags),
    handler: async (request) =>
      removeRating(db, request.params.orgId, currentUser(request).id, request.params.id),
  });
}

// --- Spec 04 section 7's `/ratings` (GET, POST {keyPoint, number}, PUT and DELETE /{id}) -----
// The spec's calls name no business: the X-Org-Id header names the ahar, as on every other
// spec path. Its people (with `profile`) read the business's rating table; anyone else signed
// in reads, adds, changes and deletes their own ratings of it, as on its public page.
function registerSpecRatingRoutes({ app, db }: AppContext): void {
  app.route({
    ...routeOf(aharApi.reviews.ratings, tags),
    handler: async (request) => {
      const user = currentUser(request);
      const orgId = await headerAhar(db, request);
      const membership = await membershipOf(db, orgId, user.id);
      if (membership) {
        if (!hasPermission(membership, AHAR_PROFILE_ACCESS.permission))
          throw forbidden(ORG_MESSAGES.forbidden);
        return { success: true as const, ratings: await ratingSummary(db, orgId) };
      }
      const own = await customerRatings(db, orgId, user.id);
      return { success: true as const, ratings: own.map(toRating) };
    },
  });
  app.route({
    ...routeOf(aharApi.reviews.specAddRating, tags),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await addRating(db, await headerAhar(db, request), currentUser(request).id, request.body),
        ),
  });
  app.route({
    ...routeOf(aharApi.reviews.specChangeRating, tags),
    handler: async (request) =>
      changeRating(
        db,
        await headerAhar(db, request),
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  });
  app.route({
    ...routeOf(aharApi.reviews.specRemoveRating, tags),
    handler: async (request) =>
      removeRating(db, await headerAhar(db, request), currentUser(request).id, request.params.id),
  });
}
