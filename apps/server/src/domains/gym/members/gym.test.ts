import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  GYM_BATCH_MESSAGES,
  GYM_FEE_MESSAGES,
  GYM_MEMBER_MESSAGES,
  GYM_PACKAGE_MESSAGES,
  addDays,
  membershipEnd,
  todayInIndia,
  type GymBatch,
  type GymFee,
  type GymMember,
  type GymPackage,
} from '@vedann/contracts';
import { readPdfText } from '../../../pdf';
import { expectTenantIsolation } from '../../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../../test/files';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../../test/harness';
import { findPerson } from '../../people/directory';
import { runReminders } from '../../reminders/reminders.service';
import { gymMembers } from './gym.table';
import { gymMembersDirectory } from './members.directory';
import { MEMBERSHIP_EXPIRY_KIND, membershipExpiryReminder } from './members.reminders';

let t: TestApp;
let owner: TestUser;
let gym: string;
const GSTIN = '27AAPFU0939F1ZV';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Member Gym');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: gym });
const MEMBER = { name: 'Asha Rao', mobile: '9876543210' };

async function addMember(body: object = MEMBER, as = asOwner()): Promise<GymMember> {
  const res = await t.request('POST', '/api/v1/gym/members', { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: GymMember }>().member;
}
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
async function addPackage(body: object = {}, as = asOwner()): Promise<GymPackage> {
  const res = await t.request('POST', '/api/v1/gym/packages', { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ package: GymPackage }>().package;
}
async function sell(memberId: string, packageId: string) {
  const res = await t.request('POST', `/api/v1/gym/members/${memberId}/membership`, {
    ...asOwner(),
    body: { packageId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ member: GymMember; message: string }>();
}
const setDates = (id: string, values: Partial<typeof gymMembers.$inferInsert>) =>
  t.database.db.update(gymMembers).set(values).where(eq(gymMembers.id, id));
async function staff(permissions: string[]) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    ...asOwner(),
    body: { vedanId: person.user.profile.userId, role: 'operator', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId: gym };
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

describe('the membership lifecycle', () => {
  it('sets the expiry from the package range, and the sale is a fee not yet paid', async () => {
    const today = todayInIndia();
    const pack = await addPackage({ name: 'Quarter', range: '3 Months', fees: 2700 });
    const member = await addMember({ ...MEMBER, name: 'Lifecycle One' });
    const { member: sold, message } = await sell(member._id, pack._id);
    const end = membershipEnd(today, '3 Months');
    expect(sold).toMatchObject({
      plan: 'Quarter',
      startDate: today,
      expiredDate: end,
      status: 'Active',
    });
    expect(message).toBe(GYM_MEMBER_MESSAGES.sold('Quarter', end));
    const fees = await t.request('GET', `/api/v1/gym/fees?member=${member._id}`, asOwner());
    expect(fees.json<{ fees: GymFee[] }>().fees).toEqual([
      expect.objectContaining({ amount: 2700, status: 'Notpaid', feeFrom: today, feeTo: end }),
    ]);
  });

  it('shows Expiring within 7 days and renews from the day after the old expiry', async () => {
    const today = todayInIndia();
    const pack = await addPackage({ name: 'Month', range: '1 Month' });
    const member = await addMember({ ...MEMBER, name: 'Lifecycle Two' });
    await sell(member._id, pack._id);
    const soon = addDays(today, 3);
    await setDates(member._id, { startDate: addDays(today, -27), expiredDate: soon });
    const read = await t.request('GET', `/api/v1/gym/members/${member._id}`, asOwner());
    expect(read.json<{ member: GymMember }>().member).toMatchObject({
      status: 'Expiring',
      daysLeft: 3,
    });
    const dash = await t.request('GET', '/api/v1/gym/members-dashboard', asOwner());
    const board = dash.json<{ expiring: { members: GymMember[] }; feesDue: { fees: GymFee[] } }>();
    expect(board.expiring.members.map((m) => m._id)).toContain(member._id);
    expect(board.feesDue.fees.map((f) => f.member)).toContain(member._id);
    const listed = await t.request('GET', '/api/v1/gym/members?status=Expiring', asOwner());
    expect(listed.json<{ members: GymMember[] }>().members.map((m) => m._id)).toContain(member._id);
    // The dashboard's totals are those of the lists by status.
    const totals = dash.json<{ expiring: { total: number }; expired: { total: number } }>();
    expect(totals.expiring.total).toBeGreaterThan(0);
    expect(totals.expiring.total).toBe(listed.json<{ total: number }>().total);
    const expired = await t.request('GET', '/api/v1/gym/members?status=Expired', asOwner());
    expect(totals.expired.total).toBe(expired.json<{ total: number }>().total);

    const { member: renewed } = await sell(member._id, pack._id);
    const start = addDays(soon, 1);
    expect(renewed).toMatchObject({
      startDate: addDays(today, -27),
      expiredDate: membershipEnd(start, '1 Month'),
      status: 'Active',
    });
  });

  it('renews a lapsed membership from today', async () => {
    const today = todayInIndia();
    const pack = await addPackage({ name: 'Fortnight', range: '15 Days' });
    const member = await addMember({ ...MEMBER, name: 'Lifecycle Three' });
    await sell(member._id, pack._id);
    await setDates(member._id, { expiredDate: addDays(today, -10) });
    const expired = await t.request('GET', '/api/v1/gym/members?status=Expired', asOwner());
    expect(expired.json<{ members: GymMember[] }>().members.map((m) => m._id)).toContain(
      member._id,
    );
    const { member: renewed } = await sell(member._id, pack._id);
    expect(renewed).toMatchObject({
      startDate: today,
      expiredDate: addDays(today, 14),
      status: 'Active',
    });
  });

  it('freezing moves the expiry on by the days frozen; resuming gives back the unused days', async () => {
    const today = todayInIndia();
    const pack = await addPackage({ name: 'Year', range: '1 Year' });
    const member = await addMember({ ...MEMBER, name: 'Lifecycle Four' });
    const { member: sold } = await sell(member._id, pack._id);
    const res = await t.request('POST', `/api/v1/gym/members/${member._id}/freeze`, {
      ...asOwner(),
      body: { days: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const frozen = res.json<{ member: GymMember; message: string }>();
    expect(frozen.member).toMatchObject({
      status: 'Frozen',
      expiredDate: addDays(sold.expiredDate, 10),
      frozenFrom: today,
      frozenUntil: addDays(today, 9),
    });
    expect(frozen.message).toBe(GYM_MEMBER_MESSAGES.frozen(addDays(sold.expiredDate, 10)));
    const twice = await t.request('POST', `/api/v1/gym/members/${member._id}/freeze`, {
      ...asOwner(),
      body: { days: 3 },
    });
    expect(twice.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.alreadyFrozen);
    const resumed = await t.request(
      'POST',
      `/api/v1/gym/members/${member._id}/unfreeze`,
      asOwner(),
    );
    // Today counted as frozen: one day of the ten was used.
    expect(resumed.json<{ member: GymMember }>().member).toMatchObject({
      status: 'Active',
      expiredDate: addDays(sold.expiredDate, 1),
    });
    const bad = await t.request('POST', `/api/v1/gym/members/${member._id}/freeze`, {
      ...asOwner(),
      body: { days: 0 },
    });
    expect(bad.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.freezeDays);
    const none = await addMember({ ...MEMBER, name: 'No plan' });
    const noPlan = await t.request('POST', `/api/v1/gym/members/${none._id}/freeze`, {
      ...asOwner(),
      body: { days: 2 },
    });
    expect(noPlan.json<{ message: string }>().message).toBe(GYM_MEMBER_MESSAGES.noPlan);
  });

  it('sends the expiry reminders 7, 3 and 1 days before, each once', async () => {
    const today = todayInIndia();
    const ids: string[] = [];
    for (const [i, days] of [7, 3, 1, 5].entries()) {
      const m = await addMember({
        ...MEMBER,
        name: `Remind ${i}`,
        email: `remind${i}@example.com`,
      });
      await setDates(m._id, { plan: 'Month', startDate: today, expiredDate: addDays(today, days) });
      ids.push(m._id);
    }
    const run = () =>
      runReminders({
        db: t.database.db,
        mailer: t.deps.mailer,
        kinds: [membershipExpiryReminder],
        today,
      });
    const [first] = await run();
    expect(first).toMatchObject({ kind: MEMBERSHIP_EXPIRY_KIND, sent: 3 });
    const [second] = await run();
    expect(second).toMatchObject({ due: 0, sent: 0 });
    const mails = readOutbox(t.dataDir).filter((m) => m.includes('membership ends in'));
    expect(mails.filter((m) => m.includes('remind0@example.com'))).toHaveLength(1);
    expect(mails.some((m) => m.includes('remind3@example.com'))).toBe(false);
    expect(mails.find((m) => m.includes('remind2@'))).toContain('ends in 1 day');
  });

  it('lets a member linked by Vedan ID see their plan on their own dashboard', async () => {
    const person = await t.signUp();
    const pack = await addPackage({ name: 'Own Plan', range: '1 Month' });
    const member = await addMember({ ...MEMBER, vedanId: person.user.profile.userId });
    await sell(member._id, pack._id);
    const res = await t.request('GET', '/api/v1/gym/my-memberships', { token: person.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ memberships: { gym: { name: string }; member: GymMember }[] }>();
    expect(body.memberships).toEqual([
      expect.objectContaining({
        gym: expect.objectContaining({ name: 'Member Gym' }),
        member: expect.objectContaining({ plan: 'Own Plan', status: 'Active' }),
      }),
    ]);
  });
});

describe('gym fees and the GST invoice', () => {
  it('names a member, checks its fields and filters by year and month', async () => {
    const member = await addMember({ ...MEMBER, name: 'Fee Payer' });
    const body = {
      member: member._id,
      feeFrom: '2025-03-01',
      feeTo: '2025-03-31',
      amount: 1180,
      status: 'Halfpaid',
      penalty: 0,
    };
    const res = await t.request('POST', '/api/v1/gym/fees', { ...asOwner(), body });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ fee: GymFee }>().fee).toMatchObject({
      student: 'Fee Payer',
      status: 'Halfpaid',
      currency: 'INR',
    });
    const cases: [object, string, number][] = [
      [{ ...body, member: '0'.repeat(24) }, GYM_FEE_MESSAGES.memberNotFound, 404],
      [{ ...body, status: 'Half' }, GYM_FEE_MESSAGES.status, 400],
      [{ ...body, penalty: -5 }, GYM_FEE_MESSAGES.penalty, 400],
      [{ ...body, feeTo: '2025-02-01' }, GYM_FEE_MESSAGES.feeToBefore, 400],
    ];
    for (const [bad, message, status] of cases) {
      const answer = await t.request('POST', '/api/v1/gym/fees', { ...asOwner(), body: bad });
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json<{ message: string }>().message).toBe(message);
    }
    const march = await t.request('GET', '/api/v1/gym/fees?year=2025&month=3', asOwner());
    expect(march.json<{ fees: GymFee[] }>().fees.map((f) => f.student)).toEqual(['Fee Payer']);
    const april = await t.request('GET', '/api/v1/gym/fees?year=2025&month=4', asOwner());
    expect(april.json<{ fees: GymFee[] }>().fees).toEqual([]);
  });

  it('makes a GST invoice: CGST and SGST inside the state, IGST outside it', async () => {
    const local = await addMember({ ...MEMBER, name: 'Local Member' });
    const away = await addMember({ ...MEMBER, name: 'Away Member', state: '29' });
    const fee = async (member: string) => {
      const res = await t.request('POST', '/api/v1/gym/fees', {
        ...asOwner(),
        body: { member, feeFrom: '2025-05-01', feeTo: '2025-05-31', amount: 1180, status: 'Paid' },
      });
      return res.json<{ fee: GymFee }>().fee;
    };
    const localFee = await fee(local._id);
    const noGstin = await t.request('GET', `/api/v1/gym/fees/${localFee._id}/invoice`, asOwner());
    expect(noGstin.statusCode).toBe(409);
    expect(noGstin.json<{ message: string }>().message).toBe(GYM_FEE_MESSAGES.noGstin);
    // The invoice is issued under the GSTIN and address of the gym profile.
    const profile = await t.request('POST', '/api/v1/gymProfiles', {
      ...asOwner(),
      body: {
        name: 'Member Gym',
        contactNo: '9876543210',
        mainAddress: '12 MG Road, Pune',
        email: 'desk@membergym.example',
        branchname: 'MG Road',
        founder: 'Asha Rao',
        address: '12 MG Road, Pune',
        taxes: [{ type: 'GST', taxNo: GSTIN }],
      },
    });
    expect(profile.statusCode, profile.body).toBe(201);
    expect((await t.request('PUT', '/api/v1/gym/billing', asOwner())).statusCode).toBe(404);

    const pdf = await t.request('GET', `/api/v1/gym/fees/${localFee._id}/invoice`, asOwner());
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(pdf.rawPayload);
    expect(text).toContain(GSTIN);
    expect(text).toContain('12 MG Road, Pune');
    expect(text).toContain('999723');
    expect(text).toContain('CGST @ 9%');
    expect(text).toContain('SGST @ 9%');
    expect(text).toContain('₹90.00');
    expect(text).toContain('₹1,000.00');
    expect(text).toMatch(/One Thousand One Hundred (and )?Eighty/i);
    expect(text).not.toContain('IGST');

    const awayFee = await fee(away._id);
    const inter = await t.request('GET', `/api/v1/gym/fees/${awayFee._id}/invoice`, asOwner());
    const interText = await readPdfText(inter.rawPayload);
    expect(interText).toContain('IGST @ 18%');
    expect(interText).toContain('₹180.00');
    expect(interText).not.toContain('CGST');
  });

  it('needs the Invoice permission', async () => {
    const noInvoice = await staff(['enrollment']);
    expect((await t.request('GET', '/api/v1/gym/fees', noInvoice)).statusCode).toBe(403);
    const invoice = await staff(['invoice']);
    expect((await t.request('GET', '/api/v1/gym/fees', invoice)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  const member = async (tt: TestApp, user: TestUser, orgId: string) => {
    const res = await tt.request('POST', '/api/v1/gym/members', {
      token: user.token,
      orgId,
      body: MEMBER,
    });
    return res.json<{ member: GymMember }>().member._id;
  };
  it('keeps each gym to its own members, batches, packages and fees', async () => {
    for (const listPath of ['/api/v1/gym/members', '/api/v1/members']) {
      await expectTenantIsolation(t, {
        kind: 'gym',
        listPath,
        listKey: 'members',
        itemPath: (id) => `${listPath}/${id}`,
        create: member,
        updateBody: MEMBER,
        deletable: true,
      });
    }
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/batches',
      listKey: 'batches',
      itemPath: (id) => `/api/v1/gym/batches/${id}`,
      create: async (tt, user, orgId) => {
        const res = await tt.request('POST', '/api/v1/gym/batches', {
          token: user.token,
          orgId,
          body: { batchName: 'B', batchLimit: 3, batchOpenTime: '06:00', batchCloseTime: '07:00' },
        });
        return res.json<{ batch: GymBatch }>().batch._id;
      },
      updateBody: {
        batchName: 'C',
        batchLimit: 3,
        batchOpenTime: '06:00',
        batchCloseTime: '07:00',
      },
      deletable: true,
    });
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/packages',
      listKey: 'packages',
      itemPath: (id) => `/api/v1/gym/packages/${id}`,
      create: async (tt, user, orgId) => {
        const res = await tt.request('POST', '/api/v1/gym/packages', {
          token: user.token,
          orgId,
          body: {},
        });
        return res.json<{ package: GymPackage }>().package._id;
      },
      updateBody: { name: 'Other' },
      deletable: true,
    });
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/gym/fees',
      listKey: 'fees',
      itemPath: (id) => `/api/v1/gym/fees/${id}`,
      create: async (tt, user, orgId) => {
        const m = await member(tt, user, orgId);
        const res = await tt.request('POST', '/api/v1/gym/fees', {
          token: user.token,
          orgId,
          body: { member: m, feeFrom: '2025-01-01', feeTo: '2025-01-31' },
        });
        return res.json<{ fee: GymFee }>().fee._id;
      },
      deletable: true,
    });
  });
});
