import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { AHAR_CATEGORY_LIMITS } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { aharCategories } from './categories.table';

/** The business's own categories, by name. */
export async function ownCategories(db: Db, orgId: string) {
  return db
    .select()
    .from(aharCategories)
    .where(eq(aharCategories.orgId, orgId))
    .orderBy(asc(aharCategories.name))
    .limit(AHAR_CATEGORY_LIMITS.perBusiness);
}

/** Whether another of the business's own categories has the name, in any case. */
export async function categoryNameTaken(
  db: Db,
  orgId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const sameName = and(
    eq(aharCategories.orgId, orgId),
    eq(sql`lower(${aharCategories.name})`, name.toLowerCase()),
    exceptId ? ne(aharCategories.id, exceptId) : undefined,
  );
  const [taken] = await db
    .select({ id: aharCategories.id })
    .from(aharCategories)
    .where(sameName)
    .limit(1);
  return taken !== undefined;
}

export async function countCategories(db: Db, orgId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(aharCategories)
    .where(eq(aharCategories.orgId, orgId));
  return n;
}
