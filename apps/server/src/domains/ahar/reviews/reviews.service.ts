import { and, count, eq, sql } from 'drizzle-orm';
import { AHAR_RATING_MESSAGES, AHAR_REVIEW_MESSAGES, pageInfo } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { conflict, forbidden, notFound } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { users } from '../../accounts/users.table';
import { memberships, organizations } from '../../orgs/orgs.table';
import { aharReviews } from './reviews.table';

type ReviewRow = typeof aharReviews.$inferSelect;
export const toReview = (row: ReviewRow, name: string, vedanId: string) => ({
  _id: row.id,
  name,
  id: vedanId,
  comment: row.comment,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});
export const toPublicReview = (row: ReviewRow, name: string) => ({
  _id: row.id,
  name,
  comment: row.comment,
  reply: row.reply,
  createdAt: row.createdAt.toISOString(),
  repliedAt: row.repliedAt?.toISOString() ?? null,
});

/** An ahar business as a customer sees it; 404 for any other id or kind. */
export async function findAhar(db: Db, orgId: string) {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name, city: organizations.city })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), eq(organizations.kind, 'ahar')))
    .limit(1);
  if (!org) throw notFound(AHAR_RATING_MESSAGES.businessNotFound);
  return org;
}

/** The person's membership of the business (role and permissions), if they are one of its people. */
export async function membershipOf(db: Db, orgId: string, userId: string) {
  const [membership] = await db
    .select({ role: memberships.role, permissions: memberships.permissions })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return membership;
}

export async function isMember(db: Db, orgId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** A customer acting on a business: it exists, and they are not one of its people. */
export async function customerOf(db: Db, orgId: string, userId: string) {
  const org = await findAhar(db, orgId);
  if (await isMember(db, org.id, userId)) throw forbidden(AHAR_RATING_MESSAGES.ownBusiness);
  return org;
}

/** One page of the business's reviews, newest first, with each reviewer's name and Vedan ID. */
export async function reviewPage(db: Db, orgId: string, page: number, limit: number) {
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

/** A review of the business, with its reviewer's name and Vedan ID; 404 for any other. */
export async function ownReview(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ review: aharReviews, name: users.fullname, vedanId: users.vedanId })
    .from(aharReviews)
    .innerJoin(users, eq(users.id, aharReviews.userId))
    .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.id, id)))
    .limit(1);
  if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
  return row;
}

/** The owner's reply to a review of the business (again: the reply is replaced). */
export async function replyToReview(
  db: Db,
  orgId: string,
  id: string,
  reply: string,
): Promise<ReviewRow> {
  const [row] = await db
    .update(aharReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.id, id)))
    .returning();
  if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
  return row;
}

/** The customer's own review of the business, if they wrote one. */
export async function customerReview(
  db: Db,
  orgId: string,
  userId: string,
): Promise<ReviewRow | undefined> {
  const [review] = await db
    .select()
    .from(aharReviews)
    .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.userId, userId)))
    .limit(1);
  return review;
}

/** The customer's one review of the business: 409 for a second. */
export async function addReview(
  db: Db,
  orgId: string,
  userId: string,
  comment: string,
): Promise<ReviewRow> {
  try {
    const [row] = await db.insert(aharReviews).values({ orgId, userId, comment }).returning();
    if (!row) throw new Error('insert returned no review');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'ahar_reviews_org_user_key'))
      throw conflict(AHAR_REVIEW_MESSAGES.duplicate);
    throw error;
  }
}

/** The customer edits their one review; the business's reply stays. */
export async function editOwnReview(
  db: Db,
  orgId: string,
  userId: string,
  comment: string,
): Promise<ReviewRow> {
  const [row] = await db
    .update(aharReviews)
    .set({ comment, updatedAt: sql`now()` })
    .where(and(eq(aharReviews.orgId, orgId), eq(aharReviews.userId, userId)))
    .returning();
  if (!row) throw notFound(AHAR_REVIEW_MESSAGES.notFound);
  return row;
}
