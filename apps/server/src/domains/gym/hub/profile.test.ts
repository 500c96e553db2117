import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GYM_PROFILE_MESSAGES, TAX_ID_MESSAGES, type GymProfile } from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { gymTaxProfile } from './profile.service';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Profile Gym');
});
afterAll(() => t.close());

const PROFILE = {
  name: 'Sutrin Fitness',
  // Typed as people write it; kept in E.164 (decision 0359).
  contactNo: '098765-43210',
  mainAddress: '12 FC Road, Pune',
  email: 'desk@sutrin.example',
  branchId: 'B1002',
  branchname: 'Shivajinagar',
  gymId: '12121',
  founder: 'Asha Patil',
  address: '12 FC Road, Pune 411005',
  taxes: [
    { type: 'GST', taxNo: '27AAPFU0939F1ZV' },
    { type: 'Income Tax', taxNo: 'AAPFU0939F' },
  ],
};

const as = (who: TestUser, orgId: string) => ({ token: who.token, orgId });

function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  orgId: string,
  fields: Record<string, string>,
  file?: { data: Buffer; type: string },
) {
  const { body, contentType } = multipartBody(
    fields,
    file ? { field: 'image', name: 'photo.png', ...file } : undefined,
  );
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
}

describe('gym profile', () => {
  it('starts empty, is made once with Submit and changed with Updated', async () => {
    const none = await t.request('GET', '/api/v1/gymProfiles', as(owner, gym));
    expect(none.json()).toEqual({ success: true, profile: null });

    const created = await t.request('POST', '/api/v1/gymProfiles', {
      ...as(owner, gym),
      body: { ...PROFILE, branchId: undefined, gymId: undefined },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { profile, message } = created.json<{ profile: GymProfile; message: string }>();
    expect(message).toBe(GYM_PROFILE_MESSAGES.created);
    // The spec's defaults: branch B1001, gym id 12121.
    expect(profile).toMatchObject({ branchId: 'B1001', gymId: '12121', image: null });
    expect(profile.vedanId).toBe(owner.user.profile.userId);

    const again = await t.request('POST', '/api/v1/gymProfiles', {
      ...as(owner, gym),
      body: PROFILE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(GYM_PROFILE_MESSAGES.exists);

    const updated = await t.request('PUT', `/api/v1/gymProfiles/${profile._id}`, {
      ...as(owner, gym),
      body: PROFILE,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<{ message: string }>().message).toBe(GYM_PROFILE_MESSAGES.updated);

    const byGymId = await t.request('GET', '/api/v1/gymProfiles/12121', as(owner, gym));
    expect(byGymId.json<{ profile: GymProfile }>().profile).toMatchObject({
      ...PROFILE,
      contactNo: '+919876543210',
      taxes: PROFILE.taxes,
    });
    expect(await gymTaxProfile(t.database.db, gym)).toEqual({
      gstin: '27AAPFU0939F1ZV',
      stateCode: '27',
      name: 'Sutrin Fitness',
      address: '12 FC Road, Pune',
    });
  });

  it('takes the spec multipart form with taxes as JSON text and an image checked by content', async () => {
    const other = await t.createOrg(owner, 'gym', 'Photo Gym');
    const fields = { ...PROFILE, taxes: JSON.stringify(PROFILE.taxes) };
    const wrong = await sendForm('POST', '/api/v1/gymProfiles', other, fields, {
      data: Buffer.from('%PDF-1.4 not an image'),
      type: 'image/png',
    });
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json<{ message: string }>().message).toBe(GYM_PROFILE_MESSAGES.image);

    const res = await sendForm('POST', '/api/v1/gymProfiles', other, fields, {
      data: pngBytes(),
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { profile } = res.json<{ profile: GymProfile }>();
    expect(profile.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    expect(profile.taxes).toEqual(PROFILE.taxes);
    const photo = await t.request('GET', profile.image ?? '', { token: owner.token });
    expect(photo.headers['content-type']).toBe('image/png');

    const badJson = await sendForm('PUT', `/api/v1/gymProfiles/${profile._id}`, other, {
      ...fields,
      taxes: '[not json',
    });
    expect(badJson.json<{ message: string }>().message).toBe(GYM_PROFILE_MESSAGES.taxesJson);
    // Without a new image, an update keeps the stored one.
    const kept = await sendForm('PUT', `/api/v1/gymProfiles/${profile._id}`, other, fields);
    expect(kept.json<{ profile: GymProfile }>().profile.image).toBe(profile.image);
  });

  it.each([
    [{ taxes: [{ type: 'GST', taxNo: '27AAPFU0939F1ZX' }] }, TAX_ID_MESSAGES.gstin],
    [{ taxes: [{ type: 'GST', taxNo: '27AAPFU0939' }] }, TAX_ID_MESSAGES.gstin],
    [{ taxes: [{ type: 'Income Tax', taxNo: 'ABC' }] }, TAX_ID_MESSAGES.pan],
    [{ taxes: [{ type: 'Sales', taxNo: 'X1' }] }, GYM_PROFILE_MESSAGES.taxType],
    [{ taxes: [{ type: 'VAT', taxNo: '' }] }, GYM_PROFILE_MESSAGES.taxNo],
    [
      {
        taxes: [
          { type: 'GST', taxNo: '27AAPFU0939F1ZV' },
          { type: 'GST', taxNo: '27AAPFU0939F1ZV' },
        ],
      },
      GYM_PROFILE_MESSAGES.oneGst,
    ],
    [{ branchId: 'B1004' }, GYM_PROFILE_MESSAGES.branchId],
    [{ contactNo: '12345' }, GYM_PROFILE_MESSAGES.contactNo],
    [{ contactNo: '5876543210' }, GYM_PROFILE_MESSAGES.contactNo],
    [{ name: ' ' }, GYM_PROFILE_MESSAGES.name],
    [{ founder: '' }, GYM_PROFILE_MESSAGES.founder],
  ])('refuses %j with its message', async (change, message) => {
    const res = await t.request('POST', '/api/v1/gymProfiles', {
      ...as(owner, await t.createOrg(owner, 'gym')),
      body: { ...PROFILE, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(message);
  });

  it('lets members read and only the owner or an admin write; gyms only', async () => {
    const operator = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...as(owner, gym),
      body: { vedanId: operator.user.profile.userId, role: 'operator', permissions: ['enquiry'] },
    });
    const read = await t.request('GET', '/api/v1/gymProfiles', as(operator, gym));
    expect(read.json<{ profile: GymProfile }>().profile.name).toBe(PROFILE.name);
    const write = await t.request('POST', '/api/v1/gymProfiles', {
      ...as(operator, gym),
      body: PROFILE,
    });
    expect(write.statusCode).toBe(403);

    const ahar = await t.createOrg(owner, 'ahar');
    const notGym = await t.request('POST', '/api/v1/gymProfiles', {
      ...as(owner, ahar),
      body: PROFILE,
    });
    expect(notGym.statusCode).toBe(403);
  });

  it('keeps each gym to its own profile (the single-record form of expectTenantIsolation)', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const gymA = await t.createOrg(a, 'gym');
    const gymB = await t.createOrg(b, 'gym');
    const made = await t.request('POST', '/api/v1/gymProfiles', { ...as(b, gymB), body: PROFILE });
    const id = made.json<{ profile: GymProfile }>().profile._id;
    expect((await t.request('GET', `/api/v1/gymProfiles/${id}`, as(a, gymA))).statusCode).toBe(404);
    const put = await t.request('PUT', `/api/v1/gymProfiles/${id}`, {
      ...as(a, gymA),
      body: { ...PROFILE, name: 'Taken over' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request('GET', `/api/v1/gymProfiles/${id}`, as(a, gymB))).statusCode).toBe(404);
    expect(
      (await t.request('GET', '/api/v1/gymProfiles', as(a, gymA))).json<{ profile: null }>()
        .profile,
    ).toBeNull();
    expect(await gymTaxProfile(t.database.db, gymA)).toBeUndefined();
    const mine = await t.request('GET', '/api/v1/gymProfiles', as(b, gymB));
    expect(mine.json<{ profile: GymProfile }>().profile.name).toBe(PROFILE.name);
  });
});
