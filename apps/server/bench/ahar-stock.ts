// Ahar stock: the warehouse list (List Suchi → Warehouse) over 100,000 items, a page and a search;
// and the ahar's home, over that stock and the demand bench's two years (run before this one).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, load, reportRun } from './support';

/**
 * 100,000 warehouse items in the bench ahar (20 names, 10 categories, expiries from 10 days ago to
 * 110 days ahead); then the first page of the warehouse list, a deep page, a search by name and
 * the category and expiring-soon filters, as the screen asks for them (10 a page). The unfiltered
 * pages read their total from the kept count; the search reads its matches through the trigram
 * index and counts them.
 */
export async function benchAharStock(options: {
  base: string;
  db: Db;
  orgId: string;
  token: string;
}): Promise<void> {
  const { base, db, orgId, token } = options;
  const headers = { authorization: `Bearer ${token}`, 'x-org-id': orgId };
  await db.execute(sql`
    insert into ahar_stock_items
      (id, org_id, location, name, category, expire_date, price, quantity, unit, lineage_id)
    select lpad(to_hex(g + 5000000), 24, '0'), ${orgId}, 'warehouse',
           (array['Paneer', 'Basmati Rice', 'Toor Dal', 'Ghee', 'Besan', 'Jeera', 'Turmeric',
                  'Milk Barfi', 'Kaju Katli', 'Aloo Bhujia', 'Rusk', 'Pav', 'Onion', 'Potato',
                  'Tomato', 'Banana', 'Mango', 'Masala Chai', 'Poha', 'Sooji'])[g % 20 + 1]
             || ' ' || g,
           (array['Sweets', 'Namkeen', 'Dairy', 'Grains and Pulses', 'Spices', 'Beverages',
                  'Bakery', 'Vegetables', 'Fruits', 'Ready meals'])[g % 10 + 1],
           current_date - 10 + (g % 120), 50 + g % 400, 1 + g % 25, 'KG',
           lpad(to_hex(g + 5000000), 24, '0')
    from generate_series(1, 100000) g`);
  // The insert's statement trigger counts the 100,000 into ahar_stock_totals. VACUUM also moves
  // the name index's pending entries (GIN fast update) into the index, as housekeeping would.
  await db.execute(sql`vacuum (analyze) ahar_stock_items`);

  const list = '/api/v1/suchigodown?limit=10';
  const runs: [string, string][] = [
    ['GET /suchigodown page 1 (100,000 items)', `${list}&page=1`],
    ['GET /suchigodown page 5,000', `${list}&page=5000`],
    ['GET /suchigodown?search=paneer 7', `${list}&page=1&search=paneer%207`],
    ['GET /suchigodown?category=Dairy&expiry=soon', `${list}&page=1&category=Dairy&expiry=soon`],
    ['GET /ahar/home (100,000 stock items, 2 years of demand)', '/api/v1/ahar/home'],
  ];
  for (const [name, path] of runs) {
    const run = await load({ url: `${base}${path}`, headers });
    reportRun(name, run, LIST_PAGE);
  }
}
