import { MONTH_NAMES, daysInMonth, monthNumber, type MonthName } from '@vedann/contracts';

export const monthName = (month: number): MonthName => MONTH_NAMES[month - 1] ?? 'January';

/** The first and last day of a month, as dates. */
export function monthSpan(year: number, month: MonthName): [string, string] {
  const mm = String(monthNumber(month)).padStart(2, '0');
  return [`${year}-${mm}-01`, `${year}-${mm}-${daysInMonth(year, monthNumber(month))}`];
}
