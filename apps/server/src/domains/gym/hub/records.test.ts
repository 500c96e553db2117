import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIET_PLAN_MESSAGES,
  INVENTORY_MESSAGES,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_MESSAGES,
  type DietPlan,
  type InventoryItem,
  type LiveSession,
  type GymProduct,
  type Workout,
} from '@vedann/contracts';
import { pngBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { PDF, hubRequests, message } from './records.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Hub Gym');
});
afterAll(() => t.close());

const { asOwner, upload, fileOf } = hubRequests(() => ({ t, owner, gym }));

describe('hub uploads', () => {
  it.each([
    ['product-description', pngBytes(), 'Only PDF files are allowed for description!'],
    ['inventory-description', pngBytes(), 'Please upload a valid PDF file.'],
    ['event-description', pngBytes(), 'Only PDF files are allowed for Description.'],
    ['event-pic', PDF, 'Only image files are allowed for Pic.'],
    ['product-image', PDF, 'Please upload a valid image file.'],
  ] as const)('refuses a wrong file for %s with the spec message', async (kind, data, words) => {
    const res = await upload(`/api/v1/gym/uploads/${kind}`, data);
    expect(res.statusCode).toBe(415);
    expect(message(res)).toBe(words);
  });

  it('answers the live upload with fileUrl', async () => {
    const res = await upload('/api/v1/live/upload', PDF);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ fileUrl: string }>().fileUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
  });

  it("refuses a record naming another gym's file or a file of the wrong kind", async () => {
    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const theirs = await fileOf('product-description', { token: other.token, orgId: otherGym });
    const product = {
      name: 'Whey',
      category: 'Supplement',
      price: 2499,
      manufacturingBy: 'MuscleBlaze',
      description: theirs,
    };
    const res = await t.request('POST', '/api/v1/gym/products', { ...asOwner(), body: product });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(PRODUCT_MESSAGES.description);
    const picture = await fileOf('product-image');
    const wrongKind = await t.request('POST', '/api/v1/gym/products', {
      ...asOwner(),
      body: { ...product, description: picture },
    });
    expect(message(wrongKind)).toBe(PRODUCT_MESSAGES.description);
  });
});

