/**
 * Demand forecasting for the ahar (issue 14 section 3): exponential smoothing with a weekly
 * season (Holt-Winters, additive or multiplicative, with a damped trend), fit to one business's
 * own daily history. Pure: no database, no clock; the routes give it the days.
 *
 * Events (a festival, a fair, a closure) enter twice. On the history they are divided out, so a
 * festival's spike does not teach the model a false level and a closure's empty day is skipped
 * rather than read as no demand; on the days ahead they multiply the forecast.
 */

export const SEASON = 7;

export type Method = 'additive' | 'multiplicative';

export interface Model {
  method: Method;
  alpha: number;
  beta: number;
  gamma: number;
  phi: number;
  level: number;
  trend: number;
  /** The season's indices for the 7 days after the last fitted day, in order. */
  seasonal: number[];
  sse: number;
}

export interface EventLike {
  startDate: string;
  endDate: string;
  /** Percent change of demand: +60, -100 for a closure. */
  effect: number;
  /** One category, or '' for all. */
  category: string;
}

const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.7];
const BETAS = [0, 0.02, 0.05, 0.1, 0.2];
const GAMMAS = [0.05, 0.1, 0.2, 0.3, 0.5];
const PHI = 0.98;

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/** The first two seasons, with a missing day (a closure) replaced by its season's mean. */
function firstSeasons(y: readonly (number | null)[]): [number[], number[]] {
  const seasons: number[][] = [];
  for (let k = 0; k < 2; k += 1) {
    const raw = y.slice(k * SEASON, (k + 1) * SEASON);
    const fill = mean(raw.filter((v): v is number => v !== null));
    seasons.push(raw.map((v) => v ?? fill));
  }
  return [seasons[0] ?? [], seasons[1] ?? []];
}

/** Runs one parameter set over the series; SSE of the one-step errors after the first week. */
function run(
  y: readonly (number | null)[],
  method: Method,
  alpha: number,
  beta: number,
  gamma: number,
  phi: number,
): Model {
  const [s1, s2] = firstSeasons(y);
  const m1 = mean(s1);
  const m2 = mean(s2);
  let level = m1;
  let trend = (m2 - m1) / SEASON;
  const seasonal: number[] = [];
  for (let i = 0; i < SEASON; i += 1) {
    const a = s1[i] ?? 0;
    const b = s2[i] ?? 0;
    seasonal.push(
      method === 'additive'
        ? (a - m1 + (b - m2)) / 2
        : (m1 > 0 ? a / m1 : 1) / 2 + (m2 > 0 ? b / m2 : 1) / 2,
    );
  }
  let sse = 0;
  for (let t = 0; t < y.length; t += 1) {
    const s = seasonal[t % SEASON] ?? (method === 'additive' ? 0 : 1);
    const base = level + phi * trend;
    const predicted = method === 'additive' ? base + s : base * s;
    const value = y[t];
    if (value === null || value === undefined) {
      // A closed day: the state moves on without learning from it.
      level = base;
      trend = phi * trend;
      continue;
    }
    if (t >= SEASON) sse += (value - predicted) ** 2;
    const previous = level;
    level =
      method === 'additive'
        ? alpha * (value - s) + (1 - alpha) * base
        : alpha * (s > 0 ? value / s : value) + (1 - alpha) * base;
    trend = beta * (level - previous) + (1 - beta) * phi * trend;
    seasonal[t % SEASON] =
      method === 'additive'
        ? gamma * (value - level) + (1 - gamma) * s
        : gamma * (level > 0 ? value / level : s) + (1 - gamma) * s;
  }
  // Rotate so that seasonal[0] belongs to the first day after the series.
  const start = y.length % SEASON;
  const ahead = [...seasonal.slice(start), ...seasonal.slice(0, start)];
  return { method, alpha, beta, gamma, phi, level, trend, seasonal: ahead, sse };
}

/**
 * The best fit by the one-step squared error over a small grid of smoothing weights. The
 * multiplicative season is tried only when every recorded day has some demand. Needs at least
 * two weeks.
 */
