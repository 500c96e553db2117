import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BloodRequest, Enquiry } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { migrationUpdates } from '../test/migration-updates';
import { queryRows } from './query-rows';

/**
 * Migration more-phones puts the consultant, library, gym profile and organisation, blood and
 * enquiry phones stored as ten digits into E.164 (decision 0359), as their contracts now keep a
 * typed one. Rows are made through the API, written back as they were kept before, and the
 * migration's update statements run again.
 */

let t: TestApp;
let owner: TestUser;
let gym: string;

const CONVERT = migrationUpdates('more-phones');

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Phone Gym');
});
afterAll(() => t.close());

async function addEnquiry(name: string, mobile: string): Promise<Enquiry> {
  const res = await t.request('POST', '/api/v1/enquiries', {
    token: owner.token,
    orgId: gym,
    body: {
      date: '2026-03-01',
      name,
      mobile,
      address: 'Sector 5',
      plan: 'Week Plan',
      amount: 999,
      followUpDate: '2026-03-05',
      followUpTime: '18:30',
      description: 'Evening batch',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ enquiry: Enquiry }>().enquiry;
}

async function askForBlood(contactName: string, contactPhone: string): Promise<BloodRequest> {
  const res = await t.request('POST', '/api/v1/blood/requests', {
    token: owner.token,
    body: {
      bloodGroup: 'O+',
      units: 1,
      hospital: 'Sassoon General Hospital',
      city: 'Pune',
      neededBy: '2026-12-01',
      contactName,
      contactPhone,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ request: BloodRequest }>().request;
}

describe('more phones', () => {
  it('the migration converts the ten-digit mobiles it can read, and leaves the rest', async () => {
    // One statement for each of the seven columns.
    expect(CONVERT).toHaveLength(7);
    const keptEnquiry = await addEnquiry('Kept Kavya', '+91 98111 00000');
    const oddEnquiry = await addEnquiry('Odd Om', '9811100001');
    const keptRequest = await askForBlood('Kept Kiran', '98111 00002');
    const oddRequest = await askForBlood('Odd Omkar', '09811100003');
    await t.database.db.execute(
      sql`update enquiries set mobile = '9811122233' where id = ${keptEnquiry._id}`,
    );
    await t.database.db.execute(
      sql`update enquiries set mobile = '1234567890' where id = ${oddEnquiry._id}`,
    );
    await t.database.db.execute(
      sql`update blood_requests set contact_phone = '9811144455' where id = ${keptRequest._id}`,
    );
    await t.database.db.execute(
      sql`update blood_requests set contact_phone = '0123456789' where id = ${oddRequest._id}`,
    );
    for (const statement of CONVERT) await t.database.db.execute(sql.raw(statement));

    const enquiries = await queryRows<{ name: string; mobile: string }>(
      t.database.db,
      sql`select name, mobile from enquiries
        where id in (${keptEnquiry._id}, ${oddEnquiry._id}) order by name`,
    );
    expect(enquiries).toEqual([
      { name: 'Kept Kavya', mobile: '+919811122233' },
      { name: 'Odd Om', mobile: '1234567890' },
    ]);
    const requests = await queryRows<{ name: string; phone: string }>(
      t.database.db,
      sql`select contact_name as name, contact_phone as phone from blood_requests
        where id in (${keptRequest._id}, ${oddRequest._id}) order by contact_name`,
    );
    expect(requests).toEqual([
      { name: 'Kept Kiran', phone: '+919811144455' },
      { name: 'Odd Omkar', phone: '0123456789' },
    ]);
  });
});
