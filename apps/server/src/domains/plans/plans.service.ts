import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PUBLIC_PLANS_LIMIT,
  pageInfo,
  type CardPlanFee,
  type publicBusinessesQuerySchema,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { organizations } from '../orgs/orgs.table';
import { cardPlans, plans, waiveOffTasks } from './plans.table';
import { PLAN_KINDS } from './waive-off.service';

const BUSINESS_NOT_FOUND = 'Business not found.';

export const toPlan = (row: typeof plans.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  fee: Number(row.fee),
  free: row.free,
  affordable: row.affordable,
  standard: row.standard,
  premium: row.premium,
  details: row.details,
});

export const toCardPlan = (row: typeof cardPlans.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  annualFee: (Number(row.annualFee) === 0 ? 'Free' : String(Number(row.annualFee))) as CardPlanFee,
  benefits: row.benefits,
});

export const toWaiveOffTask = (row: typeof waiveOffTasks.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  days10: Number(row.days10),
  days15: Number(row.days15),
  days20: Number(row.days20),
  days30: Number(row.days30),
});

/** One page of the public directory: the businesses of one kind, by name. */
export async function listPublicBusinesses(
  db: Db,
  { kind, page, limit }: z.output<typeof publicBusinessesQuerySchema>,
) {
  const where = eq(organizations.kind, kind);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ _id: organizations.id, name: organizations.name, city: organizations.city })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return {
    success: true as const,
    businesses: rows.map((row) => ({ ...row, kind })),
    ...pageInfo({ page, limit }, totals?.total ?? 0),
  };
}

/** A library's or gym's public page: the business, its plans, card plans and tasks. */
export async function publicPlansOf(db: Db, orgId: string) {
  const [business] = await db
    .select({
      _id: organizations.id,
      kind: organizations.kind,
      name: organizations.name,
      city: organizations.city,
    })
    .from(organizations)
    .where(and(eq(organizations.id, orgId), inArray(organizations.kind, [...PLAN_KINDS])))
    .limit(1);
  if (!business || (business.kind !== 'library' && business.kind !== 'gym')) {
    throw notFound(BUSINESS_NOT_FOUND);
  }
  const [planRows, cardRows, taskRows] = await Promise.all([
    db
      .select()
      .from(plans)
      .where(eq(plans.orgId, orgId))
      .orderBy(plans.id)
      .limit(PUBLIC_PLANS_LIMIT),
    db
      .select()
      .from(cardPlans)
      .where(eq(cardPlans.orgId, orgId))
      .orderBy(cardPlans.id)
      .limit(PUBLIC_PLANS_LIMIT),
    db
      .select()
      .from(waiveOffTasks)
      .where(eq(waiveOffTasks.orgId, orgId))
      .orderBy(waiveOffTasks.id)
      .limit(PUBLIC_PLANS_LIMIT),
  ]);
  return {
    success: true as const,
    business: { ...business, kind: business.kind },
    plans: planRows.map(toPlan),
    cardPlans: cardRows.map(toCardPlan),
    waiveOffTasks: taskRows.map(toWaiveOffTask),
  };
}
