import { and, asc, avg, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AHAR_RATING_KEY_POINTS,
  ORG_HEADER,
  ORG_MESSAGES,
  AHAR_RATING_MESSAGES,
  AHAR_REVIEW_MESSAGES,
  idSchema,
  aharFeedbackSchema,
  pageInfo,
  publicAharSchema,
  aharRatingInputSchema,
  aharRatingSchema,
  aharRatingSummarySchema,
  aharReplyInputSchema,
  aharReviewInputSchema,
  aharReviewSchema,
  type AharRatingSummary,
  messageResponseSchema,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { isId } from '../../db/ids';
import {
  currentOrg,
  currentUser,
  hasPermission,
  resolveOrg,
  type OrgKindAccess,
} from '../../http/access';
import { conflict, forbidden, notFound } from '../../http/errors';
import { pagedAnswer } from '../../http/paging';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../accounts/users.table';
import { memberships, organizations } from '../orgs/orgs.table';
import { aharRatings, aharReviews } from './reviews.table';

/** The business reads its ratings and reviews and replies with the `profile` permission. */
const PROFILE: OrgKindAccess = { org: 'ahar', permission: 'profile' };
const REVIEW_PAGE = 10;

/** A rating's checked fields, as the routes' body schema gives them. */
type RatingValues = z.output<typeof aharRatingInputSchema>;

type ReviewRow = typeof aharReviews.$inferSelect;
const toReview = (row: ReviewRow, name: string, vedanId: string) => ({
  _id: row.id,
  name,
  id: vedanId,
  comment: row.comment,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});
const toPublicReview = (row: ReviewRow, name: string) => ({
  _id: row.id,
  name,
  comment: row.comment,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** The rating table: every key point rated at least once, its average to one decimal. */
async function ratingSummary(db: Db, orgId: string): Promise<AharRatingSummary[]> {
  const rows = await db
    .select({
      keyPoint: aharRatings.keyPoint,
      average: avg(aharRatings.number),
      count: count(),
    })
    .from(aharRatings)
    .where(eq(aharRatings.orgId, orgId))
    .groupBy(aharRatings.keyPoint);
  return AHAR_RATING_KEY_POINTS.flatMap((keyPoint) => {
    const row = rows.find((r) => r.keyPoint === keyPoint);
    return row
      ? [{ keyPoint, number: Math.round(Number(row.average) * 10) / 10, count: row.count }]
      : [];
  });
}

async function reviewPage(db: Db, orgId: string, page: number, limit: number) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ review: aharReviews, name: users.fullname, vedanId: users.vedanId })
      .from(aharReviews)
      .innerJoin(users, eq(users.id, aharReviews.userId))
      .where(eq(aharReviews.orgId, orgId))
      // As the index (org_id, id DESC NULLS LAST) is ordered: a bare DESC means NULLS FIRST, which
      // the index cannot serve, and every review of the business was sorted for each page.
      .orderBy(sql`${aharReviews.id} desc nulls last`)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(aharReviews).where(eq(aharReviews.orgId, orgId)),
  ]);
  return { rows, info: pageInfo({ page, limit }, totals?.total ?? 0) };
}

