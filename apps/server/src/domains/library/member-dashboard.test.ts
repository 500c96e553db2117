import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LibraryMember,
  type MemberDashboard,
  type SeatBooking,
  type SeatMap,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { libraryToday } from './seats.service';
import { seatBookings } from './seats.table';

// Issue 33 item 6: a student joined by Vedan ID, then given a seat and a monthly fee, sees both on
// their own dashboard, in whatever order the librarian took the steps.

let t: TestApp;
let librarian: TestUser;
let library: string;
const as = () => ({ token: librarian.token, orgId: library });
let nextSeat = 1;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Order Library');
});
afterAll(() => t.close());

const thisMonth = () => libraryToday().slice(0, 7);

/** A new student and the Vedan ID their account was given. */
async function newStudent() {
  const student = await t.signUp();
  return { student, vedanId: student.user.profile.userId };
}

async function join(vedanId: string, fees = 0): Promise<LibraryMember> {
  const res = await t.request('POST', '/api/v1/joined', {
    ...as(),
    body: {
      picName: '',
      name: 'Ira Deshmukh',
      vedanId,
      seatNo: 'To be given',
      fees,
      time: 'Morning',
      joiningDate: libraryToday(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

/** Gives the member a monthly fee: the joined member's form saved again with the fee. */
async function giveFee(member: LibraryMember, fees: number) {
  const res = await t.request('PUT', `/api/v1/joined/${member._id}`, {
    ...as(),
    body: {
      picName: member.picName,
      name: member.name,
      vedanId: member.vedanId,
      seatNo: member.seatNo,
      fees,
      time: member.time,
      joiningDate: member.joiningDate,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Books the next free grid seat in the Morning shift for whatever id the librarian typed. */
async function giveSeat(memberId: string, payload: 'modal' | 'form' = 'modal') {
  const seatNumber = nextSeat;
  nextSeat += 1;
  const today = libraryToday();
  const body =
    payload === 'modal'
      ? { seatNumber, memberId, shift: 'Morning' }
      : {
          seatNumber,
          memberId,
          shift: 'Morning',
          tableNo: 1,
          planDetails: 'Monthly',
          startDate: today,
          expiryDate: `${today.slice(0, 4)}-12-31`,
          paymentMethod: 'Cash',
          paidAmount: 0,
          dueAmount: 900,
        };
  const res = await t.request('POST', '/api/v1/book-seat', { ...as(), body });
  expect(res.statusCode, res.body).toBe(201);
  return { seatNumber, booking: res.json<{ booking: SeatBooking }>().booking };
}

async function dashboardOf(student: TestUser) {
  const res = await t.request('GET', '/api/v1/library/dashboard', { token: student.token });
  expect(res.statusCode, res.body).toBe(200);
  const entry = res.json<MemberDashboard>().libraries.find((l) => l.library._id === library);
  expect(entry, 'the library that joined the student').toBeDefined();
  return entry as NonNullable<typeof entry>;
}

async function expectSeatAndFee(student: TestUser, seatNumber: number, fee: number) {
  const entry = await dashboardOf(student);
  expect(entry.seats.map((s) => [s.seatNumber, s.shift])).toEqual([[seatNumber, 'Morning']]);
  expect(entry.member.fees).toBe(fee);
  expect(entry.fees[0]).toMatchObject({ month: thisMonth(), fee, status: 'Due' });
  expect(entry.totalDue).toBe(fee);
}

describe("a joined member's seat and fee on their dashboard, in any order", () => {
  it('join, then a seat by their member id, then the fee', async () => {
    const { student, vedanId } = await newStudent();
    const member = await join(vedanId);
    const { seatNumber } = await giveSeat(member.memberId);
    await giveFee(member, 900);
    await expectSeatAndFee(student, seatNumber, 900);
  });

  it('join, then a seat by their Vedan ID (as the librarian knows them), then the fee', async () => {
    const { student, vedanId } = await newStudent();
    const member = await join(vedanId);
    const { seatNumber, booking } = await giveSeat(vedanId.toLowerCase());
    // The booking is the member's: it carries their member id and name.
    expect(booking.memberId).toBe(member.memberId);
    expect(booking.member).toEqual({ _id: member._id, name: member.name });
    await giveFee(member, 900);
    await expectSeatAndFee(student, seatNumber, 900);
  });

  it('join with the fee, then a seat by the full form with their Vedan ID', async () => {
    const { student, vedanId } = await newStudent();
    const member = await join(vedanId, 900);
    const { seatNumber } = await giveSeat(vedanId, 'form');
    expect((await dashboardOf(student)).seats).toHaveLength(1);
    await expectSeatAndFee(student, seatNumber, 900);
    expect(member.fees).toBe(900);
  });

  it('a seat by their Vedan ID first, then the join with the fee', async () => {
    const { student, vedanId } = await newStudent();
    const { seatNumber, booking } = await giveSeat(vedanId);
    expect(booking.member).toBeNull();
    const member = await join(vedanId, 900);
    await expectSeatAndFee(student, seatNumber, 900);
    // The seat map and the member-id search now name the member on that booking.
    const map = await t.request('GET', '/api/v1/seats?shift=Morning', as());
    const held = map.json<SeatMap>().occupied.find((o) => o.seatNumber === seatNumber);
    expect(held?.booking).toMatchObject({
      memberId: member.memberId,
      member: { _id: member._id, name: member.name },
    });
    const found = await t.request('GET', `/api/v1/book-seat/member/${member.memberId}`, as());
    expect(found.statusCode, found.body).toBe(200);
  });

  it('a seat first, then the join, then the fee', async () => {
    const { student, vedanId } = await newStudent();
    const { seatNumber } = await giveSeat(vedanId, 'form');
    const member = await join(vedanId);
    await giveFee(member, 900);
    await expectSeatAndFee(student, seatNumber, 900);
  });

  it("shows nobody else's seat, and no seat booked under other letters", async () => {
    const { student, vedanId } = await newStudent();
    const other = await newStudent();
    await giveSeat(other.vedanId);
    const member = await join(vedanId, 900);
    await join(other.vedanId, 500);
    const { seatNumber } = await giveSeat(member.memberId);
    const letters = await t.request('POST', '/api/v1/book-seat', {
      ...as(),
      body: {
        seatNumber: nextSeat,
        shift: 'Morning',
        memberIdLetter1: 'i',
        memberIdLetter2: 'd',
        tableNo: 1,
        startDate: libraryToday(),
        expiryDate: libraryToday(),
        paymentMethod: 'Cash',
        paidAmount: 0,
        dueAmount: 0,
      },
    });
    nextSeat += 1;
    expect(letters.statusCode, letters.body).toBe(201);
    await expectSeatAndFee(student, seatNumber, 900);
    expect((await dashboardOf(other.student)).seats).toHaveLength(1);
  });
});

describe('bookings made before the fix', () => {
  it('are linked by the migration, whether sold under the Vedan ID or the member id', async () => {
    const { student, vedanId } = await newStudent();
    const member = await join(vedanId, 900);
    const today = libraryToday();
    const unlinked = (seatNumber: number, memberId: string) => ({
      orgId: library,
      shift: 'Morning' as const,
      layout: 'grid' as const,
      seatNumber,
      tableNo: 1,
      memberId,
      startDate: today,
      expiryDate: today,
      bookedBy: librarian.user._id,
    });
    const [first, second] = [nextSeat, nextSeat + 1];
    nextSeat += 2;
    // As the routes stored them before: the typed id, and no link to the member.
    await t.database.db
      .insert(seatBookings)
      .values([unlinked(first, vedanId), unlinked(second, member.memberId)]);
    expect((await dashboardOf(student)).seats).toEqual([]);

    const migration = new URL('../../../drizzle/0039_library_link_bookings.sql', import.meta.url);
    await t.database.db.execute(sql.raw(fs.readFileSync(migration, 'utf8')));
    const seats = (await dashboardOf(student)).seats.map((s) => s.seatNumber);
    expect(seats.sort((a, b) => a - b)).toEqual([first, second]);
  });
});

describe('the member chooses how the library reaches them', () => {
  it('saves their own channel and language, shown on the dashboard and kept by the desk', async () => {
    const { student, vedanId } = await newStudent();
    const member = await join(vedanId);
    const mine = (await dashboardOf(student)).member;
    expect([mine.messageChannel, mine.messageLanguage]).toEqual([null, null]);

    const saved = await t.request('PUT', `/api/v1/library/dashboard/${member._id}/messages`, {
      token: student.token,
      body: { messageChannel: 'sms', messageLanguage: 'hi' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Saved. This library will reach you that way.',
      messageChannel: 'sms',
      messageLanguage: 'hi',
    });
    const shown = (await dashboardOf(student)).member;
    expect([shown.messageChannel, shown.messageLanguage]).toEqual(['sms', 'hi']);

    // The desk's joined-member form has no such fields: saving it keeps the member's choice.
    await giveFee(member, 700);
    const desk = await t.request('GET', `/api/v1/joined/${member._id}`, as());
    expect(desk.json<{ member: LibraryMember }>().member).toMatchObject({
      fees: 700,
      messageChannel: 'sms',
      messageLanguage: 'hi',
    });

    // Back to the library's own channels and the account's language.
    const cleared = await t.request('PUT', `/api/v1/library/dashboard/${member._id}/messages`, {
      token: student.token,
      body: { messageChannel: '', messageLanguage: null },
    });
    expect(cleared.json()).toMatchObject({ messageChannel: null, messageLanguage: null });
  });

  it("refuses another person's membership and a channel that does not exist", async () => {
    const { vedanId } = await newStudent();
    const member = await join(vedanId);
    const { student: stranger } = await newStudent();
    const other = await t.request('PUT', `/api/v1/library/dashboard/${member._id}/messages`, {
      token: stranger.token,
      body: { messageChannel: 'sms' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Member not found.' });

    const { student: owner, vedanId: ownerId } = await newStudent();
    const own = await join(ownerId);
    const bad = await t.request('PUT', `/api/v1/library/dashboard/${own._id}/messages`, {
      token: owner.token,
      body: { messageChannel: 'pigeon' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Choose e-mail, WhatsApp, SMS, or as the business chooses.',
    });
    const unchanged = await t.request('GET', `/api/v1/joined/${member._id}`, as());
    expect(unchanged.json<{ member: LibraryMember }>().member.messageChannel).toBeNull();
  });
});
