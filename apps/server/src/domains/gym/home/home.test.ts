import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lastMonths, todayInIndia, type GymHome } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { attendanceDaily } from '../../attendance';
import { gymFees, gymMembers } from '../members/gym.table';
import { gymFeeInvoice } from '../members/fees.service';
import { membersRequests } from '../members/gym.test-support';

// Issue 31: the gym's home, each figure against rows made here and against its screen's list.

let t: TestApp;
let owner: TestUser;
let gym: string;
let otherOwner: TestUser;
let otherGym: string;
const today = todayInIndia();
const thisMonth = today.slice(0, 7);
const [yearAgo = '', , , , , , , , , , lastMonth = ''] = lastMonths(today, 12);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Home Gym');
  otherOwner = await t.signUp();
  otherGym = await t.createOrg(otherOwner, 'gym', 'Other Gym');
});
afterAll(() => t.close());

const { staff } = membersRequests(() => ({ t, owner, gym }));
const db = () => t.database.db;

let serial = 0;
/** A member of `orgId` whose membership ends on `expiredDate`, frozen over `frozen` if given. */
async function member(orgId: string, expiredDate: string, frozen?: [string, string]) {
  serial += 1;
  const [row] = await db()
    .insert(gymMembers)
    .values({
      orgId,
      memberId: `HM${serial}`,
      name: `Home member ${serial}`,
      mobile: '9876543210',
      joinDate: addDays(today, -400),
      startDate: addDays(today, -400),
      expiredDate,
      frozenFrom: frozen?.[0] ?? null,
      frozenUntil: frozen?.[1] ?? null,
    })
    .returning();
  return row?.id ?? '';
}

async function fee(
  orgId: string,
  memberId: string,
  month: string,
  status: 'Paid' | 'Notpaid' | 'Halfpaid',
  amount: number,
  extra: { penalty?: number; currency?: 'INR' | 'USD' } = {},
) {
  await db()
    .insert(gymFees)
    .values({
      orgId,
      memberId,
      feeFrom: `${month}-01`,
      feeTo: `${month}-28`,
      amount: String(amount),
      penalty: String(extra.penalty ?? 0),
      status,
      currency: extra.currency ?? 'INR',
      ...(await gymFeeInvoice(db(), orgId, `${month}-01`)),
    });
}

async function mark(orgId: string, date: string, remark: 'Present' | 'Absent', srNo: number) {
  await db()
    .insert(attendanceDaily)
    .values({
      orgId,
      date,
      srNo,
      code: `S00${srNo}`,
      studentName: `Visitor ${srNo}`,
      sign: remark === 'Present' ? 'tick' : 'cross',
      remark,
    });
}

