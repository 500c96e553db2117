import { and, eq, inArray } from 'drizzle-orm';
import {
  MONTH_NAMES,
  daysInMonth,
  monthlyTotals,
  newAttendanceRowId,
  type MonthMark,
  type OrgKind,
} from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { memberships } from '../orgs/orgs.table';
import { users } from '../accounts/users.table';
import { DEMO_AHAR, DEMO_GYM, demoDay, demoOrg } from '../people/demo';
import { staffMembers } from '../staff';
import { attendanceDaily, attendanceMonthly } from './attendance.table';

interface DemoPerson {
  directory: string;
  recordId: string;
  name: string;
  userId: string | null;
}

const DAYS = 30;
const pad = (n: number) => String(n).padStart(2, '0');

/** Who came on a day: most people, most days, in a fixed pattern. */
const isPresent = (day: number, person: number) => (day * 3 + person * 5) % 7 !== 0;

/**
 * A month of attendance for the demo gym and ahar: each day's sheet for the staff and the team
 * below the owner (the gym's front desk), and this month's register built from the same days.
 */
export const demoAttendanceSeed: DemoSeed = {
  key: 'demo_attendance_seeded',
  async run(db) {
    for (const [name, kind] of [
      [DEMO_GYM, 'gym'],
      [DEMO_AHAR, 'ahar'],
    ] as [string, OrgKind][]) {
      const org = await demoOrg(db, name, kind);
      if (!org) continue;
      const staff = await db
        .select({ id: staffMembers.id, name: staffMembers.name, userId: staffMembers.userId })
        .from(staffMembers)
        .where(eq(staffMembers.orgId, org.id));
      const team = await db
        .select({ id: memberships.id, name: users.fullname, userId: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.orgId, org.id),
            inArray(memberships.role, ['operator', 'staff', 'member']),
          ),
        );
      const people: DemoPerson[] = [
        ...staff.map((s) => ({
          directory: 'staff',
          recordId: s.id,
          name: s.name,
          userId: s.userId,
        })),
        ...team.map((m) => ({ directory: 'team', recordId: m.id, name: m.name, userId: m.userId })),
      ];
      if (people.length === 0) continue;

      const marks = new Map<string, Map<string, MonthMark>>();
      const daily: (typeof attendanceDaily.$inferInsert)[] = [];
      for (let offset = -(DAYS - 1); offset <= 0; offset += 1) {
        const date = demoDay(offset);
        people.forEach((person, i) => {
          const present = isPresent(offset + DAYS, i);
          const hour = 6 + i;
          const minute = (offset * 7 + DAYS * 7 + i * 11) % 60;
          daily.push({
            orgId: org.id,
            date,
            srNo: i + 1,
            code: newAttendanceRowId(i + 1),
            studentName: person.name,
            timeIn: present ? `${pad(hour)}:${pad(minute)}` : '',
            // Today's sheet is still open: nobody has left yet.
            timeOut: present && offset < 0 ? `${pad(hour + 8)}:${pad(minute)}` : '',
            sign: present ? 'tick' : 'cross',
            remark: present ? 'Present' : 'Absent',
            personDirectory: person.directory,
            personRecordId: person.recordId,
            personUserId: person.userId,
          });
          const byDay = marks.get(person.recordId) ?? new Map<string, MonthMark>();
          byDay.set(date, present ? 'P' : 'A');
          marks.set(person.recordId, byDay);
        });
      }
      await db.insert(attendanceDaily).values(daily);

      const today = demoDay(0);
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const monthly = people.map((person) => {
        const byDay = marks.get(person.recordId);
        const row: MonthMark[] = Array.from(
          { length: daysInMonth(year, month) },
          (_, d) => byDay?.get(`${year}-${pad(month)}-${pad(d + 1)}`) ?? '-',
        );
        return {
          orgId: org.id,
          studentName: person.name,
          year,
          month,
          marks: row,
          ...monthlyTotals(row),
          remark: `${MONTH_NAMES[month - 1] ?? ''} register`,
          personDirectory: person.directory,
          personRecordId: person.recordId,
          personUserId: person.userId,
        };
      });
      await db.insert(attendanceMonthly).values(monthly);
    }
  },
};
