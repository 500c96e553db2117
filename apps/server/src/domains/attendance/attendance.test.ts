import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  PAGE_HEADERS,
  businessDay,
  type DailyAttendance,
  type OwnAttendance,
} from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { addRow, addStaff } from './attendance.test-support';

let t: TestApp;
let owner: TestUser;
let gym: string;
let ahar: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Attendance Gym');
  ahar = await t.createOrg(owner, 'ahar', 'Attendance Ahar');
});
afterAll(() => t.close());

const asGym = () => ({ token: owner.token, orgId: gym });
const asAhar = () => ({ token: owner.token, orgId: ahar });

describe('daily attendance', () => {
  it('numbers new rows, gives S00 plus the row count, starts Absent and says the spec words', async () => {
    const date = '2026-03-02';
    const first = await addRow(t, asAhar(), { date, studentName: 'Asha' });
    expect(first.message).toBe('Attendance Submitted Successfully!');
    expect(first.attendance).toMatchObject({
      date,
      srNo: 1,
      id: 'S001',
      studentName: 'Asha',
      sign: 'cross',
      remark: 'Absent',
      timeIn: '',
      timeOut: '',
      person: null,
    });
    const second = await addRow(t, asAhar(), {
      date,
      studentName: 'Ravi',
      sign: 'tick',
      timeIn: '09:15',
    });
    expect(second.attendance).toMatchObject({
      srNo: 2,
      id: 'S002',
      remark: 'Present',
      timeIn: '09:15',
    });
  });

  it('makes the remark follow the sign, whatever the body says', async () => {
    const { attendance } = await addRow(t, asAhar(), {
      date: '2026-03-03',
      studentName: 'Meena',
      sign: 'tick',
      remark: 'Absent',
    });
    expect(attendance.remark).toBe('Present');
    const res = await t.request('PUT', `/api/v1/attendance/${attendance._id}`, {
      ...asAhar(),
      body: { date: '2026-03-03', studentName: 'Meena', sign: 'cross', timeIn: '10:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ attendance: DailyAttendance }>().attendance).toMatchObject({
      remark: 'Absent',
      sign: 'cross',
      timeIn: '10:00',
      srNo: 1,
      id: 'S001',
    });
  });

  it('refuses a row without a name, a bad time and a bad sign', async () => {
    const cases: [object, string][] = [
      [{ date: '2026-03-04' }, ATTENDANCE_MESSAGES.name],
      [{ studentName: 'A', timeIn: '25:00' }, 'Enter a time as HH:MM (24-hour).'],
      [{ studentName: 'A', sign: 'maybe' }, ATTENDANCE_MESSAGES.sign],
      [{ studentName: 'A', date: '2026-02-30' }, 'Enter a real date as YYYY-MM-DD.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/v1/attendance', { ...asAhar(), body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
  });

  it('renumbers the rows after a deleted one and counts the totals', async () => {
    const date = '2026-03-05';
    const rows = [];
    for (const [name, sign] of [
      ['A', 'tick'],
      ['B', 'cross'],
      ['C', 'tick'],
      ['D', 'tick'],
    ] as const) {
      rows.push(
        (await addRow(t, asGym(), { date, studentName: name, sign }, '/api/v1/gym/attendance'))
          .attendance,
      );
    }
    let totals = await t.request('GET', `/api/v1/gym/attendance/totals?date=${date}`, asGym());
    expect(totals.json()).toEqual({
      success: true,
      date,
      totals: { totalStudents: 4, present: 3, absent: 1 },
    });
    const removed = await t.request('DELETE', `/api/v1/attendance/${rows[1]?._id}`, asGym());
    expect(removed.json()).toEqual({ success: true, message: ATTENDANCE_MESSAGES.removed });
    const list = await t.request('GET', `/api/v1/attendance?date=${date}`, asGym());
    const sheet = list.json<DailyAttendance[]>();
    expect(sheet.map((r) => [r.srNo, r.studentName, r.id])).toEqual([
      [1, 'A', 'S001'],
      [2, 'C', 'S003'],
      [3, 'D', 'S004'],
    ]);
    expect(list.headers[PAGE_HEADERS.total]).toBe('3');
    totals = await t.request('GET', `/api/v1/attendance/totals?date=${date}`, asGym());
    expect(totals.json<{ totals: object }>().totals).toEqual({
      totalStudents: 3,
      present: 3,
      absent: 0,
    });
    // The next row counts the rows that are left.
    const next = await addRow(t, asGym(), { date, studentName: 'E' });
    expect(next.attendance).toMatchObject({ srNo: 4, id: 'S004' });
  });

  it('reads one row and answers 404 for a missing one', async () => {
    const { attendance } = await addRow(t, asGym(), { date: '2026-03-06', studentName: 'Solo' });
    const one = await t.request('GET', `/api/v1/gym/attendance/${attendance._id}`, asGym());
    expect(one.json<{ attendance: DailyAttendance }>().attendance.studentName).toBe('Solo');
    const missing = await t.request('GET', `/api/v1/attendance/${'0'.repeat(24)}`, asGym());
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(ATTENDANCE_MESSAGES.notFound);
  });

  it('takes the name from the person a row names, and refuses an unknown person', async () => {
    const trainer = await addStaff(t, owner, gym, { name: 'Kiran Kumar' });
    const { attendance } = await addRow(t, asGym(), {
      date: '2026-03-07',
      studentName: 'typed name',
      person: trainer._id,
    });
    expect(attendance.studentName).toBe('Kiran Kumar');
    expect(attendance.person).toEqual({ directory: 'staff', recordId: trainer._id, linked: false });
    const unknown = await t.request('POST', '/api/v1/attendance', {
      ...asGym(),
      body: { person: 'VDZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      ATTENDANCE_MESSAGES.unknownPerson('VDZZZZZZ'),
    );
  });
});

describe('check-in desk', () => {
  it('marks present at the first scan, sets Time Out at the second, refuses a third', async () => {
    const person = await t.signUp();
    const vedanId = person.user.profile.userId;
    const trainer = await addStaff(t, owner, gym, { name: 'Desk Trainer', vedanId });
    const first = await t.request('POST', '/api/v1/gym/attendance/check-in', {
      ...asGym(),
      body: { code: vedanId.toLowerCase() },
    });
    expect(first.statusCode, first.body).toBe(201);
    const inBody = first.json<{ action: string; message: string; attendance: DailyAttendance }>();
    expect(inBody.action).toBe('in');
    expect(inBody.attendance).toMatchObject({
      date: businessDay(),
      studentName: 'Desk Trainer',
      sign: 'tick',
      remark: 'Present',
      timeOut: '',
      person: { directory: 'staff', recordId: trainer._id, linked: true },
    });
    expect(inBody.attendance.timeIn).toMatch(/^\d{2}:\d{2}$/);
    expect(inBody.message).toBe(
      ATTENDANCE_MESSAGES.checkedIn('Desk Trainer', inBody.attendance.timeIn),
    );

    // By the record id the second scan checks out, on the same row.
    const second = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asGym(),
      body: { code: trainer._id },
    });
    expect(second.statusCode).toBe(200);
    const outBody = second.json<{ action: string; attendance: DailyAttendance }>();
    expect(outBody.action).toBe('out');
    expect(outBody.attendance._id).toBe(inBody.attendance._id);
    expect(outBody.attendance.timeOut).toMatch(/^\d{2}:\d{2}$/);

    const third = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asGym(),
      body: { code: vedanId },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json<{ message: string }>().message).toBe(
      ATTENDANCE_MESSAGES.alreadyOut('Desk Trainer'),
    );

    // The person reads their own attendance through their account.
    const own = await t.request('GET', '/api/v1/me/attendance', { token: person.token });
    expect(own.statusCode).toBe(200);
    const mine = own.json<OwnAttendance>();
    expect(mine.daily).toEqual([
      {
        business: 'Attendance Gym',
        businessId: gym,
        date: businessDay(),
        timeIn: inBody.attendance.timeIn,
        timeOut: outBody.attendance.timeOut,
        remark: 'Present',
      },
    ]);
    // Nobody else sees it.
    const other = await t.signUp();
    const theirs = await t.request('GET', '/api/v1/me/attendance', { token: other.token });
    expect(theirs.json<OwnAttendance>().daily).toEqual([]);
  });

  it('finds a team member by Vedan ID', async () => {
    const person = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...asAhar(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: [] },
    });
    const res = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asAhar(),
      body: { code: person.user.profile.userId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ attendance: DailyAttendance }>().attendance).toMatchObject({
      studentName: person.user.fullname,
      person: { directory: 'team', linked: true },
    });
  });

  it('answers an unknown code with a clear 404, and an empty one with 400', async () => {
    const res = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asGym(),
      body: { code: 'M-0042' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: ATTENDANCE_MESSAGES.unknownPerson('M-0042'),
    });
    const empty = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asGym(),
      body: { code: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(ATTENDANCE_MESSAGES.code);
  });
});
