import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { attendanceExportQuerySchema, daysInMonth, monthNumber } from '@vedann/contracts';
import type { Db } from '../../db/client';
import { attendanceDaily, attendanceMonthly } from './attendance.table';
import { monthSpan } from './month';

/** A month's export holds at most this many rows. */
const EXPORT_LIMIT = 50_000;

/** A month's daily or monthly sheet as the lines of a CSV file, and the file's name. */
export async function exportSheet(
  db: Db,
  orgId: string,
  query: z.output<typeof attendanceExportQuerySchema>,
): Promise<{ fileName: string; lines: (string | number)[][] }> {
  const { year, month, sheet } = query;
  const [first, last] = monthSpan(year, month);
  let lines: (string | number)[][];
  if (sheet === 'daily') {
    const rows = await db
      .select()
      .from(attendanceDaily)
      .where(
        and(
          eq(attendanceDaily.orgId, orgId),
          gte(attendanceDaily.date, first),
          lte(attendanceDaily.date, last),
        ),
      )
      .orderBy(asc(attendanceDaily.date), asc(attendanceDaily.srNo))
      .limit(EXPORT_LIMIT);
    lines = [
      ['Date', 'Sr No', 'Student Name', 'ID', 'Time In', 'Time Out', 'Remark'],
      ...rows.map((r) => [r.date, r.srNo, r.studentName, r.code, r.timeIn, r.timeOut, r.remark]),
    ];
  } else {
    const days = daysInMonth(year, monthNumber(month));
    const rows = await db
      .select()
      .from(attendanceMonthly)
      .where(
        and(
          eq(attendanceMonthly.orgId, orgId),
          eq(attendanceMonthly.year, year),
          eq(attendanceMonthly.month, monthNumber(month)),
        ),
      )
      .orderBy(asc(attendanceMonthly.id))
      .limit(EXPORT_LIMIT);
    lines = [
      [
        'Student Name',
        ...Array.from({ length: days }, (_, i) => String(i + 1)),
        'Total Days',
        'Performed Total P',
        'Remark',
      ],
      ...rows.map((r) => [r.studentName, ...r.marks, r.totalDays, r.performedTotalP, r.remark]),
    ];
  }
  return { fileName: `attendance-${sheet}-${first.slice(0, 7)}.csv`, lines };
}
