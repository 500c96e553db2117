import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STOCK_MESSAGES,
  addDays,
  moveTooMuchMessage,
  notEnoughStockMessage,
  stockTotal,
  type StockItem,
  type StockJournalEntry,
} from '@vedann/contracts';
import { multipartBody } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { WAREHOUSE, pdf, pic, stockRequests, today } from './stock.test-support';

let t: TestApp;
let owner: TestUser;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Stock Ahar');
});
afterAll(() => t.close());

const { as, sendForm, addItem } = stockRequests(() => ({ t, owner, ahar }));

describe('editing a saved row: PUT keeps the rules of adding', () => {
  it('says the list message for each required field and keeps the row as it was', async () => {
    for (const path of ['/api/v1/aharshowroom', '/api/v1/suchigodown']) {
      const item = await addItem(path, { ...WAREHOUSE, name: 'Rusk' });
      for (const missing of ['name', 'category', 'quantity', 'price', 'unit']) {
        const body = Object.fromEntries(
          Object.entries(WAREHOUSE).filter(([key]) => key !== missing),
        );
        const res = await t.request('PUT', `${path}/${item._id}`, { ...as(), body });
        expect(res.statusCode, `${path} ${missing}`).toBe(400);
        expect(res.json()).toMatchObject({ message: STOCK_MESSAGES.listRequired });
      }
      const late = await t.request('PUT', `${path}/${item._id}`, {
        ...as(),
        body: { ...WAREHOUSE, manufacturing: addDays(WAREHOUSE.expireDate, 1) },
      });
      expect(late.json()).toMatchObject({ message: STOCK_MESSAGES.manufacturingAfterExpiry });
      const offer = await t.request('PUT', `${path}/${item._id}`, {
        ...as(),
        body: { ...WAREHOUSE, offer: 101 },
      });
      expect(offer.json()).toMatchObject({ message: STOCK_MESSAGES.offer });
      const kept = await t.request('GET', `${path}/${item._id}`, as());
      expect(kept.json()).toMatchObject({ item: { name: 'Rusk', quantity: 10 } });
    }
  });

  it('checks the picture and the PDF of an edit by their bytes, keeping the row as it was', async () => {
    const item = await addItem('/api/v1/suchigodown', WAREHOUSE);
    const fields = { ...WAREHOUSE, price: '95.5', name: 'Renamed' };
    const notImage = await sendForm('PUT', `/api/v1/suchigodown/${item._id}`, fields, [
      { ...pdf('pic'), name: 'x.png', type: 'image/png' },
    ]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ message: STOCK_MESSAGES.imageOnly });
    const notPdf = await sendForm('PUT', `/api/v1/suchigodown/${item._id}`, fields, [
      { ...pic('description'), name: 'x.pdf', type: 'application/pdf' },
    ]);
    expect(notPdf.json()).toMatchObject({ message: STOCK_MESSAGES.pdfOnly });
    const kept = await t.request('GET', `/api/v1/suchigodown/${item._id}`, as());
    expect(kept.json()).toMatchObject({ item: { name: 'Basmati Rice', pic: null } });
    const good = await sendForm('PUT', `/api/v1/suchigodown/${item._id}`, fields, [pic()]);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({
      message: STOCK_MESSAGES.itemUpdated,
      item: { name: 'Renamed', picName: 'laddoo.png' },
    });
  });
});