describe('workouts', () => {
  it('is submitted only with at least one category', async () => {
    const none = await t.request('POST', '/api/v1/workouts', {
      ...asOwner(),
      body: { workouts: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(message(none)).toBe(WORKOUT_MESSAGES.none);
    const unknown = await t.request('POST', '/api/v1/workouts', {
      ...asOwner(),
      body: { workouts: ['Pilates'] },
    });
    expect(message(unknown)).toBe(WORKOUT_MESSAGES.none);
    const res = await t.request('POST', '/api/v1/workouts', {
      ...asOwner(),
      body: { workouts: ['HIIT', 'Spin & RPM', 'HIIT'] },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ workout: Workout }>().workout.workouts).toEqual(['HIIT', 'Spin & RPM']);
  });
});

describe('diet plans', () => {
  it('keeps the week by meal with images and descriptions', async () => {
    const image = await fileOf('diet-image');
    const dietData = {
      Monday: {
        Breakfast: { image, description: 'Poha with peanuts' },
        Dinner: { description: 'Dal, roti, salad' },
      },
    };
    const res = await t.request('POST', '/api/v1/diet-plans', {
      ...asOwner(),
      body: { planName: 'Lean bulk', janta: 'Beginners', dietData },
    });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json<{ dietPlan: DietPlan }>().dietPlan;
    expect(plan.dietData.Monday?.Breakfast).toEqual({ image, description: 'Poha with peanuts' });
    expect(plan.dietData.Monday?.Dinner).toEqual({ image: '', description: 'Dal, roti, salad' });
    const noName = await t.request('POST', '/api/v1/diet-plans', {
      ...asOwner(),
      body: { planName: ' ' },
    });
    expect(message(noName)).toBe(DIET_PLAN_MESSAGES.planName);
    const badDay = await t.request('POST', '/api/v1/diet-plans', {
      ...asOwner(),
      body: { planName: 'X', dietData: { Funday: {} } },
    });
    expect(badDay.statusCode).toBe(400);
  });
});

describe('live sessions', () => {
  it('keeps rows of srNo, concept, date, time, image and file', async () => {
    const image = await fileOf('live-image');
    const file = await fileOf('live-file');
    const row = {
      srNo: 1,
      concept: 'Mobility flow',
      date: '2026-11-30',
      time: '12:00',
      image,
      file,
    };
    const res = await t.request('POST', '/api/v1/live', { ...asOwner(), body: row });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ session: LiveSession }>().session).toMatchObject(row);
    for (const [change, words] of [
      [{ time: '25:00' }, LIVE_MESSAGES.time],
      [{ concept: '' }, LIVE_MESSAGES.concept],
      [{ date: '2026-02-30' }, LIVE_MESSAGES.date],
      [{ srNo: 0 }, LIVE_MESSAGES.srNo],
    ] as const) {
      const bad = await t.request('POST', '/api/v1/live', {
        ...asOwner(),
        body: { ...row, ...change },
      });
      expect(message(bad)).toBe(words);
    }
  });
});

describe('products', () => {
  it('needs a PDF description when adding and keeps it on update', async () => {
    const body = { name: 'Shaker', category: 'Accessory', price: 299, manufacturingBy: 'Boldfit' };
    const missing = await t.request('POST', '/api/v1/gym/products', { ...asOwner(), body });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe(PRODUCT_MESSAGES.descriptionRequired);
    const description = await fileOf('product-description');
    const image = await fileOf('product-image');
    const made = await t.request('POST', '/api/v1/gym/products', {
      ...asOwner(),
      body: { ...body, description, image },
    });
    expect(made.statusCode, made.body).toBe(201);
    const product = made.json<{ product: GymProduct }>().product;
    const updated = await t.request('PUT', `/api/v1/gym/products/${product._id}`, {
      ...asOwner(),
      body: { ...body, price: 349 },
    });
    expect(updated.json<{ product: GymProduct }>().product).toMatchObject({
      price: 349,
      description,
      image,
    });
    const negative = await t.request('POST', '/api/v1/gym/products', {
      ...asOwner(),
      body: { ...body, description, price: -1 },
    });
    expect(message(negative)).toBe(PRODUCT_MESSAGES.price);
  });
});

describe('inventory', () => {
  it('saves rows at both paths and the custom columns with the gym', async () => {
    const description = await fileOf('inventory-description');
    for (const path of ['/api/v1/gym/inventory', '/api/v1/inventory']) {
      const res = await t.request('POST', path, {
        ...asOwner(),
        body: {
          itemName: 'Kettlebell 16 kg',
          quantity: 4,
          condition: 'Good',
          remark: '',
          description,
          custom: { Supplier: 'Decathlon' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<{ item: InventoryItem }>().item.custom).toEqual({ Supplier: 'Decathlon' });
    }
    const many = await t.request('POST', '/api/v1/gym/inventory/bulk', {
      ...asOwner(),
      body: {
        items: [
          { itemName: 'Yoga mat', quantity: 20, condition: 'New' },
          {
            itemName: 'Foam roller',
            quantity: 6,
            condition: 'Used',
            custom: { Supplier: 'Local' },
          },
        ],
      },
    });
    expect(many.statusCode, many.body).toBe(201);
    expect(message(many)).toBe(INVENTORY_MESSAGES.allSaved);
    expect(many.json<{ items: InventoryItem[] }>().items).toHaveLength(2);
    const none = await t.request('POST', '/api/v1/gym/inventory/bulk', {
      ...asOwner(),
      body: { items: [{ itemName: 'Ok', quantity: 1, condition: 'New' }, { itemName: '' }] },
    });
    expect(none.statusCode).toBe(400);
    const bad = await t.request('POST', '/api/v1/inventory', {
      ...asOwner(),
      body: { itemName: 'Mat', quantity: -2, condition: 'New' },
    });
    expect(message(bad)).toBe(INVENTORY_MESSAGES.quantity);

    expect(
      (await t.request('GET', '/api/v1/gym/inventory/columns', asOwner())).json<{
        columns: string[];
      }>().columns,
    ).toEqual([]);
    const saved = await t.request('PUT', '/api/v1/gym/inventory/columns', {
      ...asOwner(),
      body: { columns: ['Supplier', 'Warranty', 'Supplier'] },
    });
    expect(message(saved)).toBe(INVENTORY_MESSAGES.columnsSaved);
    const read = await t.request('GET', '/api/v1/gym/inventory/columns', asOwner());
    expect(read.json<{ columns: string[] }>().columns).toEqual(['Supplier', 'Warranty']);
    const blank = await t.request('PUT', '/api/v1/gym/inventory/columns', {
      ...asOwner(),
      body: { columns: [' '] },
    });
    expect(message(blank)).toBe(INVENTORY_MESSAGES.column);
  });
});
