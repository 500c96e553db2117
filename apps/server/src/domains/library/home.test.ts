import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInIndia, type LibraryHome, type ShiftTotals } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { attendanceDaily } from '../attendance';
import { issueInvoiceNumber } from '../payments';
import { feePayments } from './fees.table';
import { LIBRARY_FEE_RECEIPTS } from './library.documents';
import { loans } from './loans.table';
import { libraryMembers } from './members.table';
import { seatBookings } from './seats.table';
import { libraryTickets } from './tickets.table';

// Issue 31: the library's home, each figure against rows made here and against its page's list.

let t: TestApp;
let owner: TestUser;
let library: string;
let otherOwner: TestUser;
let otherLibrary: string;
const today = todayInIndia();
const monthStart = `${today.slice(0, 7)}-01`;
const lastMonthStart = `${addDays(monthStart, -1).slice(0, 7)}-01`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(owner, 'library', 'Home Library');
  otherOwner = await t.signUp({ role: 'librarian' });
  otherLibrary = await t.createOrg(otherOwner, 'library', 'Other Library');
});
afterAll(() => t.close());

const db = () => t.database.db;
const asOwner = () => ({ token: owner.token, orgId: library });

let serial = 0;
async function booking(
  orgId: string,
  by: TestUser,
  shift: 'Morning' | 'Evening' | 'Full day',
  startDate: string,
  expiryDate: string,
) {
  serial += 1;
  await db()
    .insert(seatBookings)
    .values({
      orgId,
      shift,
      layout: 'grid',
      seatNumber: serial,
      tableNo: 1,
      memberId: `LM${serial}`,
      startDate,
      expiryDate,
      bookedBy: by.user._id,
    });
}

async function member(orgId: string, fees: number, joiningDate: string) {
  serial += 1;
  const [row] = await db()
    .insert(libraryMembers)
    .values({
      orgId,
      name: `Reader ${serial}`,
      vedanId: `VDHOME${serial}`,
      memberId: `R${serial}`,
      seatNo: '',
      fees: String(fees),
      time: '',
      joiningDate,
    })
    .returning();
  return row?.id ?? '';
}

async function paid(orgId: string, memberId: string, month: string, amount: number) {
  await db()
    .insert(feePayments)
    .values({
      orgId,
      memberId,
      month,
      amount: String(amount),
      paidOn: today,
      method: 'Cash',
      invoiceNo: await issueInvoiceNumber(db(), orgId, LIBRARY_FEE_RECEIPTS, today),
    });
}

async function loan(orgId: string, dueDate: string, returnBook = false) {
  serial += 1;
  await db()
    .insert(loans)
    .values({
      orgId,
      loanId: `L${serial}`,
      bookName: 'A book',
      borrowerName: 'A reader',
      loanDate: addDays(dueDate, -14),
      dueDate,
      returnBook,
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
      studentName: `Reader ${srNo}`,
      sign: remark === 'Present' ? 'tick' : 'cross',
      remark,
    });
}

