import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { addDays, daysInMonth, sumMoney } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { organizations } from '../../orgs/orgs.table';
import { aharDemandItems } from './demand.table';

/** The forecast reads at most the last two years of a business's days. */
export const FORECAST_HISTORY_DAYS = 730;

/** The first and last day of a month, as YYYY-MM-DD. */
function monthRange(year: number, month: number): [string, string] {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return [first, addDays(first, daysInMonth(year, month) - 1)];
}

/** Quantity and value (quantity times price) of a group of lines. */
const quantitySum = sql<string>`coalesce(sum(${aharDemandItems.quantity}), 0)::text`;
const valueSum = sql<string>`coalesce(sum(${aharDemandItems.quantity} * ${aharDemandItems.price}), 0)::numeric(16,2)::text`;
const contributors = sql<number>`count(distinct ${aharDemandItems.orgId})::int`;
/** Categories are compared without case, so "Sweets" and "sweets" are one line of the market. */
const categoryKey = sql<string>`lower(${aharDemandItems.category})`;
const categoryName = sql<string>`min(${aharDemandItems.category})`;

/** The ahar businesses of a city (the market), by the business's own city; none without one. */
export async function cityOf(db: Db, orgId: string): Promise<{ city: string; orgIds: string[] }> {
  const [own] = await db
    .select({ city: organizations.city })
    .from(organizations)
    .where(eq(organizations.id, orgId))
    .limit(1);
  const city = own?.city.trim() ?? '';
  if (city === '') return { city, orgIds: [] };
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, 'ahar'),
        sql`lower(trim(${organizations.city})) = ${city.toLowerCase()}`,
      ),
    );
  return { city, orgIds: rows.map((r) => r.id) };
}

/**
 * The past sales of a month by category and by day, of one business or a market's; a category or
 * day shows only where `minBusinesses` contributed.
 */
export async function monthSales(
  db: Db,
  orgIds: string[],
  year: number,
  month: number,
  minBusinesses: number,
) {
  const [first, last] = monthRange(year, month);
  const inMonth = and(
    inArray(aharDemandItems.orgId, orgIds),
    gte(aharDemandItems.date, first),
    lte(aharDemandItems.date, last),
  );
  const [categories, days] =
    orgIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              category: categoryName,
              quantity: quantitySum,
              value: valueSum,
              businesses: contributors,
            })
            .from(aharDemandItems)
            .where(inMonth)
            .groupBy(categoryKey)
            .orderBy(categoryKey),
          db
            .select({
              date: aharDemandItems.date,
              quantity: quantitySum,
              value: valueSum,
              businesses: contributors,
            })
            .from(aharDemandItems)
            .where(inMonth)
            .groupBy(aharDemandItems.date)
            .orderBy(aharDemandItems.date),
        ]);
  const shownCategories = categories.filter((c) => c.businesses >= minBusinesses);
  const shownDays = days.filter((d) => d.businesses >= minBusinesses);
  const figure = (r: { quantity: string; value: string }) => ({
    quantity: Number(r.quantity),
    value: r.value,
  });
  return {
    year,
    month,
    byCategory: shownCategories.map((c) => ({ category: c.category, ...figure(c) })),
    byDay: shownDays.map((d) => ({ date: d.date, ...figure(d) })),
    totals: {
      quantity: shownCategories.reduce((a, c) => a + Number(c.quantity), 0),
      value: sumMoney(shownCategories.map((c) => c.value)),
    },
    hiddenCategories: categories.length - shownCategories.length,
    hiddenDays: days.length - shownDays.length,
  };
}

export interface DayRow {
  date: string;
  key: string;
  category: string;
  quantity: string;
  businesses: number;
}

/** Each category's quantity per day over the forecast's history, up to the last recorded day. */
export async function dailyRows(db: Db, orgIds: string[]): Promise<DayRow[]> {
  if (orgIds.length === 0) return [];
  const [latest] = await db
    .select({ last: sql<string | null>`max(${aharDemandItems.date})::text` })
    .from(aharDemandItems)
    .where(inArray(aharDemandItems.orgId, orgIds));
  if (!latest?.last) return [];
  const rows = await db
    .select({
      date: aharDemandItems.date,
      key: categoryKey,
      category: categoryName,
      quantity: quantitySum,
      businesses: contributors,
    })
    .from(aharDemandItems)
    .where(
      and(
        inArray(aharDemandItems.orgId, orgIds),
        gte(aharDemandItems.date, addDays(latest.last, -(FORECAST_HISTORY_DAYS - 1))),
      ),
    )
    .groupBy(aharDemandItems.date, categoryKey);
  return rows;
}
