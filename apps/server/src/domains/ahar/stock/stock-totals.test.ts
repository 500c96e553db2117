import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  PAGE_HEADERS,
  addDays,
  todayInIndia,
  type StockItem,
  type StockLocation,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { STOCK_PATHS } from './stock-locations.routes';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

const today = todayInIndia();
const ITEM = {
  name: 'Toor Dal',
  category: 'Grains and Pulses',
  price: 120,
  quantity: '10',
  unit: 'KG',
  expireDate: addDays(today, 30),
};
const LOCATIONS: StockLocation[] = ['showroom', 'warehouse', 'reuse'];

/** The rows of a raw query, as plain objects (PGlite and node-postgres answer alike). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return typeof result === 'object' && result !== null && 'rows' in result
    ? (result.rows as T[])
    : [];
}

/** Stock items of a business put straight into the table, as bulk SQL (demo data, imports) does. */
async function bulkInsert(orgId: string, location: StockLocation, from: number, count: number) {
  await t.database.db.execute(sql`
    INSERT INTO ahar_stock_items
      (id, org_id, location, name, category, expire_date, price, quantity, unit, lineage_id)
    SELECT lpad(to_hex(g), 24, '0'), ${orgId}, ${location}, 'Bulk Besan ' || g, 'Grains and Pulses',
           current_date + 20, 60, 1, 'KG', lpad(to_hex(g), 24, '0')
    FROM generate_series(${from}::int, ${from + count - 1}::int) AS g`);
}

