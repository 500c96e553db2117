import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOOD_GROUPS,
  BLOOD_MESSAGES,
  canDonate,
  type BloodGroup,
  type BloodRequest,
  type MatchingDonor,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

let t: TestApp;
let patient: TestUser;

const request = (overrides: Record<string, unknown> = {}) => ({
  bloodGroup: 'A+',
  units: 2,
  hospital: 'Sassoon General Hospital',
  city: 'Pune',
  pincode: '411001',
  neededBy: '2026-12-01',
  contactName: 'Ravi Kulkarni',
  contactPhone: '9876501234',
  ...overrides,
});

async function donor(group: BloodGroup, city: string, available = true): Promise<TestUser> {
  const person = await t.signUp();
  const res = await t.request('PUT', '/api/v1/blood/donor', {
    token: person.token,
    body: { bloodGroup: group, city, phone: '9000000001', available },
  });
  expect(res.statusCode, res.body).toBe(200);
  return person;
}

beforeAll(async () => {
  t = await createTestApp();
  patient = await t.signUp();
});
afterAll(() => t.close());

describe('blood compatibility', () => {
  // The red-cell table, row by row: who can give to whom.
  const table: Record<BloodGroup, BloodGroup[]> = {
    'O-': ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'],
    'O+': ['A+', 'B+', 'AB+', 'O+'],
    'A-': ['A+', 'A-', 'AB+', 'AB-'],
    'A+': ['A+', 'AB+'],
    'B-': ['B+', 'B-', 'AB+', 'AB-'],
    'B+': ['B+', 'AB+'],
    'AB-': ['AB+', 'AB-'],
    'AB+': ['AB+'],
  };
  it('matches the table for every pair of the 8 groups', () => {
    for (const giver of BLOOD_GROUPS) {
      for (const receiver of BLOOD_GROUPS) {
        expect(canDonate(giver, receiver), `${giver} to ${receiver}`).toBe(
          table[giver].includes(receiver),
        );
      }
    }
  });
});

describe('blood help', () => {
  it('a signed-in person posts a request; its contact is hidden from signed-out visitors', async () => {
    expect(
      (await t.request('POST', '/api/v1/blood/requests', { body: request() })).statusCode,
    ).toBe(401);
    const res = await t.request('POST', '/api/v1/blood/requests', {
      token: patient.token,
      body: request(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ request: BloodRequest }>().request._id;
    const visitor = await t.request('GET', '/api/v1/blood/requests?city=pune');
    const seen = visitor.json<{ requests: BloodRequest[] }>().requests.find((r) => r._id === id);
    expect(seen?.contact).toBeNull();
    expect(visitor.body).not.toContain('9876501234');
    const other = await t.signUp();
    const member = await t.request('GET', '/api/v1/blood/requests', { token: other.token });
    expect(
      member.json<{ requests: BloodRequest[] }>().requests.find((r) => r._id === id)?.contact,
    ).toEqual({
      name: 'Ravi Kulkarni',
      phone: '9876501234',
    });
  });

  it('checks the fields with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bloodGroup: 'C+' }, BLOOD_MESSAGES.groupInvalid],
      [{ units: 0 }, BLOOD_MESSAGES.unitsInvalid],
      [{ units: 2.5 }, BLOOD_MESSAGES.unitsInvalid],
      [{ neededBy: '2026-02-30' }, BLOOD_MESSAGES.neededByInvalid],
      [{ contactPhone: '12345' }, BLOOD_MESSAGES.phoneInvalid],
      [{ pincode: '0123' }, BLOOD_MESSAGES.pincodeInvalid],
      [{ hospital: '' }, BLOOD_MESSAGES.hospitalRequired],
    ];
    for (const [overrides, message] of cases) {
      const res = await t.request('POST', '/api/v1/blood/requests', {
        token: patient.token,
        body: request(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('lists willing compatible donors in the same city to the poster only', async () => {
    const res = await t.request('POST', '/api/v1/blood/requests', {
      token: patient.token,
      body: request({ bloodGroup: 'B-', city: 'Nagpur' }),
    });
    const id = res.json<{ request: BloodRequest }>().request._id;
    await donor('O-', ' nagpur ');
    await donor('B-', 'Nagpur');
    await donor('B+', 'Nagpur'); // incompatible with B-
    await donor('O-', 'Mumbai'); // too far
    await donor('B-', 'Nagpur', false); // not willing
    const donors = await t.request('GET', `/api/v1/blood/requests/${id}/donors`, {
      token: patient.token,
    });
    expect(
      donors
        .json<{ donors: MatchingDonor[] }>()
        .donors.map((d) => d.bloodGroup)
        .sort(),
    ).toEqual(['B-', 'O-']);
    const stranger = await t.signUp();
    expect(
      (await t.request('GET', `/api/v1/blood/requests/${id}/donors`, { token: stranger.token }))
        .statusCode,
    ).toBe(404);
  });

  it('a donor sees the open requests they can help with, and a closed request leaves the lists', async () => {
    const o = await donor('O+', 'Indore');
    const ask = async (group: BloodGroup) =>
      (
        await t.request('POST', '/api/v1/blood/requests', {
          token: patient.token,
          body: request({ bloodGroup: group, city: 'Indore' }),
        })
      ).json<{ request: BloodRequest }>().request._id;
    const aPositive = await ask('A+');
    await ask('A-'); // O+ cannot give to A-
    const forMe = await t.request('GET', '/api/v1/blood/requests/for-me', { token: o.token });
    expect(forMe.json<{ requests: BloodRequest[] }>().requests.map((r) => r._id)).toEqual([
      aPositive,
    ]);

    expect(
      (await t.request('PATCH', `/api/v1/blood/requests/${aPositive}/close`, { token: o.token }))
        .statusCode,
    ).toBe(404);
    const closed = await t.request('PATCH', `/api/v1/blood/requests/${aPositive}/close`, {
      token: patient.token,
    });
    expect(closed.json<{ message: string }>().message).toBe(BLOOD_MESSAGES.closed);
    const again = await t.request('PATCH', `/api/v1/blood/requests/${aPositive}/close`, {
      token: patient.token,
    });
    expect(again.statusCode).toBe(409);
    const after = await t.request('GET', '/api/v1/blood/requests/for-me', { token: o.token });
    expect(after.json<{ requests: BloodRequest[] }>().requests).toEqual([]);
    const mine = await t.request('GET', '/api/v1/blood/requests/mine', { token: patient.token });
    expect(
      mine.json<{ requests: BloodRequest[] }>().requests.find((r) => r._id === aPositive)?.status,
    ).toBe('closed');
    const notDonor = await t.signUp();
    const none = await t.request('GET', '/api/v1/blood/requests/for-me', { token: notDonor.token });
    expect(none.json<{ message: string }>().message).toBe(BLOOD_MESSAGES.notDonor);
  });

  it('filters open requests by group, paged', async () => {
    const list = await t.request('GET', '/api/v1/blood/requests?bloodGroup=B-&limit=1');
    const body = list.json<{ requests: BloodRequest[]; total: number }>();
    expect(body.requests.every((r) => r.bloodGroup === 'B-' && r.status === 'open')).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect((await t.request('GET', '/api/v1/blood/requests?bloodGroup=Z')).statusCode).toBe(400);
  });
});