describe('editing a saved row: reuse rows, the journal and unknown ids', () => {
  it('edits a reuse row with the reuse rules, its total from both quantities, keeping its unit', async () => {
    const row = {
      name: 'Boondi',
      category: 'Sweets',
      expireDate: addDays(today, 2),
      price: '120',
      quantityNumber: '2',
      quantityKgL: '1.5',
      unit: 'L',
    };
    const [saved] = (
      await t.request('POST', '/api/v1/reuse', { ...as(), body: { inventory: [row] } })
    ).json<{ items: StockItem[] }>().items;
    const path = `/api/v1/reuse/${saved?._id}`;
    for (const missing of ['name', 'category', 'expireDate', 'price', 'quantityNumber']) {
      const body = Object.fromEntries(Object.entries(row).filter(([key]) => key !== missing));
      const res = await t.request('PUT', path, { ...as(), body });
      expect(res.json(), missing).toMatchObject({ message: STOCK_MESSAGES.reuseRequired });
    }
    const negative = await t.request('PUT', path, {
      ...as(),
      body: { ...row, quantityKgL: '-1' },
    });
    expect(negative.statusCode).toBe(400);
    const withoutUnit = Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'unit'));
    const edited = await t.request('PUT', path, {
      ...as(),
      body: { ...withoutUnit, price: '99.99', quantityNumber: '3', quantityKgL: '0.25' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // 99.99 × (3 + 0.25) = 324.9675, so 324.97; no unit sent: it stays L.
    expect(edited.json()).toMatchObject({
      item: { quantity: 3.25, quantityNumber: 3, quantityKgL: 0.25, unit: 'L', total: '324.97' },
    });
    const notPdf = await sendForm('PUT', path, withoutUnit, [
      { ...pic('description'), name: 'x.pdf', type: 'application/pdf' },
    ]);
    expect(notPdf.json()).toMatchObject({ message: STOCK_MESSAGES.pdfOnly });
    // A showroom path does not reach a reuse row.
    const wrong = await t.request('PUT', `/api/v1/aharshowroom/${saved?._id}`, {
      ...as(),
      body: WAREHOUSE,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: STOCK_MESSAGES.notFound });
  });

  it('keeps PCS on a row of pieces moved into reuse when it is edited', async () => {
    const item = await addItem('/api/v1/suchigodown', { ...WAREHOUSE, name: 'Pav', unit: 'PCS' });
    await t.request('POST', `/api/v1/ahar/stock/${item._id}/move`, {
      ...as(),
      body: { to: 'reuse', quantity: 10 },
    });
    const res = await t.request('PUT', `/api/v1/reuse/${item._id}`, {
      ...as(),
      body: {
        name: 'Pav',
        category: 'Bakery',
        expireDate: WAREHOUSE.expireDate,
        price: '5',
        quantityNumber: '8',
        quantityKgL: '0',
      },
    });
    expect(res.json()).toMatchObject({ item: { unit: 'PCS', quantity: 8, quantityNumber: 8 } });
  });

  it('journals an edit and undoes it whole (fields and files)', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'Edit Journal Ahar');
    const who = { token: owner.token, orgId: shop };
    const item = (
      await t.request('POST', '/api/v1/aharshowroom', { ...who, body: WAREHOUSE })
    ).json<{ item: StockItem }>().item;
    const { body, contentType } = multipartBody(
      { ...WAREHOUSE, name: 'Sella Rice', price: '80', quantity: '10' },
      [pic()],
    );
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/aharshowroom/${item._id}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'x-org-id': shop,
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
      },
      payload: body,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const journal = await t.request('GET', '/api/v1/ahar/stock/journal', who);
    expect(journal.json<{ entries: StockJournalEntry[] }>().entries[0]).toMatchObject({
      action: 'update',
      name: 'Sella Rice',
      quantity: '',
      from: 'showroom',
      to: 'showroom',
    });
    await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    const back = await t.request('GET', `/api/v1/aharshowroom/${item._id}`, who);
    expect(back.json()).toMatchObject({
      item: { name: 'Basmati Rice', price: 95.5, pic: null, total: '955.00' },
    });
  });

  it('answers "Item not found." for an id the business does not have', async () => {
    const res = await t.request('PUT', `/api/v1/suchigodown/${'0'.repeat(24)}`, {
      ...as(),
      body: WAREHOUSE,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('moves, FEFO, the journal and undo', () => {
  it('moves half of a warehouse item to the showroom, keeping its history', async () => {
    const item = await addItem('/api/v1/suchigodown', { ...WAREHOUSE, name: 'Toor Dal' });
    const tooMuch = await t.request('POST', `/api/v1/ahar/stock/${item._id}/move`, {
      ...as(),
      body: { to: 'showroom', quantity: 11 },
    });
    expect(tooMuch.json()).toMatchObject({ message: moveTooMuchMessage('10', 'KG') });
    const same = await t.request('POST', `/api/v1/ahar/stock/${item._id}/move`, {
      ...as(),
      body: { to: 'warehouse', quantity: 1 },
    });
    expect(same.json()).toMatchObject({ message: STOCK_MESSAGES.sameLocation });

    const res = await t.request('POST', `/api/v1/ahar/stock/${item._id}/move`, {
      ...as(),
      body: { to: 'showroom', quantity: 5 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<{ item: StockItem }>().item;
    expect(moved).toMatchObject({
      location: 'showroom',
      quantity: 5,
      lineageId: item._id,
      pic: item.pic,
      expireDate: item.expireDate,
    });
    const rest = await t.request('GET', `/api/v1/suchigodown/${item._id}`, as());
    expect(rest.json()).toMatchObject({ item: { quantity: 5, total: '477.50' } });
    const history = await t.request('GET', `/api/v1/ahar/stock/${moved._id}/history`, as());
    expect(history.json<{ entries: StockJournalEntry[] }>().entries.map((e) => e.action)).toEqual([
      'move',
      'add',
    ]);
  });

  it('uses the earliest-expiring stock first (FEFO)', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'FEFO Ahar');
    const who = { token: owner.token, orgId: shop };
    const add = async (expireDate: string | null, quantity: number) =>
      (
        await t.request('POST', '/api/v1/aharshowroom', {
          ...who,
          body: { ...WAREHOUSE, name: 'Paneer', category: 'Dairy', expireDate, quantity },
        })
      ).json<{ item: StockItem }>().item._id;
    const late = await add(addDays(today, 9), 4);
    const none = await add(null, 4);
    const early = await add(addDays(today, 2), 3);
    const middle = await add(addDays(today, 5), 2);

    const over = await t.request('POST', '/api/v1/ahar/stock/use', {
      ...who,
      body: { location: 'showroom', name: 'paneer', unit: 'KG', quantity: 14 },
    });
    expect(over.json()).toMatchObject({ message: notEnoughStockMessage('13', 'KG', 'paneer') });

    const res = await t.request('POST', '/api/v1/ahar/stock/use', {
      ...who,
      body: { location: 'showroom', name: 'paneer', unit: 'KG', quantity: 6 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: STOCK_MESSAGES.used,
      taken: [
        { itemId: early, quantity: 3 },
        { itemId: middle, quantity: 2 },
        { itemId: late, quantity: 1 },
      ],
    });
    const left = (await t.request('GET', '/api/v1/aharshowroom', who)).json<StockItem[]>();
    expect(Object.fromEntries(left.map((i) => [i._id, i.quantity]))).toEqual({
      [late]: 3,
      [none]: 4,
    });

    // Undo puts back every item the use touched, the used-up ones too.
    const undo = await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    expect(undo.json()).toMatchObject({ message: STOCK_MESSAGES.undone });
    const back = (await t.request('GET', '/api/v1/aharshowroom', who)).json<StockItem[]>();
    expect(Object.fromEntries(back.map((i) => [i._id, i.quantity]))).toEqual({
      [late]: 4,
      [none]: 4,
      [early]: 3,
      [middle]: 2,
    });
  });

  it('keeps who, when, what and how much, and undoes changes from the last', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'Journal Ahar');
    const who = { token: owner.token, orgId: shop };
    const nothing = await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: STOCK_MESSAGES.nothingToUndo });

    const item = (
      await t.request('POST', '/api/v1/suchigodown', { ...who, body: WAREHOUSE })
    ).json<{ item: StockItem }>().item;
    await t.request('PUT', `/api/v1/suchigodown/${item._id}`, {
      ...who,
      body: { ...WAREHOUSE, quantity: 12.5 },
    });
    await t.request('POST', `/api/v1/ahar/stock/${item._id}/move`, {
      ...who,
      body: { to: 'reuse', quantity: 12.5 },
    });
    const journal = await t.request('GET', '/api/v1/ahar/stock/journal', who);
    const entries = journal.json<{ entries: StockJournalEntry[] }>().entries;
    expect(entries.map((e) => [e.action, e.quantity, e.from, e.to])).toEqual([
      ['move', '12.5 KG', 'warehouse', 'reuse'],
      ['update', '+2.5 KG', 'warehouse', 'warehouse'],
      ['add', '10 KG', null, 'warehouse'],
    ]);
    expect(entries[0]?.by).toBe(owner.user.fullname);

    // The whole item moved (same id); in the reuse table its KG are the Kg/L part.
    const inReuse = await t.request('GET', `/api/v1/reuse/${item._id}`, who);
    expect(inReuse.json()).toMatchObject({ item: { quantityNumber: 0, quantityKgL: 12.5 } });

    await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    const backInWarehouse = await t.request('GET', `/api/v1/suchigodown/${item._id}`, who);
    expect(backInWarehouse.json()).toMatchObject({ item: { quantity: 12.5 } });
    await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    const before = await t.request('GET', `/api/v1/suchigodown/${item._id}`, who);
    expect(before.json()).toMatchObject({ item: { quantity: 10 } });
    const after = await t.request('GET', '/api/v1/ahar/stock/journal', who);
    expect(after.json<{ entries: StockJournalEntry[] }>().entries.map((e) => e.undone)).toEqual([
      true,
      true,
      false,
    ]);

    // Undoing an add removes the item; undoing a delete brings it back.
    await t.request('DELETE', `/api/v1/suchigodown/${item._id}`, who);
    await t.request('POST', '/api/v1/ahar/stock/journal/undo', who);
    expect((await t.request('GET', `/api/v1/suchigodown/${item._id}`, who)).statusCode).toBe(200);
  });

  it('computes totals to 2 decimals, half away from zero', () => {
    expect(stockTotal('12.35', '4.5')).toBe('55.58');
    expect(stockTotal('0.01', '0.5')).toBe('0.01');
    expect(stockTotal('0.01', '0.4')).toBe('0.00');
    expect(stockTotal('199.99', '3')).toBe('599.97');
  });
});
