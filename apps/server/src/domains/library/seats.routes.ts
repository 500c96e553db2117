import { and, asc, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  SEAT_MESSAGES,
  SHIFTS,
  bookSeatInputSchema,
  generateMemberId,
  gridLayoutSchema,
  idSchema,
  messageResponseSchema,
  pageInfo,
  pageInfoSchema,
  seatBookingSchema,
  seatBookingsQuerySchema,
  seatLayoutsSchema,
  seatMapQuerySchema,
  seatMapSchema,
  shiftSchema,
  shiftTotalsSchema,
  tablesLayoutSchema,
  type BookSeatInput,
  type SeatBooking,
  type Shift,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { OrgKindAccess } from '../../http/access';
import { currentOrg, currentUser } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { users } from '../accounts/users.table';
import { libraryMembers } from './joined.table';
import {
  addDays,
  addMonths,
  holdingOn,
  isSeatTaken,
  joinedMemberNamed,
  layoutsOf,
  libraryToday,
  seatInLayout,
  shiftTotals,
  totalsOf,
  type BookingRow,
  type LayoutRow,
} from './seats.service';
import { seatBookings, seatLayouts } from './seats.table';

const tags = ['library: seats'];
const seats: OrgKindAccess = { org: 'library', permission: 'seats' };

const bookingColumns = {
  booking: seatBookings,
  bookedBy: users.fullname,
  memberName: libraryMembers.name,
};

/** Bookings with who booked them and the joined member they belong to. */
function selectBookings(db: Db) {
  return db
    .select(bookingColumns)
    .from(seatBookings)
    .innerJoin(users, eq(users.id, seatBookings.bookedBy))
    .leftJoin(libraryMembers, eq(libraryMembers.id, seatBookings.joinedMemberId));
}

export function toSeatBooking(row: {
  booking: BookingRow;
  bookedBy: string;
  memberName: string | null;
}): SeatBooking {
  const b = row.booking;
  return {
    _id: b.id,
    seatNumber: b.seatNumber,
    shift: b.shift,
    layout: b.layout,
    memberId: b.memberId,
    memberIdLetter1: b.memberIdLetter1,
    memberIdLetter2: b.memberIdLetter2,
    tableNo: b.tableNo,
    planDetails: b.planDetails,
    startDate: b.startDate,
    expiryDate: b.expiryDate,
    paymentMethod: b.paymentMethod,
    paidAmount: Number(b.paidAmount),
    dueAmount: Number(b.dueAmount),
    nextBillDate: b.nextBillDate,
    bookingTime: b.bookingTime.toISOString(),
    bookedBy: row.bookedBy,
    member:
      b.joinedMemberId && row.memberName !== null
        ? { _id: b.joinedMemberId, name: row.memberName }
        : null,
  };
}

const toLayouts = (row: LayoutRow) => ({
  shift: row.shift,
  grid: { rows: row.gridRows, cols: row.gridCols },
  tables: row.tables,
});

const bookingAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: seatBookingSchema,
});

/** The values of a new booking from either payload. */
function bookingValues(input: BookSeatInput, today: string) {
  if (input.payload === 'form') {
    const memberId =
      input.memberId ??
      generateMemberId(input.memberIdLetter1 ?? 'X', input.memberIdLetter2 ?? 'X');
    return {
      shift: input.shift,
      layout: input.layout,
      seatNumber: input.seatNumber,
      tableNo: input.tableNo,
      memberId,
      memberIdLetter1: input.memberIdLetter1 ?? null,
      memberIdLetter2: input.memberIdLetter2 ?? null,
      planDetails: input.planDetails,
      startDate: input.startDate,
      expiryDate: input.expiryDate,
      paymentMethod: input.paymentMethod,
      paidAmount: input.paidAmount,
      dueAmount: input.dueAmount,
      nextBillDate: input.nextBillDate ?? null,
    };
  }
  if (input.layout === 'tables' && input.tableNo === undefined)
    throw badRequest(SEAT_MESSAGES.tableNo);
  // The modal books a month from today: today to the day before the same date next month.
  return {
    shift: input.shift,
    layout: input.layout,
    seatNumber: input.seatNumber,
    tableNo: input.tableNo ?? 1,
    memberId: input.memberId,
    memberIdLetter1: null,
    memberIdLetter2: null,
    planDetails: '',
    startDate: today,
    expiryDate: addDays(addMonths(today, 1), -1),
    paymentMethod: null,
    paidAmount: '0',
    dueAmount: '0',
    nextBillDate: addMonths(today, 1),
  };
}

