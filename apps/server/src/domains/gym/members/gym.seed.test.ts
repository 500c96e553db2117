import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessDay,
  type GymBatch,
  type GymFee,
  type GymMember,
  type GymMyMembership,
} from '@vedann/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query-rows';
import { runDemoSeeds } from '../../../db/seed/steps';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../orgs/demo-accounts.seed';
import { financialYearLabel, financialYearOf } from '../../payments';
import { demoGymHubSeed } from '../hub/gym-hub.seed';
import { gymSeed } from './gym.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function login(email: string): Promise<string> {
  const res = await t.request('POST', '/api/v1/user/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  return res.json<{ token: string }>().token;
}

describe('the demo gym', () => {
  it('has 40 members in 3 batches with packages and fees, some expiring this week', async () => {
    const ran = await runDemoSeeds(t.database.db, [demoAccountsSeed, demoGymHubSeed, gymSeed], {
      storage: t.deps.storage,
    });
    expect(ran).toContain(gymSeed.key);
    const token = await login('owner@vedann.demo');
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    const gym = orgs
      .json<{ organizations: { _id: string; name: string }[] }>()
      .organizations.find((o) => o.name === 'Sutrin Fitness');
    const as = { token, orgId: gym?._id ?? '' };
    const members = await t.request('GET', '/api/v1/gym/members?limit=100', as);
    expect(members.json<{ total: number }>().total).toBe(40);
    const batches = await t.request('GET', '/api/v1/gym/batches', as);
    const list = batches.json<{ batches: GymBatch[] }>().batches;
    expect(list).toHaveLength(3);
    expect(list.reduce((sum, b) => sum + b.memberCount, 0)).toBe(40);
    for (const b of list) expect(b.memberCount).toBeLessThanOrEqual(b.batchLimit);
    const dash = await t.request('GET', '/api/v1/gym/members-dashboard', as);
    const board = dash.json<{
      expiring: { total: number; members: GymMember[] };
      expired: { total: number };
      feesDue: { total: number; fees: GymFee[] };
    }>();
    expect(board.expiring.total).toBe(6);
    expect(board.expired.total).toBe(4);
    expect(board.feesDue.total).toBeGreaterThan(0);
    const frozen = await t.request('GET', '/api/v1/gym/members?status=Frozen', as);
    expect(frozen.json<{ total: number }>().total).toBe(1);
    // Every demo membership has begun: none starts in the future (issue 31).
    const everyone = members.json<{ members: GymMember[] }>().members;
    expect(everyone.filter((member) => member.startDate > businessDay())).toEqual([]);
    const upcoming = await t.request('GET', '/api/v1/gym/members?status=Upcoming', as);
    expect(upcoming.json<{ total: number }>().total).toBe(0);

    // The member card's Attendance panel reads the kit's real sheets.
    const first = members.json<{ members: GymMember[] }>().members[0];
    const attendance = await t.request(
      'GET',
      `/api/v1/gym/members/${first?._id ?? ''}/attendance`,
      as,
    );
    const seen = attendance.json<{ days: unknown[]; present: number; absent: number }>();
    expect(seen.days).toHaveLength(13);
    expect(seen.present + seen.absent).toBe(13);

    // The demo student is a member and sees her plan.
    const student = await login('student@vedann.demo');
    const mine = await t.request('GET', '/api/v1/gym/my-memberships', { token: student });
    const memberships = mine.json<{ memberships: GymMyMembership[] }>().memberships;
    expect(memberships).toHaveLength(1);
    // With the hub's workout plan and diet plan assigned.
    expect(memberships[0]?.workout?.workouts.length).toBeGreaterThan(0);
    expect(memberships[0]?.dietPlan?.planName).toBe('Fat loss (Indian, high protein)');
  });

  it('invoices the demo fees in date order, from 1 in each financial year', async () => {
    const rows = await queryRows<{ invoice_no: string; invoice_date: string; fee_from: string }>(
      t.database.db,
      sql`select f.invoice_no, f.invoice_date::text, f.fee_from::text from gym_fees f
          join organizations o on o.id = f.org_id where o.name = 'Sutrin Fitness'
          order by f.invoice_no`,
    );
    expect(rows.length).toBe(40);
    const byYear = new Map<string, typeof rows>();
    for (const row of rows) {
      expect(row.invoice_no).toMatch(/^SF\/\d\d-\d\d\/\d{6}$/);
      expect(row.invoice_date).toBe(row.fee_from);
      const year = row.invoice_no.slice(3, 8);
      byYear.set(year, [...(byYear.get(year) ?? []), row]);
    }
    for (const [year, list] of byYear) {
      expect(list.map((row) => Number(row.invoice_no.slice(9)))).toEqual(list.map((_, i) => i + 1));
      const dates = list.map((row) => row.fee_from);
      expect(dates).toEqual(dates.toSorted());
      for (const date of dates) expect(financialYearLabel(financialYearOf(date))).toBe(year);
    }
  });
});
