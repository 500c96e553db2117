import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  STOCK_MESSAGES,
  type StockItem,
  type StockJournalEntry,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { importCalls, type As } from '../../../test/spreadsheet';

// The reuse stock's import (issue 32 item 5): the reuse table's own columns, Number and Kg/L,
// through the same kit as the showroom and the warehouse (decision 0358).

let t: TestApp;
const { send, preview, commit } = importCalls(() => t);
const REUSE = '/api/v1/reuse';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new ahar and its owner's session. */
async function newAhar(): Promise<As & { owner: TestUser }> {
  const owner = await t.signUp();
  return { owner, token: owner.token, orgId: await t.createOrg(owner, 'ahar') };
}

async function reuseItems(as: As): Promise<StockItem[]> {
  const res = await t.request('GET', `${REUSE}?limit=100`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StockItem[]>();
}

describe('importing reuse stock', () => {
  it('previews a good file without saving, then adds each row as the reuse table does', async () => {
    const as = await newAhar();
    const file = [
      'Name,Category,Number,Kg/L,Kg/L unit,Price,Expiry Date,Manufacturing Date,Offer',
      'Roti,Bread,12,0,,5,2026-12-05,,',
      'Dal,Pulses,0,2.5,kg,80,05/12/2026,01/12/2026,10',
      'Milk,Dairy,1,3,L,"₹1,050.50",2026-12-02,,',
    ].join('\r\n');
    const shown = await preview(REUSE, file, as);
    expect(shown.mapping).toEqual([
      'name',
      'category',
      'quantityNumber',
      'quantityKgL',
      'unit',
      'price',
      'expireDate',
      'manufacturing',
      'offer',
    ]);
    expect(shown).toMatchObject({ rows: 3, valid: 3, problems: [] });
    expect(await reuseItems(as)).toEqual([]);

    const done = await commit(REUSE, file, as);
    expect(done).toMatchObject({ added: 3, refused: 0, refusedCsv: '' });
    expect(done.message).toBe(IMPORT_MESSAGES.imported);
    const byName = new Map((await reuseItems(as)).map((item) => [item.name, item]));
    expect(byName.get('Roti')).toMatchObject({
      location: 'reuse',
      quantityNumber: 12,
      quantityKgL: 0,
      quantity: 12,
      unit: 'KG',
      total: '60.00',
    });
    expect(byName.get('Dal')).toMatchObject({
      quantity: 2.5,
      unit: 'KG',
      expireDate: '2026-12-05',
      manufacturing: '2026-12-01',
      offer: 10,
    });
    // The total is the price times the sum of Number and Kg/L, as the reuse table's.
    expect(byName.get('Milk')).toMatchObject({ quantity: 4, unit: 'L', price: 1050.5 });
    expect(byName.get('Milk')?.total).toBe('4202.00');

    const journal = await t.request('GET', '/api/v1/ahar/stock/journal?limit=10', as);
    const entries = journal.json<{ entries: StockJournalEntry[] }>().entries;
    expect(entries.filter((entry) => entry.action === 'add' && entry.to === 'reuse')).toHaveLength(
      3,
    );
  });

  it('matches Hindi headers, Indian dates and rupee amounts with Indian commas', async () => {
    const as = await newAhar();
    const file = [
      'नाम,श्रेणी,संख्या,किलो/लीटर,मूल्य,समाप्ति तिथि',
      'खिचड़ी,पका भोजन,0,1.5,"₹1,040",07/12/2026',
      'पूरी,पका भोजन,20,0,₹2,',
    ].join('\n');
    const shown = await preview(REUSE, file, as);
    expect(shown.mapping).toEqual([
      'name',
      'category',
      'quantityNumber',
      'quantityKgL',
      'price',
      'expireDate',
    ]);
    // The reuse table needs an expiry: the contract's own message answers the blank cell.
    expect(shown.problems).toEqual([{ line: 3, message: STOCK_MESSAGES.reuseRequired }]);
    const done = await commit(REUSE, file, as);
    expect(done).toMatchObject({ added: 1, refused: 1 });
    expect(await reuseItems(as)).toMatchObject([
      { name: 'खिचड़ी', quantity: 1.5, unit: 'KG', price: 1040, expireDate: '2026-12-07' },
    ]);
  });

  it('refuses every row of a bad file with its line and saves nothing', async () => {
    const as = await newAhar();
    const file = [
      'Name,Category,Number,Kg/L,Unit,Price,Expiry,Manufacturing',
      'Rice,Grains,1,2,KG,50,,',
      ',Grains,1,2,KG,50,2026-12-05,',
      'Oil,Oils,-1,2,L,50,2026-12-05,',
      'Eggs,Dairy,6,0,PCS,7,2026-12-05,',
      'Curd,Dairy,0,1,KG,60,2026-12-01,2026-12-03',
      'Bread,Bakery,2,0,KG,30,31/02/2026,',
    ].join('\n');
    const shown = await preview(REUSE, file, as);
    expect(shown).toMatchObject({ rows: 6, valid: 0 });
    expect(shown.problems).toEqual([
      { line: 2, message: STOCK_MESSAGES.reuseRequired },
      { line: 3, message: STOCK_MESSAGES.reuseRequired },
      { line: 4, message: STOCK_MESSAGES.quantity },
      { line: 5, message: STOCK_MESSAGES.reuseRequired },
      { line: 6, message: STOCK_MESSAGES.manufacturingAfterExpiry },
      { line: 7, message: STOCK_MESSAGES.reuseRequired },
    ]);
    const done = await commit(REUSE, file, as);
    expect(done).toMatchObject({ added: 0, refused: 6 });
    expect(done.message).toBe(IMPORT_MESSAGES.nothingToAdd);
    expect(await reuseItems(as)).toEqual([]);
  });

  it('adds the good rows of a mixed file and gives the refused ones back as CSV', async () => {
    const as = await newAhar();
    const file = [
      'Name;Category;Number;Kg/L;Price;Expiry Date',
      'Rice;Grains;0;5;50;2026-12-05',
      'Oil;Oils;0;;120;2026-12-05',
      'Sabzi;Cooked;0;3;30;2026-12-04',
    ].join('\n');
    const done = await commit(REUSE, file, as);
    expect(done).toMatchObject({
      added: 2,
      refused: 1,
      problems: [{ line: 3, message: STOCK_MESSAGES.reuseRequired }],
    });
    const refused = done.refusedCsv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(refused).toEqual([
      'Line,Message,Name,Category,Number,Kg/L,Price,Expiry Date',
      `3,${STOCK_MESSAGES.reuseRequired},Oil,Oils,0,,120,2026-12-05`,
    ]);
    expect((await reuseItems(as)).map((item) => item.name).sort()).toEqual(['Rice', 'Sabzi']);
  });
});

describe('a reuse import', () => {
  it("stays in the business: another ahar's list, no session, a worker without the permission", async () => {
    const as = await newAhar();
    const other = await newAhar();
    await commit(
      REUSE,
      'Name,Category,Number,Kg/L,Price,Expiry\nRice,Grains,0,5,50,2026-12-05',
      as,
    );
    expect(await reuseItems(other)).toEqual([]);
    expect(await reuseItems(as)).toHaveLength(1);
    const anonymous = await t.request('POST', `${REUSE}/import/preview`);
    expect(anonymous.statusCode).toBe(401);

    const cashier = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      token: as.token,
      orgId: as.orgId,
      body: { vedanId: cashier.user.profile.userId, role: 'staff', permissions: ['billing'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const refused = await send(`${REUSE}/import`, 'Name\nRice', {
      token: cashier.token,
      orgId: as.orgId,
    });
    expect(refused.statusCode).toBe(403);
    expect(await reuseItems(as)).toHaveLength(1);
  });
});
