/*
 * India's business day and time and the calendar's sums, as plain functions, apart from the
 * schemas in `business-time.ts`: a business's home reads the day, and builds no form.
 */
import { MONTH_NAMES, type MonthName } from './months';

/**
 * The businesses are in India: "today" and "now" at a desk are Indian Standard Time, whatever
 * the server's own zone, so a check-in at 00:30 IST lands on the right day.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

// Made on first use: the first Intl object of a page loads the locale and zone data (tens of
// milliseconds in a browser), and most pages that import this module never ask for the time.
let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** The business day (YYYY-MM-DD) of a moment. */
export function businessDay(at: Date = new Date()): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
}

/** The time of day (HH:MM, 24-hour) of a moment at the business. */
export function businessTime(at: Date = new Date()): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return timeFormat.format(at);
}

/** 1 for January. */
export const monthNumber = (month: MonthName): number => MONTH_NAMES.indexOf(month) + 1;

/** The number of days of a month (1 to 12) of a year: 29 in February of a leap year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
