import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSET_TYPES,
  BALANCE_SHEET_MESSAGES,
  LIABILITY_TYPES,
  type BalanceSheetAnswer,
  type BalanceSheetVersion,
} from '@vedann/contracts';
import { readPdfText } from '../../pdf';
import { createTestApp, type TestApp } from '../../test/harness';
import { SHEET, addMember, business } from './accounts-books.test-support';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('balance sheet', () => {
  it('starts empty, with the business as its id, balanced at zero', async () => {
    const as = await business(t);
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
    const as = await business(t);
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
    const as = await business(t);
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
    const as = await business(t);
    const res = await t.request('PUT', '/api/v1/balancesheet/update', { ...as, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("answers another sheet's id as not found", async () => {
    const as = await business(t);
    const other = await business(t);
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
    const as = await business(t, 'ahar');
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
    const as = await business(t, 'ahar');
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
    const as = await business(t);
    await t.request('PUT', '/api/v1/balancesheet/update', {
      ...as,
      body: { id: as.orgId, ...SHEET },
    });
    const res = await t.request('GET', '/api/v1/balancesheet/pdf', as);
    const text = (await readPdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Balanced: assets equal liabilities plus equity.');
    const refused = await addMember(t, as.user, as.orgId, ['invoice']);
    const denied = await t.request('GET', '/api/v1/balancesheet/pdf', refused);
    expect(denied.statusCode).toBe(403);
  });
});
