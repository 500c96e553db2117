import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AHAR_BUILTIN_CATEGORIES,
  AHAR_CATEGORY_MESSAGES,
  type AharCategory,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

let t: TestApp;
let owner: TestUser;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Category Ahar');
});
afterAll(() => t.close());

const as = () => ({ token: owner.token, orgId: ahar });

describe('the ahar category catalogue', () => {
  it('offers the built-in Indian food categories, then the business own', async () => {
    const created = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: 'Tiffin', items: ['Mini Tiffin', 'Full Tiffin', 'Mini Tiffin'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.created });

    const res = await t.request('GET', '/api/v1/ahar/categories', as());
    expect(res.statusCode).toBe(200);
    const categories = res.json<{ categories: AharCategory[] }>().categories;
    expect(categories.slice(0, AHAR_BUILTIN_CATEGORIES.length).map((c) => c.name)).toEqual([
      'Sweets',
      'Namkeen',
      'Dairy',
      'Grains and Pulses',
      'Spices',
      'Beverages',
      'Bakery',
      'Vegetables',
      'Fruits',
      'Ready meals',
    ]);
    expect(categories[0]?.items).toContain('Gulab Jamun');
    const own = categories.at(-1);
    // Repeated item names are kept once.
    expect(own).toMatchObject({ key: null, name: 'Tiffin', items: ['Mini Tiffin', 'Full Tiffin'] });
  });

  it('refuses a name already taken, built-in or own, in any case', async () => {
    for (const name of ['sweets', 'TIFFIN']) {
      const res = await t.request('POST', '/api/v1/ahar/own-categories', {
        ...as(),
        body: { name, items: [] },
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.taken });
    }
  });

  it('needs a name and item names', async () => {
    const noName = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: ' ', items: [] },
    });
    expect(noName.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.name });
    const blankItem = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: 'Pickles', items: ['Mango Pickle', ''] },
    });
    expect(blankItem.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.item });
  });

  it('renames a category, keeping its own name free for itself', async () => {
    const created = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: 'Chaat', items: ['Pani Puri'] },
    });
    const id = created.json<{ category: AharCategory }>().category._id ?? '';
    const res = await t.request('PUT', `/api/v1/ahar/own-categories/${id}`, {
      ...as(),
      body: { name: 'Chaat', items: ['Pani Puri', 'Bhel Puri'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: { items: ['Pani Puri', 'Bhel Puri'] } });
  });

  it('refuses a rename to a name taken, built-in or own, and keeps the category', async () => {
    const add = async (name: string) =>
      (
        await t.request('POST', '/api/v1/ahar/own-categories', {
          ...as(),
          body: { name, items: [] },
        })
      ).json<{ category: AharCategory }>().category._id ?? '';
    const pickles = await add('Pickles');
    await add('Papad');
    for (const name of ['papad', 'Dairy']) {
      const res = await t.request('PUT', `/api/v1/ahar/own-categories/${pickles}`, {
        ...as(),
        body: { name, items: [] },
      });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.taken });
    }
    const renamed = await t.request('PUT', `/api/v1/ahar/own-categories/${pickles}`, {
      ...as(),
      body: { name: 'Achaar', items: ['Mango Achaar', 'Lemon Achaar'] },
    });
    expect(renamed.json()).toMatchObject({
      message: AHAR_CATEGORY_MESSAGES.updated,
      category: { name: 'Achaar', items: ['Mango Achaar', 'Lemon Achaar'] },
    });
  });

  it('removes a category: the picker no longer offers it', async () => {
    const created = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: 'Mithai Boxes', items: ['Box of 12'] },
    });
    const id = created.json<{ category: AharCategory }>().category._id ?? '';
    const removed = await t.request('DELETE', `/api/v1/ahar/own-categories/${id}`, as());
    expect(removed.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.removed });
    const res = await t.request('GET', '/api/v1/ahar/categories', as());
    const names = res.json<{ categories: AharCategory[] }>().categories.map((c) => c.name);
    expect(names).not.toContain('Mithai Boxes');
    const again = await t.request('DELETE', `/api/v1/ahar/own-categories/${id}`, as());
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.notFound });
  });

  it('holds at most 100 items a category', async () => {
    const items = Array.from({ length: 101 }, (_, i) => `Item ${i + 1}`);
    const res = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...as(),
      body: { name: 'Too Long', items },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AHAR_CATEGORY_MESSAGES.tooManyItems });
  });
});

describe('the ahar category catalogue: permissions and tenants', () => {
  it('needs the inventory permission to read or change them', async () => {
    const clerk = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...as(),
      body: { vedanId: clerk.user.profile.userId, role: 'staff', permissions: ['demand'] },
    });
    expect(added.statusCode).toBe(201);
    const asClerk = { token: clerk.token, orgId: ahar };
    const list = await t.request('GET', '/api/v1/ahar/own-categories', asClerk);
    expect(list.statusCode).toBe(403);
    const create = await t.request('POST', '/api/v1/ahar/own-categories', {
      ...asClerk,
      body: { name: 'Sneaky', items: [] },
    });
    expect(create.statusCode).toBe(403);
  });

  it('keeps each business to its own categories', async () => {
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/ahar/own-categories',
      listKey: 'categories',
      itemPath: (id) => `/api/v1/ahar/own-categories/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/v1/ahar/own-categories', {
          token: user.token,
          orgId,
          body: { name: 'Thali', items: ['Veg Thali'] },
        });
        return res.json<{ category: AharCategory }>().category._id ?? '';
      },
      updateBody: { name: 'Thali', items: [] },
      deletable: true,
    });
  });
});
