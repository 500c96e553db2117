import { z } from 'zod';
import { businessDay } from './business-time-terms';

export const DATE_MESSAGES = {
  invalid: 'Enter a real date as YYYY-MM-DD.',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is YYYY-MM-DD and names a day that exists: 2025-02-30 and 2023-02-29 do not. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps time zones out of it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The one schema for a calendar day (YYYY-MM-DD) in every contract and route, so an impossible
 * date is a 400 with a clear message and never reaches the database.
 */
export function calendarDateSchema(message: string = DATE_MESSAGES.invalid) {
  return z.string({ error: message }).trim().refine(isCalendarDate, message);
}

/**
 * The calendar day (YYYY-MM-DD) it is in India at `now`: the businesses are in India, so
 * "today" (due dates, overdue loans, fee months, exam deadlines) is India's day.
 */
export function todayInIndia(now: Date = new Date()): string {
  return businessDay(now);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `days` after (or before, when negative) a calendar day, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
