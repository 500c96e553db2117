import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  DEMAND_MESSAGES,
  FORECAST_MIN_DAYS,
  addDays,
  businessDay,
  type DemandEvent,
  type DemandRecord,
  type ForecastAnswer,
  type MarketSales,
  type PastSales,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { aharDemandState } from './demand.table';
import { item, record } from './demand.test-support';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
});
afterAll(() => t.close());

/**
 * Daily rows straight into the tables: `days` days ending `end`, the weekly pattern of a tiffin
 * kitchen, one record a day with one line.
 */
async function history(orgId: string, days: number, end: string, category = 'Tiffin') {
  await t.database.db.execute(sql`
    with d as (
      select g, (${end}::date - (${days} - 1) + g)::date as day,
             lpad(to_hex(${Math.floor(Math.random() * 1e9)}::bigint * 1000 + g), 24, '0') as rid
      from generate_series(0, ${days} - 1) g
    ), r as (
      insert into ahar_demand_records (id, org_id, date, time, name, person_id, total, search_text)
      select rid, ${orgId}, day, '12:00', 'Counter', 'C', 0, 'Counter'
      from d returning id
    )
    insert into ahar_demand_items (id, org_id, record_id, date, position, category, company, quantity, price)
    select lpad(to_hex(${Math.floor(Math.random() * 1e9)}::bigint * 1000 + g + 500), 24, '0'), ${orgId}, rid, day, 0,
           ${category}, 'Kitchen',
           (40 * (array[1.0, 0.7, 0.8, 0.9, 1.0, 1.3, 1.5])[extract(dow from day)::int + 1])::int, 60
    from d`);
}

describe('Demand Own', () => {
  it("sums a month's quantities and value by category and by day", async () => {
    const kitchen = await t.createOrg(owner, 'ahar', 'Month Kitchen');
    const as = { token: owner.token, orgId: kitchen };
    for (const [date, items] of [
      [
        '2026-05-01',
        [item({ quantity: 2, price: 10 }), item({ category: 'Dairy', quantity: 1, price: 55 })],
      ],
      ['2026-05-02', [item({ quantity: 4, price: 10 })]],
      ['2026-06-01', [item({ quantity: 100, price: 10 })]],
    ] as const) {
      await t.request('POST', '/api/v1/demandinventory', { ...as, body: record({ date, items }) });
    }
    const res = await t.request('GET', '/api/v1/ahar/demand/own?year=2026&month=5', as);
    const body = res.json<PastSales>();
    expect(body.byCategory).toEqual([
      { category: 'Dairy', quantity: 1, value: '55.00' },
      { category: 'Sweets', quantity: 6, value: '60.00' },
    ]);
    expect(body.byDay).toEqual([
      { date: '2026-05-01', quantity: 3, value: '75.00' },
      { date: '2026-05-02', quantity: 4, value: '40.00' },
    ]);
    expect(body.totals).toEqual({ quantity: 7, value: '115.00' });
    const bad = await t.request('GET', '/api/v1/ahar/demand/own?year=2026&month=13', as);
    expect(bad.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.yearMonth);
  });

  it('forecasts each category, or says the history is too short', async () => {
    const kitchen = await t.createOrg(owner, 'ahar', 'Forecast Kitchen');
    const as = { token: owner.token, orgId: kitchen };
    const end = businessDay();
    await history(kitchen, 120, end, 'Tiffin');
    await history(kitchen, 20, end, 'Sweets');
    await t.request('POST', '/api/v1/ahar/demand-events', {
      ...as,
      body: {
        kind: 'festival',
        name: 'Festival',
        startDate: addDays(end, 3),
        endDate: addDays(end, 3),
        effect: 100,
        category: 'Tiffin',
      },
    });
    const res = await t.request('GET', '/api/v1/ahar/demand/forecast', as);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ForecastAnswer>();
    expect(body.from).toBe(addDays(end, 1));
    expect(body.minimumDays).toBe(FORECAST_MIN_DAYS);
    const tiffin = body.categories.find((c) => c.category === 'Tiffin');
    const sweets = body.categories.find((c) => c.category === 'Sweets');
    expect(sweets).toEqual({ status: 'short', category: 'Sweets', days: 20 });
    if (tiffin?.status !== 'ok') throw new Error('no Tiffin forecast');
    expect(tiffin.mape).not.toBeNull();
    expect(tiffin.mape ?? 100).toBeLessThan(10);
    expect(tiffin.points.filter((p) => p.recorded === null)).toHaveLength(30);
    // The festival doubles its day against the same weekday a week later.
    const at = (date: string) => tiffin.points.find((p) => p.date === date)?.forecast ?? 0;
    expect(at(addDays(end, 3)) / at(addDays(end, 10))).toBeGreaterThan(1.8);
  });
});

