import { asc, count, eq, max } from 'drizzle-orm';
import {
  WEEK_DAYS,
  businessDay,
  businessTime,
  dietApi,
  type DietHome,
  type WeekDay,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentUser } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { consultations, dietReminders, dietSchedules, doshaResults } from './diet.table';

/** The weekday of a day (YYYY-MM-DD), as the timetable names it (Monday first). */
export function weekDayOf(day: string): WeekDay {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7]!;
}

/** A slot ending at 00:00 runs to midnight. */
const endOf = (end: string) => (end === '00:00' ? '24:00' : end);

type Slot = { start: string; end: string; activity: string };

/** Today's activities, and the first that has not ended by `now` (HH:MM). */
export function todaysTimetable(slots: readonly Slot[], now: string) {
  const activities = slots
    .filter((slot) => slot.activity.trim() !== '')
    .sort((a, b) => a.start.localeCompare(b.start));
  return {
    activities: activities.length,
    next: activities.find((s) => endOf(s.end) > now) ?? null,
  };
}

/** The next ring at or after `now` (HH:MM), else the first tomorrow; rings sorted by time. */
export function nextRing(rings: readonly { ringTime: string; remark: string }[], now: string) {
  const later = rings.find((ring) => ring.ringTime >= now);
  if (later) return { ringTime: later.ringTime, remark: later.remark, tomorrow: false };
  const first = rings[0];
  return first ? { ringTime: first.ringTime, remark: first.remark, tomorrow: true } : null;
}

/** The student's own day at a glance: every query is scoped by their account. */
export async function dietHomeOf(db: Db, userId: string, at = new Date()): Promise<DietHome> {
  const today = businessDay(at);
  const now = businessTime(at);
  const weekDay = weekDayOf(today);
  const [schedules, rings, doshas, asked] = await Promise.all([
    db.select().from(dietSchedules).where(eq(dietSchedules.userId, userId)),
    db
      .select({ ringTime: dietReminders.ringTime, remark: dietReminders.remark })
      .from(dietReminders)
      .where(eq(dietReminders.userId, userId))
      .orderBy(asc(dietReminders.ringTime)),
    db
      .select({ dosha: doshaResults.dosha })
      .from(doshaResults)
      .where(eq(doshaResults.userId, userId)),
    db
      .select({ count: count(), lastAt: max(consultations.createdAt) })
      .from(consultations)
      .where(eq(consultations.userId, userId)),
  ]);
  const schedule = schedules[0];
  const todays = schedule?.days.find((row) => row.day === weekDay)?.slots ?? [];
  const lastAt = asked[0]?.lastAt;
  return {
    success: true,
    today,
    weekDay,
    timetable: schedule ? { name: schedule.name, ...todaysTimetable(todays, now) } : null,
    reminders: { count: rings.length, next: nextRing(rings, now) },
    dosha: doshas[0]?.dosha ?? null,
    consultations: {
      count: asked[0]?.count ?? 0,
      lastAt: lastAt ? new Date(lastAt).toISOString() : null,
    },
  };
}

export function registerDietHomeRoute({ app, db }: AppContext): void {
  app.route({
    ...routeOf(dietApi.home, ['diet']),
    handler: (request) => dietHomeOf(db, currentUser(request).id),
  });
}
