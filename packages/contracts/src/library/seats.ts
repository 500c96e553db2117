import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { moneySchema } from '../plans/plan';

/** Seats of a library (spec 02 sections 2 to 9): shifts, the two layouts, bookings. */

export const SHIFTS = ['Morning', 'Afternoon', 'Evening', 'Night', 'Full day'] as const;
export type Shift = (typeof SHIFTS)[number];

/**
 * Which parts of the day a shift holds, as slots 0 to 3: a booking's shift overlaps another's
 * when their slot ranges overlap, so Full day conflicts with every other shift. The database's
 * exclusion constraint uses the same ranges.
 */
export const SHIFT_SLOTS: Record<Shift, readonly [number, number]> = {
  Morning: [0, 1],
  Afternoon: [1, 2],
  Evening: [2, 3],
  Night: [3, 4],
  'Full day': [0, 4],
};

export function shiftsOverlap(a: Shift, b: Shift): boolean {
  const [aFrom, aTo] = SHIFT_SLOTS[a];
  const [bFrom, bTo] = SHIFT_SLOTS[b];
  return aFrom < bTo && bFrom < aTo;
}

/** The shifts that hold a seat whenever `shift` does (itself included). */
export function overlappingShifts(shift: Shift): Shift[] {
  return SHIFTS.filter((other) => shiftsOverlap(shift, other));
}

export const SEAT_LAYOUTS = ['grid', 'tables'] as const;
export type SeatLayoutKind = (typeof SEAT_LAYOUTS)[number];

export const PAYMENT_METHODS = ['Cash', 'Card', 'Online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec 02 section 9: the grid starts 5 by 5; tables start with 6 seats. */
export const DEFAULT_GRID = { rows: 5, cols: 5 } as const;
export const DEFAULT_TABLE_SEATS = 6;
/** Our limits, so a layout stays a room and not a stadium. */
export const LAYOUT_LIMITS = { maxRows: 40, maxCols: 40, maxTables: 60, maxSeatsPerTable: 20 };

export const SEAT_MESSAGES = {
  // Spec 02 section 8, word for word.
  booked: 'Seat booked successfully!',
  // Ours (issue 31): a booking with nothing paid leaves the month's fee due.
  bookedWithDue: "Seat booked. Nothing was paid, so the month's fee is due.",
  bookedPartlyPaid: "Seat booked. Part of the month's fee is still due.",
  bookingFailed: 'Booking failed. Please try again.',
  modalFailed: 'Failed to book seat.',
  modalError: 'Error booking seat. Please try again.',
  loadFailed: 'Failed to load seat data. Please try again later.',
  noSeatForMember: 'No seat found with that member ID.',
  loginRequired: 'Please login to book a seat.',
  thrownFallback: 'Something went wrong. Please try again.',
  // Ours.
  taken:
    'This seat is already booked for an overlapping shift and dates. Choose another seat or other dates.',
  letter: 'Each member id letter must be one letter.',
  tableNo: 'Table number is required.',
  startDate: 'Start date is required.',
  expiryDate: 'Expiry date is required.',
  expiryBeforeStart: 'Expiry date must be on or after the start date.',
  paymentMethod: 'Payment method is required: Cash, Card or Online.',
  paidAmount: 'Paid amount is required.',
  dueAmount: 'Due amount is required.',
  seatNumber: 'Seat number is required.',
  shift: 'Choose a shift: Morning, Afternoon, Evening, Night or Full day.',
  noSuchSeat: 'That seat is not in this layout.',
  notFound: 'Booking not found.',
  cancelled: 'Booking cancelled.',
  layoutSaved: 'Layout saved.',
  rows: 'A grid has at least 1 row.',
  cols: 'A grid has at least 1 column.',
  tables: 'Keep at least one table.',
  tableSeats: 'A table has at least 1 seat.',
  layoutInUse: (seat: string) =>
    `Seat ${seat} has a current or future booking; it cannot be removed from the layout.`,
} as const;

/** Spec 02 section 5: a fixed prefix, the two letters and a five-digit number. */
export const MEMBER_ID_PREFIX = 'VJ';
export const MEMBER_ID_PATTERN = /^[A-Z0-9-]{3,20}$/;

/**
 * A member id from two letters (spec 02 section 5). The number runs from 00001 to 99999: the
 * spec's upper end 100000 has six digits, which would break the five-digit shape.
 */
export function generateMemberId(
  letter1: string,
  letter2: string,
  random: () => number = Math.random,
): string {
  const number = 1 + Math.floor(random() * 99_999);
  return `${MEMBER_ID_PREFIX}${letter1.toUpperCase()}${letter2.toUpperCase()}${String(number).padStart(5, '0')}`;
}

const letterSchema = z
  .string({ error: SEAT_MESSAGES.letter })
  .trim()
  .regex(/^[A-Za-z]$/, SEAT_MESSAGES.letter)
  .transform((value) => value.toUpperCase());

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(10_000, message);

export const shiftSchema = z.enum(SHIFTS, { error: SEAT_MESSAGES.shift });
const layoutSchema = z.enum(SEAT_LAYOUTS, { error: 'Layout is grid or tables.' });
const memberIdSchema = z
  .string({ error: SEAT_MESSAGES.loginRequired })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value !== '', SEAT_MESSAGES.loginRequired)
  .refine(
    (value) => value === '' || MEMBER_ID_PATTERN.test(value),
    'Member id has 3 to 20 letters, digits or dashes.',
  );

