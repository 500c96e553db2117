import { describe, expect, it } from 'vitest';
import { FORECAST_CHECK_DAYS, FORECAST_HORIZON, FORECAST_MIN_DAYS } from '@vedann/contracts';
import { eventFactor, fit, forecastCategory, mape, predict, type EventLike } from './forecast';

/** A weekly pattern (Sunday high, Monday low) on a slow upward level, with ±5% noise. */
const WEEK = [1.0, 0.7, 0.8, 0.9, 1.0, 1.3, 1.5];
const START = '2026-01-04'; // a Sunday
function truth(day: number): number {
  return (40 + day * 0.05) * (WEEK[day % 7] ?? 1);
}
function synthetic(days: number, seed = 7): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: days }, (_, day) => Math.round(truth(day) * (0.95 + 0.1 * random())));
}
const base = {
  start: START,
  category: 'Tiffin',
  events: [] as EventLike[],
  minimumDays: FORECAST_MIN_DAYS,
  checkDays: FORECAST_CHECK_DAYS,
  horizon: FORECAST_HORIZON,
};

describe('the demand forecast (Holt-Winters, weekly season)', () => {
  it('forecasts a known weekly pattern within 10% MAPE, on the check and on the days ahead', () => {
    const history = synthetic(120);
    const result = forecastCategory({ ...base, quantities: history });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.mape).not.toBeNull();
    expect(result.mape ?? 100).toBeLessThan(10);
    const ahead = result.points.filter((p) => p.recorded === null).map((p) => p.forecast ?? 0);
    expect(ahead).toHaveLength(FORECAST_HORIZON);
    const actual = Array.from({ length: FORECAST_HORIZON }, (_, h) => truth(120 + h));
    expect(mape(actual, ahead) ?? 100).toBeLessThan(10);
    // The weekly shape is learnt: the Saturday ahead is above the Monday ahead.
    const saturday = ahead[(6 - (120 % 7) + 7) % 7] ?? 0;
    const monday = ahead[(1 - (120 % 7) + 7) % 7] ?? 0;
    expect(saturday).toBeGreaterThan(monday * 1.5);
    expect(result.next7).toBeCloseTo(
      ahead.slice(0, 7).reduce((a, b) => a + b, 0),
      0,
    );
    // The check covers the last 4 weeks: recorded beside the forecast of them.
    expect(result.points.filter((p) => p.recorded !== null)).toHaveLength(FORECAST_CHECK_DAYS);
  });

  it('refuses with too little history instead of inventing numbers', () => {
    const result = forecastCategory({ ...base, quantities: synthetic(FORECAST_MIN_DAYS - 1) });
    expect(result).toEqual({ status: 'short', days: FORECAST_MIN_DAYS - 1 });
    expect(forecastCategory({ ...base, quantities: synthetic(FORECAST_MIN_DAYS) }).status).toBe(
      'ok',
    );
  });

  it('applies events ahead: a festival raises its days, a closure empties them', () => {
    const history = synthetic(84);
    const plain = forecastCategory({ ...base, quantities: history });
    const day = (offset: number) => {
      const date = new Date(`${START}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const events: EventLike[] = [
      { startDate: day(86), endDate: day(86), effect: 100, category: '' },
      { startDate: day(88), endDate: day(89), effect: -100, category: 'tiffin' },
      { startDate: day(90), endDate: day(90), effect: 300, category: 'Sweets' },
    ];
    const withEvents = forecastCategory({ ...base, quantities: history, events });
    if (plain.status !== 'ok' || withEvents.status !== 'ok') throw new Error('no forecast');
    const at = (r: typeof plain, date: string) => r.points.find((p) => p.date === date)?.forecast;
    expect(at(withEvents, day(86))).toBeCloseTo(2 * (at(plain, day(86)) ?? 0), 0);
    expect(at(withEvents, day(88))).toBe(0);
    expect(at(withEvents, day(89))).toBe(0);
    // Another category's event leaves this one alone.
    expect(at(withEvents, day(90))).toBe(at(plain, day(90)));
  });

  it('divides past events out of the history: a festival spike does not lift the level', () => {
    const history = synthetic(112);
    const spiked = [...history];
    for (let d = 100; d < 103; d += 1) spiked[d] = Math.round((spiked[d] ?? 0) * 2.5);
    const festival: EventLike = {
      startDate: '2026-04-14',
      endDate: '2026-04-16',
      effect: 150,
      category: '',
    };
    expect(eventFactor('2026-04-15', 'Tiffin', [festival])).toBe(2.5);
    const naive = forecastCategory({ ...base, quantities: spiked });
    const told = forecastCategory({ ...base, quantities: spiked, events: [festival] });
    const plain = forecastCategory({ ...base, quantities: history });
    if (naive.status !== 'ok' || told.status !== 'ok' || plain.status !== 'ok') throw new Error();
    expect(Math.abs(told.next30 - plain.next30)).toBeLessThan(
      Math.abs(naive.next30 - plain.next30),
    );
  });

  it('skips closed days instead of learning zero demand from them', () => {
    const history = synthetic(98);
    const closed = [...history];
    closed[90] = 0;
    closed[91] = 0;
    const closure: EventLike = {
      startDate: '2026-04-04',
      endDate: '2026-04-05',
      effect: -100,
      category: '',
    };
    const told = forecastCategory({ ...base, quantities: closed, events: [closure] });
    const plain = forecastCategory({ ...base, quantities: history });
    if (told.status !== 'ok' || plain.status !== 'ok') throw new Error();
    expect(Math.abs(told.next7 - plain.next7) / plain.next7).toBeLessThan(0.1);
  });

  it('never forecasts below zero, and picks a method by fit', () => {
    const falling = Array.from({ length: 60 }, (_, d) => Math.max(0, 60 - d));
    const model = fit(falling);
    expect(predict(model, 30).every((v) => v >= 0)).toBe(true);
    expect(['additive', 'multiplicative']).toContain(fit(synthetic(60)).method);
  });
});
