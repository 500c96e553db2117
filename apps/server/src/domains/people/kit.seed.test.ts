import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDay,
  type Broadcast,
  type DailyAttendance,
  type Enquiry,
  type MonthlyAttendance,
  type Organization,
  type OwnAttendance,
  type OwnNotice,
  type PublicQueue,
  type Staff,
} from '@vedann/contracts';
import { DEMO_SEEDS } from '../../demo-seeds';
import { runDemoSeeds } from '../../db/seed/steps';
import { ORG_SETUP_STEPS, PEOPLE_DIRECTORIES } from '../../areas';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';
import { DEMO_FRONT_DESK } from '../staff/staff.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, DEMO_SEEDS, {
    people: PEOPLE_DIRECTORIES,
    storage: t.deps.storage,
    orgSetup: ORG_SETUP_STEPS,
  });
});
afterAll(() => t.close());

async function logIn(email: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/user/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, email).toBe(200);
  return res.json<{ token: string }>().token;
}

describe('the kit demo data', () => {
  it('gives the owner a gym, an ahar and a salon full of records, every answer valid', async () => {
    const token = await logIn('owner@vedann.demo');
    const orgs = (await t.request('GET', '/api/v1/orgs', { token })).json<{
      organizations: Organization[];
    }>();
    const byName = new Map(orgs.organizations.map((o) => [o.name, o]));
    expect([...byName.keys()].sort()).toEqual([
      'Ahar Tiffin House',
      'Sutrin Fitness',
      'Sutrin Salon',
    ]);
    const gym = { token, orgId: byName.get('Sutrin Fitness')?._id };
    const ahar = { token, orgId: byName.get('Ahar Tiffin House')?._id };
    const salon = { token, orgId: byName.get('Sutrin Salon')?._id };

    const trainers = await t.request('GET', '/api/v1/gym/trainers', gym);
    expect(trainers.json<{ trainers: Staff[] }>().trainers).toHaveLength(3);
    const today = await t.request('GET', `/api/v1/attendance?date=${businessDay()}`, gym);
    // Three trainers and the front desk.
    expect(today.json<DailyAttendance[]>().map((r) => r.srNo)).toEqual([1, 2, 3, 4]);
    const all = await t.request('GET', '/api/v1/gym/attendance', gym);
    // The kit's four people for 30 days, and the gym's 40 members for the 13 days before today
    // (domains/gym/members/gym.seed.ts).
    expect(all.headers['x-total-count']).toBe(String(30 * 4 + 13 * 40));
    const month = await t.request('GET', '/api/v1/gym/monthly-attendance', gym);
    expect(month.json<{ attendance: MonthlyAttendance[] }>().attendance).toHaveLength(4);
    const due = await t.request('GET', '/api/v1/enquiries/due-today', gym);
    expect(due.json<{ enquiries: Enquiry[] }>().enquiries.map((e) => e.name)).toEqual([
      'Rohit Sharma',
      'Priya Menon',
    ]);
    for (const path of [
      '/api/v1/gym/notices',
      '/api/v1/gym/preventive',
      '/api/v1/machine-maintenance',
      '/api/v1/product-maintenance',
      '/api/v1/correctives',
      '/api/v1/gym/users',
      '/api/v1/broadcasts',
    ]) {
      const res = await t.request('GET', path, gym);
      expect(res.statusCode, path).toBe(200);
      expect(res.json<{ total: number }>().total, path).toBeGreaterThan(0);
    }
    for (const path of [
      '/api/v1/ahar/staff',
      '/api/v1/aharattendance',
      '/api/v1/enquiries',
      '/api/v1/gym/notices',
      '/api/v1/machine-maintenance',
      '/api/v1/broadcasts',
    ]) {
      const res = await t.request('GET', path, ahar);
      expect(res.statusCode, path).toBe(200);
      expect(res.json<{ total: number }>().total, path).toBeGreaterThan(0);
    }
    // Multiple's history: delivered messages, the ahar's regular members without an e-mail
    // counted as not reachable.
    const [tiffinRates] = (await t.request('GET', '/api/v1/broadcasts', ahar)).json<{
      broadcasts: Broadcast[];
    }>().broadcasts;
    expect(tiffinRates).toMatchObject({ status: 'done', unreachable: 2, failed: 0 });
    expect(tiffinRates?.sent).toBeGreaterThan(0);
    const services = await t.request('GET', '/api/v1/barber/services', salon);
    expect(services.json<{ total: number }>().total).toBe(4);
    const queue = await t.request('GET', `/api/v1/public/barbers/${salon.orgId}/queue`);
    expect(queue.json<PublicQueue>()).toMatchObject({
      business: 'Sutrin Salon',
      waiting: 3,
      serving: 2,
    });
  });

  it('shows the front desk her own attendance and the current notices for users', async () => {
    const token = await logIn(DEMO_FRONT_DESK);
    const own = (await t.request('GET', '/api/v1/me/attendance', { token })).json<OwnAttendance>();
    expect(own.daily).toHaveLength(30);
    expect(own.daily[0]).toMatchObject({ business: 'Sutrin Fitness', date: businessDay() });
    expect(own.monthly).toHaveLength(1);
    const notices = (await t.request('GET', '/api/v1/me/notices', { token })).json<{
      notices: OwnNotice[];
    }>();
    expect(notices.notices.map((n) => n.visibleTo)).toEqual(['User']);
    // The student is in no team, but she is a joined member of the demo library (issue 12) and a
    // member of the demo gym (issue 13): the two people directories give her those two check-in
    // sheets, and nothing else.
    const student = await logIn('student@vedann.demo');
    const hers = (
      await t.request('GET', '/api/v1/me/attendance', { token: student })
    ).json<OwnAttendance>();
    expect(hers.daily.length).toBeGreaterThan(0);
    expect(new Set(hers.daily.map((row) => row.business))).toEqual(
      new Set(['Vijnan Study Centre', 'Sutrin Fitness']),
    );
  });

  it('gives the front desk Record, Notice and Enquiry, and what each of them opens', async () => {
    // docs/decisions/0288-front-desk-permissions.md: Record is the gym's registers (attendance,
    // maintenance checklists and correctives, inventory), Notice its notices and events, Enquiry
    // its enquiries and the Token System's walk-in queue.
    const token = await logIn(DEMO_FRONT_DESK);
    const status = async (method: string, url: string) =>
      (await t.request(method, url, { token })).statusCode;
    const opened = [
      '/api/v1/gym/attendance',
      '/api/v1/gym/monthly-attendance',
      '/api/v1/machine-maintenance',
      '/api/v1/correctives',
      '/api/v1/gym/inventory',
      '/api/v1/gym/notices',
      '/api/v1/gym-events',
      '/api/v1/enquiries',
      '/api/v1/barber/queue',
    ];
    for (const url of opened) expect(await status('GET', url), url).toBe(200);
    // The other nine of the gym's twelve are not hers.
    const closed = [
      '/api/v1/gym/members',
      '/api/v1/gym/fees',
      '/api/v1/gym/packages',
      '/api/v1/gym/trainers',
      '/api/v1/gym/users',
      '/api/v1/wifibills',
      '/api/v1/broadcasts',
      '/api/v1/workouts',
      '/api/v1/diet-plans',
    ];
    for (const url of closed) expect(await status('GET', url), url).toBe(403);
    // Nor the owner's: the rate table and the team.
    expect(await status('PUT', '/api/v1/bills/rates')).toBe(403);
  });
});