async function home(as: { token: string; orgId: string } = asOwner()) {
  const res = await t.request('GET', '/api/v1/library/home', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LibraryHome>();
}

describe('the library home', () => {
  beforeAll(async () => {
    // Today and the days around each edge of the 30 days' chart.
    await booking(library, owner, 'Morning', addDays(today, -2), today);
    await booking(library, owner, 'Morning', addDays(today, 1), addDays(today, 30));
    await booking(library, owner, 'Full day', addDays(today, -40), addDays(today, -1));
    await booking(library, owner, 'Evening', addDays(today, -29), addDays(today, -29));
    await booking(library, owner, 'Evening', addDays(today, -30), addDays(today, -30));

    // 300 of this month, 1,000 of this month, two months of 1,000; none for a free member.
    await paid(library, await member(library, 500, monthStart), monthStart, 200);
    const settled = await member(library, 1000, lastMonthStart);
    await paid(library, settled, lastMonthStart, 1000);
    await member(library, 1000, lastMonthStart);
    await member(library, 0, lastMonthStart);

    await loan(library, addDays(today, -1));
    await loan(library, today);
    await loan(library, addDays(today, -1), true);

    await mark(library, today, 'Present', 1);
    await mark(library, today, 'Absent', 2);
    await mark(library, addDays(today, -1), 'Present', 1);

    await db()
      .insert(libraryTickets)
      .values([
        { orgId: library, title: 'Wifi', description: 'Slow', name: 'A', status: 'Open' },
        { orgId: library, title: 'Fan', description: 'Noisy', name: 'B', status: 'Open' },
        { orgId: library, title: 'Lamp', description: 'Off', name: 'C', status: 'Closed' },
      ]);

    // Another library's rows, which must not show.
    await booking(otherLibrary, otherOwner, 'Morning', today, today);
    await loan(otherLibrary, addDays(today, -3));
    await mark(otherLibrary, today, 'Present', 1);
  });

  it("gives each shift's seats today as the seat page's tabs count them", async () => {
    const { seats } = await home();
    const res = await t.request('GET', '/api/v1/seats/totals', asOwner());
    const tabs = res.json<{ totals: ShiftTotals[] }>().totals;
    expect(seats?.shifts).toEqual(
      tabs.map(({ shift, seats: all, occupied, free }) => ({ shift, seats: all, occupied, free })),
    );
    expect(seats?.shifts.find((s) => s.shift === 'Morning')?.occupied).toBe(1);
    expect(seats?.shifts.find((s) => s.shift === 'Evening')?.occupied).toBe(0);
  });

  it('counts the bookings holding a seat on each of the last 30 days', async () => {
    const { seats } = await home();
    const days = seats?.occupancy ?? [];
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ at: addDays(today, -29), value: 2 });
    expect(days[1]).toEqual({ at: addDays(today, -28), value: 1 });
    expect(days[26]?.value).toBe(1);
    expect(days[27]).toEqual({ at: addDays(today, -2), value: 2 });
    expect(days[28]?.value).toBe(2);
    expect(days[29]).toEqual({ at: today, value: 1 });
  });

  it('counts the dues, overdue loans, check-ins and open enquiries as their pages do', async () => {
    const home1 = await home();
    expect(home1.dues).toEqual({ count: 4, amount: 3300 });
    const dues = await t.request('GET', '/api/v1/fees/due', asOwner());
    expect(dues.json<{ total: number; totalDue: number }>()).toMatchObject({
      total: 4,
      totalDue: 3300,
    });
    expect(home1.overdueLoans).toBe(1);
    const overdue = await t.request('GET', '/api/v1/loans?overdue=true', asOwner());
    expect(overdue.json<{ total: number }>().total).toBe(1);
    expect(home1.checkIns).toBe(1);
    expect(home1.openEnquiries).toBe(2);
    const open = await t.request('GET', '/api/v1/tickets?status=Open', asOwner());
    expect(open.json<{ total: number }>().total).toBe(2);
  });

  it("keeps another library's rows out", async () => {
    const theirs = await home({ token: otherOwner.token, orgId: otherLibrary });
    expect(theirs.seats?.occupancy.at(-1)?.value).toBe(1);
    expect(theirs.overdueLoans).toBe(1);
    expect(theirs.checkIns).toBe(1);
    expect(theirs.dues).toEqual({ count: 0, amount: 0 });
    expect(theirs.openEnquiries).toBe(0);
    const across = await t.request('GET', '/api/v1/library/home', {
      token: owner.token,
      orgId: otherLibrary,
    });
    expect(across.statusCode).toBe(404);
  });

  it('shows a member only the parts of the pages they may open', async () => {
    const person = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asOwner(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['loans'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const seen = await home({ token: person.token, orgId: library });
    expect(seen).toMatchObject({
      seats: null,
      seatHolds: null,
      renewalsThisWeek: null,
      dues: null,
      overdueLoans: 1,
      checkIns: null,
      openEnquiries: null,
    });
    expect((await t.request('GET', '/api/v1/library/home')).statusCode).toBe(401);
  });
});
