import { z } from 'zod';
import { WEEK_DAYS } from './diet';
import { DOSHAS } from './dosha';

/**
 * The diet dashboard's home (issue 31): the student's own day at a glance, each part leading to
 * its pane. Times are India's (the reminders ring by the clock of the student, who is in India).
 */
export const dietHomeSchema = z.object({
  success: z.literal(true),
  /** India's day the figures are for, and its weekday (the timetable's key). */
  today: z.string(),
  weekDay: z.enum(WEEK_DAYS),
  /** Today's row of the weekly timetable: null when no timetable is saved. */
  timetable: z
    .object({
      name: z.string(),
      /** Today's slots that have an activity, by start time. */
      activities: z.number().int(),
      /** The first of today's activities that has not ended yet, or null. */
      next: z.object({ start: z.string(), end: z.string(), activity: z.string() }).nullable(),
    })
    .nullable(),
  reminders: z.object({
    count: z.number().int(),
    /** The next ring (HH:MM, 24-hour): later today, else the first one tomorrow. */
    next: z.object({ ringTime: z.string(), remark: z.string(), tomorrow: z.boolean() }).nullable(),
  }),
  /** The leading dosha of the questionnaire, or null when it was not taken. */
  dosha: z.enum(DOSHAS).nullable(),
  consultations: z.object({ count: z.number().int(), lastAt: z.string().nullable() }),
});
export type DietHome = z.infer<typeof dietHomeSchema>;
