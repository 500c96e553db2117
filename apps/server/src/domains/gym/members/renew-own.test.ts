import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  GYM_MEMBER_MESSAGES,
  GYM_PLAN_MESSAGES,
  addDays,
  membershipEnd,
  todayInIndia,
  type GymFee,
  type GymMember,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { gymFees, gymMembers } from './gym.table';
import { MEMBER, membersRequests } from './gym.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Renewal Gym');
});
afterAll(() => t.close());

const { asOwner, addMember, addPackage } = membersRequests(() => ({ t, owner, gym }));
const renewPath = (id: string) => `/api/v1/gym/my-memberships/${id}/renew`;
const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;

/** A member of the gym named by the student's Vedan ID, sold a month that is already paid. */
async function paidMonth(student: TestUser) {
  const pack = await addPackage({ name: 'Monthly', range: '1 Month', fees: 1200 });
  const member = await addMember({ ...MEMBER, vedanId: student.user.profile.userId });
  const sold = await t.request('POST', `/api/v1/gym/members/${member._id}/membership`, {
    ...asOwner(),
    body: { packageId: pack._id },
  });
  expect(sold.statusCode, sold.body).toBe(200);
  await t.database.db
    .update(gymFees)
    .set({ status: 'Paid' })
    .where(eq(gymFees.memberId, member._id));
  return sold.json<{ member: GymMember }>().member;
}

describe("a gym member's own renewal", () => {
  it('sells the same package from the day after the expiry, as a fee the desk sees', async () => {
    const student = await t.signUp();
    const member = await paidMonth(student);
    const res = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(res.statusCode, res.body).toBe(200);
    const from = addDays(member.expiredDate ?? '', 1);
    const to = membershipEnd(from, '1 Month');
    expect(messageOf(res)).toBe(GYM_MEMBER_MESSAGES.sold('Monthly', to));
    const fees = await t.request('GET', `/api/v1/gym/fees?member=${member._id}`, asOwner());
    expect(fees.json<{ fees: GymFee[] }>().fees).toContainEqual(
      expect.objectContaining({
        amount: 1200,
        status: 'Notpaid',
        feeFrom: from,
        feeTo: to,
        remark: 'Renewed online: Monthly',
      }),
    );
    // The member's page shows the new fee with its pay state.
    const mine = await t.request('GET', '/api/v1/gym/my-memberships', { token: student.token });
    const [membership] = mine.json<{ memberships: { fees: { feeFrom: string }[] }[] }>()
      .memberships;
    expect(membership?.fees.map((fee) => fee.feeFrom)).toContain(from);

    const home = await t.request('GET', '/api/v1/gym/home', asOwner());
    expect(home.json<{ renewalsThisWeek: number }>().renewalsThisWeek).toBe(1);

    // A second renewal while that fee is unpaid is refused, and bills nothing.
    const again = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(GYM_MEMBER_MESSAGES.renewalPending);
    const after = await t.request('GET', `/api/v1/gym/fees?member=${member._id}`, asOwner());
    expect(after.json<{ fees: GymFee[] }>().fees).toHaveLength(2);
  });

  it("refuses another member's membership, and one without a package", async () => {
    const student = await t.signUp();
    const member = await paidMonth(student);
    const stranger = await t.signUp();
    const theirs = await t.request('POST', renewPath(member._id), { token: stranger.token });
    expect(theirs.statusCode).toBe(404);
    expect(messageOf(theirs)).toBe(GYM_PLAN_MESSAGES.membershipNotFound);
    // The gym's owner is no member either: the desk sells at its own route.
    const desk = await t.request('POST', renewPath(member._id), asOwner());
    expect(desk.statusCode).toBe(404);

    const bare = await t.signUp();
    const noPackage = await addMember({ ...MEMBER, vedanId: bare.user.profile.userId });
    const res = await t.request('POST', renewPath(noPackage._id), { token: bare.token });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(GYM_MEMBER_MESSAGES.noPackageToRenew);
    expect((await t.request('POST', renewPath(member._id))).statusCode).toBe(401);
  });

  it('renews a lapsed membership from today', async () => {
    const student = await t.signUp();
    const member = await paidMonth(student);
    const today = todayInIndia();
    await t.database.db
      .update(gymMembers)
      .set({ startDate: addDays(today, -40), expiredDate: addDays(today, -10) })
      .where(eq(gymMembers.id, member._id));
    const res = await t.request('POST', renewPath(member._id), { token: student.token });
    expect(res.statusCode, res.body).toBe(200);
    const fees = await t.request('GET', `/api/v1/gym/fees?member=${member._id}`, asOwner());
    expect(fees.json<{ fees: GymFee[] }>().fees).toContainEqual(
      expect.objectContaining({ feeFrom: today, feeTo: membershipEnd(today, '1 Month') }),
    );
  });
});
