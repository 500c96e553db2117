import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegularMember } from '@vedann/contracts';
import { queryRows } from '../../../db/query-rows';
import { migrationUpdates } from '../../../test/migration-updates';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Migration tiffin-phones puts the tiffin members' phones stored as ten digits into E.164 (decision 0359),
 * around rebuilding the search vector generated over them. The rows are made through the API,
 * their phones written back as they were kept before, and its update statement run again; the
 * vector follows, so the ten digits and the +91 form both find the member.
 */

let t: TestApp;
let owner: TestUser;
let ahar: string;
const as = () => ({ token: owner.token, orgId: ahar });

const CONVERT = migrationUpdates('tiffin-phones');

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'Phone Tiffin');
});
afterAll(() => t.close());

async function addMember(name: string, phone: string): Promise<RegularMember> {
  const res = await t.request('POST', '/api/v1/ahar/regular-members', {
    ...as(),
    body: {
      name,
      phone,
      mealKind: 'Veg',
      mealsPerDay: 2,
      startDate: '2026-11-01',
      monthlyAmount: 3000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: RegularMember }>().member;
}

/** The names the list's search finds for what a person typed. */
async function found(search: string): Promise<string[]> {
  const res = await t.request(
    'GET',
    `/api/v1/ahar/regular-members?search=${encodeURIComponent(search)}`,
    as(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ members: RegularMember[] }>().members.map((member) => member.name);
}

describe('tiffin members’ phones', () => {
  it('keeps a typed number in E.164 and finds it by the ten digits or the +91 form', async () => {
    const member = await addMember('Typed Tara', '098765 43210');
    expect(member.phone).toBe('+919876543210');
    expect(await found('9876543210')).toEqual(['Typed Tara']);
    expect(await found('+919876543210')).toEqual(['Typed Tara']);
    expect(await found('98765')).toEqual(['Typed Tara']);
  });

  it('the migration converts the ten-digit mobiles it can read, and leaves the rest', async () => {
    expect(CONVERT).toHaveLength(1);
    const kept = await addMember('Kept Kiran', '9811100000');
    const odd = await addMember('Odd Omkar', '9811100001');
    await t.database.db.execute(
      sql`update ahar_regular_members set phone = '9811122233' where id = ${kept._id}`,
    );
    await t.database.db.execute(
      sql`update ahar_regular_members set phone = '1234567890' where id = ${odd._id}`,
    );
    for (const statement of CONVERT) await t.database.db.execute(sql.raw(statement));

    const rows = await queryRows<{ name: string; phone: string }>(
      t.database.db,
      sql`select name, phone from ahar_regular_members
        where id in (${kept._id}, ${odd._id}) order by name`,
    );
    expect(rows).toEqual([
      { name: 'Kept Kiran', phone: '+919811122233' },
      { name: 'Odd Omkar', phone: '1234567890' },
    ]);
    expect(await found('9811122233')).toEqual(['Kept Kiran']);
    expect(await found('+919811122233')).toEqual(['Kept Kiran']);
    expect(await found('1234567890')).toEqual(['Odd Omkar']);
  });
});
