// Ahar daily demand: the Full list and Inventory Items over 100,000 demand items, and the forecast
// over two years of daily records.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, REPORT, load, reportRun } from './support';

/**
 * 25,000 records of 4 items each (100,000 items) over the last two years in the bench ahar, in
 * 4 categories with a weekly pattern; then the first and a deep page of the Full list, a search,
 * the first page of Inventory Items, and the forecast of every category.
 */
export async function benchAharDemand(options: {
  base: string;
  headers: Record<string, string>;
  db: Db;
  orgId: string;
}): Promise<void> {
  const { base, headers, db, orgId } = options;
  await db.execute(sql`
    insert into ahar_demand_records (id, org_id, date, time, name, person_id, total, search_text)
    select lpad(to_hex(g + 900000), 24, '0'), ${orgId}, current_date - (g % 730), '12:00',
           'Counter ' || (g % 50), 'C' || (g % 50), 400, 'Counter ' || (g % 50) || ' Thali Sweets Chai Bakery'
    from generate_series(1, 25000) g`);
  await db.execute(sql`
    insert into ahar_demand_items (id, org_id, record_id, date, position, category, company, quantity, price)
    select lpad(to_hex(g * 4 + p + 2000000), 24, '0'), ${orgId}, lpad(to_hex(g + 900000), 24, '0'),
           current_date - (g % 730), p,
           (array['Ready meals', 'Sweets', 'Beverages', 'Bakery'])[p + 1], 'Own kitchen',
           (5 * (array[1.3, 0.7, 0.8, 0.9, 1.0, 1.2, 1.4])[extract(dow from current_date - (g % 730))::int + 1])::int + p,
           20
    from generate_series(1, 25000) g, generate_series(0, 3) p`);
  await db.execute(sql`vacuum (analyze) ahar_demand_records`);
  await db.execute(sql`vacuum (analyze) ahar_demand_items`);

  const runs: [string, string, typeof LIST_PAGE][] = [
    [
      'GET /demandinventory page 1 (100,000 demand items)',
      '/api/v1/demandinventory?page=1',
      LIST_PAGE,
    ],
    ['GET /demandinventory page 1,000', '/api/v1/demandinventory?page=1000', LIST_PAGE],
    [
      'GET /demandinventory?search=counter 7',
      '/api/v1/demandinventory?page=1&search=counter%207',
      LIST_PAGE,
    ],
    [
      'GET /demandinventory/items page 1 of 100,000',
      '/api/v1/demandinventory/items?page=1',
      LIST_PAGE,
    ],
    ['GET /ahar/demand/forecast (2 years, 4 categories)', '/api/v1/ahar/demand/forecast', REPORT],
  ];
  for (const [name, path, budget] of runs) {
    const run = await load({ url: `${base}${path}`, headers });
    reportRun(name, run, budget);
  }
}
