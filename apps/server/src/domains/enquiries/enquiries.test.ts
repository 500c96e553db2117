import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, businessDay, enquiryErrorText, type Enquiry } from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Enquiry Gym');
});
afterAll(() => t.close());

const asGym = () => ({ token: owner.token, orgId: gym });
const ENQUIRY = {
  date: '2026-03-01',
  name: 'Rohit',
  // Typed as people write it; kept in E.164 (decision 0359).
  mobile: '+91 98765 43210',
  address: 'Sector 5',
  plan: 'Week Plan',
  amount: 1499.5,
  followUpDate: '2026-03-05',
  followUpTime: '18:30',
  description: 'Wants evening batch',
};

describe('enquiries', () => {
  it('saves an enquiry with the amount exact', async () => {
    const res = await t.request('POST', '/api/v1/enquiries', { ...asGym(), body: ENQUIRY });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ enquiry: Enquiry }>().enquiry).toMatchObject({
      ...ENQUIRY,
      mobile: '+919876543210',
      amount: 1499.5,
    });
  });

  it('checks every field with the spec words', async () => {
    const cases: [object, string][] = [
      [{ ...ENQUIRY, mobile: '98765' }, 'Mobile number must be 10 digits'],
      [{ ...ENQUIRY, mobile: '98765432100' }, 'Mobile number must be 10 digits'],
      [{ ...ENQUIRY, mobile: '1234567890' }, 'Mobile number must be 10 digits'],
      [{ ...ENQUIRY, amount: 0 }, 'Amount must be greater than 0'],
      [{ ...ENQUIRY, amount: -5 }, 'Amount must be greater than 0'],
      [{ ...ENQUIRY, amount: '1.234' }, 'Amount must be greater than 0'],
      [{ ...ENQUIRY, plan: 'Gold' }, ENQUIRY_MESSAGES.plan],
      [{ ...ENQUIRY, name: '' }, ENQUIRY_MESSAGES.name],
      [{ ...ENQUIRY, followUpTime: '7pm' }, 'Enter a time as HH:MM (24-hour).'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/v1/enquiries', { ...asGym(), body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
      // The screen's alert, as the spec writes it.
      expect(enquiryErrorText(message)).toBe(`Error: ${message}`);
    }
    expect(enquiryErrorText()).toBe('Error: Failed to save enquiry');
  });

  it('updates an enquiry and lists the follow-ups due today, earliest first', async () => {
    const today = businessDay();
    const created = await t.request('POST', '/api/v1/enquiries', {
      ...asGym(),
      body: { ...ENQUIRY, name: 'Late', followUpDate: today, followUpTime: '19:00' },
    });
    await t.request('POST', '/api/v1/enquiries', {
      ...asGym(),
      body: { ...ENQUIRY, name: 'Early', followUpDate: today, followUpTime: '08:00' },
    });
    const id = created.json<{ enquiry: Enquiry }>().enquiry._id;
    const updated = await t.request('PUT', `/api/v1/enquiries/${id}`, {
      ...asGym(),
      body: {
        ...ENQUIRY,
        name: 'Later',
        followUpDate: today,
        followUpTime: '20:00',
        plan: 'Off Plan',
      },
    });
    expect(updated.json<{ message: string; enquiry: Enquiry }>()).toMatchObject({
      message: ENQUIRY_MESSAGES.updated,
      enquiry: { name: 'Later', plan: 'Off Plan' },
    });
    const due = await t.request('GET', '/api/v1/enquiries/due-today', asGym());
    expect(due.json<{ date: string; enquiries: Enquiry[] }>()).toMatchObject({ date: today });
    expect(due.json<{ enquiries: Enquiry[] }>().enquiries.map((e) => e.name)).toEqual([
      'Early',
      'Later',
    ]);
    const filtered = await t.request('GET', `/api/v1/enquiries?followUpDate=${today}`, asGym());
    expect(filtered.json<{ total: number }>().total).toBe(2);
  });

  it('serves the ahar with its enquiry permission; a barber is not served', async () => {
    const person = await t.signUp();
    const ahar = await t.createOrg(owner, 'ahar');
    await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: ahar,
      body: { vedanId: person.user.profile.userId, role: 'operator', permissions: ['billing'] },
    });
    expect(
      (await t.request('GET', '/api/v1/enquiries', { token: person.token, orgId: ahar }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request('GET', '/api/v1/enquiries/due-today', { token: person.token, orgId: ahar }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request('POST', '/api/v1/enquiries', {
          token: owner.token,
          orgId: ahar,
          body: ENQUIRY,
        })
      ).statusCode,
    ).toBe(201);
    const barberOwner = await t.signUp();
    const barber = await t.createOrg(barberOwner, 'barber');
    expect(
      (await t.request('GET', '/api/v1/enquiries', { token: barberOwner.token, orgId: barber }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps each business to its own enquiries, due-today list included', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/enquiries',
      listKey: 'enquiries',
      itemPath: (id) => `/api/v1/enquiries/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/enquiries', {
          token: who.token,
          orgId,
          body: { ...ENQUIRY, followUpDate: businessDay() },
        });
        return res.json<{ enquiry: Enquiry }>().enquiry._id;
      },
      updateBody: ENQUIRY,
      deletable: true,
    });
    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const due = await t.request('GET', '/api/v1/enquiries/due-today', {
      token: other.token,
      orgId: otherGym,
    });
    expect(due.json<{ enquiries: Enquiry[] }>().enquiries).toEqual([]);
  });
});