describe('kept totals and the stored forecast', () => {
  it('stay right after adds, edits and deletes, by the routes and in bulk', async () => {
    const kitchen = await t.createOrg(owner, 'ahar', 'Kept Kitchen');
    const as = { token: owner.token, orgId: kitchen };
    const end = businessDay();
    const totals = async () => {
      const records = await t.request('GET', '/api/v1/demandinventory?page=1', as);
      const lines = await t.request('GET', '/api/v1/demandinventory/items?page=1', as);
      return [records.json<{ total: number }>().total, lines.json<{ total: number }>().total];
    };
    const forecast = async () => {
      const res = await t.request('GET', '/api/v1/ahar/demand/forecast', as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ForecastAnswer>();
    };
    // The stored answer, then the one computed afresh (the stored one dropped): the same.
    const expectFresh = async () => {
      const stored = await forecast();
      await t.database.db.execute(
        sql`update ahar_demand_state set forecast_key = null where org_id = ${kitchen}`,
      );
      expect(stored).toEqual(await forecast());
      return stored;
    };
    expect(await totals()).toEqual([0, 0]);
    expect((await forecast()).categories).toEqual([]);

    await history(kitchen, 70, end);
    expect(await totals()).toEqual([70, 70]);
    const first = await expectFresh();
    expect(first.categories[0]?.status).toBe('ok');

    // A stored answer is served while nothing changed: a marked one comes back as stored.
    await t.database.db.execute(sql`
      update ahar_demand_state set forecast = jsonb_set(forecast, '{city}', '"stored"')
      where org_id = ${kitchen}`);
    expect((await forecast()).city).toBe('stored');

    // A new record: the totals move and the forecast is computed again, with the new day.
    const added = await t.request('POST', '/api/v1/demandinventory', {
      ...as,
      body: record({
        date: end,
        items: [item({ category: 'Tiffin', quantity: 400 }), item({ quantity: 1 })],
      }),
    });
    expect(added.statusCode).toBe(201);
    expect(await totals()).toEqual([71, 72]);
    const afterAdd = await expectFresh();
    expect(afterAdd.city).toBe('');
    expect(afterAdd).not.toEqual(first);

    // An event added, edited and removed: each time the forecast follows it.
    const event = await t.request('POST', '/api/v1/ahar/demand-events', {
      ...as,
      body: {
        kind: 'festival',
        name: 'Fair',
        startDate: addDays(end, 2),
        endDate: addDays(end, 2),
        effect: 50,
        category: '',
      },
    });
    const eventId = event.json<{ event: DemandEvent }>().event._id;
    const withEvent = await expectFresh();
    expect(withEvent).not.toEqual(afterAdd);
    await t.request('PUT', `/api/v1/ahar/demand-events/${eventId}`, {
      ...as,
      body: {
        kind: 'festival',
        name: 'Fair',
        startDate: addDays(end, 2),
        endDate: addDays(end, 2),
        effect: 90,
        category: '',
      },
    });
    const edited = await expectFresh();
    expect(edited).not.toEqual(withEvent);
    await t.request('DELETE', `/api/v1/ahar/demand-events/${eventId}`, as);
    expect(await expectFresh()).toEqual(afterAdd);

    // The record deleted (its lines with it): back to the history alone.
    const removed = await t.request(
      'DELETE',
      `/api/v1/demandinventory/${added.json<{ record: DemandRecord }>().record._id}`,
      as,
    );
    expect(removed.statusCode).toBe(200);
    expect(await totals()).toEqual([70, 70]);
    expect(await expectFresh()).toEqual(first);

    // A line changed in bulk, outside the routes, moves the forecast too.
    await t.database.db.execute(
      sql`update ahar_demand_items set quantity = quantity * 2 where org_id = ${kitchen}`,
    );
    expect(await expectFresh()).not.toEqual(first);
  });

  it('forgets a deleted business with its records', async () => {
    const kitchen = await t.createOrg(owner, 'ahar', 'Closing Kitchen');
    await history(kitchen, 10, businessDay());
    await t.database.db.execute(sql`delete from organizations where id = ${kitchen}`);
    const left = await t.database.db
      .select({ orgId: aharDemandState.orgId })
      .from(aharDemandState)
      .where(eq(aharDemandState.orgId, kitchen));
    expect(left).toEqual([]);
  });
});

describe('Demand Market', () => {
  it('shows a figure only where at least 3 businesses of the city contribute', async () => {
    const owners = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const orgs: string[] = [];
    for (const [i, person] of owners.entries()) {
      const res = await t.request('POST', '/api/v1/orgs', {
        token: person.token,
        body: { kind: 'ahar', name: `Nagpur ${i}`, city: i === 2 ? ' nagpur ' : 'Nagpur' },
      });
      orgs.push(res.json<{ organization: { _id: string } }>().organization._id);
    }
    const post = (i: number, date: string, category: string, quantity: number) =>
      t.request('POST', '/api/v1/demandinventory', {
        token: owners[i]?.token,
        orgId: orgs[i],
        body: record({ date, items: [item({ category, quantity, price: 10 })] }),
      });
    await post(0, '2026-07-01', 'Sweets', 5);
    await post(1, '2026-07-01', 'Sweets', 7);
    await post(0, '2026-07-02', 'Dairy', 9);
    const market = () =>
      t.request('GET', '/api/v1/ahar/demand/market?year=2026&month=7', {
        token: owners[0]?.token,
        orgId: orgs[0],
      });
    const two = (await market()).json<MarketSales>();
    expect(two.city).toBe('Nagpur');
    expect(two.byCategory).toEqual([]);
    expect(two.byDay).toEqual([]);
    expect(two.hiddenCategories).toBe(2);
    expect(two.totals).toEqual({ quantity: 0, value: '0.00' });

    await post(2, '2026-07-01', 'sweets', 1);
    const three = (await market()).json<MarketSales>();
    expect(three.byCategory).toEqual([{ category: 'Sweets', quantity: 13, value: '130.00' }]);
    expect(three.byDay).toEqual([{ date: '2026-07-01', quantity: 13, value: '130.00' }]);
    expect(three.hiddenCategories).toBe(1);
    expect(three.hiddenDays).toBe(1);
  });

  it("forecasts the city's categories with 3 businesses and hides the others", async () => {
    const owners = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
    const orgs: string[] = [];
    for (const [i, person] of owners.entries()) {
      const res = await t.request('POST', '/api/v1/orgs', {
        token: person.token,
        body: { kind: 'ahar', name: `Indore ${i}`, city: 'Indore' },
      });
      orgs.push(res.json<{ organization: { _id: string } }>().organization._id);
    }
    const end = businessDay();
    for (const orgId of orgs) await history(orgId, 70, end, 'Thali');
    await history(orgs[0] ?? '', 70, end, 'Sweets');
    const res = await t.request('GET', '/api/v1/ahar/demand/market/forecast', {
      token: owners[1]?.token,
      orgId: orgs[1],
    });
    const body = res.json<ForecastAnswer>();
    expect(body.city).toBe('Indore');
    expect(body.hiddenCategories).toBe(1);
    expect(body.categories.map((c) => [c.category, c.status])).toEqual([['Thali', 'ok']]);
  });

  it('has no market without a city', async () => {
    const res = await t.request('POST', '/api/v1/orgs', {
      token: owner.token,
      body: { kind: 'ahar', name: 'Nowhere Kitchen' },
    });
    const orgId = res.json<{ organization: { _id: string } }>().organization._id;
    const market = await t.request('GET', '/api/v1/ahar/demand/market?year=2026&month=7', {
      token: owner.token,
      orgId,
    });
    expect(market.json<MarketSales>()).toMatchObject({
      city: '',
      byCategory: [],
      hiddenCategories: 0,
    });
  });
});
