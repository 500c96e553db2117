import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIFFIN_CUTOFF_HOUR,
  REGULAR_MEMBER_MESSAGES,
  TIFFIN_MESSAGES,
  TIFFIN_PAUSE_MAX_DAYS_AHEAD,
  addDays,
  firstOpenTiffinDay,
  tiffinDayOpen,
  todayInIndia,
  type MyTiffin,
  type TiffinDay,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { conflict, notFound } from '../../../http/errors';
import { organizations } from '../../orgs/orgs.table';
import { aharRegularMembers } from '../people/regular-members.table';
import { aharTiffinSettings, tiffinPauses } from './tiffin.table';

type MemberRow = typeof aharRegularMembers.$inferSelect;

/** The ahar's saved cut-off hour, or null before the first save. */
export async function savedCutoffHour(db: Db, orgId: string): Promise<number | null> {
  const [row] = await db
    .select({ hour: aharTiffinSettings.cutoffHour })
    .from(aharTiffinSettings)
    .where(eq(aharTiffinSettings.orgId, orgId));
  return row?.hour ?? null;
}

export async function saveCutoffHour(db: Db, orgId: string, cutoffHour: number): Promise<void> {
  await db
    .insert(aharTiffinSettings)
    .values({ orgId, cutoffHour })
    .onConflictDoUpdate({
      target: aharTiffinSettings.orgId,
      set: { cutoffHour, updatedAt: new Date() },
    });
}

/** The account's tiffins: the regular members naming its Vedan ID, with their pauses ahead. */
export async function myTiffins(db: Db, vedanId: string, now: Date): Promise<MyTiffin[]> {
  if (!vedanId) return [];
  const rows = await db
    .select({
      member: aharRegularMembers,
      aharName: organizations.name,
      cutoffHour: aharTiffinSettings.cutoffHour,
    })
    .from(aharRegularMembers)
    .innerJoin(organizations, eq(organizations.id, aharRegularMembers.orgId))
    .leftJoin(aharTiffinSettings, eq(aharTiffinSettings.orgId, aharRegularMembers.orgId))
    .where(eq(aharRegularMembers.vedanId, vedanId.toUpperCase()))
    .orderBy(asc(aharRegularMembers.id));
  if (rows.length === 0) return [];
  const today = todayInIndia(now);
  const pauses = await db
    .select({ memberId: tiffinPauses.memberId, day: tiffinPauses.day })
    .from(tiffinPauses)
    .where(
      and(
        inArray(
          tiffinPauses.memberId,
          rows.map((row) => row.member.id),
        ),
        gte(tiffinPauses.day, today),
      ),
    )
    .orderBy(asc(tiffinPauses.day));
  return rows.map(({ member, aharName, cutoffHour }) => {
    const hour = cutoffHour ?? DEFAULT_TIFFIN_CUTOFF_HOUR;
    return {
      _id: member.id,
      ahar: { _id: member.orgId, name: aharName },
      mealKind: member.mealKind,
      mealsPerDay: member.mealsPerDay,
      startDate: member.startDate,
      endDate: member.endDate,
      active: member.active,
      messageChannel: member.messageChannel,
      messageLanguage: member.messageLanguage,
      cutoffHour: hour,
      firstOpenDay: firstOpenTiffinDay(hour, now),
      pauses: pauses.filter((p) => p.memberId === member.id).map((p) => p.day),
    };
  });
}

/**
 * The member record `id` if it names the account's Vedan ID, and the day may change now: inside
 * the subscription, an active one, at most 60 days ahead and before its cut-off. Another's
 * record answers 404, as if it were not there.
 */
async function openDayOf(
  db: Db,
  vedanId: string,
  id: string,
  day: string,
  now: Date,
): Promise<MemberRow> {
  const [member] = vedanId
    ? await db
        .select()
        .from(aharRegularMembers)
        .where(
          and(eq(aharRegularMembers.id, id), eq(aharRegularMembers.vedanId, vedanId.toUpperCase())),
        )
        .limit(1)
    : [];
  if (!member) throw notFound(REGULAR_MEMBER_MESSAGES.notFound);
  if (!member.active) throw conflict(TIFFIN_MESSAGES.inactive);
  if (day < member.startDate || (member.endDate !== null && day > member.endDate))
    throw conflict(TIFFIN_MESSAGES.outsideSubscription);
  if (day > addDays(todayInIndia(now), TIFFIN_PAUSE_MAX_DAYS_AHEAD))
    throw conflict(TIFFIN_MESSAGES.tooFar);
  const hour = (await savedCutoffHour(db, member.orgId)) ?? DEFAULT_TIFFIN_CUTOFF_HOUR;
  if (!tiffinDayOpen(day, hour, now)) throw conflict(TIFFIN_MESSAGES.pastCutoff);
  return member;
}

/** The member pauses a day of their own tiffin; a second pause of it is 409. */
export async function pauseDay(db: Db, vedanId: string, id: string, day: string, now: Date) {
  const member = await openDayOf(db, vedanId, id, day, now);
  try {
    await db.insert(tiffinPauses).values({ orgId: member.orgId, memberId: member.id, day });
  } catch (error) {
    if (isUniqueViolation(error, 'tiffin_pauses_org_member_day_key'))
      throw conflict(TIFFIN_MESSAGES.alreadyPaused);
    throw error;
  }
  return member;
}

/** The member takes a paused day back, under the same cut-off. */
export async function resumeDay(db: Db, vedanId: string, id: string, day: string, now: Date) {
  const member = await openDayOf(db, vedanId, id, day, now);
  const removed = await db
    .delete(tiffinPauses)
    .where(
      and(
        eq(tiffinPauses.orgId, member.orgId),
        eq(tiffinPauses.memberId, member.id),
        eq(tiffinPauses.day, day),
      ),
    )
    .returning({ id: tiffinPauses.id });
  if (removed.length === 0) throw notFound(TIFFIN_MESSAGES.notPaused);
  return member;
}

interface DayRow {
  date: string;
  members: number | string;
  meals: number | string;
  paused_members: number | string;
  paused_meals: number | string;
}

/**
 * Tiffin meals each day from `from` needs: the active subscriptions running that day, the
 * members who paused it left out (and counted apart).
 */
export async function tiffinDays(
  db: Db,
  orgId: string,
  from: string,
  days: number,
): Promise<TiffinDay[]> {
  const m = aharRegularMembers;
  const p = tiffinPauses;
  const result = await db.execute(sql`
    select d.day::text as date,
      count(${m.id}) as members,
      coalesce(sum(${m.mealsPerDay}), 0) as meals,
      count(${p.id}) as paused_members,
      coalesce(sum(${m.mealsPerDay}) filter (where ${p.id} is not null), 0) as paused_meals
    from generate_series(${from}::date, ${from}::date + ${days - 1}::int, interval '1 day') as d(day)
    left join ${m} on ${m.orgId} = ${orgId} and ${m.active}
      and ${m.startDate} <= d.day and (${m.endDate} is null or ${m.endDate} >= d.day)
    left join ${p} on ${p.orgId} = ${orgId} and ${p.memberId} = ${m.id} and ${p.day} = d.day
    group by d.day
    order by d.day`);
  return (result as { rows: DayRow[] }).rows.map((row) => {
    const pausedMembers = Number(row.paused_members);
    const pausedMeals = Number(row.paused_meals);
    return {
      date: row.date.slice(0, 10),
      members: Number(row.members) - pausedMembers,
      meals: Number(row.meals) - pausedMeals,
      pausedMembers,
      pausedMeals,
    };
  });
}
