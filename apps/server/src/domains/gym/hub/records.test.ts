import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DIET_PLAN_MESSAGES,
  GYM_EVENT_MESSAGES,
  GYM_ORGANIZATION_MESSAGES,
  HUB_UPLOADS,
  INVENTORY_MESSAGES,
  LIVE_MESSAGES,
  PRODUCT_MESSAGES,
  WORKOUT_MESSAGES,
  type DietPlan,
  type GymEvent,
  type GymOrganization,
  type HubUpload,
  type InventoryItem,
  type LiveSession,
  type GymProduct,
  type Workout,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { multipartBody, pngBytes, pdfBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Hub Gym');
});
afterAll(() => t.close());

const PDF = pdfBytes();
const asOwner = () => ({ token: owner.token, orgId: gym });

async function upload(
  path: string,
  data: Buffer,
  who: { token: string; orgId: string } = asOwner(),
) {
  const { body, contentType } = multipartBody(
    {},
    { field: 'file', name: 'f', type: 'application/octet-stream', data },
  );
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-org-id': who.orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

async function fileOf(kind: HubUpload, who = asOwner()): Promise<string> {
  const data = HUB_UPLOADS[kind].category === 'image' ? pngBytes() : PDF;
  const res = await upload(`/api/v1/gym/uploads/${kind}`, data, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ fileUrl: string }>().fileUrl;
}

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

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

describe('organizations', () => {
  it('keeps partner and branch organizations with their founders', async () => {
    const body = {
      orgName: 'Sutrin Fitness Noida',
      opendate: '2024-04-01',
      relation: 'Branch',
      productId: '12122',
      address: 'Sector 62, Noida',
      phone: '9811000000',
      email: 'noida@sutrin.example',
      founders: [{ name: 'Aarav Sutrin' }],
    };
    const res = await t.request('POST', '/api/v1/organizations', { ...asOwner(), body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ organization: GymOrganization }>().organization).toMatchObject(body);
    for (const [change, words] of [
      [{ relation: 'Rival' }, GYM_ORGANIZATION_MESSAGES.relation],
      [{ phone: '12' }, GYM_ORGANIZATION_MESSAGES.phone],
      [{ orgName: '' }, GYM_ORGANIZATION_MESSAGES.orgName],
      [{ founders: [{ name: '' }] }, GYM_ORGANIZATION_MESSAGES.founder],
    ] as const) {
      const bad = await t.request('POST', '/api/v1/gym/organizations', {
        ...asOwner(),
        body: { ...body, ...change },
      });
      expect(message(bad)).toBe(words);
    }
  });
});

describe('gym events', () => {
  it('keeps the event with its PDF and picture', async () => {
    const description = await fileOf('event-description');
    const pic = await fileOf('event-pic');
    const body = {
      srNo: 1,
      eventName: 'Deadlift Day',
      goal: 'A new personal best',
      musclePrimary: 'Hamstrings',
      muscleSecondary: 'Lower back',
      place: 'Main floor',
      duration: 90,
      description,
      pic,
    };
    const res = await t.request('POST', '/api/v1/gym-events', { ...asOwner(), body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ event: GymEvent }>().event).toMatchObject(body);
    const swapped = await t.request('POST', '/api/v1/gym-events', {
      ...asOwner(),
      body: { ...body, description: pic },
    });
    expect(message(swapped)).toBe(GYM_EVENT_MESSAGES.description);
    const picPdf = await t.request('POST', '/api/v1/gym-events', {
      ...asOwner(),
      body: { ...body, pic: description },
    });
    expect(message(picPdf)).toBe(GYM_EVENT_MESSAGES.pic);
    const long = await t.request('POST', '/api/v1/gym-events', {
      ...asOwner(),
      body: { ...body, duration: 0 },
    });
    expect(message(long)).toBe(GYM_EVENT_MESSAGES.duration);
  });
});

describe('public gym events', () => {
  it('show on /social/events while public, with their picture open to all', async () => {
    const pic = await fileOf('event-pic');
    const name = `Open Yoga ${Date.now().toString(36)}`;
    const body = {
      srNo: 2,
      eventName: name,
      goal: 'Try yoga for free',
      musclePrimary: 'Core',
      place: 'Terrace',
      duration: 60,
      pic,
      date: '2099-01-10',
      isPublic: true,
    };
    const made = await t.request('POST', '/api/v1/gym-events', { ...asOwner(), body });
    expect(made.statusCode, made.body).toBe(201);
    const event = made.json<{ event: GymEvent }>().event;
    expect(event).toMatchObject({ date: '2099-01-10', isPublic: true });
    const listed = async () =>
      (await t.request('GET', '/api/v1/events?limit=100'))
        .json<{
          events: { title: string; organiser: string | null; image: string }[];
        }>()
        .events.filter((e) => e.title === name);
    expect(await listed()).toEqual([expect.objectContaining({ organiser: 'Hub Gym', image: pic })]);
    expect((await t.request('GET', pic)).statusCode).toBe(200);

    await t.request('PUT', `/api/v1/gym-events/${event._id}`, {
      ...asOwner(),
      body: { ...body, place: 'Studio 2' },
    });
    expect(await listed()).toHaveLength(1);
    await t.request('PUT', `/api/v1/gym-events/${event._id}`, {
      ...asOwner(),
      body: { ...body, isPublic: false },
    });
    expect(await listed()).toHaveLength(0);
    await t.request('PUT', `/api/v1/gym-events/${event._id}`, { ...asOwner(), body });
    expect(await listed()).toHaveLength(1);
    const removed = await t.request('DELETE', `/api/v1/gym-events/${event._id}`, asOwner());
    expect(message(removed)).toBe(GYM_EVENT_MESSAGES.removed);
    expect(await listed()).toHaveLength(0);
  });
});

describe('permissions', () => {
  it('gives each screen to its permission', async () => {
    const operator = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: operator.user.profile.userId, role: 'operator', permissions: ['enquiry'] },
    });
    const as = { token: operator.token, orgId: gym };
    for (const path of [
      '/api/v1/workouts',
      '/api/v1/diet-plans',
      '/api/v1/live',
      '/api/v1/gym/products',
      '/api/v1/gym/inventory',
      '/api/v1/gym/inventory/columns',
    ]) {
      expect((await t.request('GET', path, as)).statusCode, path).toBe(403);
    }
    // Everyone of the gym reads its events and organizations; writing needs Notice and User.
    expect((await t.request('GET', '/api/v1/gym-events', as)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/organizations', as)).statusCode).toBe(200);
    expect((await t.request('POST', '/api/v1/gym-events', { ...as, body: {} })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request('POST', '/api/v1/gym/organizations', { ...as, body: {} })).statusCode,
    ).toBe(403);
    expect((await upload('/api/v1/live/upload', PDF, as)).statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  const simple = (listPath: string, listKey: string, body: unknown) => ({
    kind: 'gym' as const,
    listPath,
    listKey,
    itemPath: (id: string) => `${listPath}/${id}`,
    async create(tt: TestApp, who: TestUser, orgId: string) {
      const res = await tt.request('POST', listPath, { token: who.token, orgId, body });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<Record<string, { _id: string }>>();
      const item = Object.values(answer).find((v) => typeof v === 'object' && v !== null);
      return item?._id ?? '';
    },
    updateBody: body,
    deletable: true,
  });

  it.each([
    ['/api/v1/workouts', 'workouts', { workouts: ['Yoga'] }],
    ['/api/v1/diet-plans', 'dietPlans', { planName: 'Cut' }],
    ['/api/v1/live', 'sessions', { srNo: 1, concept: 'Row', date: '2026-12-01', time: '07:00' }],
    ['/api/v1/gym/inventory', 'items', { itemName: 'Rope', quantity: 1, condition: 'Good' }],
    [
      '/api/v1/gym/organizations',
      'organizations',
      {
        orgName: 'P',
        opendate: '2024-01-01',
        relation: 'Partner',
        productId: '1',
        address: 'A',
        phone: '9811000000',
        email: 'p@example.com',
      },
    ],
    [
      '/api/v1/gym-events',
      'events',
      {
        srNo: 1,
        eventName: 'E',
        goal: 'G',
        musclePrimary: 'Legs',
        place: 'Floor',
        duration: 30,
      },
    ],
  ] as const)('keeps %s to its gym', async (path, key, body) => {
    await expectTenantIsolation(t, simple(path, key, body));
  });

  it('keeps products to their gym', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/products',
      listKey: 'products',
      itemPath: (id) => `/api/v1/gym/products/${id}`,
      async create(tt, who, orgId) {
        const description = await fileOf('product-description', { token: who.token, orgId });
        const res = await tt.request('POST', '/api/v1/gym/products', {
          token: who.token,
          orgId,
          body: { name: 'Band', category: 'Gear', price: 1, manufacturingBy: 'X', description },
        });
        return res.json<{ product: GymProduct }>().product._id;
      },
      updateBody: { name: 'Band', category: 'Gear', price: 2, manufacturingBy: 'X' },
      deletable: true,
    });
  });
});
