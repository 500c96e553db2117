import { addDays, type AharHome, type ForecastAnswer } from '@vedann/contracts';
import type { Db } from '../../../db/client';
import { hasPermission, type OrgContext } from '../../../http/access';
import { monthSales } from '../demand/demand-sales.service';
import { stockAlerts } from '../stock/stock-list.service';
import { tiffinDays } from '../tiffin/tiffin.service';
import { tiffinDues } from '../tiffin/bills.service';

type Sales = Awaited<ReturnType<typeof monthSales>>;

const figure = (quantity: number, value: string | number) => ({
  quantity,
  value: Math.round(Number(value) * 100) / 100,
});

/** The units forecast for `day`, over the categories whose forecast covers it. */
export function forecastOn(forecast: ForecastAnswer, day: string): number | null {
  let total: number | null = null;
  for (const category of forecast.categories) {
    if (category.status !== 'ok') continue;
    const point = category.points.find((p) => p.date === day);
    if (point?.forecast != null) total = (total ?? 0) + point.forecast;
  }
  return total === null ? null : Math.round(total * 100) / 100;
}

/**
 * Demand → Own's figures: this month's and last month's sales (the page's month totals), the
 * record of yesterday (a day of one of the two), and the forecast of today.
 */
async function demandFigures(
  db: Db,
  orgId: string,
  today: string,
  ownForecast: (orgId: string) => Promise<ForecastAnswer>,
) {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const [thisMonth, lastMonth, forecast] = await Promise.all([
    monthSales(db, [orgId], year, month, 1),
    monthSales(db, [orgId], previous.year, previous.month, 1),
    ownForecast(orgId),
  ]);
  const yesterday = addDays(today, -1);
  const day = (sales: Sales) => sales.byDay.find((d) => d.date === yesterday);
  const recorded = day(thisMonth) ?? day(lastMonth);
  return {
    forecastToday: forecastOn(forecast, today),
    yesterday: figure(recorded?.quantity ?? 0, recorded?.value ?? 0),
    thisMonth: figure(thisMonth.totals.quantity, thisMonth.totals.value),
    lastMonth: figure(lastMonth.totals.quantity, lastMonth.totals.value),
  };
}

/** Today's and tomorrow's tiffin meals, the paused members left out, and tomorrow's paused. */
async function tiffinFigures(db: Db, orgId: string, today: string) {
  const [todays, tomorrows] = await tiffinDays(db, orgId, today, 2);
  return {
    mealsToday: todays?.meals ?? 0,
    mealsTomorrow: tomorrows?.meals ?? 0,
    pausedTomorrow: tomorrows?.pausedMeals ?? 0,
  };
}

/**
 * The ahar's home in one request: the stock's alerts as the expiry page counts them, and the
 * demand and tiffin figures and the tiffin bills due, each for a member who may open its screen.
 */
export async function aharHome(
  db: Db,
  org: OrgContext,
  today: string,
  ownForecast: (orgId: string) => Promise<ForecastAnswer>,
): Promise<AharHome> {
  const planner = hasPermission(org, 'demand');
  const [alerts, demand, tiffin, dues] = await Promise.all([
    hasPermission(org, 'inventory') ? stockAlerts(db, org.id) : null,
    planner ? demandFigures(db, org.id, today, ownForecast) : null,
    planner ? tiffinFigures(db, org.id, today) : null,
    hasPermission(org, 'billing') ? tiffinDues(db, org.id) : null,
  ]);
  return {
    success: true,
    today,
    stock: alerts
      ? { expired: alerts.expired.total, expiring: alerts.soon.total, days: alerts.days }
      : null,
    demand,
    tiffin,
    tiffinDues: dues,
  };
}
