import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILL_MESSAGES,
  ORG_MESSAGES,
  type ExpensesAnswer,
  type MonthTotalsAnswer,
  type OrgKind,
  type RentBill,
  type WaterEntriesAnswer,
  type WifiBill,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  ELECTRICITY,
  EQUIPMENT,
  RENT,
  WIFI,
  addMember,
  freshBusiness,
  post,
} from './bills.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('month totals and expenses by month', () => {
  it('adds each kind in rupees at the rows’ rates', async () => {
    const as = await freshBusiness(t, 'ahar');
    await post(t, as, '/api/v1/gym/wifibills', { ...WIFI, billingDate: '2026-03-31' });
    await post(t, as, '/api/v1/gym/wifibills', { ...WIFI, billingDate: '2026-04-01' });
    await post(t, as, '/api/v1/electricitybills/bulk', { bills: [ELECTRICITY] });
    await post(t, as, '/api/v1/rent-bills', {
      rentBills: [{ ...RENT, currency: 'EUR', rentAmount: '92' }],
    });
    await post(t, as, '/api/v1/aharequipmentbills', EQUIPMENT);
    await post(t, as, '/api/v1/water/entries', {
      type: 'bill',
      billingDate: '2026-03-09',
      amount: '1.5',
      currency: 'GBP',
    });
    await post(t, as, '/api/v1/water/entries', { type: 'bottle', date: '2026-03-09', quantity: 9 });
    const march = await t.request('GET', '/api/v1/bills/monthly-totals?month=2026-03', as);
    expect(march.json<MonthTotalsAnswer>()).toEqual({
      success: true,
      currency: 'INR',
      month: '2026-03',
      // Water 1.50 GBP = 155.70; wifi 8,200; electricity 50.50; rent 92 EUR = 8,200; equipment 3,075.
      totals: {
        water: 155.7,
        wifi: 8200,
        electricity: 50.5,
        rent: 8200,
        equipment: 3075,
        total: 19681.2,
      },
    });
    const chart = await t.request('GET', '/api/v1/bills/expenses?from=2026-02&to=2026-04', as);
    const months = chart.json<ExpensesAnswer>().months;
    expect(months.map((m) => [m.month, m.total])).toEqual([
      ['2026-02', 0],
      ['2026-03', 19681.2],
      ['2026-04', 8200],
    ]);
    const bad = await t.request('GET', '/api/v1/bills/monthly-totals?month=2026-13', as);
    expect(bad.json()).toEqual({ success: false, message: BILL_MESSAGES.month });
    const long = await t.request('GET', '/api/v1/bills/expenses?from=2020-01&to=2026-01', as);
    expect(long.json()).toEqual({ success: false, message: BILL_MESSAGES.monthRange });
  });
});

