import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay, type BarberHome } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { barberQueue, barberServices } from './barber.table';

// Issue 31: the barber's home, against queue rows made here and the queue's own list.

let t: TestApp;
let owner: TestUser;
let salon: string;
let otherOwner: TestUser;
let otherSalon: string;
const today = businessDay();

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  salon = await t.createOrg(owner, 'barber', 'Home Salon');
  otherOwner = await t.signUp();
  otherSalon = await t.createOrg(otherOwner, 'barber', 'Other Salon');
});
afterAll(() => t.close());

const db = () => t.database.db;
const asOwner = () => ({ token: owner.token, orgId: salon });

async function service(orgId: string, price: number) {
  const [row] = await db()
    .insert(barberServices)
    .values({ orgId, name: `Cut ${price}`, price: String(price), duration: 20 })
    .returning();
  return row?.id ?? null;
}

const tokens = new Map<string, number>();
async function walkIn(
  orgId: string,
  day: string,
  status: 'waiting' | 'serving' | 'done',
  serviceId: string | null,
) {
  const key = `${orgId}:${day}`;
  const token = (tokens.get(key) ?? 0) + 1;
  tokens.set(key, token);
  await db()
    .insert(barberQueue)
    .values({ orgId, day, token, name: `Walk-in ${token}`, serviceId, status });
}

async function home(as: { token: string; orgId: string } = asOwner()) {
  const res = await t.request('GET', '/api/v1/barber/home', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BarberHome>();
}

describe('the barber home', () => {
  beforeAll(async () => {
    const cut = await service(salon, 200);
    const shave = await service(salon, 150.5);
    // Today: two served (one with no service: a customer, no takings), one served now, two wait.
    await walkIn(salon, today, 'done', cut);
    await walkIn(salon, today, 'done', null);
    await walkIn(salon, today, 'done', shave);
    await walkIn(salon, today, 'serving', cut);
    await walkIn(salon, today, 'waiting', cut);
    await walkIn(salon, today, 'waiting', null);
    // Yesterday, the week's first day, and the day before it (out of the week).
    await walkIn(salon, addDays(today, -1), 'done', cut);
    await walkIn(salon, addDays(today, -1), 'waiting', cut);
    await walkIn(salon, addDays(today, -6), 'done', shave);
    await walkIn(salon, addDays(today, -7), 'done', cut);
    // Another salon's queue.
    await walkIn(otherSalon, today, 'done', await service(otherSalon, 999));
  });

  it("counts the queue now, today's customers and takings, and the week", async () => {
    const { queue } = await home();
    expect(queue).toMatchObject({ waiting: 2, serving: 4, customers: 3, takings: 350.5 });
    expect(queue?.week).toHaveLength(7);
    expect(queue?.week[0]).toEqual({ at: addDays(today, -6), customers: 1, takings: 150.5 });
    expect(queue?.week[5]).toEqual({ at: addDays(today, -1), customers: 1, takings: 200 });
    expect(queue?.week[6]).toEqual({ at: today, customers: 3, takings: 350.5 });
    expect(queue?.week.slice(1, 5).every((day) => day.customers === 0)).toBe(true);
    const list = await t.request('GET', '/api/v1/barber/queue', asOwner());
    const staffView = list.json<{ waiting: number; queue: { status: string; token: number }[] }>();
    expect(staffView.waiting).toBe(queue?.waiting);
    expect(staffView.queue.filter((e) => e.status === 'done')).toHaveLength(queue?.customers ?? -1);
    expect(staffView.queue.find((e) => e.status === 'serving')?.token).toBe(queue?.serving);
  });

  it("keeps another salon's queue out", async () => {
    const theirs = await home({ token: otherOwner.token, orgId: otherSalon });
    expect(theirs.queue).toMatchObject({ waiting: 0, serving: null, customers: 1, takings: 999 });
    const across = await t.request('GET', '/api/v1/barber/home', {
      token: owner.token,
      orgId: otherSalon,
    });
    expect(across.statusCode).toBe(404);
  });

  it('shows the queue only to a member who may work it', async () => {
    const staff = async (permissions: string[]) => {
      const person = await t.signUp();
      const added = await t.request('POST', '/api/v1/orgs/members', {
        ...asOwner(),
        body: { vedanId: person.user.profile.userId, role: 'staff', permissions },
      });
      expect(added.statusCode, added.body).toBe(201);
      return { token: person.token, orgId: salon };
    };
    expect((await home(await staff(['attendance']))).queue).toBeNull();
    expect((await home(await staff(['queue']))).queue?.waiting).toBe(2);
    expect((await t.request('GET', '/api/v1/barber/home')).statusCode).toBe(401);
  });
});
