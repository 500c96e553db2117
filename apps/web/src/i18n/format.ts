import { HINDI_MONTH_NAMES, MONTH_NAMES, SHORT_MONTH_NAMES, groupIndian } from '@vedann/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from './index';

/**
 * One way to write dates, numbers and money per language, everywhere: 23 Nov 2026 in English,
 * 23 नव॰ 2026 in Hindi; rupees with Indian grouping (₹1,00,000). Locales are en-IN and hi-IN.
 */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const cache = new Map<string, Intl.NumberFormat>();
function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A calendar day (`2026-11-23`) stays that day whatever the time zone: it is read as UTC. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  return value instanceof Date ? value : new Date(value);
}

/** The months' names, long and short, per language (contracts `common/months.ts`). */
const MONTHS: Record<Language, { short: readonly string[]; long: readonly string[] }> = {
  en: { short: SHORT_MONTH_NAMES.en, long: MONTH_NAMES },
  hi: { short: SHORT_MONTH_NAMES.hi, long: HINDI_MONTH_NAMES },
};

/** The twelve months' names, January first: long (November) or short (Nov), as dates write them. */
export function monthNames(language: Language, width: 'long' | 'short'): readonly string[] {
  return MONTHS[language][width];
}

/** A day as 23 Nov 2026 (23 नव॰ 2026): in UTC for a calendar day, else in the browser's zone. */
function dayMonthYear(date: Date, inUtc: boolean, language: Language): string {
  const day = inUtc ? date.getUTCDate() : date.getDate();
  const month = inUtc ? date.getUTCMonth() : date.getMonth();
  const year = inUtc ? date.getUTCFullYear() : date.getFullYear();
  return `${day} ${MONTHS[language].short[month]} ${year}`;
}

export function formatDate(value: string | number | Date, language = currentLanguage()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dayMonthYear(date, dayOnly, language);
}

export function formatDateTime(
  value: string | number | Date,
  language = currentLanguage(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${dayMonthYear(date, false, language)}, ${formatTime(date, language)}`;
}

/**
 * The half of the day after a twelve-hour time. Intl writes "pm" for hi-IN too, so the words
 * are ours: 4:00 pm; 4:00 अपराह्न.
 */
const DAY_HALVES: Record<Language, readonly [string, string]> = {
  en: ['am', 'pm'],
  hi: ['पूर्वाह्न', 'अपराह्न'],
};

const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * A time of day as India reads it, on a twelve-hour clock: "16:00" (a time field's value, seconds
 * allowed) or a moment (a Date or an ISO string, in the browser's time zone) → 4:00 pm; 4:00
 * अपराह्न. Anything else comes back as it was, so a free-text time is still shown.
 */
export function formatTime(value: string | Date, language = currentLanguage()): string {
  let hours: number;
  let minutes: number;
  const clock = typeof value === 'string' ? CLOCK.exec(value) : null;
  if (clock) {
    hours = Number(clock[1]);
    minutes = Number(clock[2]);
    if (hours > 23 || minutes > 59) return String(value);
  } else if (value instanceof Date || MOMENT.test(value)) {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    hours = date.getHours();
    minutes = date.getMinutes();
  } else {
    return value;
  }
  const [morning, afternoon] = DAY_HALVES[language];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? morning : afternoon}`;
}

/** What a lakh and a crore are called: the units Indian pay and prices are spoken in. */
const LAKH_WORDS: Record<Language, { lakh: string; crore: string }> = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/**
 * Rupees in the words India uses for large sums: ₹40,000; ₹1 lakh; ₹4.8 lakh; ₹1.2 crore (Hindi
 * लाख, करोड़). Up to two decimals, none when whole.
 */
export function formatLakh(rupees: number, language = currentLanguage()): string {
  if (!Number.isFinite(rupees)) return '';
  const short = (value: number) =>
    indianNumber(value, 0, 2) ??
    cached(
      `lakh:${language}`,
      () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }),
    ).format(value);
  const words = LAKH_WORDS[language];
  if (Math.abs(rupees) >= 10_000_000) return `₹${short(rupees / 10_000_000)} ${words.crore}`;
  if (Math.abs(rupees) >= 100_000) return `₹${short(rupees / 100_000)} ${words.lakh}`;
  return `₹${short(rupees)}`;
}

