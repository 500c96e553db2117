import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  GYM_BATCH_MESSAGES,
  GYM_MEMBER_MESSAGES,
  GYM_PACKAGE_MESSAGES,
  todayInIndia,
  type GymBatch,
  type GymMember,
} from '@vedann/contracts';
import { multipartBody, pngBytes } from '../../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { findPerson } from '../../people/directory';
import { gymMembers } from './gym.table';
import { gymMembersDirectory } from './members.directory';
import { MEMBER, membersRequests } from './gym.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Member Gym');
});
afterAll(() => t.close());

const { asOwner, addMember, addPackage, staff } = membersRequests(() => ({ t, owner, gym }));
async function addBatch(body: object = {}, as = asOwner()): Promise<GymBatch> {
  const res = await t.request('POST', '/api/v1/gym/batches', {
    ...as,
    body: {
      batchName: 'Morning',
      batchLimit: 30,
      batchOpenTime: '06:00',
      batchCloseTime: '08:00',
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ batch: GymBatch }>().batch;
}
function multipart(
  url: string,
  fields: Record<string, string>,
  file?: { data: Buffer; type: string },
  method = 'POST',
) {
  const { body, contentType } = multipartBody(
    fields,
    file && { field: 'profileImage', name: 'photo', type: file.type, data: file.data },
  );
  return t.app.inject({
    method: method as 'POST',
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

describe('gym members', () => {
  it('adds a member with the spec defaults: male, today plan, joined today, a member id', async () => {
    const member = await addMember();
    expect(member).toMatchObject({
      name: 'Asha Rao',
      gender: 'male',
      document: 'today plan',
      joinDate: todayInIndia(),
      admissionDate: todayInIndia(),
      status: null,
      batch: null,
    });
    expect(member.memberId).toMatch(/^GM\d{5}$/);
    const next = await addMember({ ...MEMBER, name: 'Second' });
    expect(Number(next.memberId.slice(2))).toBe(Number(member.memberId.slice(2)) + 1);
  });

  it('checks every field with its message', async () => {
    const cases: [object, string][] = [
      [{ ...MEMBER, name: ' ' }, GYM_MEMBER_MESSAGES.name],
      [{ ...MEMBER, mobile: '12345' }, GYM_MEMBER_MESSAGES.mobile],
      [{ ...MEMBER, gender: 'other' }, GYM_MEMBER_MESSAGES.gender],
      [{ ...MEMBER, document: 'next week plan' }, GYM_MEMBER_MESSAGES.document],
      [{ ...MEMBER, dateOfBirth: '2001-02-30' }, GYM_MEMBER_MESSAGES.dateOfBirth],
      [{ ...MEMBER, vedanId: 'nope' }, GYM_MEMBER_MESSAGES.vedanId],
      [{ ...MEMBER, state: '7' }, GYM_MEMBER_MESSAGES.state],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/v1/gym/members', { ...asOwner(), body });
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    await addMember({ ...MEMBER, memberId: 'VIP-1' });
    const dup = await t.request('POST', '/api/v1/gym/members', {
      ...asOwner(),
      body: { ...MEMBER, memberId: 'vip-1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.duplicateMemberId);
  });

  it('takes a multipart form with a profile image checked by its content', async () => {
    const res = await multipart(
      '/api/v1/gym/members',
      { ...MEMBER, gender: 'female' },
      {
        data: pngBytes(),
        type: 'image/png',
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json<{ member: GymMember }>().member;
    expect(member.gender).toBe('female');
    expect(member.profileImage).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const image = await t.request('GET', member.profileImage, asOwner());
    expect(image.statusCode).toBe(200);

    const fake = await multipart('/api/v1/gym/members', MEMBER, {
      data: Buffer.from('%PDF-1.4 not an image'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.image);
  });

  it('serves the /api/members variant, image as a data URL, and deletes by id', async () => {
    const dataUrl = `data:image/png;base64,${pngBytes().toString('base64')}`;
    const res = await multipart('/api/v1/members', { ...MEMBER, profileImage: dataUrl });
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json<{ member: GymMember }>().member;
    expect(member.profileImage).toMatch(/^\/api\/v1\/files\//);
    const bad = await multipart('/api/v1/members', {
      ...MEMBER,
      profileImage: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(bad.statusCode).toBe(415);

    const list = await t.request('GET', '/api/v1/members?search=asha&limit=100', asOwner());
    expect(list.json<{ members: GymMember[] }>().members.map((m) => m._id)).toContain(member._id);
    // An index is not an id: deleting goes by id only.
    expect((await t.request('DELETE', '/api/v1/members/0', asOwner())).statusCode).toBe(400);
    const del = await t.request('DELETE', `/api/v1/members/${member._id}`, asOwner());
    expect(del.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.removed);
    expect(
      (await t.request('GET', `/api/v1/gym/members/${member._id}`, asOwner())).statusCode,
    ).toBe(404);
  });

  it('needs the Enrollment permission', async () => {
    const noEnrol = await staff(['package']);
    expect((await t.request('GET', '/api/v1/gym/members', noEnrol)).statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/gym/batches', noEnrol)).statusCode).toBe(403);
    const enrol = await staff(['enrollment']);
    expect((await t.request('GET', '/api/v1/gym/members', enrol)).statusCode).toBe(200);
  });

  it('is a people directory: found by record id, member id and Vedan ID', async () => {
    const person = await t.signUp();
    const vedanId = person.user.profile.userId;
    const member = await addMember({ ...MEMBER, vedanId });
    const org = { id: gym, kind: 'gym' as const };
    for (const code of [member._id, member.memberId.toLowerCase(), vedanId]) {
      const found = await findPerson([gymMembersDirectory], t.database.db, org, code);
      expect(found, code).toMatchObject({ recordId: member._id, userId: person.user._id });
    }
    const places = await gymMembersDirectory.placesOf(t.database.db, person.user._id);
    expect(places).toEqual([{ orgId: gym, audience: 'Member' }]);
  });
});

describe('gym batches', () => {
  it('checks the limit (at least 1) and the times', async () => {
    const cases: [object, string][] = [
      [{ batchLimit: 0 }, GYM_BATCH_MESSAGES.batchLimit],
      [{ batchLimit: 2.5 }, GYM_BATCH_MESSAGES.batchLimit],
      [{ batchName: '' }, GYM_BATCH_MESSAGES.batchName],
      [{ batchOpenTime: '25:00' }, GYM_BATCH_MESSAGES.batchOpenTime],
      [{ batchCloseTime: '' }, GYM_BATCH_MESSAGES.batchCloseTime],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/v1/gym/batches', {
        ...asOwner(),
        body: {
          batchName: 'Evening',
          batchLimit: 10,
          batchOpenTime: '18:00',
          batchCloseTime: '20:00',
          ...body,
        },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('never holds more members than its limit, even with 20 adds at once', async () => {
    const batch = await addBatch({ batchName: 'Tiny', batchLimit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('POST', '/api/v1/gym/members', {
          ...asOwner(),
          body: { ...MEMBER, name: `Rush ${i}`, batch: batch._id },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toBe(
      GYM_MEMBER_MESSAGES.batchFull('Tiny', 5),
    );
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gymMembers)
      .where(eq(gymMembers.batchId, batch._id));
    expect(count?.n).toBe(5);
    const saved = await t.request('GET', `/api/v1/gym/batches/${batch._id}`, asOwner());
    expect(saved.json<{ batch: GymBatch }>().batch.memberCount).toBe(5);

    // The limit cannot go under the members it holds; moving a member out frees a place.
    const lower = await t.request('PUT', `/api/v1/gym/batches/${batch._id}`, {
      ...asOwner(),
      body: { batchName: 'Tiny', batchLimit: 4, batchOpenTime: '06:00', batchCloseTime: '07:00' },
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json<{ message: string }>().message).toBe(GYM_BATCH_MESSAGES.belowMembers(5));
    const placed = answers.find((r) => r.statusCode === 201)?.json<{ member: GymMember }>().member;
    const moved = await t.request('PUT', `/api/v1/gym/members/${placed?._id ?? ''}`, {
      ...asOwner(),
      body: { ...MEMBER, batch: '' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await t.request('GET', `/api/v1/gym/batches/${batch._id}`, asOwner());
    expect(again.json<{ batch: GymBatch }>().batch.memberCount).toBe(4);
  });
});

describe('gym packages', () => {
  it('adds with the spec defaults: 1 Month, 1000, 100', async () => {
    const pack = await addPackage();
    expect(pack).toMatchObject({ range: '1 Month', fees: 1000, save: 100 });
  });

  it("answers the spec's message for an id that is not 24 characters, and checks the range", async () => {
    const res = await t.request('PUT', '/api/v1/gym/packages/abc', {
      ...asOwner(),
      body: { name: 'Gold' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(GYM_PACKAGE_MESSAGES.invalidId);
    const range = await t.request('POST', '/api/v1/gym/packages', {
      ...asOwner(),
      body: { range: 'forever' },
    });
    expect(range.json<{ message: string }>().message).toBe(GYM_PACKAGE_MESSAGES.range);
    const fees = await t.request('POST', '/api/v1/gym/packages', {
      ...asOwner(),
      body: { fees: -1 },
    });
    expect(fees.json<{ message: string }>().message).toBe(GYM_PACKAGE_MESSAGES.fees);
  });

  it('gives an Operator without Package a 403, and one with it the packages', async () => {
    const without = await staff(['enrollment', 'invoice']);
    expect((await t.request('GET', '/api/v1/gym/packages', without)).statusCode).toBe(403);
    const post = await t.request('POST', '/api/v1/gym/packages', { ...without, body: {} });
    expect(post.statusCode).toBe(403);
    const withIt = await staff(['package']);
    expect((await t.request('GET', '/api/v1/gym/packages', withIt)).statusCode).toBe(200);
    // Whoever enrols members reads the package names to sell one.
    const choices = await t.request('GET', '/api/v1/gym/members-packages', without);
    expect(choices.statusCode).toBe(200);
  });
});