export function fit(y: readonly (number | null)[]): Model {
  if (y.length < 2 * SEASON) throw new Error('a fit needs at least two weeks');
  const positive = y.every((v) => v === null || v > 0);
  const methods: Method[] = positive ? ['additive', 'multiplicative'] : ['additive'];
  let best: Model | undefined;
  for (const method of methods)
    for (const alpha of ALPHAS)
      for (const beta of BETAS)
        for (const gamma of GAMMAS) {
          const model = run(y, method, alpha, beta, gamma, PHI);
          if (!best || model.sse < best.sse) best = model;
        }
  if (!best) throw new Error('no model');
  return best;
}

/** The next `horizon` days, never below zero. */
export function predict(model: Model, horizon: number): number[] {
  const out: number[] = [];
  let damped = 0;
  for (let h = 1; h <= horizon; h += 1) {
    damped += model.phi ** h;
    const base = model.level + damped * model.trend;
    const s = model.seasonal[(h - 1) % SEASON] ?? (model.method === 'additive' ? 0 : 1);
    out.push(Math.max(0, model.method === 'additive' ? base + s : base * s));
  }
  return out;
}

/** Mean absolute percentage error over the days with demand; null when none had any. */
export function mape(actual: readonly number[], forecast: readonly number[]): number | null {
  let total = 0;
  let days = 0;
  actual.forEach((a, i) => {
    const f = forecast[i];
    if (a > 0 && f !== undefined) {
      total += Math.abs(a - f) / a;
      days += 1;
    }
  });
  return days === 0 ? null : (100 * total) / days;
}

/** The factor events give a day for a category: the product of (1 + effect/100). */
export function eventFactor(date: string, category: string, events: readonly EventLike[]): number {
  let factor = 1;
  const wanted = category.toLowerCase();
  for (const event of events) {
    if (date < event.startDate || date > event.endDate) continue;
    if (event.category !== '' && event.category.toLowerCase() !== wanted) continue;
    factor *= Math.max(0, 1 + event.effect / 100);
  }
  return factor;
}

export interface ForecastInput {
  /** The first day of the history (YYYY-MM-DD). */
  start: string;
  /** The quantity of every day from `start`, one per day, none left out (0 for no demand). */
  quantities: readonly number[];
  category: string;
  events: readonly EventLike[];
  minimumDays: number;
  checkDays: number;
  horizon: number;
}

export interface ForecastPoint {
  date: string;
  recorded: number | null;
  forecast: number | null;
}

export type ForecastResult =
  | {
      status: 'ok';
      method: Method;
      next7: number;
      next30: number;
      mape: number | null;
      points: ForecastPoint[];
    }
  | { status: 'short'; days: number };

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * One category's forecast: the check on the last `checkDays` (fit on the days before them,
 * forecast them, compare), then the fit on the whole history and the `horizon` days ahead.
 * With fewer than `minimumDays` of history it says so instead of inventing numbers.
 */
export function forecastCategory(input: ForecastInput): ForecastResult {
  const { start, quantities, category, events, checkDays, horizon } = input;
  const n = quantities.length;
  if (n < Math.max(input.minimumDays, checkDays + 2 * SEASON)) return { status: 'short', days: n };
  const dates = quantities.map((_, i) => addDays(start, i));
  const factors = dates.map((date) => eventFactor(date, category, events));
  const adjusted = quantities.map((q, i) => {
    const factor = factors[i] ?? 1;
    return factor === 0 ? null : q / factor;
  });
  const ahead = (model: Model, from: number, days: number) =>
    predict(model, days).map(
      (value, h) => value * eventFactor(addDays(start, from + h), category, events),
    );

  const cut = n - checkDays;
  const check = ahead(fit(adjusted.slice(0, cut)), cut, checkDays);
  const open = quantities.slice(cut).map((q, i) => ((factors[cut + i] ?? 1) === 0 ? 0 : q));
  const error = mape(open, check);

  const model = fit(adjusted);
  const future = ahead(model, n, horizon);
  const points: ForecastPoint[] = [
    ...dates.slice(cut).map((date, i) => ({
      date,
      recorded: quantities[cut + i] ?? 0,
      forecast: round1(check[i] ?? 0),
    })),
    ...future.map((value, h) => ({
      date: addDays(start, n + h),
      recorded: null,
      forecast: round1(value),
    })),
  ];
  const sum = (values: number[]) => round1(values.reduce((a, b) => a + b, 0));
  return {
    status: 'ok',
    method: model.method,
    next7: sum(future.slice(0, 7)),
    next30: sum(future.slice(0, 30)),
    mape: error === null ? null : round1(error),
    points,
  };
}
