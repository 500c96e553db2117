import { and, desc, eq } from 'drizzle-orm';
import {
  FORECAST_CHECK_DAYS,
  FORECAST_HORIZON,
  FORECAST_MIN_DAYS,
  MARKET_MIN_BUSINESSES,
  addDays,
  daysBetween,
  forecastAnswerSchema,
  type CategoryForecast,
  type ForecastAnswer,
} from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { aharDemandEvents, aharDemandState } from './demand.table';
import { cityOf, dailyRows, type DayRow } from './demand-sales.service';
import { forecastCategory, type EventLike } from './forecast';

const EVENTS_READ = 500;

/**
 * Bumped whenever the forecast's code or its constants change what it answers, so that a stored
 * forecast from before is computed again.
 */
export const FORECAST_CACHE_VERSION = 1;

async function events(db: Db, orgId: string): Promise<EventLike[]> {
  return db
    .select({
      startDate: aharDemandEvents.startDate,
      endDate: aharDemandEvents.endDate,
      effect: aharDemandEvents.effect,
      category: aharDemandEvents.category,
    })
    .from(aharDemandEvents)
    .where(eq(aharDemandEvents.orgId, orgId))
    .orderBy(desc(aharDemandEvents.id))
    .limit(EVENTS_READ);
}

/**
 * Forecasts every category from daily rows: each category's days run from its first record to
 * the last recorded day of all, days without a record count as no demand. For the market, a
 * category needs `minBusinesses` contributors, and a day's recorded figure is shown only where
 * that many contributed.
 */
function forecastFrom(
  rows: DayRow[],
  eventList: EventLike[],
  minBusinesses: number,
): { from: string | null; categories: CategoryForecast[]; hidden: number } {
  const last = rows.reduce<string | null>(
    (max, r) => (max === null || r.date > max ? r.date : max),
    null,
  );
  if (last === null) return { from: null, categories: [], hidden: 0 };
  const byCategory = new Map<string, { name: string; days: Map<string, DayRow> }>();
  for (const row of rows) {
    const entry = byCategory.get(row.key) ?? { name: row.category, days: new Map() };
    entry.days.set(row.date, row);
    byCategory.set(row.key, entry);
  }
  const categories: CategoryForecast[] = [];
  let hidden = 0;
  for (const { name, days } of [...byCategory.values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const businesses = Math.max(...[...days.values()].map((d) => d.businesses));
    if (minBusinesses > 1 && businesses < minBusinesses) {
      hidden += 1;
      continue;
    }
    const start = [...days.keys()].sort()[0] ?? last;
    const length = daysBetween(start, last) + 1;
    const quantities = Array.from({ length }, (_, i) =>
      Number(days.get(addDays(start, i))?.quantity ?? 0),
    );
    const result = forecastCategory({
      start,
      quantities,
      category: name,
      events: eventList,
      minimumDays: FORECAST_MIN_DAYS,
      checkDays: FORECAST_CHECK_DAYS,
      horizon: FORECAST_HORIZON,
    });
    if (result.status === 'short') {
      categories.push({ status: 'short', category: name, days: result.days });
      continue;
    }
    const points =
      minBusinesses > 1
        ? result.points.map((p) =>
            p.recorded !== null && (days.get(p.date)?.businesses ?? 0) < minBusinesses
              ? { ...p, recorded: null }
              : p,
          )
        : result.points;
    categories.push({ ...result, category: name, points });
  }
  return { from: addDays(last, 1), categories, hidden };
}

/** The forecast computed afresh from the business's days and events. */
async function computeOwnForecast(db: Db, orgId: string): Promise<ForecastAnswer> {
  const [rows, eventList] = await Promise.all([dailyRows(db, [orgId]), events(db, orgId)]);
  const { from, categories } = forecastFrom(rows, eventList, 1);
  return {
    success: true as const,
    from,
    minimumDays: FORECAST_MIN_DAYS,
    categories,
    hiddenCategories: 0,
    city: '',
  };
}

/**
 * The business's forecast: the stored one while nothing it reads has changed (the kept
 * revision moves on every write of a record, a line or an event), else computed and stored
 * for that revision. It is stored only if the revision is still the one read before computing,
 * so a write during the computation is never hidden behind an older answer.
 */
export function ownForecastReader(db: Db): (orgId: string) => Promise<ForecastAnswer> {
  /** Forecasts being computed in this process, so that callers at once share one computation. */
  const computing = new Map<string, Promise<ForecastAnswer>>();

  return async function ownForecast(orgId: string): Promise<ForecastAnswer> {
    const [state] = await db
      .select({
        revision: aharDemandState.revision,
        forecast: aharDemandState.forecast,
        forecastKey: aharDemandState.forecastKey,
      })
      .from(aharDemandState)
      .where(eq(aharDemandState.orgId, orgId))
      .limit(1);
    // Nothing recorded and no events: the empty answer, nothing to keep.
    if (!state) return computeOwnForecast(db, orgId);
    const key = `${FORECAST_CACHE_VERSION}:${state.revision}`;
    if (state.forecastKey === key && state.forecast !== null) {
      const stored = forecastAnswerSchema.safeParse(state.forecast);
      if (stored.success) return stored.data;
    }
    const flight = `${orgId}:${key}`;
    const running = computing.get(flight);
    if (running) return running;
    const work = (async () => {
      const answer = await computeOwnForecast(db, orgId);
      await db
        .update(aharDemandState)
        .set({ forecast: answer, forecastKey: key })
        .where(and(eq(aharDemandState.orgId, orgId), eq(aharDemandState.revision, state.revision)));
      return answer;
    })();
    computing.set(flight, work);
    try {
      return await work;
    } finally {
      computing.delete(flight);
    }
  };
}

/** The forecast of the business's city market, from the days of every ahar there. */
export async function marketForecast(db: Db, orgId: string): Promise<ForecastAnswer> {
  const { city, orgIds } = await cityOf(db, orgId);
  // Each business's events are its own; the market forecast uses none.
  const { from, categories, hidden } = forecastFrom(
    await dailyRows(db, orgIds),
    [],
    MARKET_MIN_BUSINESSES,
  );
  return {
    success: true as const,
    from,
    minimumDays: FORECAST_MIN_DAYS,
    categories,
    hiddenCategories: hidden,
    city,
  };
}
