import { and, eq, gte, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import { DEFAULT_EXPIRY_DAYS, addDays } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { aharStockItems, aharStockSettings } from './stock.table';

/** How many days ahead "expiring soon" looks, as the business set it. */
export async function expiryDays(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ days: aharStockSettings.expiryDays })
    .from(aharStockSettings)
    .where(eq(aharStockSettings.orgId, orgId))
    .limit(1);
  return row?.days ?? DEFAULT_EXPIRY_DAYS;
}

export async function saveExpiryDays(db: Db, orgId: string, days: number): Promise<void> {
  await db
    .insert(aharStockSettings)
    .values({ orgId, expiryDays: days })
    .onConflictDoUpdate({
      target: aharStockSettings.orgId,
      set: { expiryDays: days, updatedAt: new Date() },
    });
}

/** Expired: before today (India's day). Expiring soon: today to today + N days. */
export function expiryCondition(kind: 'expired' | 'soon', today: string, days: number): SQL {
  const column = aharStockItems.expireDate;
  return kind === 'expired'
    ? (and(isNotNull(column), lt(column, today)) as SQL)
    : (and(gte(column, today), lte(column, addDays(today, days))) as SQL);
}
