import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { LIST_PAGE, load, reportRun } from './support';

/**
 * Nikat Vastu over 10,000 open animal reports: the newest page, a deep page, a keyword search,
 * and the nearby ranking (which sorts every report the other filters keep; see docs/areas/lostfound.md).
 */
export async function benchLostFound(options: {
  db: Db;
  base: string;
  token: string;
  authorId: string;
}): Promise<void> {
  const { db, base, token, authorId } = options;
  // Constants of this bench, written into the SQL as a VALUES list.
  const cities = sql.raw(
    "(values (1, 'Pune', 18.52, 73.86), (2, 'Mumbai', 19.08, 72.88), (3, 'Delhi', 28.61, 77.21), (4, 'Chennai', 13.08, 80.27), (5, 'Kolkata', 22.57, 88.36))",
  );
  await db.execute(sql`
    insert into lost_reports
      (id, kind, author_id, lost_location, location_key, lost_date, title, details, image,
       city, lat, lng, search_text, created_at)
    select lpad(to_hex(g + 500000), 24, '0'), 'animal', ${authorId},
      'Area ' || g || ' ' || c.city, 'area ' || g || ' ' || lower(c.city),
      date '2026-01-01' + (g % 300), 'Pet ' || g,
      jsonb_build_object('name', 'Pet ' || g, 'lostLocation', 'Area ' || g || ' ' || c.city),
      '/api/v1/files/000000000000000000000000', c.city, c.lat, c.lng,
      'animal pet' || g || ' colour' || (g % 40) || ' ' || c.city,
      now() - (g || ' minutes')::interval
    from generate_series(1, 10000) g
    join ${cities} as c(n, city, lat, lng) on c.n = 1 + g % 5`);
  await db.execute(sql`vacuum (analyze) lost_reports`);
  const headers = { authorization: `Bearer ${token}` };
  const cases: [string, string][] = [
    ['Nikat Vastu: page 1 of 10,000 animals', '/api/animals?limit=12'],
    ['Nikat Vastu: page 200 of 10,000 animals', '/api/animals?limit=12&page=200'],
    ['Nikat Vastu: keyword search', '/api/animals?limit=12&search=colour7%20pune'],
    ['Nikat Vastu: nearest first (all 10,000 ranked)', '/api/animals?limit=12&near=411001'],
  ];
  for (const [what, path] of cases) {
    const run = await load({ url: `${base}${path}`, headers });
    reportRun(what, run, LIST_PAGE);
  }
}