export function registerSeatRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: POST /api/book-seat, with the form's payload or the modal's.
  app.post(
    '/api/v1/book-seat',
    {
      config: { access: seats },
      schema: { tags, body: bookSeatInputSchema, response: { 201: bookingAnswer } },
    },
    async (request, reply) => {
      const org = currentOrg(request);
      const user = currentUser(request);
      const values = bookingValues(request.body, libraryToday());
      const layouts = await layoutsOf(db, org.id);
      const layout = layouts.get(values.shift);
      const table = values.layout === 'tables' ? values.tableNo : 0;
      if (!layout || !seatInLayout(layout, values.layout, table, values.seatNumber)) {
        throw badRequest(SEAT_MESSAGES.noSuchSeat);
      }
      // The booking belongs to the joined member the id names (member id or Vedan ID), and
      // carries their member id whichever of the two was typed.
      const member = await joinedMemberNamed(db, org.id, values.memberId);
      let row: BookingRow | undefined;
      try {
        [row] = await db
          .insert(seatBookings)
          .values({
            ...values,
            memberId: member?.memberId ?? values.memberId,
            orgId: org.id,
            bookedBy: user.id,
            joinedMemberId: member?.id ?? null,
          })
          .returning();
      } catch (error) {
        // The exclusion constraint decides, so concurrent bookings of one seat cannot both win.
        if (isSeatTaken(error)) throw conflict(SEAT_MESSAGES.taken);
        throw error;
      }
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({
        success: true as const,
        message: SEAT_MESSAGES.booked,
        booking: toSeatBooking({
          booking: row,
          bookedBy: user.fullname,
          memberName: member?.name ?? null,
        }),
      });
    },
  );

  // GET /api/book-seat: the library's bookings, paged, by shift, day and member id.
  app.get(
    '/api/v1/book-seat',
    {
      config: { access: seats },
      schema: {
        tags,
        querystring: seatBookingsQuerySchema,
        response: {
          200: z
            .object({ success: z.literal(true), bookings: z.array(seatBookingSchema) })
            .extend(pageInfoSchema.shape),
        },
      },
    },
    async (request) => {
      const { page, limit, shift, date, memberId } = request.query;
      const org = currentOrg(request);
      const conditions: (SQL | undefined)[] = [eq(seatBookings.orgId, org.id)];
      if (shift) conditions.push(eq(seatBookings.shift, shift));
      if (date)
        conditions.push(lte(seatBookings.startDate, date), gte(seatBookings.expiryDate, date));
      if (memberId) conditions.push(eq(seatBookings.memberId, memberId.toUpperCase()));
      const where = and(...conditions);
      const [rows, [totals]] = await Promise.all([
        selectBookings(db)
          .where(where)
          .orderBy(desc(seatBookings.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(seatBookings).where(where),
      ]);
      return {
        success: true as const,
        bookings: rows.map(toSeatBooking),
        ...pageInfo({ page, limit }, totals?.total ?? 0),
      };
    },
  );

  // Search by member id (or a joined member's Vedan ID): the seats they hold today or later.
  app.get(
    '/api/v1/book-seat/member/:memberId',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ memberId: z.string().trim().min(1).max(20) }),
        response: {
          200: z.object({ success: z.literal(true), bookings: z.array(seatBookingSchema) }),
        },
      },
    },
    async (request) => {
      const org = currentOrg(request);
      const typed = request.params.memberId.toUpperCase();
      const rows = await selectBookings(db)
        .where(
          and(
            eq(seatBookings.orgId, org.id),
            or(eq(seatBookings.memberId, typed), eq(libraryMembers.vedanKey, typed)),
            gte(seatBookings.expiryDate, libraryToday()),
          ),
        )
        .orderBy(asc(seatBookings.startDate))
        .limit(50);
      if (rows.length === 0) throw notFound(SEAT_MESSAGES.noSeatForMember);
      return { success: true as const, bookings: rows.map(toSeatBooking) };
    },
  );

  app.get(
    '/api/v1/book-seat/:id',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ success: z.literal(true), booking: seatBookingSchema }) },
      },
    },
    async (request) => {
      const [row] = await selectBookings(db)
        .where(
          and(
            eq(seatBookings.orgId, currentOrg(request).id),
            eq(seatBookings.id, request.params.id),
          ),
        )
        .limit(1);
      if (!row) throw notFound(SEAT_MESSAGES.notFound);
      return { success: true as const, booking: toSeatBooking(row) };
    },
  );

  // Cancelling frees the seat at once.
  app.delete(
    '/api/v1/book-seat/:id',
    {
      config: { access: seats },
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(seatBookings)
        .where(
          and(
            eq(seatBookings.orgId, currentOrg(request).id),
            eq(seatBookings.id, request.params.id),
          ),
        )
        .returning({ id: seatBookings.id });
      if (!row) throw notFound(SEAT_MESSAGES.notFound);
      return { success: true, message: SEAT_MESSAGES.cancelled };
    },
  );

  // The seat map of one shift on one day (today by default): both layouts, who holds which seat.
  app.get(
    '/api/v1/seats',
    {
      config: { access: seats },
      schema: { tags, querystring: seatMapQuerySchema, response: { 200: seatMapSchema } },
    },
    async (request) => {
      const org = currentOrg(request);
      const { shift } = request.query;
      const day = request.query.date ?? libraryToday();
      // The bookings of overlapping shifts are all the totals need, so one read serves both.
      const [layouts, rows] = await Promise.all([
        layoutsOf(db, org.id),
        selectBookings(db)
          .where(holdingOn(org.id, day, shift))
          .orderBy(asc(seatBookings.id)),
      ]);
      const layout = layouts.get(shift);
      if (!layout) throw new Error('layouts missing');
      const shiftTotal = totalsOf(
        shift,
        layout,
        rows.map((row) => row.booking),
      );
      return {
        success: true as const,
        shift,
        date: day,
        layouts: toLayouts(layout),
        occupied: rows
          .filter((row) =>
            seatInLayout(layout, row.booking.layout, row.booking.seatTable, row.booking.seatNumber),
          )
          .map((row) => ({
            layout: row.booking.layout,
            table: row.booking.seatTable,
            seatNumber: row.booking.seatNumber,
            booking: toSeatBooking(row),
          })),
        totals: shiftTotal,
      };
    },
  );

  // Each tab's totals on one day.
  app.get(
    '/api/v1/seats/totals',
    {
      config: { access: seats },
      schema: {
        tags,
        querystring: seatMapQuerySchema.pick({ date: true }),
        response: {
          200: z.object({
            success: z.literal(true),
            date: z.string(),
            totals: z.array(shiftTotalsSchema),
          }),
        },
      },
    },
    async (request) => {
      const day = request.query.date ?? libraryToday();
      return {
        success: true as const,
        date: day,
        totals: await shiftTotals(db, currentOrg(request).id, day),
      };
    },
  );

  app.get(
    '/api/v1/seat-layouts',
    {
      config: { access: seats },
      schema: {
        tags,
        response: {
          200: z.object({ success: z.literal(true), layouts: z.array(seatLayoutsSchema) }),
        },
      },
    },
    async (request) => {
      const layouts = await layoutsOf(db, currentOrg(request).id);
      return {
        success: true as const,
        layouts: SHIFTS.flatMap((shift) => {
          const row = layouts.get(shift);
          return row ? [toLayouts(row)] : [];
        }),
      };
    },
  );

  const layoutAnswer = z.object({
    success: z.literal(true),
    message: z.string(),
    layouts: seatLayoutsSchema,
  });

  /**
   * Saves a shift's layout unless a seat it drops has a current or future booking of that
   * shift and layout: that member keeps their seat.
   */
  async function saveLayout(
    orgId: string,
    shift: Shift,
    kind: 'grid' | 'tables',
    next: Pick<LayoutRow, 'gridRows' | 'gridCols' | 'tables'>,
  ) {
    const layouts = await layoutsOf(db, orgId);
    const current = layouts.get(shift);
    if (!current) throw new Error('layouts missing');
    const proposed: LayoutRow = { ...current, ...next };
    const held = await db
      .selectDistinct({ seatTable: seatBookings.seatTable, seatNumber: seatBookings.seatNumber })
      .from(seatBookings)
      .where(
        and(
          eq(seatBookings.orgId, orgId),
          eq(seatBookings.shift, shift),
          eq(seatBookings.layout, kind),
          gte(seatBookings.expiryDate, libraryToday()),
        ),
      );
    const lost = held.find(
      (seat) => !seatInLayout(proposed, kind, seat.seatTable, seat.seatNumber),
    );
    if (lost) {
      throw conflict(
        SEAT_MESSAGES.layoutInUse(
          kind === 'grid' ? String(lost.seatNumber) : `${lost.seatTable}-${lost.seatNumber}`,
        ),
      );
    }
    const [row] = await db
      .update(seatLayouts)
      .set(next)
      .where(and(eq(seatLayouts.orgId, orgId), eq(seatLayouts.shift, shift)))
      .returning();
    if (!row) throw new Error('layout vanished');
    return { success: true as const, message: SEAT_MESSAGES.layoutSaved, layouts: toLayouts(row) };
  }

  const shiftParams = z.object({ shift: shiftSchema });

  app.put(
    '/api/v1/seat-layouts/:shift/grid',
    {
      config: { access: seats },
      schema: {
        tags,
        params: shiftParams,
        body: gridLayoutSchema,
        response: { 200: layoutAnswer },
      },
    },
    async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      return saveLayout(currentOrg(request).id, request.params.shift, 'grid', {
        gridRows: request.body.rows,
        gridCols: request.body.cols,
        tables: current?.tables ?? [],
      });
    },
  );

  app.put(
    '/api/v1/seat-layouts/:shift/tables',
    {
      config: { access: seats },
      schema: {
        tags,
        params: shiftParams,
        body: tablesLayoutSchema,
        response: { 200: layoutAnswer },
      },
    },
    async (request) => {
      const current = (await layoutsOf(db, currentOrg(request).id)).get(request.params.shift);
      return saveLayout(currentOrg(request).id, request.params.shift, 'tables', {
        gridRows: current?.gridRows ?? 1,
        gridCols: current?.gridCols ?? 1,
        tables: request.body.tables,
      });
    },
  );
}
