import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_MESSAGES,
  STAFF_MESSAGES,
  TEAM_USER_MESSAGES,
  type Organization,
  type Staff,
  type TeamUser,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let owner: TestUser;
let gym: string;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Staff Gym');
  ahar = await t.createOrg(owner, 'ahar', 'Staff Ahar');
});
afterAll(() => t.close());

const TRAINER = {
  name: 'Kiran',
  address: 'MG Road',
  dob: '1990-04-02',
  gender: 'male',
  mobile: '98765 43210',
  joindate: '2024-01-10',
  email: 'kiran@example.com',
  experience: '5',
  description: 'Strength coach',
};

function send(
  method: string,
  url: string,
  who: { token: string; orgId: string },
  fields: Record<string, string>,
  file?: { data: Buffer; type: string } | null,
) {
  const { body, contentType } = multipartBody(
    fields,
    file === null
      ? undefined
      : {
          field: 'image',
          name: 'photo',
          type: file?.type ?? 'image/png',
          data: file?.data ?? pngBytes(),
        },
  );
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-org-id': who.orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

const asGym = () => ({ token: owner.token, orgId: gym });

describe('staff (gym trainers, ahar and barber staff)', () => {
  it('adds a trainer with a photo checked by content, readable by the business', async () => {
    const res = await send('POST', '/api/v1/gym/trainers', asGym(), TRAINER);
    expect(res.statusCode, res.body).toBe(201);
    const { message, trainer } = res.json<{ message: string; trainer: Staff }>();
    expect(message).toBe(STAFF_MESSAGES.created);
    // The mobile as typed is kept in E.164 (decision 0359).
    expect(trainer).toMatchObject({
      ...TRAINER,
      mobile: '+919876543210',
      experience: 5,
      vedanId: '',
    });
    expect(trainer.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const photo = await t.request('GET', trainer.image ?? '', { token: owner.token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const stranger = await t.signUp();
    expect(
      (await t.request('GET', trainer.image ?? '', { token: stranger.token })).statusCode,
    ).toBe(404);
  });

  it('refuses a missing or fake photo, a negative experience, and missing fields', async () => {
    const noPhoto = await send('POST', '/api/v1/gym/trainers', asGym(), TRAINER, null);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json<{ message: string }>().message).toBe(STAFF_MESSAGES.image);
    const json = await t.request('POST', '/api/v1/gym/trainers', { ...asGym(), body: TRAINER });
    expect(json.json<{ message: string }>().message).toBe(STAFF_MESSAGES.image);
    const fake = await send('POST', '/api/v1/gym/trainers', asGym(), TRAINER, {
      data: Buffer.from('not an image at all'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    const cases: [Record<string, string>, string][] = [
      [{ ...TRAINER, experience: '-1' }, STAFF_MESSAGES.experience],
      [{ ...TRAINER, gender: 'other' }, STAFF_MESSAGES.gender],
      [{ ...TRAINER, mobile: '12345' }, STAFF_MESSAGES.mobile],
      [{ ...TRAINER, name: '' }, STAFF_MESSAGES.name],
      [{ ...TRAINER, dob: '' }, STAFF_MESSAGES.dob],
      [{ ...TRAINER, vedanId: 'VDZZZZZZ' }, MEMBER_MESSAGES.noSuchAccount],
    ];
    for (const [fields, message] of cases) {
      const res = await send('POST', '/api/v1/gym/trainers', asGym(), fields);
      expect(res.json<{ message: string }>().message, JSON.stringify(fields)).toBe(message);
    }
    // Experience 0 is allowed.
    expect(
      (await send('POST', '/api/v1/gym/trainers', asGym(), { ...TRAINER, experience: '0' }))
        .statusCode,
    ).toBe(201);
  });

  it('serves the ahar at /ahar/staff and the barber at /barber/staff; updates keep or replace the photo', async () => {
    const asAhar = { token: owner.token, orgId: ahar };
    const created = await send('POST', '/api/v1/ahar/staff', asAhar, { ...TRAINER, name: 'Cook' });
    const staff = created.json<{ trainer: Staff }>().trainer;
    const updated = await t.request('PUT', `/api/v1/ahar/staff/${staff._id}`, {
      ...asAhar,
      body: { ...TRAINER, name: 'Head Cook', experience: 7 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ trainer: Staff }>().trainer).toMatchObject({
      name: 'Head Cook',
      experience: 7,
      image: staff.image,
    });
    const replaced = await send('PUT', `/api/v1/ahar/staff/${staff._id}`, asAhar, TRAINER);
    expect(replaced.json<{ trainer: Staff }>().trainer.image).not.toBe(staff.image);
    const list = await t.request('GET', '/api/v1/ahar/staff', asAhar);
    expect(list.json<{ trainers: Staff[] }>().trainers.map((s) => s._id)).toEqual([staff._id]);
    const removed = await t.request('DELETE', `/api/v1/ahar/staff/${staff._id}`, asAhar);
    expect(removed.json()).toEqual({ success: true, message: STAFF_MESSAGES.removed });

    const barberOwner = await t.signUp();
    const barber = await t.createOrg(barberOwner, 'barber');
    const onBarber = await send(
      'POST',
      '/api/v1/barber/staff',
      { token: barberOwner.token, orgId: barber },
      TRAINER,
    );
    expect(onBarber.statusCode).toBe(201);
  });

  it('needs trainer at a gym and staff at an ahar', async () => {
    const person = await t.signUp();
    for (const [orgId, path] of [
      [gym, '/api/v1/gym/trainers'],
      [ahar, '/api/v1/ahar/staff'],
    ] as const) {
      await t.request('POST', '/api/v1/orgs/members', {
        token: owner.token,
        orgId,
        body: { vedanId: person.user.profile.userId, role: 'operator', permissions: ['notice'] },
      });
      expect((await t.request('GET', path, { token: person.token, orgId })).statusCode).toBe(403);
    }
  });

  it('keeps each business to its own staff', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/trainers',
      listKey: 'trainers',
      itemPath: (id) => `/api/v1/gym/trainers/${id}`,
      async create(_tt, who, orgId) {
        const res = await send(
          'POST',
          '/api/v1/gym/trainers',
          { token: who.token, orgId },
          TRAINER,
        );
        return res.json<{ trainer: Staff }>().trainer._id;
      },
      updateBody: TRAINER,
      deletable: true,
    });
  });
});

const newUser = (email: string, extra: object = {}) => ({
  selectedPlan: 'Operator',
  name: 'Nisha Operator',
  phone: '9123456780',
  email,
  password: 'Front@desk1',
  confirmPassword: 'Front@desk1',
  permissions: ['record', 'notice'],
  ...extra,
});

describe('team users (the gym and ahar User panel): accounts and passwords', () => {
  it('creates a real account that signs in limited to its permissions', async () => {
    const res = await t.request('POST', '/api/v1/gym/users', {
      ...asGym(),
      body: newUser('nisha@example.com'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message, user } = res.json<{ message: string; user: TeamUser }>();
    expect(message).toBe('User created successfully!');
    expect(user).toMatchObject({
      selectedPlan: 'Operator',
      name: 'Nisha Operator',
      email: 'nisha@example.com',
      permissions: ['record', 'notice'],
    });

    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'nisha@example.com', password: 'Front@desk1' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ token: string }>().token;
    const orgs = await t.request('GET', '/api/v1/orgs', { token });
    expect(orgs.json<{ organizations: Organization[] }>().organizations).toMatchObject([
      { _id: gym, role: 'operator', permissions: ['record', 'notice'] },
    ]);
    const as = { token, orgId: gym };
    expect((await t.request('GET', '/api/v1/attendance', as)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/gym/notices', as)).statusCode).toBe(200);
    expect((await t.request('GET', '/api/v1/enquiries', as)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/gym/trainers', as)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/gym/users', as)).statusCode).toBe(403);
  });

  it('refuses mismatched passwords with the spec words, and unknown permissions', async () => {
    const res = await t.request('POST', '/api/v1/gym/users', {
      ...asGym(),
      body: newUser('x1@example.com', { confirmPassword: 'Other@pass1' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Passwords do not match');
    const unknown = await t.request('POST', '/api/v1/ahar/users', {
      token: owner.token,
      orgId: ahar,
      body: newUser('x2@example.com', { permissions: ['record'] }),
    });
    expect(unknown.json<{ message: string }>().message).toBe(
      MEMBER_MESSAGES.unknownPermission('record'),
    );
    const plan = await t.request('POST', '/api/v1/gym/users', {
      ...asGym(),
      body: newUser('x3@example.com', { selectedPlan: 'Owner' }),
    });
    expect(plan.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.plan);
  });

  it('adds an existing account without touching its password', async () => {
    const existing = await t.signUp();
    const res = await t.request('POST', '/api/v1/ahar/users', {
      token: owner.token,
      orgId: ahar,
      body: newUser(existing.email, {
        selectedPlan: 'Admin',
        permissions: ['billing'],
        password: 'Taken@over1',
        confirmPassword: 'Taken@over1',
      }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.existingAccount);
    const hijack = await t.request('POST', '/api/v1/user/login', {
      body: { email: existing.email, password: 'Taken@over1' },
    });
    expect(hijack.statusCode).toBe(401);
    const own = await t.request('POST', '/api/v1/user/login', {
      body: { email: existing.email, password: existing.password },
    });
    expect(own.statusCode).toBe(200);
    const again = await t.request('POST', '/api/v1/ahar/users', {
      token: owner.token,
      orgId: ahar,
      body: newUser(existing.email, { permissions: [] }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.alreadyMember);
  });
});

describe('team users: lists, updates, operators and tenants', () => {
  it("lists, updates and deletes users; the password stays the person's own", async () => {
    const created = await t.request('POST', '/api/v1/gym/users', {
      ...asGym(),
      body: newUser('edit@example.com'),
    });
    const id = created.json<{ user: TeamUser }>().user._id;
    const list = await t.request('GET', '/api/v1/gym/users?search=edit@', asGym());
    expect(list.json<{ users: TeamUser[] }>().users.map((u) => u._id)).toEqual([id]);
    const update = await t.request('PUT', `/api/v1/gym/users/${id}`, {
      ...asGym(),
      body: {
        ...newUser('edit@example.com'),
        password: '',
        confirmPassword: '',
        selectedPlan: 'Admin',
        permissions: ['user'],
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<{ user: TeamUser }>().user).toMatchObject({
      selectedPlan: 'Admin',
      permissions: ['user'],
    });
    const password = await t.request('PUT', `/api/v1/gym/users/${id}`, {
      ...asGym(),
      body: newUser('edit@example.com'),
    });
    expect(password.statusCode).toBe(400);
    expect(password.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.passwordOwn);
    const removed = await t.request('DELETE', `/api/v1/gym/users/${id}`, asGym());
    expect(removed.json()).toEqual({ success: true, message: 'User deleted successfully!' });
    // The account stays; it only left the business.
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'edit@example.com', password: 'Front@desk1' },
    });
    const orgs = await t.request('GET', '/api/v1/orgs', {
      token: login.json<{ token: string }>().token,
    });
    expect(orgs.json<{ organizations: Organization[] }>().organizations).toEqual([]);
  });

  it('lets an operator with the user permission make only Operators with permissions they hold', async () => {
    const made = await t.request('POST', '/api/v1/gym/users', {
      ...asGym(),
      body: newUser('manager@example.com', { permissions: ['user', 'notice'] }),
    });
    expect(made.statusCode).toBe(201);
    const login = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'manager@example.com', password: 'Front@desk1' },
    });
    const as = { token: login.json<{ token: string }>().token, orgId: gym };
    const admin = await t.request('POST', '/api/v1/gym/users', {
      ...as,
      body: newUser('a1@example.com', { selectedPlan: 'Admin', permissions: [] }),
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.adminOnly);
    const more = await t.request('POST', '/api/v1/gym/users', {
      ...as,
      body: newUser('a2@example.com', { permissions: ['accounts'] }),
    });
    expect(more.json<{ message: string }>().message).toBe(TEAM_USER_MESSAGES.ownPermissionsOnly);
    const fine = await t.request('POST', '/api/v1/gym/users', {
      ...as,
      body: newUser('a3@example.com', { permissions: ['notice'] }),
    });
    expect(fine.statusCode).toBe(201);
  });

  it('keeps each business to its own users', async () => {
    let n = 0;
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/users',
      listKey: 'users',
      itemPath: (id) => `/api/v1/gym/users/${id}`,
      async create(tt, who, orgId) {
        n += 1;
        const res = await tt.request('POST', '/api/v1/gym/users', {
          token: who.token,
          orgId,
          body: newUser(`tenant${n}@example.com`),
        });
        return res.json<{ user: TeamUser }>().user._id;
      },
      updateBody: { ...newUser('tenant@example.com'), password: '', confirmPassword: '' },
      deletable: true,
    });
  });
});
