import { and, asc, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ATTENDANCE_MESSAGES,
  MONTH_NAMES,
  businessDay,
  businessTime,
  checkInInputSchema,
  dailyAttendanceInputSchema,
  dailyAttendanceQuerySchema,
  dailyAttendanceSchema,
  dailyTotals,
  dailyTotalsSchema,
  daysInMonth,
  attendanceExportQuerySchema,
  idSchema,
  monthNumber,
  monthlyAttendanceInputSchema,
  monthlyAttendanceQuerySchema,
  monthlyAttendanceSchema,
  monthlyTotals,
  newAttendanceRowId,
  ownAttendanceSchema,
  pageInfo,
  pageQuerySchema,
  remarkForSign,
  type MonthName,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/search';
import { currentOrg, currentUser, type OrgContext, type OrgKindsAccess } from '../../http/access';
import { conflict, notFound } from '../../http/errors';
import { sendPageHeaders } from '../../http/paging';
import { registerOrgResource } from '../../http/resource-routes';
import { organizations } from '../orgs/orgs.table';
import { findPerson, type PeopleDirectory, type PersonFound } from '../people/directory';
import { attendanceDaily, attendanceMonthly } from './attendance.table';
import { toCsv } from './csv';

/**
 * Attendance is the gym's `record` (Lekh Record); every other kind has `attendance`. The library
 * and company are served too, so their areas mount the same sheets.
 */
export const ATTENDANCE_ACCESS: OrgKindsAccess = {
  orgs: {
    gym: 'record',
    ahar: 'attendance',
    barber: 'attendance',
    company: 'attendance',
    library: 'attendance',
  },
};

/** The spec's daily path, and the gym's (its persistence is "not shown"). */
const DAILY_PATHS = ['/api/v1/attendance', '/api/v1/gym/attendance'] as const;
const MONTHLY_PATHS = ['/api/v1/aharattendance', '/api/v1/gym/monthly-attendance'] as const;
/** A month's export holds at most this many rows. */
const EXPORT_LIMIT = 50_000;
const OWN_LIMIT = 100;

type DailyRow = typeof attendanceDaily.$inferSelect;
type MonthlyRow = typeof attendanceMonthly.$inferSelect;

const personOf = (row: DailyRow | MonthlyRow) =>
  row.personDirectory && row.personRecordId
    ? {
        directory: row.personDirectory,
        recordId: row.personRecordId,
        linked: row.personUserId !== null,
      }
    : null;

const toDaily = (row: DailyRow) => ({
  _id: row.id,
  date: row.date,
  srNo: row.srNo,
  studentName: row.studentName,
  id: row.code,
  timeIn: row.timeIn,
  timeOut: row.timeOut,
  sign: row.sign,
  remark: row.remark,
  person: personOf(row),
});

const monthName = (month: number): MonthName => MONTH_NAMES[month - 1] ?? 'January';

const toMonthly = (row: MonthlyRow) => ({
  _id: row.id,
  studentName: row.studentName,
  year: row.year,
  month: monthName(row.month),
  attendanceData: row.marks,
  totalDays: row.totalDays,
  performedTotalP: row.performedTotalP,
  remark: row.remark,
  person: personOf(row),
});

const personValues = (person: PersonFound | undefined) => ({
  personDirectory: person?.directory ?? null,
  personRecordId: person?.recordId ?? null,
  personUserId: person?.userId ?? null,
});

async function requirePerson(
  people: readonly PeopleDirectory[],
  db: Db,
  org: OrgContext,
  code: string,
): Promise<PersonFound> {
  const person = await findPerson(people, db, org, code);
  if (!person) throw notFound(ATTENDANCE_MESSAGES.unknownPerson(code));
  return person;
}

/** The first and last day of a month, as dates. */
function monthSpan(year: number, month: MonthName): [string, string] {
  const mm = String(monthNumber(month)).padStart(2, '0');
  return [`${year}-${mm}-01`, `${year}-${mm}-${daysInMonth(year, monthNumber(month))}`];
}

export function registerAttendanceRoutes({ app, db, people }: AppContext): void {
  const tags = ['attendance'];
  const params = z.object({ id: idSchema });
  const rowAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    attendance: dailyAttendanceSchema,
  });
  const inOrg = (orgId: string, id: string) =>
    and(eq(attendanceDaily.orgId, orgId), eq(attendanceDaily.id, id));
  const onDay = (orgId: string, date: string) =>
    and(eq(attendanceDaily.orgId, orgId), eq(attendanceDaily.date, date));

  async function rowsOnDay(orgId: string, date: string): Promise<number> {
    const [totals] = await db
      .select({ total: count() })
      .from(attendanceDaily)
      .where(onDay(orgId, date));
    return totals?.total ?? 0;
  }

  async function findDaily(orgId: string, id: string): Promise<DailyRow> {
    const [row] = await db.select().from(attendanceDaily).where(inOrg(orgId, id)).limit(1);
    if (!row) throw notFound(ATTENDANCE_MESSAGES.notFound);
    return row;
  }

  /** The scan at the desk: first of the day is Time In (Present), the second Time Out. */
  async function checkIn(org: OrgContext, code: string) {
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
      const rowCount = (await rowsOnDay(org.id, today)) + 1;
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

  async function sendExport(
    reply: FastifyReply,
    org: OrgContext,
    query: z.output<typeof attendanceExportQuerySchema>,
  ) {
    const { year, month, sheet } = query;
    const [first, last] = monthSpan(year, month);
    let lines: (string | number)[][];
    if (sheet === 'daily') {
      const rows = await db
        .select()
        .from(attendanceDaily)
        .where(
          and(
            eq(attendanceDaily.orgId, org.id),
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
            eq(attendanceMonthly.orgId, org.id),
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
    const name = `attendance-${sheet}-${first.slice(0, 7)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(toCsv(lines));
  }

  for (const path of DAILY_PATHS) {
    // Static paths first in the code for the reader; the router prefers them over `:id` anyway.
    app.get(
      `${path}/totals`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: {
          tags,
          querystring: dailyAttendanceQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              date: z.string(),
              totals: dailyTotalsSchema,
            }),
          },
        },
      },
      async (request) => {
        const date = request.query.date ?? businessDay();
        const remarks = await db
          .select({ remark: attendanceDaily.remark })
          .from(attendanceDaily)
          .where(onDay(currentOrg(request).id, date));
        return { success: true as const, date, totals: dailyTotals(remarks) };
      },
    );

    app.post(
      `${path}/check-in`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: {
          tags,
          body: checkInInputSchema,
          response: {
            200: rowAnswer.extend({ action: z.enum(['in', 'out']) }),
            201: rowAnswer.extend({ action: z.enum(['in', 'out']) }),
          },
        },
      },
      async (request, reply) => {
        const result = await checkIn(currentOrg(request), request.body.code);
        return reply.status(result.status).send({
          success: true as const,
          message: result.message,
          action: result.action,
          attendance: toDaily(result.row),
        });
      },
    );

    app.get(
      `${path}/export`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: { tags, querystring: attendanceExportQuerySchema },
      },
      async (request, reply) => sendExport(reply, currentOrg(request), request.query),
    );

    // The spec's "list": the bare array of rows, the page in headers (PAGE_HEADERS). With a date,
    // that day's sheet in Sr No order; without, every day, the latest first.
    app.get(
      path,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: {
          tags,
          querystring: pageQuerySchema.extend(dailyAttendanceQuerySchema.shape),
          response: { 200: z.array(dailyAttendanceSchema) },
        },
      },
      async (request, reply) => {
        const { page, limit, search, date } = request.query;
        const org = currentOrg(request);
        const conditions: (SQL | undefined)[] = [eq(attendanceDaily.orgId, org.id)];
        if (date) conditions.push(eq(attendanceDaily.date, date));
        if (search)
          conditions.push(sql`${attendanceDaily.studentName} ilike ${containsPattern(search)}`);
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
        sendPageHeaders(reply, pageInfo(request.query, totals?.total ?? 0));
        return rows.map(toDaily);
      },
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: {
          tags,
          params,
          response: {
            200: z.object({ success: z.literal(true), attendance: dailyAttendanceSchema }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        attendance: toDaily(await findDaily(currentOrg(request).id, request.params.id)),
      }),
    );

    // One row per call (spec 04 section 7). A new row is numbered after the day's rows and, with
    // no ID of its own, gets S00 plus the row count; the remark always follows the sign.
    app.post(
      path,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: { tags, body: dailyAttendanceInputSchema, response: { 201: rowAnswer } },
      },
      async (request, reply) => {
        const org = currentOrg(request);
        const body = request.body;
        const person = body.person ? await requirePerson(people, db, org, body.person) : undefined;
        const date = body.date ?? businessDay();
        const rowCount = (await rowsOnDay(org.id, date)) + 1;
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
        return reply.status(201).send({
          success: true as const,
          message: ATTENDANCE_MESSAGES.submitted,
          attendance: toDaily(row),
        });
      },
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: { tags, params, body: dailyAttendanceInputSchema, response: { 200: rowAnswer } },
      },
      async (request) => {
        const org = currentOrg(request);
        const body = request.body;
        const existing = await findDaily(org.id, request.params.id);
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
        return {
          success: true as const,
          message: ATTENDANCE_MESSAGES.submitted,
          attendance: toDaily(row),
        };
      },
    );

    // Deleting a row renumbers the rows after it on the same day.
    app.delete(
      `${path}/:id`,
      {
        config: { access: ATTENDANCE_ACCESS },
        schema: {
          tags,
          params,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        const org = currentOrg(request);
        await db.transaction(async (tx) => {
          const [removed] = await tx
            .delete(attendanceDaily)
            .where(inOrg(org.id, request.params.id))
            .returning();
          if (!removed) throw notFound(ATTENDANCE_MESSAGES.notFound);
          await tx
            .update(attendanceDaily)
            .set({ srNo: sql`${attendanceDaily.srNo} - 1` })
            .where(and(onDay(org.id, removed.date), gt(attendanceDaily.srNo, removed.srNo)));
        });
        return { success: true as const, message: ATTENDANCE_MESSAGES.removed };
      },
    );
  }

  // The monthly register: one row per person and month. Totals are counted from the marks.
  registerOrgResource(
    { app, db },
    {
      table: attendanceMonthly,
      paths: [...MONTHLY_PATHS],
      access: { read: ATTENDANCE_ACCESS, write: ATTENDANCE_ACCESS },
      keys: { list: 'attendance', item: 'attendance' },
      input: monthlyAttendanceInputSchema,
      item: monthlyAttendanceSchema,
      async toRow(input, { org }) {
        const person = input.person
          ? await requirePerson(people, db, org, input.person)
          : undefined;
        return {
          studentName: person?.name ?? input.studentName,
          year: input.year,
          month: monthNumber(input.month),
          marks: input.attendanceData,
          ...monthlyTotals(input.attendanceData),
          remark: input.remark,
          ...personValues(person),
        };
      },
      toItem: toMonthly,
      messages: {
        created: ATTENDANCE_MESSAGES.submitted,
        updated: ATTENDANCE_MESSAGES.updated,
        removed: ATTENDANCE_MESSAGES.removed,
        notFound: ATTENDANCE_MESSAGES.notFound,
      },
      filters: {
        query: monthlyAttendanceQuerySchema,
        where: (q) => [
          q.year === undefined ? undefined : eq(attendanceMonthly.year, q.year),
          q.month === undefined ? undefined : eq(attendanceMonthly.month, monthNumber(q.month)),
        ],
      },
      search: [attendanceMonthly.studentName],
      order: 'oldest',
      tags,
    },
  );

  // A person's own attendance, at every business whose rows name them: read by the account.
  app.get(
    '/api/v1/me/attendance',
    {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: monthlyAttendanceQuerySchema,
        response: { 200: ownAttendanceSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { year, month } = request.query;
      const dailyWhere: (SQL | undefined)[] = [eq(attendanceDaily.personUserId, user.id)];
      const monthlyWhere: (SQL | undefined)[] = [eq(attendanceMonthly.personUserId, user.id)];
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
      return {
        success: true as const,
        daily: daily.map(({ row, business }) => ({
          business,
          businessId: row.orgId,
          date: row.date,
          timeIn: row.timeIn,
          timeOut: row.timeOut,
          remark: row.remark,
        })),
        monthly: monthly.map(({ row, business }) => ({
          business,
          businessId: row.orgId,
          year: row.year,
          month: monthName(row.month),
          attendanceData: row.marks,
          totalDays: row.totalDays,
          performedTotalP: row.performedTotalP,
          remark: row.remark,
        })),
      };
    },
  );
}
