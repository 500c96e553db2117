import dayjs from 'dayjs';
import './dayjs-hindi';
import { describe, expect, it } from 'vitest';
import { calendarDateSchema, DATE_MESSAGES } from '@vedann/contracts';
import { dateFieldMessage, dateFieldValue, DAY_MONTH_YEAR, parseDayMonthYear } from './date-text';

describe('a day typed as DD/MM/YYYY', () => {
  it('is read as the day it names, kept as YYYY-MM-DD', () => {
    expect(parseDayMonthYear('27/11/2026')).toBe('2026-11-27');
    expect(parseDayMonthYear('01/02/2026')).toBe('2026-02-01');
    expect(parseDayMonthYear('1/2/2026')).toBe('2026-02-01');
    expect(parseDayMonthYear(' 29.02.2028 ')).toBe('2028-02-29');
    expect(parseDayMonthYear('31-12-2026')).toBe('2026-12-31');
  });

  it('is refused when the day does not exist or the text is not a whole day', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2027',
      '31/04/2026',
      '00/01/2026',
      '12/13/2026',
      '27/11/26',
      '27/11/202',
      '2026-11-27',
      '11/27/2026',
      '27 Nov 2026',
      '',
    ])
      expect(parseDayMonthYear(text), text).toBeNull();
  });

  it('is what the field shows for its day, read back as the same day', () => {
    // The field writes its day with dayjs in DAY_MONTH_YEAR, in either language.
    expect(dayjs('2026-02-01').format(DAY_MONTH_YEAR)).toBe('01/02/2026');
    expect(dayjs('2026-11-27').locale('hi').format(DAY_MONTH_YEAR)).toBe('27/11/2026');
    // The calendar names its days in the page's language, the digits staying Latin.
    // Its month names are Intl's, as every other date of the app: नवंबर, not dayjs's नवम्बर.
    expect(dayjs('2026-11-27').locale('hi').format('D MMMM YYYY')).toBe('27 नवंबर 2026');
    expect(dayjs('2026-09-01').locale('hi').format('MMM')).toBe('सित॰');
    expect(dayjs('2026-11-30').locale('hi').format('dddd')).toBe('सोमवार');
    for (const day of ['2026-01-01', '2028-02-29', '1999-12-31'])
      expect(parseDayMonthYear(dayjs(day).format(DAY_MONTH_YEAR))).toBe(day);
  });
});

describe('what the date field gives its form', () => {
  it('is the day as YYYY-MM-DD, or empty', () => {
    expect(dateFieldValue('27/11/2026')).toBe('2026-11-27');
    expect(dateFieldValue('   ')).toBe('');
  });

  it("is the text as typed when it is no day, so the form's rule refuses it with its message", () => {
    const rule = calendarDateSchema('Payment date must be a real date (YYYY-MM-DD).');
    for (const text of ['31/02/2026', '27/11/20']) {
      const value = dateFieldValue(text);
      expect(value).toBe(text);
      const result = rule.safeParse(value);
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Payment date must be a real date (YYYY-MM-DD).',
      );
    }
    expect(rule.safeParse(dateFieldValue('28/02/2026')).success).toBe(true);
  });

  it('shows a message naming the format the person types, in English and Hindi', () => {
    expect(dateFieldMessage(DATE_MESSAGES.invalid)).toBe('Enter a real date as DD/MM/YYYY.');
    expect(dateFieldMessage('भुगतान तिथि सही तारीख़ हो (YYYY-MM-DD)।')).toBe(
      'भुगतान तिथि सही तारीख़ हो (DD/MM/YYYY)।',
    );
    expect(dateFieldMessage('Date must be a real date.')).toBe('Date must be a real date.');
    expect(dateFieldMessage(undefined)).toBeUndefined();
  });
});
