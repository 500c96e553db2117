import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia, type AharHome, type ForecastAnswer } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { item, record } from '../demand/demand.test-support';
import { WAREHOUSE } from '../stock/stock.test-support';

// Issue 31: the ahar's home, against its stock alerts, Demand → Own and the forecast.

let t: TestApp;
let owner: TestUser;
let ahar: string;
let otherOwner: TestUser;
let otherAhar: string;
const today = todayInIndia();
const yesterday = addDays(today, -1);
/** Ten weeks of days up to yesterday: more than the forecast's minimum of 56. */
const HISTORY = 70;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Home Ahar');
  otherOwner = await t.signUp();
  otherAhar = await t.createOrg(otherOwner, 'ahar', 'Other Ahar');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: ahar });

async function post(url: string, body: object, as = asOwner()) {
  const res = await t.request('POST', url, { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
}

async function get<T>(url: string, as: { token: string; orgId: string } = asOwner()) {
  const res = await t.request('GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('the ahar home', () => {
  beforeAll(async () => {
    for (let back = HISTORY; back >= 1; back -= 1) {
      const date = addDays(today, -back);
      await post(
        '/api/v1/demandinventory',
        record({ date, items: [item({ quantity: 10 + (back % 7), price: 20 })] }),
      );
    }
    // Expired yesterday and expiring today; the last day of the 5 and the day after it.
    for (const [name, expireDate] of [
      ['Old milk', yesterday],
      ['Curd', today],
      ['Paneer', addDays(today, 5)],
      ['Ghee', addDays(today, 6)],
    ] as const)
      await post('/api/v1/suchigodown', { ...WAREHOUSE, name, expireDate });
    // Another ahar's record and stock.
    const theirs = { token: otherOwner.token, orgId: otherAhar };
    await post('/api/v1/demandinventory', record({ date: yesterday }), theirs);
    await post('/api/v1/suchigodown', { ...WAREHOUSE, expireDate: yesterday }, theirs);
  });

  it('counts the stock alerts as the expiry page does', async () => {
    const { stock } = await home();
    expect(stock).toEqual({ expired: 1, expiring: 2, days: 5 });
    const alerts = await get<{ expired: { count: number }; soon: { count: number } }>(
      '/api/v1/ahar/stock/alerts',
    );
    expect([alerts.expired.count, alerts.soon.count]).toEqual([1, 2]);
  });

  it("gives today's forecast, yesterday's record and the two months' sales as Demand → Own", async () => {
    const { demand } = await home();
    const forecast = await get<ForecastAnswer>('/api/v1/ahar/demand/forecast');
    const forecastToday = forecast.categories
      .flatMap((c) => (c.status === 'ok' ? c.points : []))
      .filter((p) => p.date === today)
      .reduce((sum, p) => sum + (p.forecast ?? 0), 0);
    expect(forecast.from).toBe(today);
    expect(demand?.forecastToday).toBeCloseTo(forecastToday, 2);
    expect(demand?.yesterday).toEqual({ quantity: 11, value: 220 });

    const [year, month] = today.split('-').map(Number) as [number, number];
    const last = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
    type Own = { totals: { quantity: number; value: string } };
    const own = await get<Own>(`/api/v1/ahar/demand/own?year=${year}&month=${month}`);
    const before = await get<Own>(`/api/v1/ahar/demand/own?year=${last.year}&month=${last.month}`);
    expect(demand?.thisMonth).toEqual({
      quantity: own.totals.quantity,
      value: Number(own.totals.value),
    });
    expect(demand?.lastMonth).toEqual({
      quantity: before.totals.quantity,
      value: Number(before.totals.value),
    });
    expect(before.totals.quantity).toBeGreaterThan(0);
  });

  it("keeps another ahar's rows out, and shows each part by its permission", async () => {
    const theirs = await home({ token: otherOwner.token, orgId: otherAhar });
    expect(theirs.stock).toEqual({ expired: 1, expiring: 0, days: 5 });
    expect(theirs.demand?.yesterday).toEqual({ quantity: 3, value: 75 });
    expect(theirs.demand?.forecastToday).toBeNull();
    const across = await t.request('GET', '/api/v1/ahar/home', {
      token: owner.token,
      orgId: otherAhar,
    });
    expect(across.statusCode).toBe(404);

    const person = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['inventory'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const seen = await home({ token: person.token, orgId: ahar });
    expect(seen.stock?.expired).toBe(1);
    expect(seen.demand).toBeNull();
    expect(seen.tiffinDues).toBeNull();
    // The owner holds billing: the tiffin bills due (decision 0366), none without members.
    expect((await home()).tiffinDues).toEqual({ bills: 0, amount: '0.00' });
  });
});

async function home(as: { token: string; orgId: string } = asOwner()) {
  return get<AharHome>('/api/v1/ahar/home', as);
}
