import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_EVENT_MESSAGES,
  GYM_ORGANIZATION_MESSAGES,
  type GymEvent,
  type GymOrganization,
  type GymProduct,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
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

describe('organizations', () => {
  it('keeps partner and branch organizations with their founders', async () => {
    const body = {
      orgName: 'Sutrin Fitness Noida',
      opendate: '2024-04-01',
      relation: 'Branch',
      productId: '12122',
      address: 'Sector 62, Noida',
      phone: '98110 00000',
      email: 'noida@sutrin.example',
      founders: [{ name: 'Aarav Sutrin' }],
    };
    const res = await t.request('POST', '/api/v1/organizations', { ...asOwner(), body });
    expect(res.statusCode, res.body).toBe(201);
    // Kept in E.164 however it was typed (decision 0359).
    expect(res.json<{ organization: GymOrganization }>().organization).toMatchObject({
      ...body,
      phone: '+919811000000',
    });
    for (const [change, words] of [
      [{ relation: 'Rival' }, GYM_ORGANIZATION_MESSAGES.relation],
      [{ phone: '12' }, GYM_ORGANIZATION_MESSAGES.phone],
      [{ phone: '0123456789' }, GYM_ORGANIZATION_MESSAGES.phone],
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