describe('kinds and permissions', () => {
  const cases: [OrgKind, string, string][] = [
    ['gym', 'invoice', 'accounts'],
    ['ahar', 'accounts', 'billing'],
    ['company', 'jobs', 'accounts'],
    ['barber', 'accounts', 'billing'],
    ['library', 'books', 'accounts'],
  ];
  it.each(cases)(
    'a %s needs %s-less staff refused, the bills permission allowed',
    async (kind, without, withPermission) => {
      const business = await freshBusiness(t, kind);
      const refused = await addMember(t, business.user, business.orgId, [without]);
      for (const [method, path, body] of [
        ['GET', '/api/v1/wifibills', undefined],
        ['POST', '/api/v1/rent-bills', { rentBills: [RENT] }],
        ['GET', '/api/v1/water/entries', undefined],
        ['GET', '/api/v1/bills/monthly-totals?month=2026-03', undefined],
      ] as const) {
        const res = await t.request(method, path, { ...refused, body });
        expect(res.statusCode, `${kind} ${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(ORG_MESSAGES.forbidden);
      }
      const allowed = await addMember(t, business.user, business.orgId, [withPermission]);
      // A shared path acts on the current business, whatever its kind.
      await post(t, allowed, '/api/v1/gym/wifibills', WIFI);
      const list = await t.request('GET', '/api/v1/wifibills', allowed);
      expect(list.json<WifiBill[]>()).toHaveLength(1);
    },
  );

  it('keeps the gym and the ahar of one owner apart on shared paths', async () => {
    const as = await freshBusiness(t);
    const other = await t.createOrg(as.user, 'ahar');
    await post(t, as, '/api/v1/gym/wifibills', WIFI);
    const ahars = await t.request('GET', '/api/v1/wifibills', { token: as.token, orgId: other });
    expect(ahars.json()).toEqual([]);
    // Without X-Org-Id the owner of two businesses is asked to choose.
    const unchosen = await t.request('GET', '/api/v1/wifibills', { token: as.token });
    expect(unchosen.json().message).toBe(ORG_MESSAGES.chooseOrg);
    expect((await t.request('GET', '/api/v1/wifibills')).statusCode).toBe(401);
  });
});

describe('every alias path', () => {
  const kinds = [
    { paths: ['/api/v1/wifibills', '/api/v1/gym/wifibills'], body: WIFI, bulk: true },
    {
      paths: ['/api/v1/gym/electricitybills', '/api/v1/electricitybills'],
      body: ELECTRICITY,
      bulk: true,
    },
    {
      paths: ['/api/v1/gymequipmentbills', '/api/v1/aharequipmentbills'],
      body: EQUIPMENT,
      bulk: true,
    },
    { paths: ['/api/v1/water/bills'], body: { amount: '4' }, bulk: false },
  ];
  for (const kind of kinds) {
    for (const path of kind.paths) {
      it(`serves list, create, bulk, read, update, convert and delete at ${path}`, async () => {
        const as = await freshBusiness(t);
        const { bill } = await post<{ bill: { _id: string } }>(t, as, path, kind.body);
        if (kind.bulk) {
          const bulk = await post<{ bills: unknown[] }>(t, as, `${path}/bulk`, {
            bills: [kind.body],
          });
          expect(bulk.bills).toHaveLength(1);
        }
        const list = await t.request('GET', path, as);
        expect(list.json<unknown[]>()).toHaveLength(kind.bulk ? 2 : 1);
        expect((await t.request('GET', `${path}/${bill._id}`, as)).statusCode).toBe(200);
        const put = await t.request('PUT', `${path}/${bill._id}`, { ...as, body: kind.body });
        expect(put.json().message).toBe(BILL_MESSAGES.updated);
        const converted = await t.request('POST', `${path}/${bill._id}/convert`, {
          ...as,
          body: { currency: 'INR' },
        });
        expect(converted.json().bill.currency).toBe('INR');
        const removed = await t.request('DELETE', `${path}/${bill._id}`, as);
        expect(removed.json().message).toBe(BILL_MESSAGES.removed);
      });
    }
  }
});

describe('tenant isolation', () => {
  const resources = [
    { listPath: '/api/v1/wifibills', createPath: '/api/v1/wifibills', body: WIFI },
    { listPath: '/api/v1/gym/wifibills', createPath: '/api/v1/gym/wifibills', body: WIFI },
    {
      listPath: '/api/v1/electricitybills',
      createPath: '/api/v1/electricitybills',
      body: ELECTRICITY,
    },
    {
      listPath: '/api/v1/gym/electricitybills',
      createPath: '/api/v1/gym/electricitybills',
      body: ELECTRICITY,
    },
    {
      listPath: '/api/v1/gymequipmentbills',
      createPath: '/api/v1/gymequipmentbills',
      body: EQUIPMENT,
    },
    {
      listPath: '/api/v1/aharequipmentbills',
      createPath: '/api/v1/aharequipmentbills',
      body: EQUIPMENT,
    },
    { listPath: '/api/v1/water/bills', createPath: '/api/v1/water/bills', body: { amount: '3' } },
    {
      listPath: '/api/v1/water/bottles',
      createPath: '/api/v1/water/bottles',
      body: { quantity: 2 },
    },
  ];
  for (const resource of resources) {
    it(`keeps each business to its own rows at ${resource.listPath}`, async () => {
      await expectTenantIsolation(t, {
        kind:
          resource.listPath.includes('ahar') || resource.listPath === '/api/v1/electricitybills'
            ? 'ahar'
            : 'gym',
        listPath: resource.listPath,
        listKey: null,
        itemPath: (id) => `${resource.listPath}/${id}`,
        create: async (app, user, orgId) => {
          const res = await app.request('POST', resource.createPath, {
            token: user.token,
            orgId,
            body: resource.body,
          });
          expect(res.statusCode, res.body).toBe(201);
          const body = res.json<{ bill?: { _id: string }; bottle?: { _id: string } }>();
          return (body.bill ?? body.bottle)?._id ?? '';
        },
        updateBody: resource.body,
        deletable: true,
      });
    });
  }

  it('keeps rent bills to their business', async () => {
    await expectTenantIsolation(t, {
      kind: 'barber',
      listPath: '/api/v1/rent-bills',
      listKey: null,
      itemPath: (id) => `/api/v1/rent-bills/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/v1/rent-bills', {
          token: user.token,
          orgId,
          body: { rentBills: [RENT] },
        });
        return res.json<{ bills: RentBill[] }>().bills[0]?._id ?? '';
      },
      updateBody: RENT,
      deletable: true,
    });
  });

  it("cannot convert or update another business's bill or water entry", async () => {
    const a = await freshBusiness(t);
    const b = await freshBusiness(t);
    const { bill } = await post<{ bill: WifiBill }>(t, b, '/api/v1/wifibills', WIFI);
    const convert = await t.request('POST', `/api/v1/wifibills/${bill._id}/convert`, {
      ...a,
      body: { currency: 'INR' },
    });
    expect(convert.statusCode).toBe(404);
    const water = await post<{ bottle: { _id: string } }>(t, b, '/api/v1/water/entries', {
      type: 'bottle',
      quantity: 1,
    });
    const put = await t.request('PUT', `/api/v1/water/entries/${water.bottle._id}`, {
      ...a,
      body: { type: 'bottle', quantity: 50 },
    });
    expect(put.statusCode).toBe(404);
    const entries = await t.request('GET', '/api/v1/water/entries', b);
    expect(entries.json<WaterEntriesAnswer>().bottles[0]?.quantity).toBe(1);
    const rates = await t.request('PUT', '/api/v1/bills/rates', {
      token: a.token,
      orgId: b.orgId,
      body: { rates: { EUR: 5 } },
    });
    expect(rates.statusCode).toBe(404);
  });
});
