import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { todayInIndia, type StockLocation } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/search';
import type { StockRow } from './stock-item';
import { expiryCondition, expiryDays } from './stock-expiry.service';
import { aharStockItems, aharStockTotals } from './stock.table';

export interface StockListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  expiry?: 'expired' | 'soon' | undefined;
}

/**
 * A location's page: newest first, or by expiry (then newest) when filtered by expiry. Location
 * null is every location of the business.
 *
 * The total: an unfiltered list reads the kept count (`ahar_stock_totals`); a filtered list counts
 * its matches through its index. A search finds its page and its total in one query: the name's
 * trigram index (with the business and location) gives every match, which are then sorted, so
 * the plan never walks the location newest first hoping to meet a few matches soon. A term
 * with no trigram (under 3 characters) cannot use that index: every name of the business's stock
 * is checked, read through its other indexes (or the table, when the business is most of it),
 * which answers the same, only slower.
 */
export async function listStock(
  db: Db,
  orgId: string,
  location: StockLocation | null,
  filters: StockListFilters,
): Promise<{ rows: StockRow[]; total: number }> {
  const today = todayInIndia();
  const conditions: (SQL | undefined)[] = [
    eq(aharStockItems.orgId, orgId),
    location ? eq(aharStockItems.location, location) : undefined,
  ];
  if (filters.search) conditions.push(ilike(aharStockItems.name, containsPattern(filters.search)));
  if (filters.category) conditions.push(eq(aharStockItems.category, filters.category));
  if (filters.expiry)
    conditions.push(expiryCondition(filters.expiry, today, await expiryDays(db, orgId)));
  const where = and(...conditions);
  const order = filters.expiry
    ? // Earliest expiry first; among the same day, the newest first.
      [asc(aharStockItems.expireDate), desc(aharStockItems.id)]
    : [desc(aharStockItems.id)];
  const offset = (filters.page - 1) * filters.limit;
  const countMatches = async () => {
    const [totals] = await db.select({ total: count() }).from(aharStockItems).where(where);
    return totals?.total ?? 0;
  };

  if (filters.search) {
    // Every match first, then the page cut from them and their count. The matches are a WITH
    // query read twice (the page, the count), which PostgreSQL computes once, on its own, for all
    // its rows: it gathers them through the trigram index, and the LIMIT cannot turn the plan into
    // a walk of the location newest first that hopes to meet a page of matches soon (when they are
    // old or few, that walk reads the whole location). With count(*) over () in one select
    // instead, PostgreSQL 15 planned exactly that walk, over the primary key.
    const matches = db
      .$with('matches')
      .as(
        db
          .select({ id: aharStockItems.id, expireDate: aharStockItems.expireDate })
          .from(aharStockItems)
          .where(where),
      );
    const pageIds = db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(
        ...(filters.expiry ? [asc(matches.expireDate), desc(matches.id)] : [desc(matches.id)]),
      )
      .limit(filters.limit)
      .offset(offset);
    const found = await db
      .with(matches)
      .select({
        item: aharStockItems,
        total: sql<number>`(select count(*) from ${matches})`.mapWith(Number),
      })
      .from(aharStockItems)
      .where(and(eq(aharStockItems.orgId, orgId), inArray(aharStockItems.id, pageIds)))
      .orderBy(...order);
    // A page past the end has no row to carry the total: count alone (page 1 is simply empty).
    const total = found[0]?.total ?? (offset > 0 ? await countMatches() : 0);
    return { rows: found.map((row) => row.item), total };
  }

  // The page's ids first, then their rows: a deep page skips its offset over index entries
  // alone, not over whole rows read and thrown away.
  const pageIds = db
    .select({ id: aharStockItems.id })
    .from(aharStockItems)
    .where(where)
    .orderBy(...order)
    .limit(filters.limit)
    .offset(offset);
  const filtered = Boolean(filters.category || filters.expiry);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(aharStockItems)
      .where(and(eq(aharStockItems.orgId, orgId), inArray(aharStockItems.id, pageIds)))
      .orderBy(...order),
    filtered ? countMatches() : keptTotal(db, orgId, location),
  ]);
  return { rows, total };
}

/** How many items the location (or, for null, the whole business) holds: the kept count. */
export async function keptTotal(
  db: Db,
  orgId: string,
  location: StockLocation | null,
): Promise<number> {
  const [row] = await db
    .select({ items: sql<number>`coalesce(sum(${aharStockTotals.items}), 0)`.mapWith(Number) })
    .from(aharStockTotals)
    .where(
      and(
        eq(aharStockTotals.orgId, orgId),
        location ? eq(aharStockTotals.location, location) : undefined,
      ),
    );
  return row?.items ?? 0;
}

/**
 * The alerts' two lists, across every location: the first ten expired and expiring soon, with
 * their counts, the business's days ahead and today's date.
 */
export async function stockAlerts(db: Db, orgId: string) {
  const days = await expiryDays(db, orgId);
  const today = todayInIndia();
  const part = (kind: 'expired' | 'soon') =>
    listStock(db, orgId, null, { page: 1, limit: 10, expiry: kind });
  const [expired, soon] = await Promise.all([part('expired'), part('soon')]);
  return { days, today, expired, soon };
}
