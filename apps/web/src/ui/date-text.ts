import { isCalendarDate } from '@vedann/contracts';

/**
 * How a person in India writes a day, in both languages: 27/11/2026 (a dayjs format: the date
 * field shows its day with it). The forms, the contracts and the server keep the day as
 * YYYY-MM-DD.
 */
export const DAY_MONTH_YEAR = 'DD/MM/YYYY';

/** The API's way of writing a day, as the contracts' messages name it. */
const WIRE_FORMAT = 'YYYY-MM-DD';

const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The day a person typed as DD/MM/YYYY (one-digit day or month, and `.` or `-` between, are
 * taken too), as YYYY-MM-DD; null when the text is not a whole day that exists (31/02/2026).
 */
export function parseDayMonthYear(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/**
 * What a date field gives its form for the text in it: '' when empty, the day as YYYY-MM-DD, or
 * else the text as typed, so that the form's own rule for the field refuses it with its message
 * (an impossible day never passes as empty or as the day typed before).
 */
export function dateFieldValue(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return parseDayMonthYear(trimmed) ?? trimmed;
}

/**
 * A form's message for a date field, as the person reads it beside the field: the contracts'
 * messages name the API's format ("a real date (YYYY-MM-DD)", in English and Hindi alike), and the
 * field takes DD/MM/YYYY.
 */
export function dateFieldMessage<T>(error: T): T | string {
  return typeof error === 'string' ? error.replaceAll(WIRE_FORMAT, DAY_MONTH_YEAR) : error;
}

/**
 * Whether a filter may use what a date field gave: a day, or nothing. A filter ignores text that
 * is not (yet) a day, and keeps its last day meanwhile.
 */
export function isDayOrEmpty(value: string): boolean {
  return value === '' || isCalendarDate(value);
}