export function registerReviewRoutes({ app, db }: AppContext): void {
  const tags = ['ahar ratings and reviews'];
  const orgParams = z.object({ orgId: idSchema });
  const pageQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });

  /** An ahar business as a customer sees it; 404 for any other id or kind. */
  async function findAhar(orgId: string) {
    const [org] = await db
      .select({ id: organizations.id, name: organizations.name, city: organizations.city })
      .from(organizations)
      .where(and(eq(organizations.id, orgId), eq(organizations.kind, 'ahar')))
      .limit(1);
    if (!org) throw notFound(AHAR_RATING_MESSAGES.businessNotFound);
    return org;
  }

  async function isMember(orgId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
      .limit(1);
    return Boolean(row);
  }

  /** A customer acting on a business: it exists, and they are not one of its people. */
  async function customerOf(orgId: string, userId: string) {
    const org = await findAhar(orgId);
    if (await isMember(org.id, userId)) throw forbidden(AHAR_RATING_MESSAGES.ownBusiness);
    return org;
  }

  // --- The business's side ------------------------------------------------------------------

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
  async function ownReview(orgId: string, id: string) {
    const [row] = await db
      .select({ review: aharReviews, name: users.fullname, vedanId: users.vedanId })
      .from(aharReviews)
      .innerJoin(users, eq(users.id, aharReviews.userId))
      .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.id, id)))
      .limit(1);
    if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
    return row;
  }

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
      const row = await ownReview(currentOrg(request).id, request.params.id);
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
      const { review, name, vedanId } = await ownReview(orgId, request.params.id);
      const [row] = await db
        .update(aharReviews)
        .set({ reply: request.body.reply, repliedAt: new Date() })
        .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.id, review.id)))
        .returning();
      if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.replied,
        review: toReview(row, name, vedanId),
      };
    },
  );

  // --- The public page and the customer's own feedback ---------------------------------------

  app.get(
    '/api/v1/public/ahars/:orgId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: orgParams,
        querystring: pageQuery,
        response: { 200: publicAharSchema },
      },
    },
    async (request) => {
      const org = await findAhar(request.params.orgId);
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
  );

  app.get(
    '/api/v1/ahars/:orgId/feedback',
    {
      config: { access: 'user' },
      schema: { tags, params: orgParams, response: { 200: aharFeedbackSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const org = await findAhar(request.params.orgId);
      const [ratings, [review], member] = await Promise.all([
        db
          .select()
          .from(aharRatings)
          .where(and(eq(aharRatings.orgId, org.id), eq(aharRatings.userId, user.id)))
          .orderBy(asc(aharRatings.keyPoint)),
        db
          .select()
          .from(aharReviews)
          .where(and(eq(aharReviews.orgId, org.id), eq(aharReviews.userId, user.id)))
          .limit(1),
        isMember(org.id, user.id),
      ]);
      return {
        success: true as const,
        ratings: ratings.map((r) => ({ _id: r.id, keyPoint: r.keyPoint, number: r.number })),
        review: review ? toPublicReview(review, user.fullname) : null,
        ownBusiness: member,
      };
    },
  );

  const ratingAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    rating: aharRatingSchema,
  });
  type RatingRow = typeof aharRatings.$inferSelect;
  const toRating = (r: RatingRow) => ({ _id: r.id, keyPoint: r.keyPoint, number: r.number });

  // The customer's own ratings of a business, whichever path names it (below).
  async function addRating(orgId: string, userId: string, input: RatingValues) {
    const org = await customerOf(orgId, userId);
    try {
      const [row] = await db
        .insert(aharRatings)
        .values({ orgId: org.id, userId, ...input })
        .returning();
      if (!row) throw new Error('insert returned no rating');
      return { success: true as const, message: AHAR_RATING_MESSAGES.added, rating: toRating(row) };
    } catch (error) {
      if (isUniqueViolation(error, 'ahar_ratings_org_user_key_point_key'))
        throw conflict(AHAR_RATING_MESSAGES.duplicate);
      throw error;
    }
  }

  async function changeRating(orgId: string, userId: string, id: string, input: RatingValues) {
    const org = await customerOf(orgId, userId);
    try {
      const [row] = await db
        .update(aharRatings)
        .set(input)
        .where(
          and(
            eq(aharRatings.orgId, org.id),
            eq(aharRatings.userId, userId),
            eq(aharRatings.id, id),
          ),
        )
        .returning();
      if (!row) throw notFound(AHAR_RATING_MESSAGES.notFound);
      return {
        success: true as const,
        message: AHAR_RATING_MESSAGES.updated,
        rating: toRating(row),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'ahar_ratings_org_user_key_point_key'))
        throw conflict(AHAR_RATING_MESSAGES.duplicate);
      throw error;
    }
  }

  async function removeRating(orgId: string, userId: string, id: string) {
    const [row] = await db
      .delete(aharRatings)
      .where(
        and(eq(aharRatings.orgId, orgId), eq(aharRatings.userId, userId), eq(aharRatings.id, id)),
      )
      .returning({ id: aharRatings.id });
    if (!row) throw notFound(AHAR_RATING_MESSAGES.notFound);
    return { success: true as const, message: AHAR_RATING_MESSAGES.removed };
  }

  // On the business's public page: the customer's own ratings, the business in the path.
  const ratingParams = z.object({ orgId: idSchema, id: idSchema });
  app.post(
    '/api/v1/ahars/:orgId/ratings',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: orgParams,
        body: aharRatingInputSchema,
        response: { 201: ratingAnswer },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRating(request.params.orgId, currentUser(request).id, request.body)),
  );
  app.put(
    '/api/v1/ahars/:orgId/ratings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: ratingParams,
        body: aharRatingInputSchema,
        response: { 200: ratingAnswer },
      },
    },
    async (request) =>
      changeRating(request.params.orgId, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    '/api/v1/ahars/:orgId/ratings/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: ratingParams, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      removeRating(request.params.orgId, currentUser(request).id, request.params.id),
  );

  // --- Spec 04 section 7's `/ratings` (GET, POST {keyPoint, number}, PUT and DELETE /{id}) -----
  // The spec's calls name no business: the X-Org-Id header names the ahar, as on every other
  // spec path. Its people (with `profile`) read the business's rating table; anyone else signed
  // in reads, adds, changes and deletes their own ratings of it, as on its public page.

  /** The ahar the header names; without one, the person's only ahar (as the access layer does). */
  async function headerAhar(request: FastifyRequest) {
    const header = request.headers[ORG_HEADER];
    const requested = (Array.isArray(header) ? header[0] : header) || undefined;
    if (requested === undefined) {
      return (await resolveOrg(db, currentUser(request).id, 'ahar', undefined)).id;
    }
    if (!isId(requested)) throw notFound(AHAR_RATING_MESSAGES.businessNotFound);
    return (await findAhar(requested)).id;
  }

  const tableAnswer = z.object({
    success: z.literal(true),
    ratings: z.array(aharRatingSummarySchema),
  });
  const ownAnswer = z.object({ success: z.literal(true), ratings: z.array(aharRatingSchema) });
  app.get(
    '/api/v1/ratings',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: z.union([tableAnswer, ownAnswer]) } },
    },
    async (request) => {
      const user = currentUser(request);
      const orgId = await headerAhar(request);
      const [membership] = await db
        .select({ role: memberships.role, permissions: memberships.permissions })
        .from(memberships)
        .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, user.id)))
        .limit(1);
      if (membership) {
        if (!hasPermission(membership, PROFILE.permission)) throw forbidden(ORG_MESSAGES.forbidden);
        return { success: true as const, ratings: await ratingSummary(db, orgId) };
      }
      const own = await db
        .select()
        .from(aharRatings)
        .where(and(eq(aharRatings.orgId, orgId), eq(aharRatings.userId, user.id)))
        .orderBy(asc(aharRatings.keyPoint));
      return { success: true as const, ratings: own.map(toRating) };
    },
  );
  app.post(
    '/api/v1/ratings',
    {
      config: { access: 'user' },
      schema: { tags, body: aharRatingInputSchema, response: { 201: ratingAnswer } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addRating(await headerAhar(request), currentUser(request).id, request.body)),
  );
  const idParams = z.object({ id: idSchema });
  app.put(
    '/api/v1/ratings/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParams,
        body: aharRatingInputSchema,
        response: { 200: ratingAnswer },
      },
    },
    async (request) =>
      changeRating(
        await headerAhar(request),
        currentUser(request).id,
        request.params.id,
        request.body,
      ),
  );
  app.delete(
    '/api/v1/ratings/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) =>
      removeRating(await headerAhar(request), currentUser(request).id, request.params.id),
  );

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
      const org = await customerOf(request.params.orgId, user.id);
      try {
        const [row] = await db
          .insert(aharReviews)
          .values({ orgId: org.id, userId: user.id, comment: request.body.comment })
          .returning();
        if (!row) throw new Error('insert returned no review');
        return reply.status(201).send({
          success: true as const,
          message: AHAR_REVIEW_MESSAGES.added,
          review: toPublicReview(row, user.fullname),
        });
      } catch (error) {
        if (isUniqueViolation(error, 'ahar_reviews_org_user_key'))
          throw conflict(AHAR_REVIEW_MESSAGES.duplicate);
        throw error;
      }
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
      const org = await customerOf(request.params.orgId, user.id);
      const [row] = await db
        .update(aharReviews)
        .set({ comment: request.body.comment, updatedAt: sql`now()` })
        .where(and(eq(aharReviews.orgId, org.id), eq(aharReviews.userId, user.id)))
        .returning();
      if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
      return {
        success: true as const,
        message: AHAR_REVIEW_MESSAGES.updated,
        review: toPublicReview(row, user.fullname),
      };
    },
  );
}
