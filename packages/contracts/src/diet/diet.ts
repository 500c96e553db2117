import { z } from 'zod';

/** The diet dashboard (spec 04 sections 2.2, 3, 5, 7, 8, 9): a student's own timetable and reminders. */

export const WEEK_DAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DIET_MESSAGES = {
  // Spec 04 sections 5 and 8, word for word.
  slotRequired: 'At least one time slot is required.',
  scheduleSaved: 'Schedule updated successfully!',
  scheduleFailed: 'Error updating schedule',
  reminderSaved: 'Form Submitted',
  reminderFailed: 'Error submitting form',
  // Ours.
  timeInvalid: 'Enter a time as HH:MM.',
  endBeforeStart: 'A slot must end after it starts.',
  dayInvalid: 'Days are Monday to Sunday.',
  daysRepeated: 'Each day appears once.',
  activityLong: 'An activity may have at most 200 characters.',
  nameLong: 'The name may have at most 100 characters.',
  serialInvalid: 'Serial no must be a whole number from 1 to 99.',
  ringTimeInvalid: 'Enter the ring time as 9:00 AM or 09:00.',
  remarkLong: 'The remark may have at most 200 characters.',
  reminderNotFound: 'Reminder not found.',
  reminderRemoved: 'Reminder removed.',
} as const;

/** HH:MM on a 24-hour clock. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z
  .string({ error: DIET_MESSAGES.timeInvalid })
  .trim()
  .regex(TIME, DIET_MESSAGES.timeInvalid);

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** One hour after an HH:MM time, on the same clock (23:30 gives 00:30). */
export function oneHourAfter(value: string): string {
  const total = (minutesOf(value) + 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The timetable's start (spec 04 section 9): seven one-hour slots from 09:00. */
export const DEFAULT_SLOT_STARTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];

const slotSchema = z
  .object({
    start: time,
    end: time,
    activity: z.string().trim().max(200, DIET_MESSAGES.activityLong).default(''),
  })
  .refine((slot) => minutesOf(slot.end) > minutesOf(slot.start) || slot.end === '00:00', {
    message: DIET_MESSAGES.endBeforeStart,
    path: ['end'],
  });

/** POST /api/schedules: the spec's `{name, days[{day, slots[{start, end, activity}]}]}`. */
export const scheduleInputSchema = z.object({
  name: z.string().trim().max(100, DIET_MESSAGES.nameLong).default('My timetable'),
  days: z
    .array(
      z.object({
        day: z.enum(WEEK_DAYS, { error: DIET_MESSAGES.dayInvalid }),
        slots: z.array(slotSchema).min(1, DIET_MESSAGES.slotRequired).max(24),
      }),
    )
    .min(1, DIET_MESSAGES.slotRequired)
    .max(7)
    .refine(
      (days) => new Set(days.map((d) => d.day)).size === days.length,
      DIET_MESSAGES.daysRepeated,
    ),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

/** GET /api/schedules answers the spec's array of `{day, timeSlots[{start, activity}]}`. */
export const scheduleDaySchema = z.object({
  day: z.enum(WEEK_DAYS),
  timeSlots: z.array(z.object({ start: z.string(), end: z.string(), activity: z.string() })),
});
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** The default reminders (spec 04 section 9). */
export const DEFAULT_REMINDERS = [
  { serialNo: 1, ringTime: '9:00 AM', remark: 'First Reminder' },
  { serialNo: 2, ringTime: '11:00 AM', remark: 'Second Reminder' },
  { serialNo: 3, ringTime: '2:00 PM', remark: 'Third Reminder' },
] as const;

/** Reads "9:00 AM", "2:30 pm" or "14:30" as HH:MM; null when it is none of them. */
export function parseRingTime(value: string): string | null {
  const text = value.trim().toUpperCase();
  const twelve = /^(\d{1,2}):([0-5]\d)\s*(AM|PM)$/.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return null;
    const hours24 = (hour % 12) + (twelve[3] === 'PM' ? 12 : 0);
    return `${String(hours24).padStart(2, '0')}:${twelve[2]}`;
  }
  const twentyFour = /^(\d{1,2}):([0-5]\d)$/.exec(text);
  if (twentyFour && Number(twentyFour[1]) < 24) {
    return `${twentyFour[1]!.padStart(2, '0')}:${twentyFour[2]}`;
  }
  return null;
}

/** HH:MM shown the spec's way, "9:00 AM". */
export function ringTimeLabel(value: string): string {
  const minutes = minutesOf(value);
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** POST /api/reminders, one per row: `{serialNo, ringTime, remark}`. */
export const reminderInputSchema = z.object({
  serialNo: z.coerce
    .number({ error: DIET_MESSAGES.serialInvalid })
    .int(DIET_MESSAGES.serialInvalid)
    .min(1, DIET_MESSAGES.serialInvalid)
    .max(99, DIET_MESSAGES.serialInvalid),
  ringTime: z.string({ error: DIET_MESSAGES.ringTimeInvalid }).transform((value, context) => {
    const parsed = parseRingTime(value);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message: DIET_MESSAGES.ringTimeInvalid });
      return z.NEVER;
    }
    return parsed;
  }),
  remark: z.string().trim().max(200, DIET_MESSAGES.remarkLong).default(''),
});
export type ReminderInput = z.input<typeof reminderInputSchema>;

export const reminderSchema = z.object({
  _id: z.string(),
  serialNo: z.number().int(),
  /** HH:MM, 24-hour. */
  ringTime: z.string(),
  remark: z.string(),
});
export type Reminder = z.infer<typeof reminderSchema>;
