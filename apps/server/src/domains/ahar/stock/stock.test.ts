import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_HEADERS,
  STOCK_MESSAGES,
  addDays,
  moveTooMuchMessage,
  notEnoughStockMessage,
  stockTotal,
  todayInIndia,
  type StockAlerts,
  type StockItem,
  type StockJournalEntry,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { multipartBody, pdfBytes, pngBytes, type FilePart } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

let t: TestApp;
let owner: TestUser;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Stock Ahar');
});
afterAll(() => t.close());

const as = () => ({ token: owner.token, orgId: ahar });
const PDF = pdfBytes();
const today = todayInIndia();

function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) {
  const { body, contentType } = multipartBody(fields, files);
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': ahar,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

const pic = (field = 'pic'): FilePart => ({
  field,
  name: 'laddoo.png',
  type: 'image/png',
  data: pngBytes(),
});
const pdf = (field = 'description'): FilePart => ({
  field,
  name: 'label.pdf',
  type: 'application/pdf',
  data: PDF,
});

async function addItem(path: string, body: Record<string, unknown>): Promise<StockItem> {
  const res = await t.request('POST', path, { ...as(), body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ item: StockItem }>().item;
}

const WAREHOUSE = {
  name: 'Basmati Rice',
  category: 'Grains and Pulses',
  price: 95.5,
  quantity: '10',
  unit: 'KG',
  expireDate: addDays(today, 30),
};

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
