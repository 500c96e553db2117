import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_TYPES,
  BALANCE_SHEET_MESSAGES,
  FINANCIAL_MESSAGES,
  LIABILITY_TYPES,
  ORG_MESSAGES,
  type AccountRecord,
  type BalanceSheetAnswer,
  type BalanceSheetVersion,
  type FinancialDataAnswer,
  type OrgKind,
} from '@vedann/contracts';
import { readPdfText } from '../../pdf';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type As = { token: string; orgId: string };

async function business(kind: OrgKind = 'gym'): Promise<As & { user: TestUser }> {
  const role = kind === 'company' ? 'recruiter' : kind === 'library' ? 'librarian' : 'student';
  const user = await t.signUp({ role });
  const orgId = await t.createOrg(user, kind);
  return { token: user.token, orgId, user };
}

async function addMember(owner: TestUser, orgId: string, permissions: string[]): Promise<As> {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role: 'staff', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId };
}

const SHEET = {
  assets: [
    { type: 'Current Assets', rupees: 500000 },
    { type: 'Investments', rupees: '250000.50' },
    { type: 'Property Plant & Equipments', rupees: 1200000 },
    { type: 'Intangible Assets', rupees: 0 },
    { type: 'Other Assets', rupees: 49999.5 },
  ],
  liabilities: [
    { type: 'Current Liabilities', rupees: 300000 },
    { type: 'Long-Term Liabilities', rupees: 700000 },
  ],
  equity: 1000000,
};

