import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BARBER_MESSAGES,
  ORG_PERMISSIONS,
  type BarberService,
  type Organization,
  type PublicQueue,
  type QueueEntry,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let salon: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  salon = await t.createOrg(owner, 'barber', 'Queue Salon');
});
afterAll(() => t.close());

const asSalon = () => ({ token: owner.token, orgId: salon });

describe('the barber business kind', () => {
  it("registers like a gym and is listed among the account's businesses", async () => {
    const res = await t.request('GET', '/api/v1/orgs', { token: owner.token });
    expect(res.json<{ organizations: Organization[] }>().organizations).toEqual([
      expect.objectContaining({ _id: salon, kind: 'barber', name: 'Queue Salon', role: 'owner' }),
    ]);
    const person = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asSalon(),
      body: {
        vedanId: person.user.profile.userId,
        role: 'staff',
        permissions: ['queue', 'attendance'],
      },
    });
    expect(added.statusCode).toBe(201);
    expect(ORG_PERMISSIONS.barber).toContain('queue');
  });
});

describe('price list', () => {
  it('adds, updates and deletes services with prices in rupees', async () => {
    const res = await t.request('POST', '/api/v1/barber/services', {
      ...asSalon(),
      body: { name: 'Haircut', price: '199.50', duration: 30 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const service = res.json<{ service: BarberService }>().service;
    expect(service).toMatchObject({ name: 'Haircut', price: 199.5, duration: 30 });
    const updated = await t.request('PUT', `/api/v1/barber/services/${service._id}`, {
      ...asSalon(),
      body: { name: 'Haircut', price: 249, duration: 35 },
    });
    expect(updated.json<{ service: BarberService }>().service).toMatchObject({
      price: 249,
      duration: 35,
    });
    for (const [body, message] of [
      [{ name: '', price: 1, duration: 10 }, BARBER_MESSAGES.serviceName],
      [{ name: 'x', price: -1, duration: 10 }, BARBER_MESSAGES.price],
      [{ name: 'x', price: '1.999', duration: 10 }, BARBER_MESSAGES.price],
      [{ name: 'x', price: 1, duration: 2 }, BARBER_MESSAGES.duration],
    ] as const) {
      const bad = await t.request('POST', '/api/v1/barber/services', { ...asSalon(), body });
      expect(bad.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
    }
  });

  it('needs services to change the list; any member reads it; a gym is not served', async () => {
    const person = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...asSalon(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: [] },
    });
    const as = { token: person.token, orgId: salon };
    expect((await t.request('GET', '/api/v1/barber/services', as)).statusCode).toBe(200);
    const write = await t.request('POST', '/api/v1/barber/services', {
      ...as,
      body: { name: 'Shave', price: 99, duration: 15 },
    });
    expect(write.statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/barber/queue', as)).statusCode).toBe(403);
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym');
    expect(
      (await t.request('GET', '/api/v1/barber/services', { token: gymOwner.token, orgId: gym }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps each salon to its own services', async () => {
    await expectTenantIsolation(t, {
      kind: 'barber',
      listPath: '/api/v1/barber/services',
      listKey: 'services',
      itemPath: (id) => `/api/v1/barber/services/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/barber/services', {
          token: who.token,
          orgId,
          body: { name: 'Trim', price: 50, duration: 10 },
        });
        return res.json<{ service: BarberService }>().service._id;
      },
      updateBody: { name: 'Trim', price: 60, duration: 10 },
      deletable: true,
    });
  });
});

describe('walk-in queue', () => {
  it('moves waiting to serving to done, and the public count shows no names', async () => {
    const owner2 = await t.signUp();
    const shop = await t.createOrg(owner2, 'barber', 'Corner Cuts');
    const as = { token: owner2.token, orgId: shop };
    const service = (
      await t.request('POST', '/api/v1/barber/services', {
        ...as,
        body: { name: 'Beard', price: 80, duration: 15 },
      })
    ).json<{ service: BarberService }>().service;

    const empty = await t.request('GET', `/api/v1/public/barbers/${shop}/queue`);
    expect(empty.json()).toEqual({
      success: true,
      business: 'Corner Cuts',
      kind: 'barber',
      waiting: 0,
      serving: null,
      services: [{ name: 'Beard', price: 80, duration: 15 }],
    });
    const nobody = await t.request('POST', '/api/v1/barber/queue/next', as);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json<{ message: string }>().message).toBe(BARBER_MESSAGES.nobodyWaiting);

    const first = await t.request('POST', '/api/v1/barber/queue', {
      ...as,
      body: { name: 'Amit', serviceId: service._id },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ message: string; entry: QueueEntry }>()).toMatchObject({
      message: BARBER_MESSAGES.added(1),
      entry: { token: 1, name: 'Amit', service: 'Beard', status: 'waiting' },
    });
    // A visitor joins from the public page, signed out.
    const joined = await t.request('POST', `/api/v1/public/barbers/${shop}/queue`, {
      body: { name: 'Bina' },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({
      success: true,
      message: BARBER_MESSAGES.joined(2),
      token: 2,
      waitingAhead: 1,
    });

    let view = (await t.request('GET', `/api/v1/public/barbers/${shop}/queue`)).json<PublicQueue>();
    expect(view).toMatchObject({ waiting: 2, serving: null });
    expect(JSON.stringify(view)).not.toMatch(/Amit|Bina/);

    const called = await t.request('POST', '/api/v1/barber/queue/next', as);
    expect(called.json<{ message: string; entry: QueueEntry }>()).toMatchObject({
      message: BARBER_MESSAGES.called(1),
      entry: { token: 1, status: 'serving', service: 'Beard' },
    });
    view = (await t.request('GET', `/api/v1/public/barbers/${shop}/queue`)).json<PublicQueue>();
    expect(view).toMatchObject({ waiting: 1, serving: 1 });

    await t.request('POST', '/api/v1/barber/queue/next', as);
    const staffView = await t.request('GET', '/api/v1/barber/queue', as);
    expect(staffView.json<{ waiting: number; queue: QueueEntry[] }>()).toMatchObject({
      waiting: 0,
      queue: [
        { token: 1, name: 'Amit', status: 'done' },
        { token: 2, name: 'Bina', status: 'serving' },
      ],
    });
    const last = await t.request('POST', '/api/v1/barber/queue/next', as);
    expect(last.statusCode).toBe(404);
    view = (await t.request('GET', `/api/v1/public/barbers/${shop}/queue`)).json<PublicQueue>();
    expect(view).toMatchObject({ waiting: 0, serving: null });
  });

  it("refuses an empty name, an unknown business, and another salon's service", async () => {
    const noName = await t.request('POST', `/api/v1/public/barbers/${salon}/queue`, {
      body: { name: ' ' },
    });
    expect(noName.json<{ message: string }>().message).toBe(BARBER_MESSAGES.customerName);
    // An ahar keeps no walk-in queue.
    const aharOwner = await t.signUp();
    const ahar = await t.createOrg(aharOwner, 'ahar');
    for (const id of [ahar, '0'.repeat(24)]) {
      const res = await t.request('GET', `/api/v1/public/queues/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(BARBER_MESSAGES.notFound);
    }
    const otherOwner = await t.signUp();
    const other = await t.createOrg(otherOwner, 'barber');
    const theirs = (
      await t.request('POST', '/api/v1/barber/services', {
        token: otherOwner.token,
        orgId: other,
        body: { name: 'Colour', price: 500, duration: 60 },
      })
    ).json<{ service: BarberService }>().service;
    const res = await t.request('POST', `/api/v1/public/barbers/${salon}/queue`, {
      body: { name: 'Chetan', serviceId: theirs._id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(BARBER_MESSAGES.serviceNotFound);
  });

  it("keeps each salon's queue apart", async () => {
    const otherOwner = await t.signUp();
    const other = await t.createOrg(otherOwner, 'barber');
    const entry = (
      await t.request('POST', '/api/v1/barber/queue', {
        token: otherOwner.token,
        orgId: other,
        body: { name: 'Dev' },
      })
    ).json<{ entry: QueueEntry }>().entry;
    const mine = await t.request('GET', '/api/v1/barber/queue', asSalon());
    expect(mine.json<{ queue: QueueEntry[] }>().queue.map((e) => e._id)).not.toContain(entry._id);
    expect(
      (await t.request('DELETE', `/api/v1/barber/queue/${entry._id}`, asSalon())).statusCode,
    ).toBe(404);
    const spoofed = await t.request('GET', '/api/v1/barber/queue', {
      token: owner.token,
      orgId: other,
    });
    expect(spoofed.statusCode).toBe(404);
    const removed = await t.request('DELETE', `/api/v1/barber/queue/${entry._id}`, {
      token: otherOwner.token,
      orgId: other,
    });
    expect(removed.json()).toEqual({ success: true, message: BARBER_MESSAGES.removed });
  });

  it('serves the kit modules to a barber by kind: attendance, staff and notices', async () => {
    const as = asSalon();
    expect(
      (await t.request('POST', '/api/v1/attendance', { ...as, body: { studentName: 'Sam' } }))
        .statusCode,
    ).toBe(201);
    expect((await t.request('GET', '/api/v1/barber/notices', as)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/barber/staff', as)).statusCode).toBe(200);
  });
});

describe("the gym's Token System (the barber's queue, for a gym)", () => {
  it('gives walk-ins tokens, calls them in turn, and shows the count on the public page', async () => {
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym', 'Token Gym');
    const asGym = { token: gymOwner.token, orgId: gym };
    const first = await t.request('POST', '/api/v1/barber/queue', {
      ...asGym,
      body: { name: 'Kiran' },
    });
    expect(first.json()).toMatchObject({
      message: BARBER_MESSAGES.added(1),
      entry: { token: 1, name: 'Kiran', service: null, status: 'waiting' },
    });
    const joined = await t.request('POST', `/api/v1/public/queues/${gym}`, {
      body: { name: 'Leela' },
    });
    expect(joined.json()).toMatchObject({ token: 2, waitingAhead: 1 });
    const called = await t.request('POST', '/api/v1/barber/queue/next', asGym);
    expect(called.json<{ entry: QueueEntry }>().entry).toMatchObject({
      token: 1,
      status: 'serving',
    });
    const view = (await t.request('GET', `/api/v1/public/queues/${gym}`)).json<PublicQueue>();
    expect(view).toEqual({
      success: true,
      business: 'Token Gym',
      kind: 'gym',
      waiting: 1,
      serving: 1,
      services: [],
    });
    // A gym has no price list. Its Enquiry permission guards the queue (permissions.test.ts).
    expect((await t.request('GET', '/api/v1/barber/services', asGym)).statusCode).toBe(404);
    // The salon's queue is not the gym's.
    const salonQueue = await t.request('GET', '/api/v1/barber/queue', asSalon());
    expect(
      salonQueue.json<{ queue: QueueEntry[] }>().queue.map((entry) => entry.name),
    ).not.toContain('Kiran');
  });
});
