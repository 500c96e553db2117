import { z } from 'zod';
import { isCalendarDate } from '../common/date';
import { SHIFTS, type Shift } from './seats';

/** Library search (spec 01 sections 3, 5, 7; spec 02 section 3). */

export const LIBRARY_SEARCH_MESSAGES = {
  // Spec 01 section 5, word for word.
  required: 'Pincode, Time Slot, Date Joining, and Fee are required.',
  fee: 'Fee must be a valid number.',
  // Ours.
  pincode: 'Pincode must be 6 digits.',
  timeSlot: 'Time Slot is Morning, Afternoon, Evening, Night or Full day.',
  date: 'Date Joining must be a real date (YYYY-MM-DD).',
  empty: 'No libraries near this pincode have a free seat in that shift within this fee.',
} as const;

/** Spec 02 section 9: the fees slider runs 0 to 1000; typed fees may be higher. */
export const SEARCH_FEE_SLIDER = { min: 0, max: 1000 } as const;
/** How far "near" reaches beyond the pincode's own city. */
export const SEARCH_RADIUS_KM = 200;

const present = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

function timeSlotOf(value: string): Shift | undefined {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return SHIFTS.find(
    (shift) => shift.toLowerCase() === wanted || (shift === 'Full day' && wanted === 'fullday'),
  );
}

/**
 * The search body: {pincode, timeSlot, dateJoining, fee} plus the optional libraryZone, page
 * and limit. `tentativeDate` (spec 02's name) is read as dateJoining and `fees` as fee.
 */
export const librarySearchInputSchema = z.looseObject({}).transform((body, ctx) => {
  const raw = body as Record<string, unknown>;
  const date = raw.dateJoining ?? raw.tentativeDate;
  const fee = raw.fee ?? raw.fees;
  if (![raw.pincode, raw.timeSlot, date, fee].every(present)) {
    ctx.addIssue({ code: 'custom', message: LIBRARY_SEARCH_MESSAGES.required });
    return z.NEVER;
  }
  const feeNumber =
    typeof fee === 'number' ? fee : typeof fee === 'string' ? Number(fee.trim()) : Number.NaN;
  if (!Number.isFinite(feeNumber) || feeNumber < 0) {
    ctx.addIssue({ code: 'custom', message: LIBRARY_SEARCH_MESSAGES.fee });
    return z.NEVER;
  }
  const pincode = String(raw.pincode).trim();
  if (!/^[1-9]\d{5}$/.test(pincode)) {
    ctx.addIssue({ code: 'custom', message: LIBRARY_SEARCH_MESSAGES.pincode });
    return z.NEVER;
  }
  const timeSlot = typeof raw.timeSlot === 'string' ? timeSlotOf(raw.timeSlot) : undefined;
  if (!timeSlot) {
    ctx.addIssue({ code: 'custom', message: LIBRARY_SEARCH_MESSAGES.timeSlot });
    return z.NEVER;
  }
  const dateJoining = String(date).trim().slice(0, 10);
  if (!isCalendarDate(dateJoining)) {
    ctx.addIssue({ code: 'custom', message: LIBRARY_SEARCH_MESSAGES.date });
    return z.NEVER;
  }
  const zone = typeof raw.libraryZone === 'string' ? raw.libraryZone.trim().slice(0, 80) : '';
  const page = Number(raw.page ?? 1);
  const limit = Number(raw.limit ?? 10);
  return {
    pincode,
    timeSlot,
    dateJoining,
    fee: feeNumber,
    libraryZone: zone,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    limit: Number.isInteger(limit) && limit >= 1 && limit <= 50 ? limit : 10,
  };
});
export type LibrarySearchInput = z.input<typeof librarySearchInputSchema>;

export const librarySearchResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string(),
  pincode: z.string(),
  zone: z.string(),
  address: z.string(),
  /** Between the searched pincode's city and the library's; 0 within one city. */
  distanceKm: z.number().nullable(),
  freeSeats: z.number(),
  plans: z.array(z.object({ _id: z.string(), name: z.string(), fee: z.number() })),
  /** The library's public page on the web app. */
  publicPage: z.string(),
});
export type LibrarySearchResult = z.infer<typeof librarySearchResultSchema>;
