import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AHAR_PEOPLE_MESSAGES,
  COMPANY_AREA_MESSAGES,
  MEMBER_MESSAGES,
  REGULAR_MEMBER_MESSAGES,
  type AharPerson,
  type BroadcastPerson,
  type CompanyProfile,
  type RegularMember,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { pdfText, qrOf } from '../../../test/pdf';

let t: TestApp;
let owner: TestUser;
let ahar: string;
const as = () => ({ token: owner.token, orgId: ahar });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  ahar = await t.createOrg(owner, 'ahar', 'People Tiffin');
});
afterAll(() => t.close());

const MEMBER = {
  name: 'Ramesh Gupta',
  phone: '9876501234',
  mealKind: 'Veg',
  mealsPerDay: 2,
  startDate: '2026-11-01',
  endDate: '2027-01-31',
  monthlyAmount: '3000.50',
  active: true,
  remark: 'No onion',
};

async function addMember(body: object = {}, who = as()): Promise<RegularMember> {
  const res = await t.request('POST', '/api/v1/ahar/regular-members', {
    ...who,
    body: { ...MEMBER, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: RegularMember }>().member;
}

async function addStaff(orgId: string, name: string) {
  const { body, contentType } = multipartBody(
    {
      name,
      address: 'Station Road',
      dob: '1992-05-06',
      gender: 'female',
      mobile: '9812345678',
      joindate: '2025-02-01',
      email: 'cook@example.com',
      experience: '4',
      description: 'Cook',
    },
    { field: 'image', name: 'photo', type: 'image/png', data: pngBytes() },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ahar/staff',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ trainer: { _id: string } }>().trainer;
}

describe('regular members: adding, reading and linking', () => {
  it('adds, reads, updates and removes a regular member with the spec-style messages', async () => {
    const res = await t.request('POST', '/api/v1/ahar/regular-members', {
      ...as(),
      body: MEMBER,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, member } = res.json<{ message: string; member: RegularMember }>();
    expect(message).toBe(REGULAR_MEMBER_MESSAGES.created);
    expect(member).toMatchObject({ ...MEMBER, phone: '+919876501234', vedanId: '', email: '' });

    const read = await t.request('GET', `/api/v1/ahar/regular-members/${member._id}`, as());
    expect(read.json<{ member: RegularMember }>().member).toEqual(member);

    const update = await t.request('PUT', `/api/v1/ahar/regular-members/${member._id}`, {
      ...as(),
      body: { ...MEMBER, endDate: '', active: 'false', monthlyAmount: 0 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<{ message: string; member: RegularMember }>()).toMatchObject({
      message: REGULAR_MEMBER_MESSAGES.updated,
      member: { endDate: null, active: false, monthlyAmount: '0.00' },
    });

    const removed = await t.request('DELETE', `/api/v1/ahar/regular-members/${member._id}`, as());
    expect(removed.json<{ message: string }>().message).toBe(REGULAR_MEMBER_MESSAGES.removed);
    const gone = await t.request('GET', `/api/v1/ahar/regular-members/${member._id}`, as());
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(REGULAR_MEMBER_MESSAGES.notFound);
  });

  it.each([
    [{ name: ' ' }, 'name', REGULAR_MEMBER_MESSAGES.name],
    [{ phone: '98765' }, 'phone', REGULAR_MEMBER_MESSAGES.phone],
    [{ mealKind: 'Vegan' }, 'mealKind', REGULAR_MEMBER_MESSAGES.mealKind],
    [{ mealsPerDay: 4 }, 'mealsPerDay', REGULAR_MEMBER_MESSAGES.mealsPerDay],
    [{ mealsPerDay: 0 }, 'mealsPerDay', REGULAR_MEMBER_MESSAGES.mealsPerDay],
    [{ startDate: '2026-02-30' }, 'startDate', REGULAR_MEMBER_MESSAGES.startDate],
    [{ endDate: '2026-10-31' }, 'endDate', REGULAR_MEMBER_MESSAGES.endDate],
    [{ monthlyAmount: '-1' }, 'monthlyAmount', REGULAR_MEMBER_MESSAGES.monthlyAmount],
    [{ monthlyAmount: '10.555' }, 'monthlyAmount', REGULAR_MEMBER_MESSAGES.monthlyAmount],
    [{ vedanId: 'XX1' }, 'vedanId', REGULAR_MEMBER_MESSAGES.vedanId],
    [{ email: 'ravi@' }, 'email', REGULAR_MEMBER_MESSAGES.email],
  ])('refuses %o with its message', async (change, _field, text) => {
    const res = await t.request('POST', '/api/v1/ahar/regular-members', {
      ...as(),
      body: { ...MEMBER, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(text);
  });

  it('keeps an optional e-mail, in lower case, which Multiple reaches them at', async () => {
    const member = await addMember({ name: 'Mail Member', email: ' Mail.Member@Example.com ' });
    expect(member.email).toBe('mail.member@example.com');
    const cleared = await t.request('PUT', `/api/v1/ahar/regular-members/${member._id}`, {
      ...as(),
      body: { ...MEMBER, name: 'Mail Member', email: '' },
    });
    expect(cleared.json<{ member: RegularMember }>().member.email).toBe('');
    await t.request('PUT', `/api/v1/ahar/regular-members/${member._id}`, {
      ...as(),
      body: { ...MEMBER, name: 'Mail Member', email: 'mail.member@example.com' },
    });
    const listed = await t.request('GET', '/api/v1/broadcasts/people?search=mail', as());
    expect(listed.json<{ people: BroadcastPerson[] }>().people).toEqual([
      expect.objectContaining({
        directory: 'ahar-regular-members',
        recordId: member._id,
        reachable: true,
      }),
    ]);
  });

  it('links a Vedan ID only when an account has it', async () => {
    const res = await t.request('POST', '/api/v1/ahar/regular-members', {
      ...as(),
      body: { ...MEMBER, vedanId: 'VDZZZZZZ' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(MEMBER_MESSAGES.noSuchAccount);
    const customer = await t.signUp();
    const linked = await addMember({ vedanId: customer.user.profile.userId.toLowerCase() });
    expect(linked.vedanId).toBe(customer.user.profile.userId);
  });
});

describe('regular members: the list, permissions and tenants', () => {
  it('pages and searches the list on the server by name or phone prefix', async () => {
    const orgId = await t.createOrg(owner, 'ahar', 'Search Tiffin');
    const who = { token: owner.token, orgId };
    await addMember({ name: 'Sunita Verma', phone: '9000000001' }, who);
    await addMember({ name: 'Sunil Rao', phone: '9000000002' }, who);
    await addMember({ name: 'Meena Iyer', phone: '8111111111' }, who);
    const page = await t.request('GET', '/api/v1/ahar/regular-members?limit=2&page=2', who);
    expect(page.json()).toMatchObject({ total: 3, totalPages: 2, page: 2 });
    expect(page.json<{ members: RegularMember[] }>().members.map((m) => m.name)).toEqual([
      'Meena Iyer',
    ]);
    const byName = await t.request('GET', '/api/v1/ahar/regular-members?search=suni', who);
    expect(byName.json<{ members: RegularMember[] }>().members.map((m) => m.name)).toEqual([
      'Sunita Verma',
      'Sunil Rao',
    ]);
    const byPhone = await t.request('GET', '/api/v1/ahar/regular-members?search=8111', who);
    expect(byPhone.json<{ total: number }>().total).toBe(1);
    const nothing = await t.request('GET', '/api/v1/ahar/regular-members?search=%25%25', who);
    expect(nothing.json<{ total: number }>().total).toBe(0);
  });

  it('needs the staff permission and an ahar business', async () => {
    const created = await t.request('POST', '/api/v1/ahar/users', {
      ...as(),
      body: {
        selectedPlan: 'Operator',
        name: 'Stock Keeper',
        phone: '9123456780',
        email: 'stock.keeper@example.com',
        password: 'Stock@keep1',
        confirmPassword: 'Stock@keep1',
        permissions: ['inventory'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'stock.keeper@example.com', password: 'Stock@keep1' },
    });
    const keeper = { token: login.json<{ token: string }>().token, orgId: ahar };
    for (const path of ['/api/v1/ahar/regular-members', '/api/v1/ahar/people']) {
      expect((await t.request('GET', path, keeper)).statusCode, path).toBe(403);
    }
    const gym = await t.createOrg(owner, 'gym', 'Not A Tiffin');
    const wrongKind = await t.request('GET', '/api/v1/ahar/regular-members', {
      token: owner.token,
      orgId: gym,
    });
    // Another kind of business does not keep regular members: as if there were none.
    expect(wrongKind.statusCode).toBe(404);
    expect((await t.request('GET', '/api/v1/ahar/people')).statusCode).toBe(401);
  });

  it('keeps each business to its own regular members', async () => {
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/ahar/regular-members',
      listKey: 'members',
      itemPath: (id) => `/api/v1/ahar/regular-members/${id}`,
      async create(app, user, orgId) {
        const res = await app.request('POST', '/api/v1/ahar/regular-members', {
          token: user.token,
          orgId,
          body: MEMBER,
        });
        return res.json<{ member: RegularMember }>().member._id;
      },
      updateBody: MEMBER,
      deletable: true,
    });
  });
});

describe('identification: the people list and ID cards', () => {
  it('lists staff then regular members, paged, and makes each one an ID card the desk reads', async () => {
    const orgId = await t.createOrg(owner, 'ahar', 'Card Tiffin');
    const who = { token: owner.token, orgId };
    const cook = await addStaff(orgId, 'Lata Cook');
    const member = await addMember({ name: 'Vikram Shah', phone: '9090909090' }, who);
    await addMember({ name: 'Asha Nair', phone: '9191919191', endDate: '' }, who);

    const all = await t.request('GET', '/api/v1/ahar/people', who);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, totalPages: 1 });
    expect(
      all.json<{ people: AharPerson[] }>().people.map((p) => [p.kind, p.name, p.phone]),
    ).toEqual([
      ['staff', 'Lata Cook', '+919812345678'],
      ['regular', 'Vikram Shah', '+919090909090'],
      ['regular', 'Asha Nair', '+919191919191'],
    ]);
    const second = await t.request('GET', '/api/v1/ahar/people?limit=2&page=2', who);
    expect(second.json<{ people: AharPerson[] }>().people.map((p) => p.name)).toEqual([
      'Asha Nair',
    ]);
    const onlyRegular = await t.request('GET', '/api/v1/ahar/people?kind=regular', who);
    expect(onlyRegular.json<{ total: number }>().total).toBe(2);

    const card = await t.request('GET', `/api/v1/ahar/people/${member._id}/card`, who);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['content-disposition']).toContain('ID card Vikram Shah.pdf');
    const text = await pdfText(card.rawPayload);
    expect(text).toContain('Vikram Shah');
    expect(text).toContain('Regular member');
    expect(text).toContain('+91 90909 09090');
    expect(text).toContain('Card Tiffin');
    expect(text).toContain('Veg, 2 meals a day');
    expect(text).toContain('2026-11-01 to 2027-01-31');
    // One page: a card without a back.
    expect(card.rawPayload.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    expect(await qrOf(card.rawPayload)).toBe(member._id);
    // A regular member has no photo; a staff member's card carries theirs.
    expect(card.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(false);

    const staffCard = await t.request('GET', `/api/v1/ahar/people/${cook._id}/card`, who);
    expect(await pdfText(staffCard.rawPayload)).toContain('Lata Cook');
    expect(await qrOf(staffCard.rawPayload)).toBe(cook._id);
    expect(staffCard.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    // The kit's check-in desk reads the card's code: the regular member checks in.
    const desk = await t.request('POST', '/api/v1/attendance/check-in', {
      ...who,
      body: { code: member._id },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json()).toMatchObject({
      action: 'in',
      attendance: {
        studentName: 'Vikram Shah',
        person: { directory: 'ahar-regular-members', recordId: member._id },
      },
    });

    // Another business's person has no card here.
    const other = await t.request('GET', `/api/v1/ahar/people/${member._id}/card`, as());
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe(AHAR_PEOPLE_MESSAGES.notFound);
  });
});

describe('View Profile: the company profile the ahar keeps', () => {
  it('reads and saves the ahar business profile with the ahar message; the gym has none', async () => {
    const orgId = await t.createOrg(owner, 'ahar', 'Profile Tiffin');
    const who = { token: owner.token, orgId };
    const empty = await t.request('GET', '/api/v1/company/profile', who);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<{ profile: CompanyProfile }>().profile).toMatchObject({
      name: 'Profile Tiffin',
      founders: [],
    });
    const saved = await t.request('POST', '/api/v1/company/profile', {
      ...who,
      body: {
        name: 'Profile Tiffin House',
        // No industry: the job portal's list is for companies (company.test.ts).
        location: 'Indore',
        description: 'Home-style tiffins.',
        website: '',
        productNo: 'PT-1',
        gstNo: '',
        established: '2018',
        founders: ['Kamla Devi'],
        contact: {
          phone: '9876543210',
          email: 'tiffin@example.com',
          website: '',
          address: 'MG Road',
        },
        businessType: 'Food Industry',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(COMPANY_AREA_MESSAGES.submittedAhar);
    const read = await t.request('GET', '/api/v1/company/profile', who);
    expect(read.json<{ profile: CompanyProfile }>().profile).toMatchObject({
      name: 'Profile Tiffin House',
      founders: ['Kamla Devi'],
      businessType: 'Food Industry',
      contact: { phone: '+919876543210' },
    });
    const gym = await t.createOrg(owner, 'gym', 'Profile Gym');
    const wrong = await t.request('GET', '/api/v1/company/profile', {
      token: owner.token,
      orgId: gym,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
