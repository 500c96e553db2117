import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILL_MESSAGES,
  type EquipmentBill,
  type RentBill,
  type WaterEntriesAnswer,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import {
  ELECTRICITY,
  EQUIPMENT,
  RENT,
  addMember,
  freshBusiness,
  post,
  type As,
} from './bills.test-support';

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

const asGym = (): As => ({ token: owner.token, orgId: gym });
const asAhar = (): As => ({ token: owner.token, orgId: ahar });

describe('electricity, rent and equipment bills', () => {
  it('serves electricity at the gym and ahar paths, bulk included', async () => {
    const single = await post<{ bill: { billUnit: number; amountInr: number } }>(
      t,
      asGym(),
      '/api/v1/gym/electricitybills',
      ELECTRICITY,
    );
    expect(single.bill).toMatchObject({ billUnit: 320, amountInr: 50.5 });
    const bulk = await post<{ message: string }>(t, asAhar(), '/api/v1/electricitybills/bulk', {
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
    const as = await freshBusiness(t);
    const body = await post<{ message: string; bills: RentBill[] }>(t, as, '/api/v1/rent-bills', {
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
      const { bill } = await post<{ bill: EquipmentBill }>(t, as, path, EQUIPMENT);
      // 3 × 12.50 USD = 37.50 USD = 3,075 rupees.
      expect(bill).toMatchObject({ quantity: 3, price: 12.5, convertedPrice: 3075 });
      const bulk = await post<{ message: string }>(t, as, `${path}/bulk`, { bills: [EQUIPMENT] });
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
    const { bill } = await post<{ bill: EquipmentBill }>(t, asGym(), '/api/v1/gymequipmentbills', {
      ...EQUIPMENT,
      quantity: 0,
      price: 0,
    });
    expect(bill.convertedPrice).toBe(0);
  });
});

describe('water', () => {
  it('keeps bottle entries and bills at the gym and ahar paths', async () => {
    const as = await freshBusiness(t);
    for (const path of ['/api/v1/gym/water/entries', '/api/v1/water/entries']) {
      const bottle = await post<{ message: string; bottle: { _id: string } }>(t, as, path, {
        type: 'bottle',
        date: '2026-03-03',
        quantity: 4,
      });
      expect(bottle.message).toBe(BILL_MESSAGES.dataSubmitted);
      const bill = await post<{ bill: { amountInr: number } }>(t, as, path, {
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
    const as = await freshBusiness(t);
    const { bottle } = await post<{ bottle: { _id: string } }>(t, as, '/api/v1/water/entries', {
      type: 'bottle',
      date: '2026-03-03',
      quantity: 4,
    });
    const { bill } = await post<{ bill: { _id: string } }>(t, as, '/api/v1/water/entries', {
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
    const owner = await freshBusiness(t, 'ahar');
    // Its staff with the billing permission keep the bills; others are refused.
    const staff = await addMember(t, owner.user, owner.orgId, ['billing']);
    const cook = await addMember(t, owner.user, owner.orgId, ['inventory']);
    const added = await post<{ message: string; bill: { _id: string; amountInr: number } }>(
      t,
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
      t,
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
    const other = await freshBusiness(t, 'ahar');
    expect((await t.request('GET', '/api/v1/water/bills', other)).json()).toEqual([]);
    const theirs = await t.request('PUT', `/api/v1/water/entries/${added.bill._id}`, {
      ...other,
      body: { type: 'bill', amount: '1' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(BILL_MESSAGES.noWaterId);
  });
});
