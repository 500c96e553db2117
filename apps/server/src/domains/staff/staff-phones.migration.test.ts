import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Staff } from '@vedann/contracts';
import { queryRows } from '../../db/query-rows';
import { multipartBody, pngBytes } from '../../test/files';
import { migrationUpdates } from '../../test/migration-updates';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

/**
 * Migration staff-phones puts the staff's mobiles stored as ten digits into E.164 (decision
 * 0359), as the contract now keeps a typed one. The rows are made through the API, written back
 * as they were kept before, and its update statement run again.
 */

let t: TestApp;
let owner: TestUser;
let barber: string;

const CONVERT = migrationUpdates('staff-phones');

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  barber = await t.createOrg(owner, 'barber', 'Phone Salon');
});
afterAll(() => t.close());

/** A staff member added through the API (multipart, with the photo the form asks for). */
async function addStaff(name: string, mobile: string): Promise<Staff> {
  const fields = {
    name,
    address: 'MG Road',
    dob: '1995-04-02',
    gender: 'female',
    mobile,
    joindate: '2025-01-10',
    email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
    experience: '3',
    description: 'Stylist',
  };
  const photo = { field: 'image', name: 'photo', type: 'image/png', data: pngBytes() };
  const { body, contentType } = multipartBody(fields, photo);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/barber/staff',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': barber,
      'content-type': contentType,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ trainer: Staff }>().trainer;
}

describe('staff mobiles', () => {
  it('the migration converts the ten-digit mobiles it can read, and leaves the rest', async () => {
    expect(CONVERT).toHaveLength(1);
    const kept = await addStaff('Kept Kavya', '+91 98111 00000');
    const odd = await addStaff('Odd Om', '9811100001');
    expect([kept.mobile, odd.mobile]).toEqual(['+919811100000', '+919811100001']);
    await t.database.db.execute(
      sql`update staff_members set mobile = '9811122233' where id = ${kept._id}`,
    );
    await t.database.db.execute(
      sql`update staff_members set mobile = '1234567890' where id = ${odd._id}`,
    );
    for (const statement of CONVERT) await t.database.db.execute(sql.raw(statement));

    const rows = await queryRows<{ name: string; mobile: string }>(
      t.database.db,
      sql`select name, mobile from staff_members
        where id in (${kept._id}, ${odd._id}) order by name`,
    );
    expect(rows).toEqual([
      { name: 'Kept Kavya', mobile: '+919811122233' },
      { name: 'Odd Om', mobile: '1234567890' },
    ]);
  });
});
