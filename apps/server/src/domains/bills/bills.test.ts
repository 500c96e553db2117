import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  BILL_MESSAGES,
  CURRENCIES,
  CURRENCY_MESSAGES,
  DEFAULT_RATES,
  ORG_MESSAGES,
  PAGE_HEADERS,
  type EquipmentBill,
  type ExpensesAnswer,
  type MonthTotalsAnswer,
  type OrgKind,
  type RentBill,
  type WaterEntriesAnswer,
  type WifiBill,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { currencyRates } from './bills.table';
import { backfillDefaultRates } from './rates.service';

let t: TestApp;
let owner: TestUser;
let gym: string;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Bill Gym');
  ahar = await t.createOrg(owner, 'ahar', 'Bill Ahar');
});
afterAll(() => t.close());

type As = { token: string; orgId: string };
const asGym = (): As => ({ token: owner.token, orgId: gym });
const asAhar = (): As => ({ token: owner.token, orgId: ahar });

/** A fresh business of its own, so lists and totals start empty. */
async function freshBusiness(kind: OrgKind = 'gym'): Promise<As & { user: TestUser }> {
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

const WIFI = {
  billingFrom: '2026-03-01',
  billingTo: '2026-03-31',
  wifiPackagePrice: '100',
  validity: '30 days',
  remark: 'Fibre',
  billingDate: '2026-03-02',
};
const ELECTRICITY = {
  billFrom: '2026-03-01',
  billTo: '2026-03-31',
  billAmount: '50.5',
  billDate: '2026-03-05',
  billUnit: 320,
  remark: '',
  currency: 'INR',
};
const RENT = {
  billFrom: '2026-03-01',
  billTo: '2026-03-31',
  rentAmount: '250',
  billingDate: '2026-03-01',
  remark: 'March',
};
const EQUIPMENT = {
  description: 'Dumbbells',
  quantity: 3,
  price: '12.5',
  purchaseDate: '2026-03-10',
};

async function post<T>(as: As, path: string, body: unknown, status = 201): Promise<T> {
  const res = await t.request('POST', path, { ...as, body });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

describe('wifi bills', () => {
  it('saves a bill in USD by default at the rate table, with its rupees', async () => {
    const body = await post<{ message: string; bill: WifiBill }>(
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
    const as = await freshBusiness();
    for (const path of ['/api/v1/wifibills/bulk', '/api/v1/gym/wifibills/bulk']) {
      const body = await post<{ message: string; bills: WifiBill[] }>(as, path, {
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
    const { bill } = await post<{ bill: WifiBill }>(asGym(), '/api/v1/wifibills', WIFI);
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
    const as = await freshBusiness();
    for (const day of ['2026-01-15', '2026-02-01', '2026-02-28', '2026-03-01']) {
      await post(as, '/api/v1/wifibills', { ...WIFI, billingDate: day });
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
    const as = await freshBusiness();
    const { bill } = await post<{ bill: WifiBill }>(as, '/api/v1/wifibills', {
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
    const as = await freshBusiness();
    const before = await post<{ bill: WifiBill }>(as, '/api/v1/wifibills', {
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
    const fresh = await post<{ bill: WifiBill }>(as, '/api/v1/wifibills', {
      ...WIFI,
      currency: 'EUR',
      wifiPackagePrice: '92',
    });
    expect(fresh.bill).toMatchObject({ rate: 0.5, amountInr: 15456 });
  });

  it('lets only the owner or an admin change the table, USD staying 1', async () => {
    const as = await freshBusiness();
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
    const staff = await addMember(as.user, as.orgId, ['accounts']);
    expect((await t.request('GET', '/api/v1/bills/rates', staff)).statusCode).toBe(200);
    const refused = await t.request('PUT', '/api/v1/bills/rates', {
      ...staff,
      body: { rates: { EUR: 1 } },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a rate that is not a finite number above 0 with a 400 and its message', async () => {
    const as = await freshBusiness();
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
    const as = await freshBusiness('barber');
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
    const as = await freshBusiness();
    const { bill } = await post<{ bill: WifiBill }>(as, '/api/v1/wifibills', {
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

describe('electricity, rent and equipment bills', () => {
  it('serves electricity at the gym and ahar paths, bulk included', async () => {
    const single = await post<{ bill: { billUnit: number; amountInr: number } }>(
      asGym(),
      '/api/v1/gym/electricitybills',
      ELECTRICITY,
    );
    expect(single.bill).toMatchObject({ billUnit: 320, amountInr: 50.5 });
    const bulk = await post<{ message: string }>(asAhar(), '/api/v1/electricitybills/bulk', {
      bills: [ELECTRICITY],
    });
    expect(bulk.message).toBe(BILL_MESSAGES.bulkCreated);
    const unsaved = await t.request('PUT', '/api/v1/electricitybills/tmp-1700000000', {
      ...asAhar(),
      body: ELECTRICITY,
    });
    expect(unsaved.json()).toEqual({ success: false, message: BILL_MESSAGES.saveFirst });
    const units = await t.request('POST', '/api/v1/electricitybills', {
      ...asAhar(),
      body: { ...ELECTRICITY, billUnit: -2 },
    });
    expect(units.json().message).toBe(BILL_MESSAGES.billUnit);
  });

  it.each([
    [{ ...RENT, billFrom: '' }, BILL_MESSAGES.billFrom],
    [{ ...RENT, billFrom: undefined }, BILL_MESSAGES.billFrom],
    [{ ...RENT, billTo: '' }, BILL_MESSAGES.billTo],
    [{ ...RENT, rentAmount: '' }, BILL_MESSAGES.rentAmount],
    [{ ...RENT, rentAmount: 'twelve' }, BILL_MESSAGES.rentAmount],
    [{ ...RENT, rentAmount: undefined }, BILL_MESSAGES.rentAmount],
    [{ ...RENT, billingDate: '' }, BILL_MESSAGES.billingDate],
    [{ ...RENT, billingDate: null }, BILL_MESSAGES.billingDate],
  ])('refuses rent %j with the spec message', async (row, message) => {
    const res = await t.request('POST', '/api/v1/rent-bills', {
      ...asGym(),
      body: { rentBills: [RENT, row] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it("takes rent as the spec's {rentBills} and answers 'All data submitted successfully!'", async () => {
    const as = await freshBusiness();
    const body = await post<{ message: string; bills: RentBill[] }>(as, '/api/v1/rent-bills', {
      rentBills: [RENT, { ...RENT, currency: 'INR', rentAmount: 20000 }],
    });
    expect(body.message).toBe(BILL_MESSAGES.allSubmitted);
    expect(body.bills.map((bill) => [bill.rentAmount, bill.amountInr])).toEqual([
      [250, 20500],
      [20000, 20000],
    ]);
    const [first] = body.bills;
    const updated = await t.request('PUT', `/api/v1/rent-bills/${first?._id}`, {
      ...as,
      body: { ...RENT, remark: 'Paid' },
    });
    expect(updated.json().message).toBe(BILL_MESSAGES.updated);
    const list = await t.request('GET', '/api/v1/rent-bills', as);
    expect(list.json<RentBill[]>().map((bill) => bill.remark)).toEqual(['Paid', 'March']);
  });

  it('keeps equipment quantity and price at least 0, and totals it in rupees', async () => {
    for (const path of ['/api/v1/gymequipmentbills', '/api/v1/aharequipmentbills']) {
      const as = path.includes('gym') ? asGym() : asAhar();
      const { bill } = await post<{ bill: EquipmentBill }>(as, path, EQUIPMENT);
      // 3 × 12.50 USD = 37.50 USD = 3,075 rupees.
      expect(bill).toMatchObject({ quantity: 3, price: 12.5, convertedPrice: 3075 });
      const bulk = await post<{ message: string }>(as, `${path}/bulk`, { bills: [EQUIPMENT] });
      expect(bulk.message).toBe(BILL_MESSAGES.bulkCreated);
    }
    const quantity = await t.request('POST', '/api/v1/gymequipmentbills', {
      ...asGym(),
      body: { ...EQUIPMENT, quantity: -1 },
    });
    expect(quantity.json().message).toBe(BILL_MESSAGES.quantity);
    const price = await t.request('POST', '/api/v1/gymequipmentbills', {
      ...asGym(),
      body: { ...EQUIPMENT, price: -0.5 },
    });
    expect(price.json().message).toBe(BILL_MESSAGES.price);
    const { bill } = await post<{ bill: EquipmentBill }>(asGym(), '/api/v1/gymequipmentbills', {
      ...EQUIPMENT,
      quantity: 0,
      price: 0,
    });
    expect(bill.convertedPrice).toBe(0);
  });
});

describe('water', () => {
  it('keeps bottle entries and bills at the gym and ahar paths', async () => {
    const as = await freshBusiness();
    for (const path of ['/api/v1/gym/water/entries', '/api/v1/water/entries']) {
      const bottle = await post<{ message: string; bottle: { _id: string } }>(as, path, {
        type: 'bottle',
        date: '2026-03-03',
        quantity: 4,
      });
      expect(bottle.message).toBe(BILL_MESSAGES.dataSubmitted);
      const bill = await post<{ bill: { amountInr: number } }>(as, path, {
        type: 'bill',
        billingDate: '2026-03-04',
        amount: '10',
        fromTime: '2026-02-01',
        toTime: '2026-02-28',
        remarks: 'Cans',
        currency: 'USD',
      });
      expect(bill.bill.amountInr).toBe(820);
    }
    const entries = await t.request('GET', '/api/v1/water/entries', as);
    const body = entries.json<WaterEntriesAnswer>();
    expect(body.bottles.map((b) => b.quantity)).toEqual([4, 4]);
    expect(body.bills.map((b) => b.remarks)).toEqual(['Cans', 'Cans']);
    expect([body.totalBottles, body.totalBills]).toEqual([2, 2]);
    const gymPath = await t.request('GET', '/api/v1/gym/water/entries', as);
    expect(gymPath.json()).toEqual(body);
    const badType = await t.request('POST', '/api/v1/water/entries', {
      ...as,
      body: { type: 'can', quantity: 1 },
    });
    expect(badType.json()).toEqual({ success: false, message: BILL_MESSAGES.entryType });
  });

  it('updates each with its message, and needs a database id', async () => {
    const as = await freshBusiness();
    const { bottle } = await post<{ bottle: { _id: string } }>(as, '/api/v1/water/entries', {
      type: 'bottle',
      date: '2026-03-03',
      quantity: 4,
    });
    const { bill } = await post<{ bill: { _id: string } }>(as, '/api/v1/water/entries', {
      type: 'bill',
      amount: 5,
    });
    const bottleUpdate = await t.request('PUT', `/api/v1/gym/water/entries/${bottle._id}`, {
      ...as,
      body: { type: 'bottle', date: '2026-03-03', quantity: 6 },
    });
    expect(bottleUpdate.json()).toMatchObject({
      message: BILL_MESSAGES.bottleUpdated,
      bottle: { quantity: 6 },
    });
    const billUpdate = await t.request('PUT', `/api/v1/water/entries/${bill._id}`, {
      ...as,
      body: { type: 'bill', amount: '7.5', currency: 'INR' },
    });
    expect(billUpdate.json()).toMatchObject({
      message: BILL_MESSAGES.waterBillUpdated,
      bill: { amount: 7.5, currency: 'INR', rate: 82, amountInr: 7.5 },
    });
    for (const id of ['undefined', 'new-row']) {
      const res = await t.request('PUT', `/api/v1/water/entries/${id}`, {
        ...as,
        body: { type: 'bottle', quantity: 1 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(BILL_MESSAGES.noWaterId);
    }
    // A bottle's id is not a bill's.
    const wrong = await t.request('PUT', `/api/v1/water/entries/${bottle._id}`, {
      ...as,
      body: { type: 'bill', amount: 1 },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(BILL_MESSAGES.noWaterId);
  });
});

describe("the ahar's Water Bill (spec 04 sections 2.6, 7 and 8)", () => {
  it('keeps its bottles and bills at /water/entries with the spec’s messages', async () => {
    const owner = await freshBusiness('ahar');
    // Its staff with the billing permission keep the bills; others are refused.
    const staff = await addMember(owner.user, owner.orgId, ['billing']);
    const cook = await addMember(owner.user, owner.orgId, ['inventory']);
    const added = await post<{ message: string; bill: { _id: string; amountInr: number } }>(
      staff,
      '/api/v1/water/entries',
      {
        type: 'bill',
        billingDate: '2026-05-02',
        amount: '300',
        currency: 'INR',
        fromTime: '2026-04-01',
        toTime: '2026-04-30',
        remarks: 'Tanker',
      },
    );
    expect(added.message).toBe(BILL_MESSAGES.dataSubmitted);
    expect(added.bill.amountInr).toBe(300);
    const bottle = await post<{ message: string; bottle: { _id: string } }>(
      staff,
      '/api/v1/water/entries',
      { type: 'bottle', date: '2026-05-03', quantity: 12 },
    );
    expect(bottle.message).toBe(BILL_MESSAGES.dataSubmitted);

    // The lists the ahar's page reads.
    const bills = await t.request('GET', '/api/v1/water/bills', staff);
    expect(bills.json<{ remarks: string }[]>().map((b) => b.remarks)).toEqual(['Tanker']);
    const bottles = await t.request('GET', '/api/v1/water/bottles', staff);
    expect(bottles.json<{ quantity: number }[]>().map((b) => b.quantity)).toEqual([12]);

    const billUpdate = await t.request('PUT', `/api/v1/water/entries/${added.bill._id}`, {
      ...staff,
      body: { type: 'bill', billingDate: '2026-05-02', amount: '320', currency: 'INR' },
    });
    expect(billUpdate.json()).toMatchObject({
      success: true,
      message: BILL_MESSAGES.waterBillUpdated,
      bill: { amount: 320, amountInr: 320 },
    });
    const bottleUpdate = await t.request('PUT', `/api/v1/water/entries/${bottle.bottle._id}`, {
      ...staff,
      body: { type: 'bottle', date: '2026-05-03', quantity: 10 },
    });
    expect(bottleUpdate.json().message).toBe(BILL_MESSAGES.bottleUpdated);
    const unsaved = await t.request('PUT', '/api/v1/water/entries/new-row', {
      ...staff,
      body: { type: 'bill', amount: '1' },
    });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().message).toBe(BILL_MESSAGES.noWaterId);

    for (const [method, path, body] of [
      ['GET', '/api/v1/water/bills', undefined],
      ['POST', '/api/v1/water/entries', { type: 'bottle', quantity: 1 }],
      ['PUT', `/api/v1/water/entries/${added.bill._id}`, { type: 'bill', amount: '1' }],
    ] as const) {
      const res = await t.request(method, path, { ...cook, body });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }

    // Another ahar neither sees nor changes them.
    const other = await freshBusiness('ahar');
    expect((await t.request('GET', '/api/v1/water/bills', other)).json()).toEqual([]);
    const theirs = await t.request('PUT', `/api/v1/water/entries/${added.bill._id}`, {
      ...other,
      body: { type: 'bill', amount: '1' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(BILL_MESSAGES.noWaterId);
  });
});

describe('month totals and expenses by month', () => {
  it('adds each kind in rupees at the rows’ rates', async () => {
    const as = await freshBusiness('ahar');
    await post(as, '/api/v1/gym/wifibills', { ...WIFI, billingDate: '2026-03-31' });
    await post(as, '/api/v1/gym/wifibills', { ...WIFI, billingDate: '2026-04-01' });
    await post(as, '/api/v1/electricitybills/bulk', { bills: [ELECTRICITY] });
    await post(as, '/api/v1/rent-bills', {
      rentBills: [{ ...RENT, currency: 'EUR', rentAmount: '92' }],
    });
    await post(as, '/api/v1/aharequipmentbills', EQUIPMENT);
    await post(as, '/api/v1/water/entries', {
      type: 'bill',
      billingDate: '2026-03-09',
      amount: '1.5',
      currency: 'GBP',
    });
    await post(as, '/api/v1/water/entries', { type: 'bottle', date: '2026-03-09', quantity: 9 });
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
      const business = await freshBusiness(kind);
      const refused = await addMember(business.user, business.orgId, [without]);
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
      const allowed = await addMember(business.user, business.orgId, [withPermission]);
      // A shared path acts on the current business, whatever its kind.
      await post(allowed, '/api/v1/gym/wifibills', WIFI);
      const list = await t.request('GET', '/api/v1/wifibills', allowed);
      expect(list.json<WifiBill[]>()).toHaveLength(1);
    },
  );

  it('keeps the gym and the ahar of one owner apart on shared paths', async () => {
    const as = await freshBusiness();
    const other = await t.createOrg(as.user, 'ahar');
    await post(as, '/api/v1/gym/wifibills', WIFI);
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
        const as = await freshBusiness();
        const { bill } = await post<{ bill: { _id: string } }>(as, path, kind.body);
        if (kind.bulk) {
          const bulk = await post<{ bills: unknown[] }>(as, `${path}/bulk`, { bills: [kind.body] });
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
    const a = await freshBusiness();
    const b = await freshBusiness();
    const { bill } = await post<{ bill: WifiBill }>(b, '/api/v1/wifibills', WIFI);
    const convert = await t.request('POST', `/api/v1/wifibills/${bill._id}/convert`, {
      ...a,
      body: { currency: 'INR' },
    });
    expect(convert.statusCode).toBe(404);
    const water = await post<{ bottle: { _id: string } }>(b, '/api/v1/water/entries', {
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
