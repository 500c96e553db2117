/*
 * The months' names, January first, as Intl writes them for en-IN and hi-IN (the web's
 * format.test.ts compares). Plain values, free of zod: the first page of any visit writes dates
 * with them.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

export const HINDI_MONTH_NAMES = [
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
] as const;

/** The short names a date writes: 23 Nov 2026, 23 नव॰ 2026 (Intl's own: Sept, not Sep). */
export const SHORT_MONTH_NAMES = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;
