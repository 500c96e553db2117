import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  LIBRARY_MEMBER_MESSAGES,
  MONTHS,
  type LibraryMember,
  type MemberDashboard,
  type MemberFeeMonth,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addMonths, libraryToday } from './seats.service';

let t: TestApp;
let librarian: TestUser;
let library: string;
let student: TestUser;
const as = () => ({ token: librarian.token, orgId: library });
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Joined Library');
  student = await t.signUp();
});
afterAll(() => t.close());

const thisMonth = () => libraryToday().slice(0, 7);
const monthsAgo = (n: number) => addMonths(`${thisMonth()}-01`, -n);

const joinForm = (overrides: Record<string, unknown> = {}) => ({
  picName: '',
  name: 'kavya joshi',
  vedanId: 'vdabc234',
  seatNo: '12',
  fees: 700,
  time: 'Morning',
  joiningDate: monthsAgo(2),
  ...overrides,
});

async function join(body: object, who = as()) {
  const res = await t.request('POST', '/api/v1/joined', { ...who, body });
  return res;
}

describe('joined members', () => {
  it('submits, upper-cases the first letter of Name and Vedan ID, and gives a member id', async () => {
    const res = await join(joinForm());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; member: LibraryMember }>();
    expect(body.message).toBe(LIBRARY_MEMBER_MESSAGES.submitted);
    expect(body.member).toMatchObject({
      name: 'Kavya joshi',
      vedanId: 'Vdabc234',
      seatNo: '12',
      fees: 700,
      time: 'Morning',
      account: null,
    });
    expect(body.member.memberId).toMatch(/^VJKJ\d{5}$/);
  });

  it('is linked to the Vedann account with that Vedan ID', async () => {
    const res = await join(
      joinForm({ name: 'asha', vedanId: student.user.profile.userId.toLowerCase() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ member: LibraryMember }>().member.account).toEqual({
      fullname: student.user.fullname,
    });
    const again = await join(
      joinForm({ name: 'asha again', vedanId: student.user.profile.userId }),
    );
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(LIBRARY_MEMBER_MESSAGES.duplicate);
  });

  it('gives each field its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, LIBRARY_MEMBER_MESSAGES.name],
      [{ name: undefined }, LIBRARY_MEMBER_MESSAGES.name],
      [{ vedanId: '  ' }, LIBRARY_MEMBER_MESSAGES.vedanId],
      [{ seatNo: '' }, LIBRARY_MEMBER_MESSAGES.seatNo],
      [{ fees: '' }, LIBRARY_MEMBER_MESSAGES.fees],
      [{ fees: -1 }, LIBRARY_MEMBER_MESSAGES.feesPositive],
      [{ fees: 'abc' }, LIBRARY_MEMBER_MESSAGES.feesPositive],
      [{ time: '' }, LIBRARY_MEMBER_MESSAGES.time],
      [{ joiningDate: '' }, LIBRARY_MEMBER_MESSAGES.joiningDate],
      [{ joiningDate: '2025-02-30' }, LIBRARY_MEMBER_MESSAGES.joiningDate],
      [{ picName: 'http://elsewhere/x.png' }, LIBRARY_MEMBER_MESSAGES.picName],
    ];
    for (const [overrides, expected] of cases) {
      const res = await join(joinForm({ vedanId: 'VDNEW999', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(message(res), JSON.stringify(overrides)).toBe(expected);
    }
    // 0 is a fee (a scholarship seat).
    expect((await join(joinForm({ vedanId: 'VDZERO22', fees: 0 }))).statusCode).toBe(201);
  });

  it('stores the profile picture and takes its path as picName', async () => {
    const { body, contentType } = multipartBody(
      {},
      { field: 'picName', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await t.request('POST', '/api/v1/joined/photo', {
      ...as(),
      body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    const picName = res.json<{ picName: string }>().picName;
    const joined = await join(joinForm({ vedanId: 'VDPIC234', picName }));
    expect(joined.json<{ member: LibraryMember }>().member.picName).toBe(picName);
  });

  it('lists, searches, updates and deletes', async () => {
    const list = await t.request('GET', '/api/v1/joined?search=vdabc', as());
    const members = list.json<{ members: LibraryMember[]; total: number }>();
    expect(members.total).toBe(1);
    const id = members.members[0]?._id ?? '';
    const updated = await t.request('PUT', `/api/v1/joined/${id}`, {
      ...as(),
      body: joinForm({ seatNo: '14', fees: 750 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ member: LibraryMember }>().member).toMatchObject({
      seatNo: '14',
      fees: 750,
    });
    const extra = await join(joinForm({ vedanId: 'VDDEL234' }));
    const extraId = extra.json<{ member: LibraryMember }>().member._id;
    expect((await t.request('DELETE', `/api/v1/joined/${extraId}`, as())).statusCode).toBe(200);
    expect((await t.request('GET', `/api/v1/joined/${extraId}`, as())).statusCode).toBe(404);
  });

  it("keeps each library's members to itself", async () => {
    let n = 0;
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/joined',
      listKey: 'members',
      itemPath: (id) => `/api/v1/joined/${id}`,
      updateBody: joinForm({ vedanId: 'VDISO999' }),
      deletable: true,
      async create(app, owner, orgId) {
        n += 1;
        const res = await app.request('POST', '/api/v1/joined', {
          token: owner.token,
          orgId,
          body: joinForm({ vedanId: `VDISO${n}00` }),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ member: LibraryMember }>().member._id;
      },
    });
  });
});

describe('the Fee Card', () => {
  it('keeps only digits, dot and minus in numeric columns; empty P/L is 0', async () => {
    const res = await t.request('POST', '/api/v1/update-fees', {
      ...as(),
      body: {
        month: 'March',
        year: 2030,
        data: {
          Enquiry: '14 walk-ins',
          Applied: '9',
          Learning: 'Group A',
          FeesCovered: '₹ 12,500.50',
          LeftFees: 'Rs -300',
          'P/L': '',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ fee: object }>().fee).toEqual({
      month: 'March',
      Enquiry: '14 walk-ins',
      Applied: '9',
      Learning: 'Group A',
      FeesCovered: 12500.5,
      LeftFees: -300,
      'P/L': 0,
    });
    const card = await t.request('GET', '/api/v1/fees?year=2030', as());
    const fees = card.json<{ fees: { month: string; FeesCovered: number }[] }>().fees;
    expect(fees.map((f) => f.month)).toEqual([...MONTHS]);
    expect(fees[2]?.FeesCovered).toBe(12500.5);
    expect(fees[0]?.FeesCovered).toBe(0);
  });

  it('refuses an unknown month and a number it cannot read', async () => {
    const bad = (body: object) => t.request('POST', '/api/v1/update-fees', { ...as(), body });
    expect(message(await bad({ month: 'Smarch', data: {} }))).toBe(FEE_MESSAGES.month);
    expect(message(await bad({ month: 'May', data: { FeesCovered: '1.2.3' } }))).toBe(
      FEE_MESSAGES.number('FeesCovered'),
    );
  });

  it('keeps the fee plan table: Monthly and Anyplan with Student and Fees', async () => {
    const res = await t.request('PUT', '/api/v1/fee-plans', {
      ...as(),
      body: {
        rows: [
          { plan: 'Monthly', Student: 24, Fees: 700 },
          { plan: 'Anyplan', Student: 6, Fees: '1999.5' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.request('GET', '/api/v1/fee-plans', as());
    expect(read.json<{ rows: object[] }>().rows).toEqual([
      { plan: 'Monthly', Student: 24, Fees: 700 },
      { plan: 'Anyplan', Student: 6, Fees: 1999.5 },
    ]);
    const wrong = await t.request('PUT', '/api/v1/fee-plans', {
      ...as(),
      body: { rows: [{ plan: 'Monthly', Student: 1, Fees: 1 }] },
    });
    expect(message(wrong)).toBe(FEE_MESSAGES.planRow);
  });
});

describe("members' monthly fees", () => {
  let memberId: string;

  beforeAll(async () => {
    const res = await join(
      joinForm({
        name: 'Ravi Kumar',
        vedanId: 'VDFEE234',
        fees: 600,
        joiningDate: `${monthsAgo(2)}`,
      }),
    );
    memberId = res.json<{ member: LibraryMember }>().member._id;
  });

  const pay = (body: object) =>
    t.request('POST', `/api/v1/joined/${memberId}/payments`, { ...as(), body });

  it('each month since joining is Paid, Partly paid or Due', async () => {
    expect(
      (
        await pay({
          month: monthsAgo(2).slice(0, 7),
          amount: 600,
          paidOn: libraryToday(),
          method: 'Cash',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await pay({
          month: monthsAgo(1).slice(0, 7),
          amount: '250.50',
          paidOn: libraryToday(),
          method: 'Online',
        })
      ).statusCode,
    ).toBe(201);
    const res = await t.request('GET', `/api/v1/joined/${memberId}/fees`, as());
    const body = res.json<{ months: MemberFeeMonth[]; totalDue: number }>();
    expect(body.months.map((m) => [m.month, m.status, m.paid, m.due])).toEqual([
      [thisMonth(), 'Due', 0, 600],
      [monthsAgo(1).slice(0, 7), 'Partly paid', 250.5, 349.5],
      [monthsAgo(2).slice(0, 7), 'Paid', 600, 0],
    ]);
    expect(body.months[1]?.payments[0]).toMatchObject({ amount: 250.5, method: 'Online' });
    expect(body.totalDue).toBe(949.5);
  });

  it('refuses more than is due, a month before joining, and bad fields', async () => {
    const over = await pay({
      month: monthsAgo(1).slice(0, 7),
      amount: 400,
      paidOn: libraryToday(),
      method: 'Card',
    });
    expect(over.statusCode).toBe(400);
    expect(message(over)).toBe(FEE_MESSAGES.overpaid('₹349.50'));
    const early = await pay({
      month: monthsAgo(6).slice(0, 7),
      amount: 10,
      paidOn: libraryToday(),
      method: 'Card',
    });
    expect(message(early)).toBe(FEE_MESSAGES.beforeJoining);
    expect(
      message(await pay({ month: '2030-13', amount: 1, paidOn: libraryToday(), method: 'Cash' })),
    ).toBe(FEE_MESSAGES.paymentMonth);
    expect(
      message(await pay({ month: thisMonth(), amount: 0, paidOn: libraryToday(), method: 'Cash' })),
    ).toBe(FEE_MESSAGES.paymentAmount);
    expect(
      message(await pay({ month: thisMonth(), amount: 5, paidOn: libraryToday(), method: 'UPI' })),
    ).toBe(FEE_MESSAGES.paymentMethod);
  });

  it('the fees due list pages through unpaid member-months', async () => {
    const res = await t.request('GET', '/api/v1/fees/due?limit=100', as());
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      dues: { memberId: string; month: string; due: number; status: string }[];
      total: number;
    }>();
    const ravi = body.dues.filter((d) => d.memberId === memberId);
    expect(ravi.map((d) => [d.month, d.status, d.due])).toEqual([
      [monthsAgo(1).slice(0, 7), 'Partly paid', 349.5],
      [thisMonth(), 'Due', 600],
    ]);
    expect(body.total).toBe(body.dues.length);
    const page = await t.request('GET', '/api/v1/fees/due?limit=1&page=2', as());
    expect(page.json<{ dues: unknown[]; totalPages: number }>()).toMatchObject({
      totalPages: body.total,
    });
    const month = await t.request('GET', `/api/v1/fees/due?month=${thisMonth()}&limit=100`, as());
    const monthDues = month.json<{ dues: { month: string }[] }>().dues;
    expect(monthDues.every((d) => d.month === thisMonth())).toBe(true);
  });

  it("another library cannot pay or read this member's fees", async () => {
    const other = await t.signUp({ role: 'librarian' });
    const otherLibrary = await t.createOrg(other, 'library');
    const who = { token: other.token, orgId: otherLibrary };
    expect((await t.request('GET', `/api/v1/joined/${memberId}/fees`, who)).statusCode).toBe(404);
    const paid = await t.request('POST', `/api/v1/joined/${memberId}/payments`, {
      ...who,
      body: { month: thisMonth(), amount: 1, paidOn: libraryToday(), method: 'Cash' },
    });
    expect(paid.statusCode).toBe(404);
    const dues = await t.request('GET', '/api/v1/fees/due', who);
    expect(dues.json<{ total: number }>().total).toBe(0);
  });
});

describe("the member's own dashboard", () => {
  it('shows only the libraries that joined this account, with seats and fees', async () => {
    const own = await t.request('GET', '/api/v1/joined?search=asha', as());
    const member = own.json<{ members: LibraryMember[] }>().members[0];
    expect(member).toBeDefined();
    const booked = await t.request('POST', '/api/v1/book-seat', {
      ...as(),
      body: { seatNumber: 4, memberId: member?.memberId, shift: 'Morning' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // A booking of someone else in the same library is not shown.
    await t.request('POST', '/api/v1/book-seat', {
      ...as(),
      body: { seatNumber: 5, memberId: 'VJOT11111', shift: 'Morning' },
    });

    const res = await t.request('GET', '/api/v1/library/dashboard', { token: student.token });
    expect(res.statusCode).toBe(200);
    const dash = res.json<MemberDashboard>();
    expect(dash.profile).toMatchObject({
      fullname: student.user.fullname,
      vedanId: student.user.profile.userId,
    });
    expect(dash.libraries).toHaveLength(1);
    const entry = dash.libraries[0];
    expect(entry?.library.name).toBe('Joined Library');
    expect(entry?.seats.map((s) => [s.seatNumber, s.shift])).toEqual([[4, 'Morning']]);
    expect(entry?.fees[0]).toMatchObject({ month: thisMonth(), fee: 700, status: 'Due' });
    expect(entry?.totalDue).toBe(700 * 3);

    // Someone who joined nothing sees nothing, and the dashboard needs a session.
    const stranger = await t.signUp();
    const empty = await t.request('GET', '/api/v1/library/dashboard', { token: stranger.token });
    expect(empty.json<MemberDashboard>().libraries).toEqual([]);
    expect((await t.request('GET', '/api/v1/library/dashboard')).statusCode).toBe(401);
  });
});
