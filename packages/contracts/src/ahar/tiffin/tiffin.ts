import { z } from 'zod';
import { addDays, calendarDateSchema, todayInIndia } from '../../common/date';
import { memberMessageShape } from '../../messages/channels';
import { MEAL_KINDS } from '../people/regular-members';

/**
 * A tiffin member pauses a day (issue 32 item 4, decision 0360): a regular member whose Vedan ID
 * is the signed-in account's pauses or resumes a day of their subscription before the ahar's
 * cut-off hour, and the day's tiffin count leaves them out.
 */
export const TIFFIN_MESSAGES = {
  cutoffHour: 'The cut-off hour is a whole hour from 0 to 23.',
  settingsSaved: 'Cut-off hour saved.',
  day: 'Choose a valid day.',
  paused: 'Tiffin paused for the day.',
  resumed: 'Tiffin resumed for the day.',
  pastCutoff:
    "It is past the cut-off for this day: the kitchen has planned it. Ask the ahar if it can't be helped.",
  outsideSubscription: 'This day is outside your tiffin subscription.',
  tooFar: 'A day can be paused at most 60 days ahead.',
  inactive: 'Your tiffin is not active. Ask the ahar.',
  alreadyPaused: 'This day is already paused.',
  notPaused: 'This day is not paused.',
} as const;

/** When no cut-off hour is saved: 20:00 (8 pm) India time, the day before. */
export const DEFAULT_TIFFIN_CUTOFF_HOUR = 20;
/** A pause is at most this many days ahead, so a member's pauses stay a short list. */
export const TIFFIN_PAUSE_MAX_DAYS_AHEAD = 60;

/**
 * The last moment a day's tiffin can be paused or resumed: the cut-off hour of the day before,
 * India time (UTC+05:30, no daylight saving).
 */
export function tiffinPauseDeadline(day: string, cutoffHour: number): Date {
  const hour = String(cutoffHour).padStart(2, '0');
  return new Date(`${addDays(day, -1)}T${hour}:00:00+05:30`);
}

/** A day can still be paused or resumed at `now`. */
export function tiffinDayOpen(day: string, cutoffHour: number, now: Date): boolean {
  return now.getTime() < tiffinPauseDeadline(day, cutoffHour).getTime();
}

/**
 * The first day still open at `now`: tomorrow before today's cut-off hour, else the day after
 * (the cut-off of a day is always on the day before).
 */
export function firstOpenTiffinDay(cutoffHour: number, now: Date): string {
  const tomorrow = addDays(todayInIndia(now), 1);
  return tiffinDayOpen(tomorrow, cutoffHour, now) ? tomorrow : addDays(tomorrow, 1);
}

export const tiffinSettingsInputSchema = z.object({
  cutoffHour: z.coerce
    .number({ error: TIFFIN_MESSAGES.cutoffHour })
    .int(TIFFIN_MESSAGES.cutoffHour)
    .min(0, TIFFIN_MESSAGES.cutoffHour)
    .max(23, TIFFIN_MESSAGES.cutoffHour),
});
export type TiffinSettingsInput = z.input<typeof tiffinSettingsInputSchema>;
export const tiffinSettingsSchema = z.object({ cutoffHour: z.number().int() });
export type TiffinSettings = z.infer<typeof tiffinSettingsSchema>;

export const tiffinDayParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id.'),
  day: calendarDateSchema(TIFFIN_MESSAGES.day),
});

/** A member's own tiffin at one ahar, as `/ahar/me` shows it. */
export const myTiffinSchema = z.object({
  _id: z.string(),
  ahar: z.object({ _id: z.string(), name: z.string() }),
  mealKind: z.enum(MEAL_KINDS),
  mealsPerDay: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  active: z.boolean(),
  /** How this ahar's messages reach the member: their own choice (decision 0359). */
  ...memberMessageShape,
  cutoffHour: z.number().int(),
  /** The first day that can still be paused or resumed now. */
  firstOpenDay: z.string(),
  /** The paused days from today on, earliest first. */
  pauses: z.array(z.string()),
});
export type MyTiffin = z.infer<typeof myTiffinSchema>;

/** How many tiffin meals a day needs: the running subscriptions, the paused ones left out. */
export const tiffinDaySchema = z.object({
  date: z.string(),
  members: z.number().int(),
  meals: z.number().int(),
  pausedMembers: z.number().int(),
  pausedMeals: z.number().int(),
});
export type TiffinDay = z.infer<typeof tiffinDaySchema>;

export const tiffinDaysQuerySchema = z.object({
  from: calendarDateSchema(TIFFIN_MESSAGES.day),
  days: z.coerce.number().int().min(1).max(31).default(7),
});
