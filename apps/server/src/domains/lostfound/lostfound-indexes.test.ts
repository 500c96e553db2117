import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const author = await t.signUp();
  // Enough varied rows for the planner to prefer a selective index over reading them in order.
  await t.database.db.execute(sql`
    INSERT INTO lost_reports
      (id, kind, author_id, lost_location, location_key, lost_date, details, image, city, search_text)
    SELECT lpad(to_hex(g), 24, '0'), (ARRAY['human', 'animal', 'material'])[1 + g % 3],
      ${author.user._id}, 'Place ' || g, 'place ' || g, date '2026-01-01' + (g % 300), '{}'::jsonb,
      '/none', (ARRAY['Pune', 'Delhi', 'Mumbai', 'Chennai', 'Kolkata'])[1 + g % 5],
      'word' || g || ' colour' || (g % 50)
    FROM generate_series(1, 6000) AS g`);
  await t.database.db.execute(sql`ANALYZE lost_reports`);
});
afterAll(async () => t.close());

/** EXPLAIN's lines, from either driver's result (both carry `rows`). */
function planText(result: unknown): string {
  const rows: unknown[] =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? result.rows
      : [];
  return rows
    .map((row) => (typeof row === 'object' && row !== null ? String(Object.values(row)[0]) : ''))
    .join('\n');
}

/** The plan of a list query with sequential scans priced out, so any usable index shows. */
async function planOf(where: string, order = ''): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(
      sql.raw(
        `EXPLAIN SELECT id FROM lost_reports WHERE kind = 'animal' AND direction = 'lost' AND resolved_at IS NULL AND ${where} ${order} LIMIT 20`,
      ),
    );
    return planText(result);
  });
}

describe('lost-and-found list queries are served by indexes', () => {
  it('keyword search uses the tsvector GIN index', async () => {
    expect(
      await planOf(`to_tsvector('simple', search_text) @@ to_tsquery('simple', 'word12:*')`),
    ).toContain('lost_reports_search_idx');
  });

  it('the location filter uses the location and city indexes', async () => {
    const plan = await planOf(`(location_key LIKE 'place 12%' OR city = 'Pune')`);
    expect(plan).toContain('lost_reports_location_idx');
    expect(plan).toContain('lost_reports_city_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it("nearest first reads each city's reports from the city index, newest first", async () => {
    expect(await planOf(`city = 'Pune'`, 'ORDER BY created_at DESC, id DESC')).toContain(
      'lost_reports_city_newest_idx',
    );
  });

  it('the date filter uses the date index', async () => {
    expect(await planOf(`lost_date BETWEEN '2026-03-01' AND '2026-03-02'`)).toContain(
      'lost_reports_date_idx',
    );
  });

  it('the match candidates (nearby cities, a date window) use the city index', async () => {
    const plan = await planOf(
      `city IN ('Pune', 'Mumbai') AND lost_date BETWEEN '2026-03-01' AND '2026-03-31' AND author_id <> 'x'`,
      'ORDER BY created_at DESC, id DESC',
    );
    expect(plan).toMatch(/lost_reports_city_(newest_)?idx/);
    expect(plan).not.toContain('Seq Scan');
  });

  it('newest first reads the open-reports index in order', async () => {
    expect(await planOf('true', 'ORDER BY created_at DESC, id DESC')).toContain(
      'lost_reports_open_idx',
    );
  });
});
