import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMAND_MESSAGES,
  addDays,
  type DemandEvent,
  type DemandLine,
  type DemandRecord,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { item, record } from './demand.test-support';

let t: TestApp;
let owner: TestUser;
let shop: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  shop = await t.createOrg(owner, 'ahar', 'Demand Kitchen');
});
afterAll(() => t.close());

const asShop = () => ({ token: owner.token, orgId: shop });

describe('the Daily Inventory Form (POST /api/demandinventory)', () => {
  it('saves a record with its items and their total to 2 decimals', async () => {
    const res = await t.request('POST', '/api/v1/demandinventory', {
      ...asShop(),
      body: record({ items: [item(), item({ category: 'Namkeen', quantity: 2, price: 40 })] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; record: DemandRecord }>();
    expect(body.message).toBe(DEMAND_MESSAGES.submitted);
    expect(body.record).toMatchObject({
      date: '2026-03-10',
      time: '09:30',
      name: 'Counter',
      id: 'C-1',
    });
    expect(body.record.total).toBe('155.00');
    expect(body.record.items.map((i) => i.category)).toEqual(['Sweets', 'Namkeen']);
    expect(body.record.items[0]?._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it.each([
    ['no category', { items: [item({ category: '' })] }],
    ['no company', { items: [item({ company: '  ' })] }],
    ['quantity 0', { items: [item({ quantity: 0 })] }],
    ['price 0', { items: [item({ price: 0 })] }],
    ['a fractional quantity', { items: [item({ quantity: 1.5 })] }],
    ['no name', { name: '' }],
    ['no id', { id: '' }],
    ['no date', { date: '' }],
  ])('refuses %s: Please fill all required item fields.', async (_, over) => {
    const res = await t.request('POST', '/api/v1/demandinventory', {
      ...asShop(),
      body: record(over),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.itemFields);
  });

  it('refuses a record without items', async () => {
    for (const items of [[], undefined]) {
      const res = await t.request('POST', '/api/v1/demandinventory', {
        ...asShop(),
        body: record({ items }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.noItems);
    }
  });

  it('keeps the remark optional and the time as HH:MM', async () => {
    const noRemark = { category: 'Dairy', company: 'Amul', quantity: 1, price: 1 };
    const ok = await t.request('POST', '/api/v1/demandinventory', {
      ...asShop(),
      body: record({ items: [noRemark] }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const bad = await t.request('POST', '/api/v1/demandinventory', {
      ...asShop(),
      body: record({ time: '25:00' }),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers without a session in the spec words', async () => {
    for (const path of ['/api/v1/demandinventory?page=1', '/api/v1/demandinventory/items?page=1']) {
      const res = await t.request('GET', path);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.notAuthenticated);
    }
  });
});

describe('the Full list and Inventory Items', () => {
  let kitchen: string;
  beforeAll(async () => {
    kitchen = await t.createOrg(owner, 'ahar', 'List Kitchen');
    for (let i = 1; i <= 12; i += 1) {
      const res = await t.request('POST', '/api/v1/demandinventory', {
        token: owner.token,
        orgId: kitchen,
        body: record({
          date: addDays('2026-02-01', i),
          name: i === 7 ? 'Mehta Caterers' : `Counter ${i}`,
          items: [
            item({ category: i % 2 ? 'Sweets' : 'Dairy', itemName: i === 3 ? 'Paneer' : '' }),
            item(),
          ],
        }),
      });
      expect(res.statusCode).toBe(201);
    }
  });
  const asKitchen = () => ({ token: owner.token, orgId: kitchen });

  it('pages from page 1, newest day first, and answers items and totalPages', async () => {
    const first = await t.request('GET', '/api/v1/demandinventory?page=1', asKitchen());
    const body = first.json<{ items: DemandRecord[]; totalPages: number; page: number }>();
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(2);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]?.date).toBe('2026-02-13');
    expect(body.items[0]?.items).toHaveLength(2);
    const second = await t.request('GET', '/api/v1/demandinventory?page=2', asKitchen());
    expect(second.json<{ items: DemandRecord[] }>().items.map((r) => r.date)).toEqual([
      '2026-02-03',
      '2026-02-02',
    ]);
    const beyond = await t.request('GET', '/api/v1/demandinventory?page=9', asKitchen());
    expect(beyond.json<{ items: DemandRecord[] }>().items).toEqual([]);
  });

  it("searches the name, the id and the items' category, name and company", async () => {
    const byName = await t.request(
      'GET',
      '/api/v1/demandinventory?page=1&search=mehta',
      asKitchen(),
    );
    expect(byName.json<{ items: DemandRecord[] }>().items.map((r) => r.name)).toEqual([
      'Mehta Caterers',
    ]);
    const byItem = await t.request('GET', '/api/v1/demandinventory?page=1&search=Pan', asKitchen());
    expect(byItem.json<{ items: DemandRecord[] }>().items.map((r) => r.date)).toEqual([
      '2026-02-04',
    ]);
    const byCategory = await t.request('GET', '/api/v1/demandinventory?search=dairy', asKitchen());
    expect(byCategory.json<{ total: number }>().total).toBe(6);
    const none = await t.request('GET', '/api/v1/demandinventory?search=%25%25', asKitchen());
    expect(none.json<{ total: number; totalPages: number }>()).toMatchObject({
      total: 0,
      totalPages: 1,
    });
  });

  it('lists every item line, paged, with its record', async () => {
    const res = await t.request('GET', '/api/v1/demandinventory/items?page=1&limit=5', asKitchen());
    const body = res.json<{ items: DemandLine[]; totalPages: number; total: number }>();
    expect(body.total).toBe(24);
    expect(body.totalPages).toBe(5);
    expect(body.items[0]).toMatchObject({ date: '2026-02-13', name: 'Counter 12', total: '75.00' });
  });

  it('deletes a record with its lines', async () => {
    const list = await t.request('GET', '/api/v1/demandinventory?search=mehta', asKitchen());
    const id = list.json<{ items: DemandRecord[] }>().items[0]?._id ?? '';
    const removed = await t.request('DELETE', `/api/v1/demandinventory/${id}`, asKitchen());
    expect(removed.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.recordRemoved);
    const lines = await t.request('GET', '/api/v1/demandinventory/items', asKitchen());
    expect(lines.json<{ total: number }>().total).toBe(22);
    const again = await t.request('GET', `/api/v1/demandinventory/${id}`, asKitchen());
    expect(again.statusCode).toBe(404);
  });

  it('needs the demand permission', async () => {
    const clerk = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asKitchen(),
      body: { vedanId: clerk.user.profile.userId, role: 'staff', permissions: ['inventory'] },
    });
    expect(added.statusCode).toBe(201);
    const res = await t.request('GET', '/api/v1/demandinventory', {
      token: clerk.token,
      orgId: kitchen,
    });
    expect(res.statusCode).toBe(403);
  });

  it("keeps one business's records from another", async () => {
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/demandinventory',
      listKey: 'items',
      itemPath: (id) => `/api/v1/demandinventory/${id}`,
      deletable: true,
      async create(app, user, orgId) {
        const res = await app.request('POST', '/api/v1/demandinventory', {
          token: user.token,
          orgId,
          body: record(),
        });
        return res.json<{ record: DemandRecord }>().record._id;
      },
    });
  });
});

describe('events', () => {
  it('are kept per business; a closure is always -100%; the end is not before the start', async () => {
    const closure = await t.request('POST', '/api/v1/ahar/demand-events', {
      ...asShop(),
      body: {
        kind: 'closure',
        name: 'Repairs',
        startDate: '2026-04-02',
        endDate: '2026-04-03',
        effect: 20,
      },
    });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(closure.json<{ event: DemandEvent }>().event).toMatchObject({
      effect: -100,
      category: '',
    });
    const backwards = await t.request('POST', '/api/v1/ahar/demand-events', {
      ...asShop(),
      body: {
        kind: 'fair',
        name: 'Mela',
        startDate: '2026-04-05',
        endDate: '2026-04-01',
        effect: 20,
      },
    });
    expect(backwards.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.eventDates);
    const tooBig = await t.request('POST', '/api/v1/ahar/demand-events', {
      ...asShop(),
      body: {
        kind: 'fair',
        name: 'Mela',
        startDate: '2026-04-01',
        endDate: '2026-04-01',
        effect: 900,
      },
    });
    expect(tooBig.json<{ message: string }>().message).toBe(DEMAND_MESSAGES.eventEffect);
  });

  it("keeps one business's events from another", async () => {
    const body = {
      kind: 'festival',
      name: 'Diwali',
      startDate: '2026-11-08',
      endDate: '2026-11-09',
      effect: 60,
    };
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/ahar/demand-events',
      listKey: 'events',
      itemPath: (id) => `/api/v1/ahar/demand-events/${id}`,
      updateBody: body,
      deletable: true,
      async create(app, user, orgId) {
        const res = await app.request('POST', '/api/v1/ahar/demand-events', {
          token: user.token,
          orgId,
          body,
        });
        return res.json<{ event: DemandEvent }>().event._id;
      },
    });
  });
});
