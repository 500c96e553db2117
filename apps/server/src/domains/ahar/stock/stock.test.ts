import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_HEADERS,
  STOCK_MESSAGES,
  addDays,
  type StockAlerts,
  type StockItem,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
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

describe('reuse: POST /api/v1/reuse', () => {
  it('takes multipart inventory[i][...] rows with their picture and PDF, totals to 2 decimals', async () => {
    const res = await sendForm(
      'POST',
      '/api/v1/reuse',
      {
        'inventory[0][name]': 'Boondi Laddoo',
        'inventory[0][category]': 'Sweets',
        'inventory[0][expireDate]': addDays(today, 2),
        'inventory[0][price]': '12.35',
        'inventory[0][manufacturing]': today,
        'inventory[0][quantityNumber]': '3',
        'inventory[0][quantityKgL]': '1.5',
        'inventory[0][offer]': '10',
        'inventory[1][name]': 'Curd',
        'inventory[1][category]': 'Dairy',
        'inventory[1][expireDate]': addDays(today, 1),
        'inventory[1][price]': '0.333',
        'inventory[1][quantityNumber]': '0',
        'inventory[1][quantityKgL]': '0',
      },
      [pic('inventory[0][pic]'), pdf('inventory[0][description]')],
    );
    // 0.333 has three decimals: refused before anything is kept.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: STOCK_MESSAGES.price });

    const ok = await sendForm(
      'POST',
      '/api/v1/reuse',
      {
        'inventory[0][name]': 'Boondi Laddoo',
        'inventory[0][category]': 'Sweets',
        'inventory[0][expireDate]': addDays(today, 2),
        'inventory[0][price]': '12.35',
        'inventory[0][manufacturing]': today,
        'inventory[0][quantityNumber]': '3',
        'inventory[0][quantityKgL]': '1.5',
        'inventory[0][offer]': '10',
        'inventory[1][name]': 'Curd',
        'inventory[1][category]': 'Dairy',
        'inventory[1][expireDate]': addDays(today, 1),
        'inventory[1][price]': '40',
        'inventory[1][quantityNumber]': '0',
        'inventory[1][quantityKgL]': '0',
      },
      [pic('inventory[0][pic]'), pdf('inventory[0][description]')],
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const { message, items } = ok.json<{ message: string; items: StockItem[] }>();
    expect(message).toBe(STOCK_MESSAGES.submitted);
    expect(items).toHaveLength(2);
    // 12.35 × (3 + 1.5) = 55.575 → 55.58
    expect(items[0]).toMatchObject({
      location: 'reuse',
      quantity: 4.5,
      quantityNumber: 3,
      quantityKgL: 1.5,
      offer: 10,
      total: '55.58',
      picName: 'laddoo.png',
      descriptionName: 'label.pdf',
    });
    expect(items[0]?.pic).toMatch(/^\/api\/v1\/files\//);
    expect(items[1]).toMatchObject({ total: '0.00', pic: null, description: null });
    const file = await t.request('GET', items[0]?.description ?? '', as());
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('says "Please fill in all required fields for each item." for any missing field', async () => {
    const row = {
      name: 'Rasgulla',
      category: 'Sweets',
      expireDate: addDays(today, 3),
      price: 10,
      quantityNumber: 1,
      quantityKgL: 0,
    };
    for (const missing of [
      'name',
      'category',
      'expireDate',
      'price',
      'quantityNumber',
      'quantityKgL',
    ]) {
      const rest = Object.fromEntries(Object.entries(row).filter(([key]) => key !== missing));
      const res = await t.request('POST', '/api/v1/reuse', {
        ...as(),
        body: { inventory: [row, rest] },
      });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json(), missing).toMatchObject({ message: STOCK_MESSAGES.reuseRequired });
    }
    const negative = await t.request('POST', '/api/v1/reuse', {
      ...as(),
      body: { inventory: [{ ...row, quantityKgL: -1 }] },
    });
    expect(negative.json()).toMatchObject({ message: STOCK_MESSAGES.quantity });
    const empty = await t.request('POST', '/api/v1/reuse', { ...as(), body: { inventory: [] } });
    expect(empty.json()).toMatchObject({ message: STOCK_MESSAGES.noRows });
  });

  it('refuses a picture that is not an image and a description that is not a PDF, by content', async () => {
    const fields = {
      'inventory[0][name]': 'Peda',
      'inventory[0][category]': 'Sweets',
      'inventory[0][expireDate]': addDays(today, 4),
      'inventory[0][price]': '5',
      'inventory[0][quantityNumber]': '1',
      'inventory[0][quantityKgL]': '0',
    };
    // A PDF named .png is not an image; a PNG named .pdf is not a PDF.
    const fakePic = { ...pdf('inventory[0][pic]'), name: 'peda.png', type: 'image/png' };
    const notImage = await sendForm('POST', '/api/v1/reuse', fields, [fakePic]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({ message: STOCK_MESSAGES.imageOnly });
    const fakePdf = {
      ...pic('inventory[0][description]'),
      name: 'peda.pdf',
      type: 'application/pdf',
    };
    const notPdf = await sendForm('POST', '/api/v1/reuse', fields, [fakePdf]);
    expect(notPdf.json()).toMatchObject({ message: STOCK_MESSAGES.pdfOnly });
  });
});

describe('showroom and warehouse: /api/v1/aharshowroom and /api/v1/suchigodown', () => {
  it('adds a warehouse row as multipart with a picture and a PDF, and lists it', async () => {
    const res = await sendForm(
      'POST',
      '/api/v1/suchigodown',
      { ...WAREHOUSE, price: '95.5', total: '1' },
      [pic(), pdf()],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { message, item } = res.json<{ message: string; item: StockItem }>();
    expect(message).toBe(STOCK_MESSAGES.added);
    // The sent total is ignored: 95.50 × 10.
    expect(item).toMatchObject({ location: 'warehouse', total: '955.00', quantityNumber: null });
    expect(item.pic).not.toBeNull();
    const list = await t.request('GET', '/api/v1/suchigodown', as());
    expect(list.json<StockItem[]>().map((i) => i._id)).toContain(item._id);
    expect(list.headers[PAGE_HEADERS.total]).toBeDefined();
  });

  it('says "Please fill all required fields before submitting." for each required field', async () => {
    for (const missing of ['name', 'category', 'quantity', 'price', 'unit']) {
      const body = Object.fromEntries(Object.entries(WAREHOUSE).filter(([key]) => key !== missing));
      const res = await t.request('POST', '/api/v1/aharshowroom', { ...as(), body });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json(), missing).toMatchObject({ message: STOCK_MESSAGES.listRequired });
    }
    const badUnit = await t.request('POST', '/api/v1/aharshowroom', {
      ...as(),
      body: { ...WAREHOUSE, unit: 'TON' },
    });
    expect(badUnit.json()).toMatchObject({ message: STOCK_MESSAGES.listRequired });
    const badOffer = await t.request('POST', '/api/v1/aharshowroom', {
      ...as(),
      body: { ...WAREHOUSE, offer: 120 },
    });
    expect(badOffer.json()).toMatchObject({ message: STOCK_MESSAGES.offer });
  });

  it('says "Only image files are allowed." and "Only PDF files are allowed."', async () => {
    const notImage = await sendForm('POST', '/api/v1/aharshowroom', { ...WAREHOUSE, price: '1' }, [
      { ...pdf('pic'), name: 'x.png' },
    ]);
    expect(notImage.json()).toMatchObject({ message: STOCK_MESSAGES.imageOnly });
    const notPdf = await sendForm('POST', '/api/v1/aharshowroom', { ...WAREHOUSE, price: '1' }, [
      { ...pic('description'), name: 'x.pdf' },
    ]);
    expect(notPdf.json()).toMatchObject({ message: STOCK_MESSAGES.pdfOnly });
  });

  it('updates by JSON (keeping the files) or multipart (replacing one), and deletes', async () => {
    const item = await addItem('/api/v1/aharshowroom', { ...WAREHOUSE, name: 'Kaju Katli' });
    const json = await t.request('PUT', `/api/v1/aharshowroom/${item._id}`, {
      ...as(),
      body: { ...WAREHOUSE, name: 'Kaju Katli', quantity: 4 },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({
      message: STOCK_MESSAGES.itemUpdated,
      item: { quantity: 4, total: '382.00' },
    });
    const form = await sendForm(
      'PUT',
      `/api/v1/aharshowroom/${item._id}`,
      { ...WAREHOUSE, name: 'Kaju Katli', price: '95.5', quantity: '4' },
      [pdf()],
    );
    expect(form.json<{ item: StockItem }>().item.description).toMatch(/^\/api\/v1\/files\//);
    // A showroom item is not reached through the warehouse's path.
    const wrongPath = await t.request('DELETE', `/api/v1/suchigodown/${item._id}`, as());
    expect(wrongPath.statusCode).toBe(404);
    const removed = await t.request('DELETE', `/api/v1/aharshowroom/${item._id}`, as());
    expect(removed.json()).toMatchObject({ message: STOCK_MESSAGES.removed });
  });

  it('searches and filters by category and expiry, paged on the server', async () => {
    const shop = await t.createOrg(owner, 'ahar', 'Filter Ahar');
    const who = { token: owner.token, orgId: shop };
    const add = (name: string, category: string, expireDate: string | null) =>
      t.request('POST', '/api/v1/aharshowroom', {
        ...who,
        body: { ...WAREHOUSE, name, category, expireDate },
      });
    await add('Milk', 'Dairy', addDays(today, -1));
    await add('Paneer', 'Dairy', addDays(today, 3));
    await add('Ghee', 'Dairy', addDays(today, 60));
    await add('Jalebi', 'Sweets', addDays(today, 5));
    await add('Rusk', 'Bakery', null);
    const names = async (query: string) =>
      (await t.request('GET', `/api/v1/aharshowroom?${query}`, who))
        .json<StockItem[]>()
        .map((i) => i.name);
    expect(await names('category=Dairy')).toEqual(['Ghee', 'Paneer', 'Milk']);
    expect(await names('expiry=expired')).toEqual(['Milk']);
    // Within the default 5 days, earliest first.
    expect(await names('expiry=soon')).toEqual(['Paneer', 'Jalebi']);
    expect(await names('search=GH')).toEqual(['Ghee']);
    const page = await t.request('GET', '/api/v1/aharshowroom?limit=2&page=3', who);
    expect(page.json<StockItem[]>().map((i) => i.name)).toEqual(['Milk']);
    expect(page.headers[PAGE_HEADERS.totalPages]).toBe('3');

    // The business sets N: 2 days leaves Jalebi out.
    const bad = await t.request('PUT', '/api/v1/ahar/stock/settings', {
      ...who,
      body: { expiryDays: 0 },
    });
    expect(bad.json()).toMatchObject({ message: STOCK_MESSAGES.expiryDays });
    await t.request('PUT', '/api/v1/ahar/stock/settings', { ...who, body: { expiryDays: 2 } });
    expect(await names('expiry=soon')).toEqual([]);
    await t.request('PUT', '/api/v1/ahar/stock/settings', { ...who, body: { expiryDays: 3 } });
    const alerts = (await t.request('GET', '/api/v1/ahar/stock/alerts', who)).json<StockAlerts>();
    expect(alerts).toMatchObject({ days: 3, today, expired: { count: 1 }, soon: { count: 1 } });
    expect(alerts.soon.items[0]?.name).toBe('Paneer');
  });
});

describe('tenant isolation', () => {
  for (const [path, body] of [
    ['/api/v1/aharshowroom', WAREHOUSE],
    ['/api/v1/suchigodown', WAREHOUSE],
  ] as const) {
    it(`keeps ${path} to its business`, async () => {
      await expectTenantIsolation(t, {
        kind: 'ahar',
        listPath: path,
        listKey: null,
        itemPath: (id) => `${path}/${id}`,
        create: async (app, user, orgId) =>
          (await app.request('POST', path, { token: user.token, orgId, body })).json<{
            item: StockItem;
          }>().item._id,
        updateBody: body,
        deletable: true,
      });
    });
  }

  it('keeps /api/v1/reuse, moves, history and undo to their business', async () => {
    const reuseRow = {
      name: 'Khoya',
      category: 'Dairy',
      expireDate: addDays(today, 3),
      price: 300,
      quantityNumber: 0,
      quantityKgL: 2,
    };
    let otherItem = '';
    let otherOrg = '';
    let other: TestUser | undefined;
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/reuse',
      listKey: null,
      itemPath: (id) => `/api/v1/reuse/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/v1/reuse', {
          token: user.token,
          orgId,
          body: { inventory: [reuseRow] },
        });
        const id = res.json<{ items: StockItem[] }>().items[0]?._id ?? '';
        [otherItem, otherOrg, other] = [id, orgId, user];
        return id;
      },
      updateBody: reuseRow,
      deletable: true,
    });
    // The last created is B's: A cannot move it or read its history, and A's undo leaves B alone.
    const move = await t.request('POST', `/api/v1/ahar/stock/${otherItem}/move`, {
      ...as(),
      body: { to: 'showroom', quantity: 1 },
    });
    expect(move.statusCode).toBe(404);
    expect(
      (await t.request('GET', `/api/v1/ahar/stock/${otherItem}/history`, as())).statusCode,
    ).toBe(404);
    await t.request('POST', '/api/v1/ahar/stock/journal/undo', as());
    const still = await t.request('GET', `/api/v1/reuse/${otherItem}`, {
      token: other?.token,
      orgId: otherOrg,
    });
    expect(still.statusCode).toBe(200);
  });
});