async function home(as: { token: string; orgId: string } = { token: owner.token, orgId: gym }) {
  const res = await t.request('GET', '/api/v1/gym/home', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GymHome>();
}

describe('the gym home', () => {
  beforeAll(async () => {
    // Each side of every boundary: expiring today and in 7 days, active in 8, expired yesterday.
    await member(gym, today);
    await member(gym, addDays(today, 7));
    const active = await member(gym, addDays(today, 8));
    await member(gym, addDays(today, 30));
    await member(gym, addDays(today, -1));
    // Frozen from today (not before it is), and a freeze that ended yesterday (expired).
    await member(gym, addDays(today, 3), [today, addDays(today, 10)]);
    await member(gym, addDays(today, -5), [addDays(today, -20), addDays(today, -1)]);

    await fee(gym, active, thisMonth, 'Paid', 1000, { penalty: 50 });
    await fee(gym, active, thisMonth, 'Paid', 20, { currency: 'USD' });
    await fee(gym, active, thisMonth, 'Notpaid', 700);
    await fee(gym, active, thisMonth, 'Halfpaid', 300, { penalty: 25 });
    await fee(gym, active, lastMonth, 'Paid', 400);
    await fee(gym, active, lastMonth, 'Notpaid', 999);
    await fee(gym, active, yearAgo, 'Paid', 111);
    // Thirteen months back is out of the chart; next month is not this month's.
    await fee(gym, active, lastMonths(today, 13)[0] ?? '', 'Paid', 5000);
    await fee(gym, active, lastMonths(addDays(today, 40), 1)[0] ?? '', 'Notpaid', 800);

    await mark(gym, today, 'Present', 1);
    await mark(gym, today, 'Present', 2);
    await mark(gym, today, 'Absent', 3);
    await mark(gym, addDays(today, -1), 'Present', 1);

    // Another gym's rows, which must not show.
    const theirs = await member(otherGym, addDays(today, 2));
    await fee(otherGym, theirs, thisMonth, 'Paid', 9999);
    await mark(otherGym, today, 'Present', 1);
  });

  it('counts the members by status, as the register filters them', async () => {
    const { members } = await home();
    expect(members).toEqual({ active: 2, expiring: 2, expired: 2, frozen: 1 });
    for (const [status, figure] of [
      ['Active', members?.active],
      ['Expiring', members?.expiring],
      ['Expired', members?.expired],
      ['Frozen', members?.frozen],
    ] as const) {
      const res = await t.request('GET', `/api/v1/gym/members?status=${status}`, {
        token: owner.token,
        orgId: gym,
      });
      expect(res.json<{ total: number }>().total, status).toBe(figure);
    }
  });

  it("counts today's check-ins as the sheet's Present", async () => {
    const { checkIns, today: day } = await home();
    expect(day).toBe(today);
    expect(checkIns).toEqual({ today: 2 });
    const res = await t.request('GET', '/api/v1/gym/attendance/totals', {
      token: owner.token,
      orgId: gym,
    });
    expect(res.json<{ totals: { present: number } }>().totals.present).toBe(2);
  });

  it("sums this month's fees due and collected, and the paid fees of 12 months", async () => {
    const { fees } = await home();
    expect(fees?.month).toBe(thisMonth);
    // Half paid is due; a fee in dollars is counted but not added to rupees.
    expect(fees?.due).toEqual({ count: 2, amount: 1025 });
    expect(fees?.collected).toEqual({ count: 2, amount: 1050 });
    expect(fees?.revenue).toHaveLength(12);
    expect(fees?.revenue[0]).toEqual({ at: yearAgo, value: 111 });
    expect(fees?.revenue[10]).toEqual({ at: lastMonth, value: 400 });
    expect(fees?.revenue[11]).toEqual({ at: thisMonth, value: 1050 });
    expect(fees?.revenue.slice(1, 10).every((point) => point.value === 0)).toBe(true);
    // The fees screen's month lists the same rows.
    const [year, month] = thisMonth.split('-');
    const res = await t.request('GET', `/api/v1/gym/fees?year=${year}&month=${Number(month)}`, {
      token: owner.token,
      orgId: gym,
    });
    const listed = res.json<{ fees: { status: string }[] }>().fees;
    expect(listed.filter((f) => f.status !== 'Paid')).toHaveLength(fees?.due.count ?? -1);
    expect(listed.filter((f) => f.status === 'Paid')).toHaveLength(fees?.collected.count ?? -1);
  });

  it("keeps another gym's rows out", async () => {
    const theirs = await home({ token: otherOwner.token, orgId: otherGym });
    expect(theirs.members).toEqual({ active: 0, expiring: 1, expired: 0, frozen: 0 });
    expect(theirs.checkIns).toEqual({ today: 1 });
    expect(theirs.fees?.collected).toEqual({ count: 1, amount: 9999 });
    const across = await t.request('GET', '/api/v1/gym/home', {
      token: owner.token,
      orgId: otherGym,
    });
    expect(across.statusCode).toBe(404);
  });

  it('shows a member only the parts of the screens they may open', async () => {
    const desk = await staff(['record']);
    const seen = await home(desk);
    expect(seen.members).toBeNull();
    expect(seen.fees).toBeNull();
    expect(seen.checkIns).toEqual({ today: 2 });
    const cashier = await home(await staff(['invoice', 'enrollment']));
    expect(cashier.checkIns).toBeNull();
    expect(cashier.fees?.due.count).toBe(2);
    expect(cashier.members?.expiring).toBe(2);
  });

  it('is for signed-in members of the gym', async () => {
    expect((await t.request('GET', '/api/v1/gym/home')).statusCode).toBe(401);
    const stranger = await t.signUp();
    const res = await t.request('GET', '/api/v1/gym/home', { token: stranger.token, orgId: gym });
    expect(res.statusCode).toBe(404);
  });
});