/**
 * The seat form (spec 02 sections 3 and 5). `shift` and `layout` are ours: a booking is made in
 * a shift's tab, on one of the two layouts. The member id is the one given, or else generated
 * from the two letters.
 */
export const seatBookingFormSchema = z
  .object({
    seatNumber: positiveInt(SEAT_MESSAGES.seatNumber),
    shift: shiftSchema,
    layout: layoutSchema.default('grid'),
    memberId: memberIdSchema.optional(),
    memberIdLetter1: letterSchema.optional(),
    memberIdLetter2: letterSchema.optional(),
    /** Only a round table's seat needs it (issue 31); on the grid it is not part of the seat. */
    tableNo: positiveInt(SEAT_MESSAGES.tableNo).optional(),
    planDetails: z
      .string()
      .trim()
      .max(200, 'Plan details may have at most 200 characters.')
      .default(''),
    startDate: calendarDateSchema(SEAT_MESSAGES.startDate),
    expiryDate: calendarDateSchema(SEAT_MESSAGES.expiryDate),
    /** Asked only when something is paid now (issue 31). */
    paymentMethod: z.enum(PAYMENT_METHODS, { error: SEAT_MESSAGES.paymentMethod }).optional(),
    /** Nothing paid is 0: the month's fee is then due. */
    paidAmount: moneySchema(SEAT_MESSAGES.paidAmount).default('0'),
    /** For a joined member the fee record decides what is due; this is kept for anyone else. */
    dueAmount: moneySchema(SEAT_MESSAGES.dueAmount).default('0'),
    nextBillDate: calendarDateSchema('Next bill date must be a real date (YYYY-MM-DD).').optional(),
  })
  .refine((form) => form.expiryDate >= form.startDate, {
    message: SEAT_MESSAGES.expiryBeforeStart,
    path: ['expiryDate'],
  })
  .refine((form) => form.layout !== 'tables' || form.tableNo !== undefined, {
    message: SEAT_MESSAGES.tableNo,
    path: ['tableNo'],
  })
  .refine((form) => Number(form.paidAmount) === 0 || form.paymentMethod !== undefined, {
    message: SEAT_MESSAGES.paymentMethod,
    path: ['paymentMethod'],
  })
  .refine(
    (form) =>
      form.memberId !== undefined ||
      (form.memberIdLetter1 !== undefined && form.memberIdLetter2 !== undefined),
    { message: SEAT_MESSAGES.loginRequired, path: ['memberId'] },
  );

/**
 * The seat modal's short payload (spec 02 section 7): seat and member id. The shift and layout
 * of the tab may come with it; without them it is the grid's seat for Full day, the safest
 * reading since Full day conflicts with every shift. It books one month from today.
 */
export const seatQuickBookingSchema = z.object({
  seatNumber: positiveInt(SEAT_MESSAGES.seatNumber),
  memberId: memberIdSchema,
  shift: shiftSchema.default('Full day'),
  layout: layoutSchema.default('grid'),
  tableNo: positiveInt(SEAT_MESSAGES.tableNo).optional(),
});

/** Fields only the full form has: a body with any of them is read as the full form. */
const FORM_ONLY_FIELDS = [
  'memberIdLetter1',
  'memberIdLetter2',
  'planDetails',
  'startDate',
  'expiryDate',
  'paymentMethod',
  'paidAmount',
  'dueAmount',
  'nextBillDate',
] as const;

export function isFullSeatForm(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && FORM_ONLY_FIELDS.some((field) => field in body)
  );
}

export type BookSeatInput =
  | ({ payload: 'form' } & z.output<typeof seatBookingFormSchema>)
  | ({ payload: 'modal' } & z.output<typeof seatQuickBookingSchema>);

/**
 * `POST /api/book-seat` takes both payloads: the full form when it has any of the form's own
 * fields, otherwise the modal's. Each is checked by its own schema, so the messages are its own.
 */
export const bookSeatInputSchema = z.unknown().transform((body, ctx): BookSeatInput => {
  const full = isFullSeatForm(body);
  const result = full
    ? seatBookingFormSchema.safeParse(body)
    : seatQuickBookingSchema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }
  return full
    ? { payload: 'form', ...(result.data as z.output<typeof seatBookingFormSchema>) }
    : { payload: 'modal', ...(result.data as z.output<typeof seatQuickBookingSchema>) };
});

export type SeatBookingForm = z.input<typeof seatBookingFormSchema>;
export type SeatQuickBooking = z.input<typeof seatQuickBookingSchema>;

