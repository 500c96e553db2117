import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCIAL_MESSAGES,
  ORG_MESSAGES,
  type AccountRecord,
  type BalanceSheetAnswer,
  type FinancialDataAnswer,
  type OrgKind,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp } from '../../test/harness';
import { SHEET, addMember, business } from './accounts-books.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('financial report', () => {
  it("keeps the gym's records by type, a non-number as 0, the month with its year", async () => {
    const as = await business(t);
    const add = async (body: object) => {
      const res = await t.request('POST', '/api/v1/gym-accounts', { ...as, body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ message: string; record: AccountRecord }>();
    };
    const march = await add({ type: 'Revenue', time: 'March', value: 'twelve', year: 2025 });
    expect(march.message).toBe(FINANCIAL_MESSAGES.created);
    expect(march.record).toMatchObject({ type: 'Revenue', time: 'March', year: 2025, value: 0 });
    const january = await add({ type: 'revenue', time: 'january', value: '1.25', year: 2026 });
    await add({ type: 'Revenue', time: 'December', value: -0.5, year: 2025 });
    const thisYear = await add({ type: 'NetWorth', time: 'May', value: 4 });
    expect(thisYear.record.year).toBe(new Date().getUTCFullYear());

    const series = await t.request('GET', '/api/v1/gym-accounts/revenue', as);
    expect(
      series.json<{ records: AccountRecord[] }>().records.map((r) => [r.time, r.year, r.value]),
    ).toEqual([
      ['March', 2025, 0],
      ['December', 2025, -0.5],
      ['January', 2026, 1.25],
    ]);
    const updated = await t.request('PUT', `/api/v1/gym-accounts/${march.record._id}`, {
      ...as,
      body: { type: 'Revenue', time: 'April', value: 3.5, year: 2025 },
    });
    expect(updated.json()).toMatchObject({
      message: FINANCIAL_MESSAGES.updated,
      record: { time: 'April', value: 3.5 },
    });
    const removed = await t.request('DELETE', `/api/v1/gym-accounts/${january.record._id}`, as);
    expect(removed.json()).toEqual({ success: true, message: FINANCIAL_MESSAGES.removed });
    const profit = await t.request('GET', '/api/v1/gym-accounts/Profit', as);
    expect(profit.json()).toEqual({ success: true, type: 'Profit', records: [] });
  });

  it.each([
    [{ type: 'Loss', time: 'March', value: 1 }, FINANCIAL_MESSAGES.type],
    [{ type: 'Revenue', time: 'Marchember', value: 1 }, FINANCIAL_MESSAGES.month],
    [{ type: 'Revenue', time: 'March', value: 1, year: 1800 }, FINANCIAL_MESSAGES.year],
  ])('refuses %j', async (body, message) => {
    const as = await business(t);
    const res = await t.request('POST', '/api/v1/gym-accounts', { ...as, body });
    expect(res.json()).toEqual({ success: false, message });
  });

  it("answers the ahar's document over the same table, at least one row a series", async () => {
    const as = await business(t, 'ahar');
    const year = new Date().getUTCFullYear();
    const empty = await t.request('GET', '/api/v1/financial-data', as);
    const defaultRow = [{ _id: null, time: 'January', year, value: 0 }];
    expect(empty.json()).toEqual({
      success: true,
      _id: as.orgId,
      revenue: defaultRow,
      profit: defaultRow,
      networth: defaultRow,
    });
    const put = await t.request('PUT', `/api/v1/financial-data/${as.orgId}`, {
      ...as,
      body: {
        revenue: [
          { time: 'January', year: 2026, value: 2.5 },
          { time: 'February', year: 2026, value: 'x' },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const doc = put.json<FinancialDataAnswer>();
    expect(doc.message).toBe(FINANCIAL_MESSAGES.saved);
    expect(doc.revenue.map((r) => [r.time, r.value])).toEqual([
      ['January', 2.5],
      ['February', 0],
    ]);
    expect(doc.profit).toEqual(defaultRow);
    // The same rows are the gym-style records of type Revenue.
    const records = await t.request('GET', '/api/v1/gym-accounts/Revenue', as);
    expect(records.json<{ records: AccountRecord[] }>().records.map((r) => r._id)).toEqual(
      doc.revenue.map((r) => r._id),
    );
    // Writing one series replaces it and leaves the others.
    await t.request('PUT', `/api/v1/financial-data/${as.orgId}`, {
      ...as,
      body: { networth: [{ time: 'March', year: 2026, value: 9 }] },
    });
    const again = await t.request('GET', '/api/v1/financial-data', as);
    const after = again.json<FinancialDataAnswer>();
    expect(after.revenue).toEqual(doc.revenue);
    expect(after.networth.map((r) => r.value)).toEqual([9]);

    const emptySeries = await t.request('PUT', `/api/v1/financial-data/${as.orgId}`, {
      ...as,
      body: { revenue: [] },
    });
    expect(emptySeries.json()).toEqual({ success: false, message: FINANCIAL_MESSAGES.atLeastOne });
    const nothing = await t.request('PUT', `/api/v1/financial-data/${as.orgId}`, {
      ...as,
      body: {},
    });
    expect(nothing.json()).toEqual({ success: false, message: FINANCIAL_MESSAGES.oneSeries });
    const other = await business(t, 'ahar');
    const foreign = await t.request('PUT', `/api/v1/financial-data/${other.orgId}`, {
      ...as,
      body: { revenue: [{ time: 'May', value: 1 }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(FINANCIAL_MESSAGES.documentNotFound);
  });
});

describe('permissions and tenants', () => {
  const cases: [OrgKind, string][] = [
    ['gym', 'invoice'],
    ['ahar', 'billing'],
    ['company', 'jobs'],
    ['barber', 'billing'],
    ['library', 'books'],
  ];
  it.each(cases)('a %s member with %s but not accounts is refused', async (kind, other) => {
    const as = await business(t, kind);
    const refused = await addMember(t, as.user, as.orgId, [other]);
    for (const [method, path, body] of [
      ['GET', '/api/v1/balancesheet/latest', undefined],
      ['PUT', '/api/v1/balancesheet/update', { id: as.orgId, ...SHEET }],
      ['GET', '/api/v1/balancesheet/versions', undefined],
      ['GET', '/api/v1/gym-accounts/Revenue', undefined],
      ['POST', '/api/v1/gym-accounts', { type: 'Revenue', time: 'May', value: 1 }],
      ['GET', '/api/v1/financial-data', undefined],
    ] as const) {
      const res = await t.request(method, path, { ...refused, body });
      expect(res.statusCode, `${kind} ${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(ORG_MESSAGES.forbidden);
    }
    const allowed = await addMember(t, as.user, as.orgId, ['accounts']);
    const res = await t.request('PUT', '/api/v1/balancesheet/update', {
      ...allowed,
      body: { id: as.orgId, ...SHEET },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps balance sheet versions to their business', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/balancesheet/versions',
      listKey: 'versions',
      itemPath: (id) => `/api/v1/balancesheet/versions/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('PUT', '/api/v1/balancesheet/update', {
          token: user.token,
          orgId,
          body: { id: orgId, ...SHEET },
        });
        return res.json<BalanceSheetAnswer>().version?._id ?? '';
      },
    });
  });

  for (const path of ['/api/v1/financial-report/records', '/api/v1/gym-accounts']) {
    it(`keeps financial records to their business at ${path}`, async () => {
      const body = { type: 'Profit', time: 'June', value: 2, year: 2026 };
      await expectTenantIsolation(t, {
        kind: 'ahar',
        listPath: '/api/v1/financial-report/records',
        listKey: 'records',
        itemPath: (id) =>
          path.endsWith('records') ? `${path}/${id}` : `/api/v1/financial-report/records/${id}`,
        create: async (app, user, orgId) => {
          const res = await app.request('POST', path, { token: user.token, orgId, body });
          return res.json<{ record: AccountRecord }>().record._id;
        },
        updateBody: body,
        deletable: true,
      });
    });
  }

  it("cannot change another business's record through the gym's paths", async () => {
    const a = await business(t);
    const b = await business(t);
    const created = await t.request('POST', '/api/v1/gym-accounts', {
      ...b,
      body: { type: 'Revenue', time: 'May', value: 1 },
    });
    const id = created.json<{ record: AccountRecord }>().record._id;
    const put = await t.request('PUT', `/api/v1/gym-accounts/${id}`, {
      ...a,
      body: { type: 'Revenue', time: 'May', value: 100 },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request('DELETE', `/api/v1/gym-accounts/${id}`, a)).statusCode).toBe(404);
    const bs = await t.request('GET', '/api/v1/gym-accounts/Revenue', b);
    expect(bs.json<{ records: AccountRecord[] }>().records.map((r) => r.value)).toEqual([1]);
  });
});
