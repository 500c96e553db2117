import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXERCISE_CATEGORY_KEYS,
  EXERCISE_DEFAULTS,
  EXERCISE_MESSAGES,
  type Exercise,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { EXERCISE_LIBRARY } from './exercise-library';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Exercise Gym');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: gym });

function patchForm(url: string, fields: Record<string, string>, data: Buffer) {
  const { body, contentType } = multipartBody(fields, {
    field: 'image',
    name: 'row.png',
    type: 'image/png',
    data,
  });
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': gym,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

describe('exercise libraries', () => {
  it('gives every new gym 5 to 10 real exercises in each of the eleven categories', async () => {
    expect(EXERCISE_CATEGORY_KEYS).toHaveLength(11);
    for (const category of EXERCISE_CATEGORY_KEYS) {
      const res = await t.request('GET', `/api/v1/${category}/exercises?limit=100`, asOwner());
      expect(res.statusCode, category).toBe(200);
      const rows = res.json<Exercise[]>();
      expect(rows.length, category).toBeGreaterThanOrEqual(5);
      expect(rows.length, category).toBeLessThanOrEqual(10);
      expect(rows.map((r) => r.name)).toEqual(EXERCISE_LIBRARY[category].map((r) => r.name));
      expect(res.headers['x-total-count']).toBe(String(rows.length));
      for (const row of rows) {
        expect(row.category).toBe(category);
        expect(row.focusArea).not.toBe('');
        expect(row.equipment).not.toBe('');
      }
    }
  });

  it('adds with the spec defaults, patches as JSON or multipart with an image, deletes', async () => {
    const created = await t.request('POST', '/api/v1/back/exercises', asOwner());
    expect(created.statusCode, created.body).toBe(201);
    const exercise = created.json<Exercise>();
    expect(exercise).toMatchObject({ ...EXERCISE_DEFAULTS, category: 'back', image: null });

    const url = `/api/v1/back/exercises/${exercise._id}`;
    const patched = await t.request('PATCH', url, {
      ...asOwner(),
      body: { name: 'Rack Pull', set: true, focusArea: 'Upper back', equipment: 'Barbell' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<Exercise>()).toMatchObject({
      name: 'Rack Pull',
      set: true,
      rep: false,
      focusArea: 'Upper back',
      equipment: 'Barbell',
    });

    const withImage = await patchForm(
      url,
      {
        name: 'Rack Pull',
        set: 'true',
        rep: 'true',
        focusArea: 'Upper back',
        equipment: 'Barbell',
      },
      pngBytes(),
    );
    expect(withImage.statusCode, withImage.body).toBe(200);
    const pictured = withImage.json<Exercise>();
    expect(pictured.rep).toBe(true);
    expect(pictured.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const image = await t.request('GET', pictured.image ?? '', { token: owner.token });
    expect(image.headers['content-type']).toBe('image/png');

    // A patch naming no field it knows changes nothing, and says so with the exercise as it is.
    for (const payload of ['{}', 'null', '{"extra":"1e400"}']) {
      const empty = await t.app.inject({
        method: 'PATCH',
        url,
        headers: {
          authorization: `Bearer ${owner.token}`,
          'x-org-id': gym,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
        },
        payload,
      });
      expect(empty.statusCode, payload).toBe(200);
      expect(empty.json<Exercise>(), payload).toEqual(pictured);
    }

    const notImage = await patchForm(url, { name: 'X' }, Buffer.from('%PDF-1.4'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json<{ message: string }>().message).toBe(EXERCISE_MESSAGES.image);

    // Another category's path does not reach it.
    const elsewhere = await t.request('PATCH', `/api/v1/chest/exercises/${exercise._id}`, {
      ...asOwner(),
      body: { name: 'Moved' },
    });
    expect(elsewhere.statusCode).toBe(404);

    const removed = await t.request('DELETE', url, asOwner());
    expect(removed.json<{ message: string }>().message).toBe(EXERCISE_MESSAGES.removed);
    expect((await t.request('DELETE', url, asOwner())).statusCode).toBe(404);
  });

  it.each([
    [{ name: '  ' }, EXERCISE_MESSAGES.name],
    [{ focusArea: '' }, EXERCISE_MESSAGES.focusArea],
    [{ equipment: '' }, EXERCISE_MESSAGES.equipment],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.request('POST', '/api/v1/arm/exercises', { ...asOwner(), body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('needs the Exercise permission', async () => {
    const operator = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: operator.user.profile.userId, role: 'operator', permissions: ['enquiry'] },
    });
    const as = { token: operator.token, orgId: gym };
    expect((await t.request('GET', '/api/v1/back/exercises', as)).statusCode).toBe(403);
    expect((await t.request('POST', '/api/v1/back/exercises', as)).statusCode).toBe(403);
  });

  it('keeps each gym to its own exercises', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/butt/exercises',
      listKey: null,
      itemPath: (id) => `/api/v1/butt/exercises/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/butt/exercises', {
          token: who.token,
          orgId,
          body: { name: 'Donkey Kick' },
        });
        return res.json<Exercise>()._id;
      },
      deletable: true,
    });
  });
});
