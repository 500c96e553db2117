import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  businessDay,
  dailyAttendanceInputSchema,
  dailyTotals,
  dailyAttendanceQuerySchema,
  newAttendanceRowId,
  pageQuerySchema,
  remarkForSign,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import type { OrgContext } from '../../http/access';
import { notFound } from '../../http/errors';
import type { PeopleDirectory } from '../people/directory';
import type { DailyRow } from './attendance.answers';
import { attendanceDaily } from './attendance.table';
import { personValues, requirePerson } from './person.service';

type DailyInput = z.output<typeof dailyAttendanceInputSchema>;
type DailyListQuery = z.output<typeof pageQuerySchema> &
  z.output<typeof dailyAttendanceQuerySchema>;

const inOrg = (orgId: string, id: string) =>
  and(eq(attendanceDaily.orgId, orgId), eq(attendanceDaily.id, id));
export const onDay = (orgId: string, date: string) =>
  and(eq(attendanceDaily.orgId, orgId), eq(attendanceDaily.date, date));

export async function rowsOnDay(db: Db, orgId: string, date: string): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(attendanceDaily)
    .where(onDay(orgId, date));
  return totals?.total ?? 0;
}

export async function findDaily(db: Db, orgId: string, id: string): Promise<DailyRow> {
  const [row] = await db.select().from(attendanceDaily).where(inOrg(orgId, id)).limit(1);
  if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
  return row;
}

/** The remarks of a day's rows, which the day's totals count. */
export async function remarksOnDay(db: Db, orgId: string, date: string) {
  return db
    .select({ remark: attendanceDaily.remark })
    .from(attendanceDaily)
    .where(onDay(orgId, date));
}

/** A day's totals as its sheet shows them: every row, those Present and the rest absent. */
export async function totalsOnDay(db: Db, orgId: string, date: string) {
  return dailyTotals(await remarksOnDay(db, orgId, date));
}

/**
 * A page of the sheet and its total. With a date, that day's sheet in Sr No order; without, every
 * day, the latest first.
 */
export async function listDaily(
  db: Db,
  orgId: string,
  query: DailyListQuery,
): Promise<{ rows: DailyRow[]; total: number }> {
  const { page, limit, search, date } = query;
  const conditions: (SQL | undefined)[] = [eq(attendanceDaily.orgId, orgId)];
  if (date) conditions.push(eq(attendanceDaily.date, date));
  if (search) conditions.push(sql`${attendanceDaily.studentName} ilike ${containsPattern(search)}`);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(attendanceDaily)
      .where(where)
      .orderBy(desc(attendanceDaily.date), asc(attendanceDaily.srNo), asc(attendanceDaily.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(attendanceDaily).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * One row (spec 04 section 7). A new row is numbered after the day's rows and, with no ID of its
 * own, gets S00 plus the row count; the remark always follows the sign.
 */
export async function addDaily(
  db: Db,
  people: readonly PeopleDirectory[],
  org: OrgContext,
  body: DailyInput,
): Promise<DailyRow> {
  const person = body.person ? await requirePerson(people, db, org, body.person) : undefined;
  const date = body.date ?? businessDay();
  const rowCount = (await rowsOnDay(db, org.id, date)) + 1;
  const [row] = await db
    .insert(attendanceDaily)
    .values({
      orgId: org.id,
      date,
      srNo: rowCount,
      code: body.id || newAttendanceRowId(rowCount),
      studentName: person?.name ?? body.studentName,
      timeIn: body.timeIn,
      timeOut: body.timeOut,
      sign: body.sign,
      remark: remarkForSign(body.sign),
      ...personValues(person),
    })
    .returning();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
  return row;
}

/** Writes the whole row; without a date or ID of its own it keeps the saved ones. */
export async function updateDaily(
  db: Db,
  people: readonly PeopleDirectory[],
  org: OrgContext,
  id: string,
  body: DailyInput,
): Promise<DailyRow> {
  const existing = await findDaily(db, org.id, id);
  const person = body.person ? await requirePerson(people, db, org, body.person) : undefined;
  const [row] = await db
    .update(attendanceDaily)
    .set({
      date: body.date ?? existing.date,
      code: body.id || existing.code,
      studentName: person?.name ?? body.studentName,
      timeIn: body.timeIn,
      timeOut: body.timeOut,
      sign: body.sign,
      remark: remarkForSign(body.sign),
      ...personValues(person),
    })
    .where(inOrg(org.id, existing.id))
    .returning();
  if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
  return row;
}

/** Deleting a row renumbers the rows after it on the same day. */
export async function removeDaily(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(attendanceDaily).where(inOrg(orgId, id)).returning();
    if (!removed) throw notFound(ATTENDANCE_MESSAGES.notFound);
    await tx
      .update(attendanceDaily)
      .set({ srNo: sql`${attendanceDaily.srNo} - 1` })
      .where(and(onDay(orgId, removed.date), gt(attendanceDaily.srNo, removed.srNo)));
  });
}
