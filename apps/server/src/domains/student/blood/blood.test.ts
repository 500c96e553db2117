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
  // Typed as people write it; kept in E.164 (decision 0359).
  contactPhone: '+91 98765-01234',
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
      phone: '+919876501234',
    });
  });

  it('checks the fields with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bloodGroup: 'C+' }, BLOOD_MESSAGES.groupInvalid],
      [{ units: 0 }, BLOOD_MESSAGES.unitsInvalid],
      [{ units: 2.5 }, BLOOD_MESSAGES.unitsInvalid],
      [{ neededBy: '2026-02-30' }, BLOOD_MESSAGES.neededByInvalid],
      [{ contactPhone: '12345' }, BLOOD_MESSAGES.phoneInvalid],
      [{ contactPhone: '1234567890' }, BLOOD_MESSAGES.phoneInvalid],
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

describe('donor search (no request posted)', () => {
  const search = async (query: string, token = patient.token) =>
    t.request('GET', `/api/v1/blood/donors?${query}`, { token });

  it('finds the willing donors of a city whose blood the patient can receive, paged', async () => {
    const donors = [
      await donor('O-', 'Kochi'),
      await donor('A-', ' KOCHI '),
      await donor('A+', 'Kochi'),
      await donor('AB-', 'Kochi'), // a patient of A- cannot receive AB-
    ];
    await donor('O-', 'Kollam'); // another city
    await donor('A-', 'Kochi', false); // not willing
    const res = await search('bloodGroup=A-&city=kochi');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ donors: MatchingDonor[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.donors.map((d) => d.bloodGroup)).toEqual(['O-', 'A-']);
    // A donor shows what a request's poster sees of them: name, group, city and phone, no more.
    expect(Object.keys(body.donors[0] ?? {}).sort()).toEqual([
      'bloodGroup',
      'city',
      'name',
      'phone',
    ]);
    expect(body.donors[0]).toMatchObject({
      name: donors[0]?.user.fullname,
      city: 'Kochi',
      phone: '+919000000001',
    });

    // AB+ receives from every group: all four willing Kochi donors, two to a page.
    const first = await search('bloodGroup=AB%2B&city=Kochi&limit=2');
    const second = await search('bloodGroup=AB%2B&city=Kochi&limit=2&page=2');
    const firstBody = first.json<{ donors: MatchingDonor[]; total: number; totalPages: number }>();
    expect(firstBody).toMatchObject({ total: 4, totalPages: 2 });
    const groups = [...firstBody.donors, ...second.json<{ donors: MatchingDonor[] }>().donors].map(
      (d) => d.bloodGroup,
    );
    expect(groups).toEqual(['O-', 'A-', 'A+', 'AB-']);
  });

  it('leaves the searcher out, needs a group and a city, and is for signed-in people', async () => {
    const me = await donor('B+', 'Ajmer');
    const own = await search('bloodGroup=B%2B&city=Ajmer', me.token);
    expect(own.json<{ donors: MatchingDonor[] }>().donors).toEqual([]);
    expect((await search('bloodGroup=B%2B&city=Ajmer')).json<{ total: number }>().total).toBe(1);
    const noCity = await search('bloodGroup=B%2B&city=%20');
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json<{ message: string }>().message).toBe(BLOOD_MESSAGES.searchCityRequired);
    const noGroup = await search('city=Ajmer');
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json<{ message: string }>().message).toBe(BLOOD_MESSAGES.groupInvalid);
    const visitor = await t.request('GET', '/api/v1/blood/donors?bloodGroup=B%2B&city=Ajmer', {});
    expect(visitor.statusCode).toBe(401);
  });
});