/**
 * A number as Intl writes it for en-IN and hi-IN alike: Latin digits grouped the Indian way
 * (15,00,000.5), rounded half up from its shortest decimal form, trailing zeros dropped down to
 * `minimumFractionDigits`. Written here because a page's first Intl number format loads the
 * locale's data: 100 ms of a throttled phone's time on every business home. Null when the number
 * has an exponent in its decimal form (below 1e-6 or from 1e21), which Intl then writes.
 */
export function indianNumber(
  value: number,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string | null {
  const decimal = String(Math.abs(value));
  if (!Number.isFinite(value) || decimal.includes('e')) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const kept = fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  const roundsUp = (fraction[maximumFractionDigits] ?? '0') >= '5';
  const scaled = (BigInt(whole + kept) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(maximumFractionDigits + 1, '0');
  const wholePart = scaled.slice(0, scaled.length - maximumFractionDigits);
  let fractionPart = scaled.slice(scaled.length - maximumFractionDigits);
  while (fractionPart.length > minimumFractionDigits && fractionPart.endsWith('0')) {
    fractionPart = fractionPart.slice(0, -1);
  }
  const sign = value < 0 ? '-' : '';
  return `${sign}${groupIndian(Number(wholePart))}${fractionPart ? `.${fractionPart}` : ''}`;
}

export function formatNumber(value: number, language = currentLanguage()): string {
  return (
    indianNumber(value, 0, 3) ??
    cached(`number:${language}`, () => new Intl.NumberFormat(LOCALES[language])).format(value)
  );
}

/**
 * Money in its currency (rupees unless told), with Indian grouping: ₹1,00,000.00. Amounts arrive
 * as decimal strings from the API (numeric columns) or as numbers.
 */
export function formatMoney(
  amount: number | string,
  currency = 'INR',
  language = currentLanguage(),
): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return '';
  const rupees = currency === 'INR' ? indianNumber(Math.abs(value), 2, 2) : null;
  if (rupees !== null) return `${value < 0 ? '-' : ''}₹${rupees}`;
  return cached(
    `money:${language}:${currency}`,
    () =>
      new Intl.NumberFormat(LOCALES[language], {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(value);
}

/** A month (`2026-11`) as a chart's axis names it: Nov 2026; नव॰ 2026. */
export function formatMonth(value: string, language = currentLanguage()): string {
  const date = new Date(`${value}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS[language].short[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A month of the year by its number, 1 to 12, as a month picker names it: November; नवंबर. */
export function formatMonthName(month: number, language = currentLanguage()): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return MONTHS[language].long[month - 1] ?? '';
}

/** A day of this year (`2026-11-23`) as a chart's axis names it: 23 Nov; 23 नव॰. */
export function formatDayMonth(value: string, language = currentLanguage()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[language].short[date.getUTCMonth()]}`;
}

/** The formatters for the current language; the screen re-renders when it changes. */
export function useFormat() {
  const { i18n } = useTranslation('common');
  const language = (i18n.language === 'hi' ? 'hi' : 'en') satisfies Language;
  return {
    date: (value: string | number | Date) => formatDate(value, language),
    dateTime: (value: string | number | Date) => formatDateTime(value, language),
    time: (value: string | Date) => formatTime(value, language),
    lakh: (rupees: number) => formatLakh(rupees, language),
    number: (value: number) => formatNumber(value, language),
    money: (amount: number | string, currency?: string) => formatMoney(amount, currency, language),
    month: (value: string) => formatMonth(value, language),
    monthName: (month: number) => formatMonthName(month, language),
    dayMonth: (value: string) => formatDayMonth(value, language),
  };
}
