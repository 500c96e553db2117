import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  GYM_FEE_MESSAGES,
  GYM_MEMBER_MESSAGES,
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
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../../test/harness';
import { runReminders } from '../../reminders/reminders.service';
import { gymMembers } from './gym.table';
import { MEMBERSHIP_EXPIRY_KIND, membershipExpiryReminder } from './members.reminders';
import { MEMBER, membersRequests } from './gym.test-support';

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

const { asOwner, addMember, addPackage, staff } = membersRequests(() => ({ t, owner, gym }));
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

describe('the membership lifecycle: selling and renewing', () => {
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
});

describe("the membership lifecycle: freezing, reminders and the member's own view", () => {
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
