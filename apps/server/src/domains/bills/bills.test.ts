import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  CURRENCIES,
  CURRENCY_MESSAGES,
  DEFAULT_RATES,
  PAGE_HEADERS,
  type WifiBill,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { currencyRates } from './bills.table';
import { backfillDefaultRates } from './rates.service';
import { WIFI, addMember, freshBusiness, post, type As } from './bills.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Bill Gym');
});
afterAll(() => t.close());

const asGym = (): As => ({ token: owner.token, orgId: gym });

describe('wifi bills', () => {
  it('saves a bill in USD by default at the rate table, with its rupees', async () => {
    const body = await post<{ message: string; bill: WifiBill }>(
      t,
      asGym(),
      '/api/v1/wifibills',
      WIFI,
    );
    expect(body.message).toBe(BILL_MESSAGES.dataSubmitted);
    expect(body.bill).toMatchObject({
      ...WIFI,
      wifiPackagePrice: 100,
      currency: 'USD',
      rate: 1,
      amountInr: 8200,
    });
    expect(body.bill.id).toBe(body.bill._id);
  });

  it('submits new rows in bulk at both spec paths, all or none', async () => {
    const as = await freshBusiness(t);
    for (const path of ['/api/v1/wifibills/bulk', '/api/v1/gym/wifibills/bulk']) {
      const body = await post<{ message: string; bills: WifiBill[] }>(t, as, path, {
        bills: [WIFI, { ...WIFI, wifiPackagePrice: 40, currency: 'INR' }],
      });
      expect(body.message).toBe(BILL_MESSAGES.bulkCreated);
      expect(body.bills.map((bill) => bill.amountInr)).toEqual([8200, 40]);
    }
    const refused = await t.request('POST', '/api/v1/wifibills/bulk', {
      ...as,
      body: { bills: [WIFI, { ...WIFI, wifiPackagePrice: -1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BILL_MESSAGES.wifiPackagePrice);
    const empty = await t.request('POST', '/api/v1/wifibills/bulk', { ...as, body: { bills: [] } });
    expect(empty.json()).toEqual({ success: false, message: BILL_MESSAGES.atLeastOne });
    // Both paths are one list: four rows, none from the refused submit.
    const list = await t.request('GET', '/api/v1/gym/wifibills', as);
    expect(list.json<WifiBill[]>()).toHaveLength(4);
    expect(list.headers[PAGE_HEADERS.total]).toBe('4');
  });

  it('updates, refuses an unsaved id, and deletes, with the spec messages', async () => {
    const { bill } = await post<{ bill: WifiBill }>(t, asGym(), '/api/v1/wifibills', WIFI);
    const updated = await t.request('PUT', `/api/v1/gym/wifibills/${bill._id}`, {
      ...asGym(),
      body: { ...WIFI, wifiPackagePrice: '120.25', remark: 'Upgraded' },
    });
    expect(updated.json()).toMatchObject({
      success: true,
      message: BILL_MESSAGES.updated,
      bill: { wifiPackagePrice: 120.25, remark: 'Upgraded', amountInr: 9860.5 },
    });
    const unsaved = await t.request('PUT', '/api/v1/wifibills/temp-1', { ...asGym(), body: WIFI });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().message).toBe(BILL_MESSAGES.saveFirst);
    const removed = await t.request('DELETE', `/api/v1/wifibills/${bill._id}`, asGym());
    expect(removed.json()).toEqual({ success: true, message: BILL_MESSAGES.removed });
    expect((await t.request('GET', `/api/v1/wifibills/${bill._id}`, asGym())).statusCode).toBe(404);
  });

  it('pages and filters by the billing date, both ends included', async () => {
    const as = await freshBusiness(t);
    for (const day of ['2026-01-15', '2026-02-01', '2026-02-28', '2026-03-01']) {
      await post(t, as, '/api/v1/wifibills', { ...WIFI, billingDate: day });
    }
    const feb = await t.request('GET', '/api/v1/wifibills?from=2026-02-01&to=2026-02-28', as);
    expect(feb.json<WifiBill[]>().map((bill) => bill.billingDate)).toEqual([
      '2026-02-01',
      '2026-02-28',
    ]);
    const page = await t.request('GET', '/api/v1/wifibills?limit=3&page=2', as);
    expect(page.json<WifiBill[]>().map((bill) => bill.billingDate)).toEqual(['2026-03-01']);
    expect(page.headers[PAGE_HEADERS.totalPages]).toBe('2');
    const bad = await t.request('GET', '/api/v1/wifibills?from=2026-02-30', as);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await t.request('POST', '/api/v1/wifibills', {
      ...asGym(),
      body: { ...WIFI, billingTo: '2026-02-01' },
    });
    expect(res.json()).toEqual({ success: false, message: BILL_MESSAGES.periodOrder });
  });
});

describe('currency', () => {
  it('converts a row to two decimals at its stored rate, and rupees at its own rupee rate', async () => {
    const as = await freshBusiness(t);
    const { bill } = await post<{ bill: WifiBill }>(t, as, '/api/v1/wifibills', {
      ...WIFI,
      wifiPackagePrice: '33.33',
    });
    const convert = (currency: string) =>
      t.request('POST', `/api/v1/wifibills/${bill._id}/convert`, { ...as, body: { currency } });
    const gbp = await convert('GBP');
    expect(gbp.json()).toMatchObject({
      message: BILL_MESSAGES.updated,
      bill: { currency: 'GBP', rate: 0.79, wifiPackagePrice: 26.33, amountInr: 2732.99 },
    });
    // 33.33 USD is 26.3307 GBP, kept as 26.33, which is 2,732.99 rupees at the stored 82; in rupees
    // the row takes exactly that amount, at its own rupee rate.
    const inr = await convert('INR');
    expect(inr.json<{ bill: WifiBill }>().bill).toMatchObject({
      currency: 'INR',
      rate: 82,
      wifiPackagePrice: 2732.99,
      amountInr: 2732.99,
    });
    const jpy = await convert('JPY');
    expect(jpy.json<{ bill: WifiBill }>().bill).toMatchObject({
      currency: 'JPY',
      rate: 150,
      wifiPackagePrice: 4999.37,
      amountInr: 2732.99,
    });
    const bad = await convert('XYZ');
    expect(bad.json()).toEqual({ success: false, message: CURRENCY_MESSAGES.currency });
  });

  it('keeps saved rows at their rates when the owner changes the table', async () => {
    const as = await freshBusiness(t);
    const before = await post<{ bill: WifiBill }>(t, as, '/api/v1/wifibills', {
      ...WIFI,
      currency: 'EUR',
      wifiPackagePrice: '92',
    });
    expect(before.bill).toMatchObject({ rate: 0.92, amountInr: 8200 });
    const changed = await t.request('PUT', '/api/v1/bills/rates', {
      ...as,
      body: { rates: { EUR: '0.5', INR: 84 } },
    });
    expect(changed.json()).toMatchObject({
      message: CURRENCY_MESSAGES.ratesUpdated,
      rates: { USD: 1, EUR: 0.5, GBP: 0.79, INR: 84, JPY: 150 },
    });
    const old = await t.request('GET', `/api/v1/wifibills/${before.bill._id}`, as);
    expect(old.json<{ bill: WifiBill }>().bill).toEqual(before.bill);
    // Editing the old row in the same currency keeps its stored rates.
    const edited = await t.request('PUT', `/api/v1/wifibills/${before.bill._id}`, {
      ...as,
      body: { ...WIFI, currency: 'EUR', wifiPackagePrice: '46' },
    });
    expect(edited.json<{ bill: WifiBill }>().bill).toMatchObject({ rate: 0.92, amountInr: 4100 });
    const fresh = await post<{ bill: WifiBill }>(t, as, '/api/v1/wifibills', {
      ...WIFI,
      currency: 'EUR',
      wifiPackagePrice: '92',
    });
    expect(fresh.bill).toMatchObject({ rate: 0.5, amountInr: 15456 });
  });

  it('lets only the owner or an admin change the table, USD staying 1', async () => {
    const as = await freshBusiness(t);
    const rates = await t.request('GET', '/api/v1/bills/rates', as);
    expect(rates.json()).toEqual({
      success: true,
      base: 'USD',
      rates: { USD: 1, EUR: 0.92, GBP: 0.79, INR: 82, JPY: 150 },
    });
    const usd = await t.request('PUT', '/api/v1/bills/rates', {
      ...as,
      body: { rates: { USD: 2 } },
    });
    expect(usd.json()).toEqual({ success: false, message: CURRENCY_MESSAGES.baseRate });
    const zero = await t.request('PUT', '/api/v1/bills/rates', {
      ...as,
      body: { rates: { JPY: 0 } },
    });
    expect(zero.json().message).toBe(CURRENCY_MESSAGES.rate('JPY'));
    const staff = await addMember(t, as.user, as.orgId, ['accounts']);
    expect((await t.request('GET', '/api/v1/bills/rates', staff)).statusCode).toBe(200);
    const refused = await t.request('PUT', '/api/v1/bills/rates', {
      ...staff,
      body: { rates: { EUR: 1 } },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('currency: the limits of a rate and an amount', () => {
  it('refuses a rate that is not a finite number above 0 with a 400 and its message', async () => {
    const as = await freshBusiness(t);
    const put = (body: string) =>
      t.request('PUT', '/api/v1/bills/rates', {
        ...as,
        body,
        headers: { 'content-type': 'application/json' },
      });
    const bad = [
      '"abc"',
      '1e308',
      '"1e308"',
      // JSON.parse reads 1e400 as Infinity.
      '1e400',
      '"Infinity"',
      '"NaN"',
      '0',
      '"0.000000"',
      '-1',
      '"-0.5"',
      '""',
      '" "',
      '"1.1234567"',
      '"12,5"',
      'null',
      'true',
      '[]',
      '{}',
    ];
    for (const currency of CURRENCIES) {
      for (const rate of bad) {
        const res = await put(`{"rates":{"${currency}":${rate}}}`);
        expect(res.statusCode, `${currency} ${rate}`).toBe(400);
        expect(res.json(), `${currency} ${rate}`).toEqual({
          success: false,
          message: CURRENCY_MESSAGES.rate(currency),
        });
      }
    }
    const table = await t.request('GET', '/api/v1/bills/rates', as);
    expect(table.json().rates).toEqual({ USD: 1, EUR: 0.92, GBP: 0.79, INR: 82, JPY: 150 });
  });

  it('gives every new business the starting table, and backfills older ones', async () => {
    const as = await freshBusiness(t, 'barber');
    const { db } = t.database;
    const rows = await db.select().from(currencyRates).where(eq(currencyRates.orgId, as.orgId));
    expect(Object.fromEntries(rows.map((row) => [row.currency, Number(row.rate)]))).toEqual(
      Object.fromEntries(Object.entries(DEFAULT_RATES).map(([c, r]) => [c, Number(r)])),
    );
    await db.delete(currencyRates).where(eq(currencyRates.orgId, as.orgId));
    await backfillDefaultRates(db);
    const again = await db.select().from(currencyRates).where(eq(currencyRates.orgId, as.orgId));
    expect(again).toHaveLength(5);
  });

  it('refuses an amount too large for its currency', async () => {
    const as = await freshBusiness(t);
    const { bill } = await post<{ bill: WifiBill }>(t, as, '/api/v1/wifibills', {
      ...WIFI,
      wifiPackagePrice: '99999999',
    });
    const res = await t.request('POST', `/api/v1/wifibills/${bill._id}/convert`, {
      ...as,
      body: { currency: 'JPY' },
    });
    expect(res.json()).toEqual({ success: false, message: CURRENCY_MESSAGES.tooLarge });
  });
});
