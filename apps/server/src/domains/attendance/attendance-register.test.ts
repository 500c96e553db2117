import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_MESSAGES,
  blankMonth,
  type DailyAttendance,
  type MonthlyAttendance,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
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
    await addRow(t, asAhar(), {
      date: '2026-04-01',
      studentName: 'Rao, "Asha"',
      sign: 'tick',
      timeIn: '08:00',
    });
    await addRow(t, asAhar(), { date: '2026-04-30', studentName: '=cmd', timeIn: '' });
    await addRow(t, asAhar(), { date: '2026-05-01', studentName: 'May person' });
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
    const trainer = await addStaff(t, owner, gym, { name: 'Gym Only' });
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
