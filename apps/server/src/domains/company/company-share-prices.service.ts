import { and, desc, eq, ne } from 'drizzle-orm';
import { SHARE_CHART_MONTHS } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { companySharePrices } from './company.table';

type SharePriceRow = typeof companySharePrices.$inferSelect;

export const toSharePrice = (row: SharePriceRow) => ({
  _id: row.id,
  month: row.month,
  price: row.price,
});

/** Whether the company has a price for the month already, other than the one being updated. */
export async function sharePriceMonthTaken(
  db: Db,
  orgId: string,
  month: string,
  exceptId: string | undefined,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: companySharePrices.id })
    .from(companySharePrices)
    .where(
      and(
        eq(companySharePrices.orgId, orgId),
        eq(companySharePrices.month, month),
        exceptId ? ne(companySharePrices.id, exceptId) : undefined,
      ),
    );
  return taken !== undefined;
}

/** The chart: the latest 12 months entered, oldest first. */
export async function sharePriceChart(db: Db, orgId: string) {
  const rows = await db
    .select()
    .from(companySharePrices)
    .where(eq(companySharePrices.orgId, orgId))
    .orderBy(desc(companySharePrices.month))
    .limit(SHARE_CHART_MONTHS);
  return rows.reverse().map(toSharePrice);
}
