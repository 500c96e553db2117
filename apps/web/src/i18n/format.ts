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
  return cached(
    `datetime:${language}`,
    () =>
      new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
  ).format(date);
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
    number: (value: number) => formatNumber(value, language),
    money: (amount: number | string, currency?: string) => formatMoney(amount, currency, language),
    month: (value: string) => formatMonth(value, language),
    dayMonth: (value: string) => formatDayMonth(value, language),
  };
}