describe('balance sheet', () => {
  it('starts empty, with the business as its id, balanced at zero', async () => {
    const as = await business();
    const res = await t.request('GET', '/api/v1/balancesheet/latest', as);
    expect(res.json()).toEqual({
      success: true,
      _id: as.orgId,
      assets: ASSET_TYPES.map((type) => ({ type, rupees: 0 })),
      liabilities: LIABILITY_TYPES.map((type) => ({ type, rupees: 0 })),
      equity: 0,
      totals: {
        totalAssets: 0,
        totalLiabilities: 0,
        equity: 0,
        liabilitiesAndEquity: 0,
        difference: 0,
        balanced: true,
      },
      version: null,
    });
  });

  it('updates with the spec message and shows totals and by how much it does not balance', async () => {
    const as = await business();
    const res = await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: { id: as.orgId, ...SHEET },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BalanceSheetAnswer>();
    expect(body.message).toBe(BALANCE_SHEET_MESSAGES.updated);
    expect(body.assets[1]).toEqual({ type: 'Investments', rupees: 250000.5 });
    expect(body.totals).toEqual({
      totalAssets: 2000000,
      totalLiabilities: 1000000,
      equity: 1000000,
      liabilitiesAndEquity: 2000000,
      difference: 0,
      balanced: true,
    });
    const off = await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: { id: as.orgId, ...SHEET, equity: 999000.25 },
    });
    expect(off.json<BalanceSheetAnswer>().totals).toMatchObject({
      difference: 999.75,
      balanced: false,
    });
    const latest = await t.request('GET', '/api/v1/balancesheet/latest', as);
    expect(latest.json<BalanceSheetAnswer>().equity).toBe(999000.25);
  });

  it('reads what is not a number as 0 and a left-out type as 0', async () => {
    const as = await business();
    const res = await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: {
        id: as.orgId,
        assets: [
          { type: 'Investments', rupees: 'abc' },
          { type: 'Other Assets', rupees: '' },
        ],
        liabilities: [{ type: 'Current Liabilities', rupees: null }],
        equity: 'n/a',
      },
    });
    const body = res.json<BalanceSheetAnswer>();
    expect(body.assets.every((line) => line.rupees === 0)).toBe(true);
    expect(body.liabilities).toHaveLength(2);
    expect(body.equity).toBe(0);
  });

  it.each([
    [{ ...SHEET }, BALANCE_SHEET_MESSAGES.idRequired],
    [{ ...SHEET, id: '' }, BALANCE_SHEET_MESSAGES.idRequired],
    [
      { ...SHEET, id: 'x', assets: [{ type: 'Cash', rupees: 1 }] },
      BALANCE_SHEET_MESSAGES.assetType,
    ],
    [
      { ...SHEET, id: 'x', liabilities: [{ type: 'Debts', rupees: 1 }] },
      BALANCE_SHEET_MESSAGES.liabilityType,
    ],
    [
      { ...SHEET, id: 'x', assets: [{ type: 'Investments', rupees: -1 }] },
      BALANCE_SHEET_MESSAGES.negative,
    ],
    [
      {
        ...SHEET,
        id: 'x',
        assets: [
          { type: 'Investments', rupees: 1 },
          { type: 'Investments', rupees: 2 },
        ],
      },
      BALANCE_SHEET_MESSAGES.repeatedType,
    ],
    [{ ...SHEET, id: 'x', equity: 1e13 }, BALANCE_SHEET_MESSAGES.tooLarge],
  ])('refuses %j with its message', async (body, message) => {
    const as = await business();
    const res = await t.request('PUT', '/api/v1/balancesheet/update', { ...as, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("answers another sheet's id as not found", async () => {
    const as = await business();
    const other = await business();
    const res = await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: { id: other.orgId, ...SHEET },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(BALANCE_SHEET_MESSAGES.notFound);
    const untouched = await t.request('GET', '/api/v1/balancesheet/latest', other);
    expect(untouched.json<BalanceSheetAnswer>().version).toBeNull();
  });

  it('keeps every update as a dated version with a readable history', async () => {
    const as = await business('ahar');
    for (const equity of [1000000, 900000]) {
      const res = await t.request('PUT', '/api/v1/aharbalancesheet/update', {
        ...as,
        body: { id: as.orgId, ...SHEET, equity },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const history = await t.request('GET', '/api/v1/aharbalancesheet/versions', as);
    const { versions, total } = history.json<{ versions: BalanceSheetVersion[]; total: number }>();
    expect(total).toBe(2);
    expect(versions.map((v) => [v.equity, v.totals.balanced, v.createdBy])).toEqual([
      [900000, false, as.user.user.fullname],
      [1000000, true, as.user.user.fullname],
    ]);
    const older = versions[1];
    const one = await t.request('GET', `/api/v1/aharbalancesheet/versions/${older?._id}`, as);
    expect(one.json<{ version: BalanceSheetVersion }>().version).toEqual(older);
    const latest = await t.request('GET', '/api/v1/aharbalancesheet/latest', as);
    expect(latest.json<BalanceSheetAnswer>().version?._id).toBe(versions[0]?._id);
    // The gym's path is the same handler, acting on the current business.
    const viaGymPath = await t.request('GET', '/api/v1/balancesheet/latest', as);
    expect(viaGymPath.json()).toEqual(latest.json());
  });
});

describe('balance sheet PDF', () => {
  it('downloads the latest sheet as a PDF whose text reads back, on both prefixes', async () => {
    const as = await business('ahar');
    await t.request('PUT', '/api/v1/aharbalancesheet/update', {
      ...as,
      body: { id: as.orgId, ...SHEET, equity: 999000.25 },
    });
    for (const prefix of ['/api/v1/balancesheet', '/api/v1/aharbalancesheet']) {
      const res = await t.request('GET', `${prefix}/pdf`, as);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment; filename="Balance Sheet');
      const text = (await readPdfText(res.rawPayload)).replace(/\s+/g, ' ');
      for (const expected of [
        'Balance Sheet',
        'Property Plant & Equipments',
        '₹2,50,000.50',
        'Long-Term Liabilities',
        '₹7,00,000.00',
        'Total Assets',
        '₹20,00,000.00',
        'Total Liabilities',
        '₹10,00,000.00',
        'Equity',
        '₹9,99,000.25',
        'Not balanced: assets differ from liabilities plus equity by ₹999.75.',
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
  });

  it('says a balanced sheet balances, and is refused without the accounts permission', async () => {
    const as = await business();
    await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: { id: as.orgId, ...SHEET },
    });
    const res = await t.request('GET', '/api/v1/balancesheet/pdf', as);
    const text = (await readPdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Balanced: assets equal liabilities plus equity.');
    const refused = await addMember(as.user, as.orgId, ['invoice']);
    const denied = await t.request('GET', '/api/v1/balancesheet/pdf', refused);
    expect(denied.statusCode).toBe(403);
  });
});

describe('financial report', () => {
  it("keeps the gym's records by type, a non-number as 0, the month with its year", async () => {
    const as = await business();
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
    const as = await business();
    const res = await t.request('POST', '/api/v1/gym-accounts', { ...as, body });
    expect(res.json()).toEqual({ success: false, message });
  });

  it("answers the ahar's document over the same table, at least one row a series", async () => {
    const as = await business('ahar');
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
    const other = await business('ahar');
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
    const as = await business(kind);
    const refused = await addMember(as.user, as.orgId, [other]);
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
    const allowed = await addMember(as.user, as.orgId, ['accounts']);
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
    const a = await business();
    const b = await business();
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
