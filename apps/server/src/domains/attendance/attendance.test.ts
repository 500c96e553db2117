import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  PAGE_HEADERS,
  blankMonth,
  businessDay,
  type DailyAttendance,
  type MonthlyAttendance,
  type OwnAttendance,
  type Staff,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { multipartBody, pngBytes } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

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

async function addRow(
  as: { token: string; orgId: string },
  body: object,
  path = '/api/v1/attendance',
) {
  const res = await t.request('POST', path, { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ message: string; attendance: DailyAttendance }>();
}

async function addStaff(orgId: string, fields: Record<string, string> = {}): Promise<Staff> {
  const { body, contentType } = multipartBody(
    {
      name: 'Kiran Trainer',
      address: 'MG Road',
      dob: '1990-04-02',
      gender: 'male',
      mobile: '9876543210',
      joindate: '2024-01-10',
      email: 'kiran@example.com',
      experience: '5',
      description: 'Strength coach',
      ...fields,
    },
    { field: 'image', name: 'k.png', type: 'image/png', data: pngBytes() },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/gym/trainers',
    headers: {
      authorization: `Bearer ${owner.token}`,
      'x-org-id': orgId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': contentType,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ trainer: Staff }>().trainer;
}

describe('daily attendance', () => {
  it('numbers new rows, gives S00 plus the row count, starts Absent and says the spec words', async () => {
    const date = '2026-03-02';
    const first = await addRow(asAhar(), { date, studentName: 'Asha' });
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
    const second = await addRow(asAhar(), {
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
    const { attendance } = await addRow(asAhar(), {
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
        (await addRow(asGym(), { date, studentName: name, sign }, '/api/v1/gym/attendance'))
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
    const next = await addRow(asGym(), { date, studentName: 'E' });
    expect(next.attendance).toMatchObject({ srNo: 4, id: 'S004' });
  });

  it('reads one row and answers 404 for a missing one', async () => {
    const { attendance } = await addRow(asGym(), { date: '2026-03-06', studentName: 'Solo' });
    const one = await t.request('GET', `/api/v1/gym/attendance/${attendance._id}`, asGym());
    expect(one.json<{ attendance: DailyAttendance }>().attendance.studentName).toBe('Solo');
    const missing = await t.request('GET', `/api/v1/attendance/${'0'.repeat(24)}`, asGym());
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(ATTENDANCE_MESSAGES.notFound);
  });

  it('takes the name from the person a row names, and refuses an unknown person', async () => {
    const trainer = await addStaff(gym, { name: 'Kiran Kumar' });
    const { attendance } = await addRow(asGym(), {
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
    const trainer = await addStaff(gym, { name: 'Desk Trainer', vedanId });
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

describe('monthly register', () => {
  const february = (): string[] => {
    const marks: string[] = blankMonth(2024, 'February');
    marks[0] = 'P';
    marks[1] = 'P';
    marks[2] = 'A';
    marks[28] = 'P';
    return marks;
  };

  it('counts Total Days and Performed Total P from the marks, ignoring the body totals', async () => {
    const res = await t.request('POST', '/api/v1/aharattendance', {
      ...asAhar(),
      body: {
        id: 'S001',
        name: 'x',
        timeIn: '',
        timeOut: '',
        studentName: 'Asha',
        year: 2024,
        month: 'February',
        attendanceData: february(),
        totalDays: 99,
        performedTotalP: 99,
        remark: 'Regular',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json<{ message: string; attendance: MonthlyAttendance }>();
    expect(row.message).toBe('Attendance Submitted Successfully!');
    expect(row.attendance).toMatchObject({
      totalDays: 4,
      performedTotalP: 3,
      year: 2024,
      month: 'February',
    });
    expect(row.attendance._id).toHaveLength(24);
    expect(row.attendance.attendanceData).toHaveLength(29);

    const marks = february();
    marks[3] = 'A';
    const updated = await t.request('PUT', `/api/v1/aharattendance/${row.attendance._id}`, {
      ...asAhar(),
      body: {
        studentName: 'Asha',
        year: 2024,
        month: 'February',
        attendanceData: marks,
        remark: 'ok',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ attendance: MonthlyAttendance }>().attendance).toMatchObject({
      totalDays: 5,
      performedTotalP: 3,
      remark: 'ok',
    });
  });

  it('needs one mark per day of the month, and an id of 24 characters to update', async () => {
    const res = await t.request('POST', '/api/v1/gym/monthly-attendance', {
      ...asGym(),
      body: {
        studentName: 'A',
        year: 2023,
        month: 'February',
        attendanceData: blankMonth(2024, 'February'),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      ATTENDANCE_MESSAGES.days(28, 'February', 2023),
    );
    const badMark = await t.request('POST', '/api/v1/aharattendance', {
      ...asAhar(),
      body: { studentName: 'A', year: 2025, month: 'April', attendanceData: Array(30).fill('X') },
    });
    expect(badMark.json<{ message: string }>().message).toBe(ATTENDANCE_MESSAGES.mark);
    const shortId = await t.request('PUT', '/api/v1/aharattendance/abc123', {
      ...asAhar(),
      body: {
        studentName: 'A',
        year: 2025,
        month: 'April',
        attendanceData: blankMonth(2025, 'April'),
      },
    });
    expect(shortId.statusCode).toBe(400);
  });

  it('lists a month, on the gym path too', async () => {
    await t.request('POST', '/api/v1/gym/monthly-attendance', {
      ...asGym(),
      body: {
        studentName: 'June One',
        year: 2025,
        month: 'June',
        attendanceData: blankMonth(2025, 'June'),
      },
    });
    const list = await t.request(
      'GET',
      '/api/v1/gym/monthly-attendance?year=2025&month=June',
      asGym(),
    );
    const rows = list.json<{ attendance: MonthlyAttendance[] }>().attendance;
    expect(rows.map((r) => r.studentName)).toEqual(['June One']);
    const july = await t.request('GET', '/api/v1/aharattendance?year=2025&month=July', asGym());
    expect(july.json<{ attendance: MonthlyAttendance[] }>().attendance).toEqual([]);
  });
});

describe('CSV export', () => {
  it('exports a month of daily sheets with proper quoting', async () => {
    await addRow(asAhar(), {
      date: '2026-04-01',
      studentName: 'Rao, "Asha"',
      sign: 'tick',
      timeIn: '08:00',
    });
    await addRow(asAhar(), { date: '2026-04-30', studentName: '=cmd', timeIn: '' });
    await addRow(asAhar(), { date: '2026-05-01', studentName: 'May person' });
    const res = await t.request('GET', '/api/v1/attendance/export?year=2026&month=April', asAhar());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="attendance-daily-2026-04.csv"',
    );
    expect(res.body).toBe(
      'Date,Sr No,Student Name,ID,Time In,Time Out,Remark\r\n' +
        '2026-04-01,1,"Rao, ""Asha""",S001,08:00,,Present\r\n' +
        "2026-04-30,1,'=cmd,S001,,,Absent\r\n",
    );
  });

  it('exports the monthly register with a column per day', async () => {
    const marks = blankMonth(2026, 'April');
    marks[0] = 'P';
    await t.request('POST', '/api/v1/aharattendance', {
      ...asAhar(),
      body: {
        studentName: 'Reg',
        year: 2026,
        month: 'April',
        attendanceData: marks,
        remark: 'a,b',
      },
    });
    const res = await t.request(
      'GET',
      '/api/v1/gym/attendance/export?year=2026&month=April&sheet=monthly',
      asAhar(),
    );
    const [header, line] = res.body.split('\r\n');
    expect(header?.split(',')).toHaveLength(1 + 30 + 3);
    expect(line).toBe(`Reg,P,${Array(29).fill('-').join(',')},1,1,"a,b"`);
  });
});

describe('attendance access', () => {
  it('needs the kind permission: record at a gym, attendance at an ahar', async () => {
    const person = await t.signUp();
    for (const [orgId, granted] of [
      [gym, 'record'],
      [ahar, 'attendance'],
    ] as const) {
      const added = await t.request('POST', '/api/v1/orgs/members', {
        token: owner.token,
        orgId,
        body: { vedanId: person.user.profile.userId, role: 'operator', permissions: [] },
      });
      expect(added.statusCode).toBe(201);
      const as = { token: person.token, orgId };
      expect((await t.request('GET', '/api/v1/attendance', as)).statusCode).toBe(403);
      const memberId = added.json<{ member: { _id: string } }>().member._id;
      await t.request('PUT', `/api/v1/orgs/members/${memberId}`, {
        token: owner.token,
        orgId,
        body: { role: 'operator', permissions: [granted] },
      });
      expect((await t.request('GET', '/api/v1/attendance', as)).statusCode).toBe(200);
    }
  });

  it('keeps each business to its own rows', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/attendance',
      listKey: null,
      itemPath: (id) => `/api/v1/attendance/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/attendance', {
          token: who.token,
          orgId,
          body: { studentName: 'Tenant' },
        });
        return res.json<{ attendance: DailyAttendance }>().attendance._id;
      },
      updateBody: { studentName: 'Moved' },
      deletable: true,
    });
    await expectTenantIsolation(t, {
      kind: 'ahar',
      listPath: '/api/v1/aharattendance',
      listKey: 'attendance',
      itemPath: (id) => `/api/v1/aharattendance/${id}`,
      async create(tt, who, orgId) {
        const res = await tt.request('POST', '/api/v1/aharattendance', {
          token: who.token,
          orgId,
          body: {
            studentName: 'T',
            year: 2025,
            month: 'May',
            attendanceData: blankMonth(2025, 'May'),
          },
        });
        return res.json<{ attendance: MonthlyAttendance }>().attendance._id;
      },
      updateBody: {
        studentName: 'T',
        year: 2025,
        month: 'May',
        attendanceData: blankMonth(2025, 'May'),
      },
      deletable: true,
    });
  });

  it("does not find another business's staff at the desk", async () => {
    const trainer = await addStaff(gym, { name: 'Gym Only' });
    const otherOwner = await t.signUp();
    const otherGym = await t.createOrg(otherOwner, 'gym');
    const res = await t.request('POST', '/api/v1/attendance/check-in', {
      token: otherOwner.token,
      orgId: otherGym,
      body: { code: trainer._id },
    });
    expect(res.statusCode).toBe(404);
  });
});
