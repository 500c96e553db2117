import { and, eq } from 'drizzle-orm';
import {
  ATTENDANCE_MESSAGES,
  businessDay,
  businessTime,
  newAttendanceRowId,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { OrgContext } from '../../http/access';
import { conflict, notFound } from '../../http/errors';
import type { PeopleDirectory } from '../people/directory';
import { attendanceDaily } from './attendance.table';
import { onDay, rowsOnDay } from './daily.service';
import { personValues, requirePerson } from './person.service';

/** The scan at the desk: first of the day is Time In (Present), the second Time Out. */
export async function checkIn(
  db: Db,
  people: readonly PeopleDirectory[],
  org: OrgContext,
  code: string,
) {
  const person = await requirePerson(people, db, org, code);
  const today = businessDay();
  const now = businessTime();
  const samePerson = and(
    onDay(org.id, today),
    eq(attendanceDaily.personDirectory, person.directory),
    eq(attendanceDaily.personRecordId, person.recordId),
  );
  const [existing] = await db.select().from(attendanceDaily).where(samePerson).limit(1);
  if (!existing) {
    const rowCount = (await rowsOnDay(db, org.id, today)) + 1;
    const [created] = await db
      .insert(attendanceDaily)
      .values({
        orgId: org.id,
        date: today,
        srNo: rowCount,
        code: newAttendanceRowId(rowCount),
        studentName: person.name,
        timeIn: now,
        sign: 'tick',
        remark: 'Present',
        ...personValues(person),
      })
      .onConflictDoNothing()
      .returning();
    // Two scans at the same moment: the other one made the row; this one is the same check-in.
    const row = created ?? (await db.select().from(attendanceDaily).where(samePerson))[0];
    if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
    return {
      status: 201 as const,
      action: 'in' as const,
      row,
      message: ATTENDANCE_MESSAGES.checkedIn(person.name, row.timeIn),
    };
  }
  if (existing.timeIn === '') {
    const [row] = await db
      .update(attendanceDaily)
      .set({ timeIn: now, sign: 'tick', remark: 'Present', studentName: person.name })
      .where(eq(attendanceDaily.id, existing.id))
      .returning();
    return {
      status: 200 as const,
      action: 'in' as const,
      row: row ?? existing,
      message: ATTENDANCE_MESSAGES.checkedIn(person.name, now),
    };
  }
  if (existing.timeOut === '') {
    const [row] = await db
      .update(attendanceDaily)
      .set({ timeOut: now })
      .where(eq(attendanceDaily.id, existing.id))
      .returning();
    return {
      status: 200 as const,
      action: 'out' as const,
      row: row ?? existing,
      message: ATTENDANCE_MESSAGES.checkedOut(person.name, now),
    };
  }
  throw conflict(ATTENDANCE_MESSAGES.alreadyOut(person.name));
}
