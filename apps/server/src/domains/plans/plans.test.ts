import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_PLAN_MESSAGES,
  DEFAULT_WAIVE_OFF_TASKS,
  ORG_MESSAGES,
  PAGE_HEADERS,
  PLAN_MESSAGES,
  WAIVE_OFF_MESSAGES,
  type CardPlan,
  type Plan,
  type PublicPlansAnswer,
  type WaiveOffTask,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let librarian: TestUser;
let library: string;
let gymOwner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Plan Library');
  gymOwner = await t.signUp();
  gym = await t.createOrg(gymOwner, 'gym', 'Plan Gym');
});
afterAll(() => t.close());

const asLibrarian = () => ({ token: librarian.token, orgId: library });

const GOLD = {
  name: 'Gold',
  fee: '1499.50',
  free: false,
  affordable: true,
  standard: true,
  premium: false,
  details: ['AC hall', 'Locker'],
};

async function addPlan(as: { token: string; orgId: string }, body: object = GOLD) {
  const res = await t.request('POST', '/api/v1/plans', { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ plan: Plan }>().plan;
}

async function addMember(
  owner: TestUser,
  orgId: string,
  permissions: string[],
): Promise<{ token: string; orgId: string }> {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId,
    body: { vedanId: person.user.profile.userId, role: 'staff', permissions },
  });
  expect(res.statusCode).toBe(201);
  return { token: person.token, orgId };
}

