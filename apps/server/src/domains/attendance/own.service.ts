import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { monthNumber, monthlyAttendanceQuerySchema } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { organizations } from '../orgs/orgs.table';
import { attendanceDaily, attendanceMonthly } from './attendance.table';
import { monthSpan } from './month';

const OWN_LIMIT = 100;

/** The rows naming an account, at every business, each with its business's name. */
export async function ownAttendance(
  db: Db,
  userId: string,
  { year, month }: z.output<typeof monthlyAttendanceQuerySchema>,
) {
  const dailyWhere: (SQL | undefined)[] = [eq(attendanceDaily.personUserId, userId)];
  const monthlyWhere: (SQL | undefined)[] = [eq(attendanceMonthly.personUserId, userId)];
  if (year !== undefined) monthlyWhere.push(eq(attendanceMonthly.year, year));
  if (month !== undefined) monthlyWhere.push(eq(attendanceMonthly.month, monthNumber(month)));
  if (year !== undefined && month !== undefined) {
    const [first, last] = monthSpan(year, month);
    dailyWhere.push(gte(attendanceDaily.date, first), lte(attendanceDaily.date, last));
  }
  const [daily, monthly] = await Promise.all([
    db
      .select({ row: attendanceDaily, business: organizations.name })
      .from(attendanceDaily)
      .innerJoin(organizations, eq(organizations.id, attendanceDaily.orgId))
      .where(and(...dailyWhere))
      .orderBy(desc(attendanceDaily.date), asc(attendanceDaily.id))
      .limit(OWN_LIMIT),
    db
      .select({ row: attendanceMonthly, business: organizations.name })
      .from(attendanceMonthly)
      .innerJoin(organizations, eq(organizations.id, attendanceMonthly.orgId))
      .where(and(...monthlyWhere))
      .orderBy(desc(attendanceMonthly.year), desc(attendanceMonthly.month))
      .limit(OWN_LIMIT),
  ]);
  return { daily, monthly };
}