export const seatBookingSchema = z.object({
  _id: z.string(),
  seatNumber: z.number(),
  shift: shiftSchema,
  layout: layoutSchema,
  memberId: z.string(),
  memberIdLetter1: z.string().nullable(),
  memberIdLetter2: z.string().nullable(),
  tableNo: z.number(),
  planDetails: z.string(),
  startDate: z.string(),
  expiryDate: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  nextBillDate: z.string().nullable(),
  bookingTime: z.string(),
  /** Who booked it (spec 02 section 4: an occupied seat shows who booked it and when). */
  bookedBy: z.string(),
  /** The joined member this member id belongs to, when there is one. */
  member: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type SeatBooking = z.infer<typeof seatBookingSchema>;

/**
 * What a new booking left owing on the joined member's monthly fee (the fee record the dues
 * screens read): the month billed and the rupees still due; null when nothing is due.
 */
export const bookingDueSchema = z
  .object({ member: z.string(), month: z.string(), amount: z.number() })
  .nullable();
export type BookingDue = z.infer<typeof bookingDueSchema>;

/** A joined member as the seat form's member picker offers them. */
export const seatMemberOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  vedanId: z.string(),
  memberId: z.string(),
  /** The monthly fee: what falls due when a booking is made with nothing paid. */
  fees: z.number(),
});
export type SeatMemberOption = z.infer<typeof seatMemberOptionSchema>;

export const seatMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Part of a name, a Vedan ID or a member id. */
  search: z.string().trim().max(100).optional(),
});

export const seatBookingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  shift: shiftSchema.optional(),
  /** Bookings that hold their seat on this day; without it, every booking. */
  date: calendarDateSchema().optional(),
  memberId: z.string().trim().max(20).optional(),
});

export const seatMapQuerySchema = z.object({
  shift: shiftSchema,
  date: calendarDateSchema().optional(),
});

export const gridLayoutSchema = z.object({
  rows: z.coerce
    .number({ error: SEAT_MESSAGES.rows })
    .int(SEAT_MESSAGES.rows)
    .min(1, SEAT_MESSAGES.rows)
    .max(LAYOUT_LIMITS.maxRows, `A grid has at most ${LAYOUT_LIMITS.maxRows} rows.`),
  cols: z.coerce
    .number({ error: SEAT_MESSAGES.cols })
    .int(SEAT_MESSAGES.cols)
    .min(1, SEAT_MESSAGES.cols)
    .max(LAYOUT_LIMITS.maxCols, `A grid has at most ${LAYOUT_LIMITS.maxCols} columns.`),
});

export const tablesLayoutSchema = z.object({
  /** Seats at each table, table 1 first. */
  tables: z
    .array(
      z.coerce
        .number({ error: SEAT_MESSAGES.tableSeats })
        .int(SEAT_MESSAGES.tableSeats)
        .min(1, SEAT_MESSAGES.tableSeats)
        .max(
          LAYOUT_LIMITS.maxSeatsPerTable,
          `A table has at most ${LAYOUT_LIMITS.maxSeatsPerTable} seats.`,
        ),
      { error: SEAT_MESSAGES.tables },
    )
    .min(1, SEAT_MESSAGES.tables)
    .max(LAYOUT_LIMITS.maxTables, `A room has at most ${LAYOUT_LIMITS.maxTables} tables.`),
});

export const seatLayoutsSchema = z.object({
  shift: shiftSchema,
  grid: gridLayoutSchema,
  tables: z.array(z.number()),
});
export type SeatLayouts = z.infer<typeof seatLayoutsSchema>;

/** Seats in a layout: the grid's rows times columns, or the tables' seats together. */
export function gridCapacity(grid: { rows: number; cols: number }): number {
  return grid.rows * grid.cols;
}
export function tablesCapacity(tables: readonly number[]): number {
  return tables.reduce((sum, seats) => sum + seats, 0);
}

export const occupiedSeatSchema = z.object({
  layout: layoutSchema,
  /** 0 on the grid; the table's number on the tables layout. */
  table: z.number(),
  seatNumber: z.number(),
  booking: seatBookingSchema,
});

export const shiftTotalsSchema = z.object({
  shift: shiftSchema,
  seats: z.number(),
  occupied: z.number(),
  free: z.number(),
  paid: z.number(),
  due: z.number(),
});
export type ShiftTotals = z.infer<typeof shiftTotalsSchema>;

/** A seat's place in a layout. */
export const mapSeatSchema = z.object({
  layout: layoutSchema,
  /** 0 on the grid; the table's number on the tables layout. */
  table: z.number(),
  seatNumber: z.number(),
});
export type MapSeat = z.infer<typeof mapSeatSchema>;

export const seatMapSchema = z.object({
  success: z.literal(true),
  shift: shiftSchema,
  date: z.string(),
  layouts: seatLayoutsSchema,
  occupied: z.array(occupiedSeatSchema),
  /** Seats held by students booking online, waiting for their payment (decision 0360). */
  held: z.array(mapSeatSchema),
  totals: shiftTotalsSchema,
});
export type SeatMap = z.infer<typeof seatMapSchema>;