describe("the stock lists' kept totals", () => {
  it('stay equal to a count of the rows after adds, deletes, moves, undo, use and bulk SQL', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'Totals Ahar');
    const other = await t.createOrg(owner, 'ahar', 'Neighbour Ahar');
    const who = { token: owner.token, orgId: shop };

    /** Each location's list total (unfiltered, so the kept one) beside a count of its rows. */
    const expectTotals = async (expected: Record<StockLocation, number>) => {
      const counted = await rowsOf<{ location: string; n: number | string }>(sql`
        SELECT location, count(*) AS n FROM ahar_stock_items WHERE org_id = ${shop}
        GROUP BY location`);
      for (const location of LOCATIONS) {
        const res = await t.request('GET', `${STOCK_PATHS[location]}?limit=2`, who);
        expect(res.statusCode, location).toBe(200);
        const listed = Number(res.headers[PAGE_HEADERS.total]);
        const rows = Number(counted.find((row) => row.location === location)?.n ?? 0);
        expect({ location, listed, rows }).toEqual({
          location,
          listed: expected[location],
          rows: expected[location],
        });
        expect(res.headers[PAGE_HEADERS.totalPages]).toBe(
          String(Math.max(1, Math.ceil(listed / 2))),
        );
      }
    };
    const add = async (location: 'showroom' | 'warehouse', name: string) => {
      const res = await t.request('POST', STOCK_PATHS[location], {
        ...who,
        body: { ...ITEM, name },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ item: StockItem }>().item._id;
    };
    const move = async (id: string, to: StockLocation, quantity: number) => {
      const res = await t.request('POST', `/api/v1/ahar/stock/${id}/move`, {
        ...who,
        body: { to, quantity },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ item: StockItem }>().item._id;
    };
    const undo = async () => {
      const res = await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
      expect(res.statusCode, res.body).toBe(200);
    };

    await expectTotals({ showroom: 0, warehouse: 0, reuse: 0 });
    const dal = await add('warehouse', 'Toor Dal');
    const rice = await add('warehouse', 'Basmati Rice');
    const ghee = await add('warehouse', 'Ghee');
    await add('showroom', 'Jalebi');
    await expectTotals({ showroom: 1, warehouse: 3, reuse: 0 });

    // An edit of the quantity is an update that moves nothing.
    const edit = await t.request('PUT', `${STOCK_PATHS.warehouse}/${rice}`, {
      ...who,
      body: { ...ITEM, name: 'Basmati Rice', quantity: '4' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expectTotals({ showroom: 1, warehouse: 3, reuse: 0 });

    const removed = await t.request('DELETE', `${STOCK_PATHS.warehouse}/${ghee}`, who);
    expect(removed.statusCode).toBe(200);
    await expectTotals({ showroom: 1, warehouse: 2, reuse: 0 });

    // All of an item: it changes location. Part of one: a new item in the other location.
    await move(dal, 'reuse', 10);
    await expectTotals({ showroom: 1, warehouse: 1, reuse: 1 });
    await move(rice, 'showroom', 1);
    await expectTotals({ showroom: 2, warehouse: 1, reuse: 1 });

    // Undo takes the new item away, then moves the whole one back, then re-inserts the deleted.
    await undo();
    await expectTotals({ showroom: 1, warehouse: 1, reuse: 1 });
    await undo();
    await expectTotals({ showroom: 1, warehouse: 2, reuse: 0 });
    await undo();
    await expectTotals({ showroom: 1, warehouse: 3, reuse: 0 });

    // Using all of an item removes it.
    const used = await t.request('POST', '/api/v1/ahar/stock/use', {
      ...who,
      body: { location: 'showroom', name: 'jalebi', unit: 'KG', quantity: 10 },
    });
    expect(used.statusCode, used.body).toBe(200);
    await expectTotals({ showroom: 0, warehouse: 3, reuse: 0 });

    // Bulk SQL, the business's and a neighbour's rows in one table: each keeps its own counts.
    await bulkInsert(shop, 'warehouse', 0x7000000, 25);
    await bulkInsert(shop, 'showroom', 0x7000100, 5);
    await bulkInsert(other, 'warehouse', 0x7000200, 7);
    await expectTotals({ showroom: 5, warehouse: 28, reuse: 0 });
    // A transfer of many rows in one statement: both locations move at once.
    await t.database.db.execute(sql`
      UPDATE ahar_stock_items SET location = 'reuse', quantity_number = 0, quantity_kgl = quantity
      WHERE org_id = ${shop} AND location = 'warehouse' AND name LIKE 'Bulk Besan %'
        AND id <= lpad(to_hex(${0x7000000 + 9}::int), 24, '0')`);
    await expectTotals({ showroom: 5, warehouse: 18, reuse: 10 });
    // Both businesses' rows in one statement.
    await t.database.db.execute(sql`
      UPDATE ahar_stock_items SET location = 'showroom'
      WHERE org_id IN (${shop}, ${other}) AND location = 'warehouse' AND name LIKE 'Bulk Besan %'`);
    await expectTotals({ showroom: 20, warehouse: 3, reuse: 10 });
    await t.database.db.execute(sql`
      DELETE FROM ahar_stock_items WHERE org_id IN (${shop}, ${other}) AND name LIKE 'Bulk Besan %'`);
    await expectTotals({ showroom: 0, warehouse: 3, reuse: 0 });

    const neighbour = await t.request('GET', `${STOCK_PATHS.showroom}?limit=2`, {
      token: owner.token,
      orgId: other,
    });
    expect(neighbour.headers[PAGE_HEADERS.total]).toBe('0');
    const kept = await rowsOf<{ items: number }>(sql`
      SELECT items FROM ahar_stock_totals WHERE org_id = ${other}`);
    expect(kept.every((row) => Number(row.items) === 0)).toBe(true);
  });

  it('go with the business when it is deleted, and a filtered list still counts its matches', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'Closing Ahar');
    const who = { token: owner.token, orgId: shop };
    await bulkInsert(shop, 'warehouse', 0x7000300, 12);
    const filtered = await t.request(
      'GET',
      `${STOCK_PATHS.warehouse}?limit=5&category=Grains%20and%20Pulses&expiry=soon`,
      who,
    );
    // Due in 20 days, outside the 5-day window: none match, whatever the location holds.
    expect(filtered.headers[PAGE_HEADERS.total]).toBe('0');
    const all = await t.request('GET', `${STOCK_PATHS.warehouse}?limit=5`, who);
    expect(all.headers[PAGE_HEADERS.total]).toBe('12');

    await t.database.db.execute(sql`DELETE FROM organizations WHERE id = ${shop}`);
    const kept = await rowsOf<{ n: number | string }>(sql`
      SELECT count(*) AS n FROM ahar_stock_totals WHERE org_id = ${shop}`);
    expect(Number(kept[0]?.n)).toBe(0);
  });
});

describe('the name search', () => {
  let shop: string;
  const who = () => ({ token: owner.token, orgId: shop });
  const search = async (term: string, location: StockLocation = 'warehouse', page = 1) => {
    const res = await t.request(
      'GET',
      `${STOCK_PATHS[location]}?limit=3&page=${page}&search=${encodeURIComponent(term)}`,
      who(),
    );
    expect(res.statusCode, res.body).toBe(200);
    return {
      names: res.json<StockItem[]>().map((item) => item.name),
      total: Number(res.headers[PAGE_HEADERS.total]),
    };
  };

  beforeAll(async () => {
    shop = await t.createOrg(owner, 'ahar', 'Search Ahar');
    // 3,000 other items, so that reading the business's rows costs more than the index.
    await bulkInsert(shop, 'warehouse', 0x7100000, 3000);
    for (const name of [
      'Paneer Tikka',
      'Malai Paneer',
      'PANEER 200 g',
      'Kaju Katli 50% off',
      'Ghee_1kg',
      'Tomato',
    ]) {
      const res = await t.request('POST', STOCK_PATHS.warehouse, {
        ...who(),
        body: { ...ITEM, name },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.request('POST', STOCK_PATHS.showroom, { ...who(), body: { ...ITEM, name: 'Paneer' } });
    // VACUUM moves the index's pending entries (GIN's fast update) into the index proper, as
    // autovacuum (PostgreSQL) and the hourly housekeeping (PGlite) do; until then the planner
    // counts the pending list's cost and may read the business's rows instead.
    await t.database.db.execute(sql`VACUUM ANALYZE ahar_stock_items`);
  });

  it('is served by the trigram index beside the business and location', async () => {
    // The statement listStock sends for a search (its matches, their page and their count).
    const plan = await rowsOf<Record<string, string>>(sql`
      EXPLAIN WITH matches AS (
        SELECT id, expire_date FROM ahar_stock_items
        WHERE org_id = ${shop} AND location = 'warehouse' AND name ILIKE '%neer%')
      SELECT *, (SELECT count(*) FROM matches) FROM ahar_stock_items
      WHERE org_id = ${shop} AND id IN (SELECT id FROM matches ORDER BY id DESC LIMIT 3)
      ORDER BY id DESC`);
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('Bitmap Index Scan on ahar_stock_items_name_search_idx');
    expect(text).not.toContain('Seq Scan');
  });

  it('finds substrings in any case, newest first, with their total and pages', async () => {
    expect(await search('neer')).toEqual({
      names: ['PANEER 200 g', 'Malai Paneer', 'Paneer Tikka'],
      total: 3,
    });
    expect(await search('PANEER T')).toEqual({ names: ['Paneer Tikka'], total: 1 });
    expect(await search('ai pan')).toEqual({ names: ['Malai Paneer'], total: 1 });
    // The location's own matches only.
    expect(await search('paneer', 'showroom')).toEqual({ names: ['Paneer'], total: 1 });
    // A page past the end is empty and still says how many there are.
    expect(await search('paneer', 'warehouse', 2)).toEqual({ names: [], total: 3 });
    // The bulk rows are Bulk Besan 118489088 to 118492087.
    expect(await search('besan 11849000')).toEqual({
      names: ['Bulk Besan 118490009', 'Bulk Besan 118490008', 'Bulk Besan 118490007'],
      total: 10,
    });
    expect(await search('nothing like it')).toEqual({ names: [], total: 0 });
  });

  it('takes % and _ literally, and finds terms too short for trigrams', async () => {
    expect(await search('50%')).toEqual({ names: ['Kaju Katli 50% off'], total: 1 });
    expect(await search('e_1')).toEqual({ names: ['Ghee_1kg'], total: 1 });
    // As wildcards they would match every "Bulk Besan 1…" ("n 1") and every name.
    expect(await search('n_1')).toEqual({ names: [], total: 0 });
    expect(await search('%')).toEqual({ names: ['Kaju Katli 50% off'], total: 1 });
    // Under 3 characters there is no trigram: the answer is the same, read another way.
    expect(await search('ka')).toEqual({ names: ['Kaju Katli 50% off', 'Paneer Tikka'], total: 2 });
    expect(await search('m')).toEqual({ names: ['Tomato', 'Malai Paneer'], total: 2 });
  });
});
