import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from './index';

/**
 * One way to write dates, numbers and money per language, everywhere: 23 Nov 2026 in English,
 * 23 नव॰ 2026 in Hindi; rupees with Indian grouping (₹1,00,000). Locales are en-IN and hi-IN.
 */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
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

export function formatDate(value: string | number | Date, language = currentLanguage()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const dayOnly = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return cached(
    `date:${language}:${dayOnly}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        ...(dayOnly ? { timeZone: 'UTC' } : {}),
      }),
  ).format(date);
}

export function formatDateTime(
  value: string | number | Date,
  language = currentLanguage(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = cached(
    `day:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  ).format(date);
  return `${day}, ${formatTime(date, language)}`;
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
    cached(
      `lakh:${language}`,
      () => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }),
    ).format(value);
  const words = LAKH_WORDS[language];
  if (Math.abs(rupees) >= 10_000_000) return `₹${short(rupees / 10_000_000)} ${words.crore}`;
  if (Math.abs(rupees) >= 100_000) return `₹${short(rupees / 100_000)} ${words.lakh}`;
  return `₹${short(rupees)}`;
}

export function formatNumber(value: number, language = currentLanguage()): string {
  return cached(`number:${language}`, () => new Intl.NumberFormat(LOCALES[language])).format(value);
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
  return cached(
    `month:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(date);
}

/** A month of the year by its number, 1 to 12, as a month picker names it: November; नवंबर. */
export function formatMonthName(month: number, language = currentLanguage()): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return cached(
    `monthname:${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(2026, month - 1, 1)));
}

/** A day of this year (`2026-11-23`) as a chart's axis names it: 23 Nov; 23 नव॰. */
export function formatDayMonth(value: string, language = currentLanguage()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return cached(
    `daymonth:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
  ).format(date);
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