describe('plans', () => {
  it('adds a plan with money kept exact and details split on commas and trimmed', async () => {
    const res = await t.request('POST', '/api/v1/plans', {
      ...asLibrarian(),
      body: { ...GOLD, fee: 1499.5, details: ' AC hall , Locker,, Wi-Fi ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; message: string; plan: Plan }>();
    expect(body).toMatchObject({ success: true, message: PLAN_MESSAGES.created });
    expect(body.plan).toEqual({
      ...GOLD,
      _id: body.plan._id,
      fee: 1499.5,
      details: ['AC hall', 'Locker', 'Wi-Fi'],
    });
  });

  it.each([
    [{ ...GOLD, name: ' ' }, PLAN_MESSAGES.name],
    [{ ...GOLD, name: undefined }, PLAN_MESSAGES.name],
    [{ ...GOLD, fee: '' }, PLAN_MESSAGES.fee],
    [{ ...GOLD, fee: '-5' }, PLAN_MESSAGES.fee],
    [{ ...GOLD, fee: '10.005' }, PLAN_MESSAGES.fee],
    [{ ...GOLD, free: undefined }, 'Choose Yes or No for Free.'],
    [{ ...GOLD, premium: 'yes' }, 'Choose Yes or No for Premium.'],
    [{ ...GOLD, details: ' , ' }, PLAN_MESSAGES.details],
    [{ ...GOLD, details: [] }, PLAN_MESSAGES.details],
    [{ ...GOLD, details: undefined }, PLAN_MESSAGES.details],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.request('POST', '/api/v1/plans', { ...asLibrarian(), body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('answers GET /plans with the bare list, oldest first, and the page in headers', async () => {
    const owner = await t.signUp();
    const ownGym = await t.createOrg(owner, 'gym');
    const as = { token: owner.token, orgId: ownGym };
    const empty = await t.request('GET', '/api/v1/plans', as);
    expect(empty.json()).toEqual([]);
    const first = await addPlan(as, { ...GOLD, name: 'Basic' });
    const second = await addPlan(as, { ...GOLD, name: 'Pro' });
    const third = await addPlan(as, { ...GOLD, name: 'Elite' });
    const page = await t.request('GET', '/api/v1/plans?limit=2', as);
    expect(page.json<Plan[]>().map((p) => p._id)).toEqual([first._id, second._id]);
    expect(page.headers[PAGE_HEADERS.total]).toBe('3');
    expect(page.headers[PAGE_HEADERS.totalPages]).toBe('2');
    expect(page.headers[PAGE_HEADERS.page]).toBe('1');
    const next = await t.request('GET', '/api/v1/plans?limit=2&page=2', as);
    expect(next.json<Plan[]>().map((p) => p._id)).toEqual([third._id]);
  });

  it('updates the whole row and removes it by id', async () => {
    const plan = await addPlan(asLibrarian());
    const updated = await t.request('PUT', `/api/v1/plans/${plan._id}`, {
      ...asLibrarian(),
      body: { ...GOLD, name: 'Gold Plus', fee: '1999', premium: true, details: 'AC hall' },
    });
    expect(updated.json()).toEqual({
      success: true,
      message: PLAN_MESSAGES.updated,
      plan: {
        ...GOLD,
        _id: plan._id,
        name: 'Gold Plus',
        fee: 1999,
        premium: true,
        details: ['AC hall'],
      },
    });
    const removed = await t.request('DELETE', `/api/v1/plans/${plan._id}`, asLibrarian());
    expect(removed.json()).toEqual({ success: true, message: PLAN_MESSAGES.removed });
    const again = await t.request('GET', `/api/v1/plans/${plan._id}`, asLibrarian());
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(PLAN_MESSAGES.notFound);
  });

  it("needs the kind's plan permission to change plans; any member reads them", async () => {
    const plan = await addPlan(asLibrarian());
    const cases = [
      { owner: librarian, orgId: library, without: ['books'], with: ['plans'] },
      { owner: gymOwner, orgId: gym, without: ['notice'], with: ['package'] },
    ];
    for (const c of cases) {
      const staff = await addMember(c.owner, c.orgId, c.without);
      expect((await t.request('GET', '/api/v1/plans', staff)).statusCode).toBe(200);
      const refused = await t.request('POST', '/api/v1/plans', { ...staff, body: GOLD });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ORG_MESSAGES.forbidden);
      const allowed = await addMember(c.owner, c.orgId, c.with);
      await addPlan(allowed);
    }
    const gymStaff = await addMember(gymOwner, gym, ['package']);
    // The library's plan is not the gym's to change.
    const foreign = await t.request('PUT', `/api/v1/plans/${plan._id}`, {
      ...gymStaff,
      body: GOLD,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is not served to an ahar or a company, and not without a session', async () => {
    const owner = await t.signUp();
    const ahar = await t.createOrg(owner, 'ahar');
    const res = await t.request('GET', '/api/v1/plans', { token: owner.token, orgId: ahar });
    expect(res.statusCode).toBe(404);
    expect((await t.request('GET', '/api/v1/plans')).statusCode).toBe(401);
  });

  for (const kind of ['library', 'gym'] as const) {
    it(`keeps each ${kind} to its own plans`, async () => {
      await expectTenantIsolation(t, {
        kind,
        listPath: '/api/v1/plans',
        listKey: null,
        itemPath: (id) => `/api/v1/plans/${id}`,
        create: async (app, user, orgId) => {
          const res = await app.request('POST', '/api/v1/plans', {
            token: user.token,
            orgId,
            body: GOLD,
          });
          return res.json<{ plan: Plan }>().plan._id;
        },
        updateBody: GOLD,
        deletable: true,
      });
    });
  }
});

describe('card plans', () => {
  it('keeps the spec annual fees, Free as zero, and refuses any other fee', async () => {
    for (const annualFee of ['400', '1000', '1500', 'Free'] as const) {
      const res = await t.request('POST', '/api/v1/card-plans', {
        ...asLibrarian(),
        body: { name: `Card ${annualFee}`, annualFee, benefits: 'Priority seat' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ cardPlan: CardPlan }>().cardPlan).toMatchObject({ annualFee });
    }
    const bad = await t.request('POST', '/api/v1/card-plans', {
      ...asLibrarian(),
      body: { name: 'Odd', annualFee: '999' },
    });
    expect(bad.json()).toEqual({ success: false, message: CARD_PLAN_MESSAGES.annualFee });
    const list = await t.request('GET', '/api/v1/card-plans', asLibrarian());
    expect(list.json<{ cardPlans: CardPlan[] }>().cardPlans.map((c) => c.annualFee)).toEqual([
      '400',
      '1000',
      '1500',
      'Free',
    ]);
  });

  it('keeps each gym to its own card plans', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/card-plans',
      listKey: 'cardPlans',
      itemPath: (id) => `/api/v1/card-plans/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/v1/card-plans', {
          token: user.token,
          orgId,
          body: { name: 'Silver card', annualFee: '400' },
        });
        return res.json<{ cardPlan: CardPlan }>().cardPlan._id;
      },
      updateBody: { name: 'Taken', annualFee: 'Free' },
      deletable: true,
    });
  });
});

describe('waive-off tasks', () => {
  it('starts every library and gym with the three default tasks, and no ahar', async () => {
    for (const [owner, orgId] of [
      [librarian, library],
      [gymOwner, gym],
    ] as const) {
      const res = await t.request('GET', '/api/v1/waiveoff-tasks', { token: owner.token, orgId });
      const tasks = res.json<{ tasks: WaiveOffTask[] }>().tasks;
      expect(tasks.map((task) => task.name)).toEqual(DEFAULT_WAIVE_OFF_TASKS);
      expect(tasks[0]).toMatchObject({ days10: 0, days15: 0, days20: 0, days30: 0 });
    }
  });

  it('saves the amounts of the four day columns', async () => {
    const res = await t.request('POST', '/api/v1/waiveoff-tasks', {
      ...asLibrarian(),
      body: { name: 'Book shelving', days10: '50', days15: 80, days20: '100.5', days30: '150' },
    });
    expect(res.json<{ task: WaiveOffTask }>().task).toMatchObject({
      name: 'Book shelving',
      days10: 50,
      days15: 80,
      days20: 100.5,
      days30: 150,
    });
    const bad = await t.request('POST', '/api/v1/waiveoff-tasks', {
      ...asLibrarian(),
      body: { name: 'Sweep', days10: '1', days15: '1', days20: 'x', days30: '1' },
    });
    expect(bad.json()).toEqual({ success: false, message: WAIVE_OFF_MESSAGES.amount(20) });
  });

  it('keeps each library to its own tasks', async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/waiveoff-tasks',
      listKey: 'tasks',
      itemPath: (id) => `/api/v1/waiveoff-tasks/${id}`,
      create: async (app, user, orgId) => {
        const res = await app.request('POST', '/api/v1/waiveoff-tasks', {
          token: user.token,
          orgId,
          body: { name: 'Dusting', days10: 1, days15: 2, days20: 3, days30: 4 },
        });
        return res.json<{ task: WaiveOffTask }>().task._id;
      },
      updateBody: { name: 'Taken', days10: 0, days15: 0, days20: 0, days30: 0 },
      deletable: true,
    });
  });
});

describe('the public page of a business', () => {
  it("shows a library's plans, card plans and tasks to anyone", async () => {
    const owner = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(owner, 'library', 'Open Library');
    const plan = await addPlan({ token: owner.token, orgId });
    const res = await t.request('GET', `/api/v1/public/businesses/${orgId}/plans`);
    expect(res.statusCode).toBe(200);
    const body = res.json<PublicPlansAnswer>();
    expect(body.business).toEqual({
      _id: orgId,
      kind: 'library',
      name: 'Open Library',
      city: 'Pune',
    });
    expect(body.plans).toEqual([plan]);
    expect(body.waiveOffTasks).toHaveLength(3);
  });

  it('lists libraries or gyms by name for anyone, paged, and no other kind', async () => {
    const owner = await t.signUp();
    await t.createOrg(owner, 'ahar', 'Aaa Ahar');
    const zGym = await t.createOrg(owner, 'gym', 'Zz Directory Gym');
    const res = await t.request('GET', '/api/v1/public/businesses?kind=gym&limit=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      businesses: { _id: string; name: string; kind: string }[];
      total: number;
    }>();
    // The order is the database collation's; what matters is that it is by name and stable.
    expect(body.businesses.find((b) => b._id === zGym)).toMatchObject({
      name: 'Zz Directory Gym',
      kind: 'gym',
    });
    expect(body.businesses.map((b) => b.name)).not.toContain('Aaa Ahar');
    expect(body.businesses.every((b) => b.kind === 'gym')).toBe(true);
    const first = await t.request('GET', '/api/v1/public/businesses?kind=gym&limit=1');
    const second = await t.request('GET', '/api/v1/public/businesses?kind=gym&limit=1&page=2');
    const ids = [first, second].map(
      (r) => r.json<{ businesses: { _id: string }[] }>().businesses[0]?._id,
    );
    expect(ids[0]).toBe(body.businesses[0]?._id);
    expect(ids[1]).toBe(body.businesses[1]?._id);
    expect(first.json<{ total: number }>().total).toBe(body.total);
    const wrong = await t.request('GET', '/api/v1/public/businesses?kind=ahar');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose library or gym.');
  });

  it('answers 404 for an ahar, a missing business and a malformed id', async () => {
    const owner = await t.signUp();
    const ahar = await t.createOrg(owner, 'ahar');
    for (const id of [ahar, '0123456789abcdef01234567']) {
      const res = await t.request('GET', `/api/v1/public/businesses/${id}/plans`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Business not found.');
    }
    expect((await t.request('GET', '/api/v1/public/businesses/nope/plans')).statusCode).toBe(400);
  });
});
