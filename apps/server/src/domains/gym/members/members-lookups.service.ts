import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { GYM_MEMBER_MESSAGES, addDays } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/errors';
import { attendanceDaily } from '../../attendance';
import { gymBatches, gymMembers, gymPackages } from './gym.table';
import { gymMembersDirectory } from './members.directory';

/** The member card's Attendance panel shows this many days back from today. */
const ATTENDANCE_DAYS = 30;

/** The member's attendance on the kit's daily sheets, newest first; 404 for another gym's. */
export async function memberAttendance(db: Db, orgId: string, id: string, today: string) {
  const [member] = await db
    .select({ id: gymMembers.id })
    .from(gymMembers)
    .where(and(eq(gymMembers.orgId, orgId), eq(gymMembers.id, id)))
    .limit(1);
  if (!member) throw notFound(GYM_MEMBER_MESSAGES.notFound);
  const since = addDays(today, -(ATTENDANCE_DAYS - 1));
  const rows = await db
    .select({
      date: attendanceDaily.date,
      remark: attendanceDaily.remark,
      timeIn: attendanceDaily.timeIn,
      timeOut: attendanceDaily.timeOut,
    })
    .from(attendanceDaily)
    .where(
      and(
        eq(attendanceDaily.orgId, orgId),
        gte(attendanceDaily.date, since),
        eq(attendanceDaily.personDirectory, gymMembersDirectory.name),
        eq(attendanceDaily.personRecordId, member.id),
      ),
    )
    .orderBy(desc(attendanceDaily.date))
    .limit(ATTENDANCE_DAYS);
  const present = rows.filter((r) => r.remark === 'Present').length;
  return { days: rows, present, absent: rows.length - present };
}

/** The packages a member can be sold, by name. */
export async function saleablePackages(db: Db, orgId: string) {
  const rows = await db
    .select({
      _id: gymPackages.id,
      name: gymPackages.name,
      range: gymPackages.range,
      fees: gymPackages.fees,
    })
    .from(gymPackages)
    .where(eq(gymPackages.orgId, orgId))
    .orderBy(asc(gymPackages.name))
    .limit(200);
  return rows.map((r) => ({ ...r, fees: Number(r.fees) }));
}

/** The batches a member can be placed in, by name, with their free places. */
export async function batchesWithPlaces(db: Db, orgId: string) {
  const rows = await db
    .select({
      _id: gymBatches.id,
      batchName: gymBatches.batchName,
      limit: gymBatches.batchLimit,
      used: gymBatches.memberCount,
    })
    .from(gymBatches)
    .where(eq(gymBatches.orgId, orgId))
    .orderBy(asc(gymBatches.batchName))
    .limit(200);
  return rows.map((r) => ({ _id: r._id, batchName: r.batchName, free: r.limit - r.used }));
}
