import { and, asc, avg, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AHAR_RATING_KEY_POINTS,
  AHAR_RATING_MESSAGES,
  type AharRatingSummary,
  type aharRatingInputSchema,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { customerOf } from './reviews.service';
import { aharRatings } from './reviews.table';

/** A rating's checked fields, as the routes' body schema gives them. */
type RatingValues = z.output<typeof aharRatingInputSchema>;

type RatingRow = typeof aharRatings.$inferSelect;
export const toRating = (r: RatingRow) => ({ _id: r.id, keyPoint: r.keyPoint, number: r.number });

/** The rating table: every key point rated at least once, its average to one decimal. */
export async function ratingSummary(db: Db, orgId: string): Promise<AharRatingSummary[]> {
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

/** The customer's own ratings of the business, by key point. */
export async function customerRatings(db: Db, orgId: string, userId: string): Promise<RatingRow[]> {
  return db
    .select()
    .from(aharRatings)
    .where(and(eq(aharRatings.orgId, orgId), eq(aharRatings.userId, userId)))
    .orderBy(asc(aharRatings.keyPoint));
}

// The customer's own ratings of a business, whichever path names it (see the routes).

export async function addRating(db: Db, orgId: string, userId: string, input: RatingValues) {
  const org = await customerOf(db, orgId, userId);
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

export async function changeRating(
  db: Db,
  orgId: string,
  userId: string,
  id: string,
  input: RatingValues,
) {
  const org = await customerOf(db, orgId, userId);
  try {
    const [row] = await db
      .update(aharRatings)
      .set(input)
      .where(
        and(eq(aharRatings.orgId, org.id), eq(aharRatings.userId, userId), eq(aharRatings.id, id)),
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

export async function removeRating(db: Db, orgId: string, userId: string, id: string) {
  const [row] = await db
    .delete(aharRatings)
    .where(
      and(eq(aharRatings.orgId, orgId), eq(aharRatings.userId, userId), eq(aharRatings.id, id)),
    )
    .returning({ id: aharRatings.id });
  if (!row) throw notFound(AHAR_RATING_MESSAGES.notFound);
  return { success: true as const, message: AHAR_RATING_MESSAGES.removed };
}
