import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { feePayStateSchema } from '../payments/utr';
import {
  SEAT_LAYOUTS,
  SEAT_MESSAGES,
  mapSeatSchema,
  seatLayoutsSchema,
  shiftSchema,
} from './seats';

/**
 * A seat a student books online from the library's public page (issue 32 item 4, decision 0360):
 * held for `SEAT_HOLD_MINUTES` until the payment's UTR is reported, then kept until the desk
 * confirms (the seat is booked, the member joined and the month paid) or rejects it.
 */
export const SEAT_HOLD_MINUTES = 15;

export const SEAT_HOLD_MESSAGES = {
  held: 'Seat held for 15 minutes. Pay by UPI and report the UTR to keep it.',
  taken: SEAT_MESSAGES.taken,
  plan: 'Choose a plan.',
  planNotFound: 'That plan is not offered by this library.',
  notLibrary: 'Library not found.',
  startDate: 'Choose a start date from today on.',
  oneAtATime:
    'You already hold a seat at this library. Pay for it, or wait for it to lapse, before holding another.',
  lapsed: 'This hold lapsed after 15 minutes without a payment. Book the seat again.',
  notFound: 'Hold not found.',
  loadFailed: 'Failed to load the seats. Please try again.',
} as const;

export const seatHoldInputSchema = z.object({
  shift: shiftSchema,
  layout: z.enum(SEAT_LAYOUTS, { error: 'Layout is grid or tables.' }),
  /** The table of a seat on the tables layout; the grid has none. */
  tableNo: z.coerce.number().int().min(1).optional(),
  seatNumber: z.coerce
    .number({ error: SEAT_MESSAGES.seatNumber })
    .int(SEAT_MESSAGES.seatNumber)
    .min(1, SEAT_MESSAGES.seatNumber),
  startDate: calendarDateSchema(SEAT_HOLD_MESSAGES.startDate),
  planId: z
    .string({ error: SEAT_HOLD_MESSAGES.plan })
    .regex(/^[0-9a-f]{24}$/, SEAT_HOLD_MESSAGES.plan),
});
export type SeatHoldInput = z.input<typeof seatHoldInputSchema>;

/** Where a hold stands: held (waiting for the UTR) or reported (waiting for the desk). */
export const SEAT_HOLD_STATES = ['held', 'reported'] as const;
export type SeatHoldState = (typeof SEAT_HOLD_STATES)[number];

export const seatHoldSchema = z.object({
  _id: z.string(),
  library: z.object({ _id: z.string(), name: z.string() }),
  student: z.object({ name: z.string(), vedanId: z.string() }),
  shift: shiftSchema,
  layout: z.enum(SEAT_LAYOUTS),
  /** 0 on the grid. */
  table: z.number(),
  seatNumber: z.number(),
  startDate: z.string(),
  expiryDate: z.string(),
  planName: z.string(),
  /** Rupees with two decimals. */
  amount: z.string(),
  /** When the hold lapses unless its UTR is reported (ISO time). */
  expiresAt: z.string(),
  state: z.enum(SEAT_HOLD_STATES),
  createdAt: z.string(),
  /** The UPI pay link and the latest UTR payment towards it. */
  pay: feePayStateSchema,
});
export type SeatHold = z.infer<typeof seatHoldSchema>;

export const publicSeatMapQuerySchema = z.object({
  shift: shiftSchema,
  date: calendarDateSchema(SEAT_HOLD_MESSAGES.startDate),
});

/** The student's seat map: the layouts, and the seats booked or held on the day in the shift. */
export const publicSeatMapSchema = z.object({
  success: z.literal(true),
  shift: shiftSchema,
  date: z.string(),
  layouts: seatLayoutsSchema,
  taken: z.array(mapSeatSchema),
  held: z.array(mapSeatSchema),
});
export type PublicSeatMap = z.infer<typeof publicSeatMapSchema>;

/** When a hold made at `from` lapses unless its UTR is reported. */
export function holdLapsesAt(from: Date): Date {
  return new Date(from.getTime() + SEAT_HOLD_MINUTES * 60_000);
}

/** Whether a hold still keeps its seat at `now`: its UTR was reported, or its time is not up. */
export function holdStands(
  hold: { expiresAt: Date; reportedAt: Date | null },
  now: Date = new Date(),
): boolean {
  return hold.reportedAt !== null || hold.expiresAt.getTime() > now.getTime();
}

/** A library member renews their seat for the next month from /library/dashboard (decision 0360). */
export const SEAT_RENEWAL_MESSAGES = {
  renewed: 'Seat renewed for the next month. Its fee is due on your fee record.',
  noSeat: 'You have no seat at this library to renew. Ask the desk.',
  pending: 'Your seat is already renewed for the next month.',
} as const;
