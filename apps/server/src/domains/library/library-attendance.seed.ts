import { asc, eq } from 'drizzle-orm';
import { newAttendanceRowId } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { users } from '../accounts/users.table';
import { attendanceDaily } from '../attendance';
import { demoDay, demoOrg } from '../people/demo';
import { libraryMembers } from './members.table';
import { libraryMembersDirectory } from './members.directory';

const DAYS = 30;
const pad = (n: number) => String(n).padStart(2, '0');
/** Who came on a day: most members, most days, in a fixed pattern. */
const isPresent = (day: number, person: number) => (day * 2 + person * 3) % 6 !== 0;

/**
 * A month of the demo library's check-in sheet (spec 02 section 3's demo data): each day's rows
 * for its 30 joined members, named through the library's people directory, so the member's
 * dashboard shows the demo student's attendance and the kit's attendance screens list them.
 */
export const libraryAttendanceSeed: DemoSeed = {
  key: 'demo_library_attendance_seeded',
  async run(db) {
    const org = await demoOrg(db, 'Vijnan Study Centre', 'library');
    if (!org) return;
    const members = await db
      .select({ id: libraryMembers.id, name: libraryMembers.name, userId: users.id })
      .from(libraryMembers)
      .leftJoin(users, eq(users.vedanId, libraryMembers.vedanKey))
      .where(eq(libraryMembers.orgId, org.id))
      .orderBy(asc(libraryMembers.name));
    if (members.length === 0) return;
    const rows: (typeof attendanceDaily.$inferInsert)[] = [];
    for (let offset = -(DAYS - 1); offset <= 0; offset += 1) {
      const date = demoDay(offset);
      members.forEach((member, i) => {
        const present = isPresent(offset + DAYS, i);
        const hour = 7 + (i % 10);
        const minute = (offset * 7 + DAYS * 7 + i * 13) % 60;
        rows.push({
          orgId: org.id,
          date,
          srNo: i + 1,
          code: newAttendanceRowId(i + 1),
          studentName: member.name,
          timeIn: present ? `${pad(hour)}:${pad(minute)}` : '',
          // Today's sheet is still open: nobody has left yet.
          timeOut: present && offset < 0 ? `${pad(Math.min(hour + 6, 23))}:${pad(minute)}` : '',
          sign: present ? 'tick' : 'cross',
          remark: present ? 'Present' : 'Absent',
          personDirectory: libraryMembersDirectory.name,
          personRecordId: member.id,
          personUserId: member.userId,
        });
      });
    }
    for (let i = 0; i < rows.length; i += 300) {
      await db.insert(attendanceDaily).values(rows.slice(i, i + 300));
    }
  },
};
