import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLakh,
  formatMoney,
  formatMonth,
  formatMonthName,
  formatNumber,
  formatTime,
  indianNumber,
} from './format';

describe('formatting per language', () => {
  it('writes a calendar day the same way everywhere, whatever the time zone', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatDate('2026-11-23', 'hi')).toMatch(/^२३|^23/);
    expect(formatDate('2026-11-23', 'hi')).toContain('नव');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('groups rupees the Indian way', () => {
    expect(formatMoney(100000, 'INR', 'en')).toBe('₹1,00,000.00');
    expect(formatMoney('1234567.5', 'INR', 'en')).toBe('₹12,34,567.50');
    expect(formatMoney(82, 'USD', 'en')).toBe('$82.00');
    expect(formatNumber(1500000, 'en')).toBe('15,00,000');
  });

  it('writes numbers and rupees as Intl does for en-IN and hi-IN, without loading its data', () => {
    const values = [
      0, 1, -1, 7.5, 12.5, 100, 999, 1000, 99_999, 100_000, 1_500_000.12345, -12.5, 1.005, 2.675,
      0.0005, 0.001, 0.125, 19.999, 99.995, 123_456_789.987, -9_87_654.321, 4.8, 1e20,
    ];
    for (const locale of ['en-IN', 'hi-IN']) {
      const number = new Intl.NumberFormat(locale);
      const short = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      const money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of values) {
        expect(indianNumber(value, 0, 3)).toBe(number.format(value));
        expect(indianNumber(value, 0, 2)).toBe(short.format(value));
        expect(formatMoney(value, 'INR', locale === 'hi-IN' ? 'hi' : 'en')).toBe(
          money.format(value),
        );
      }
    }
    expect(indianNumber(1e-7, 0, 3)).toBeNull();
    expect(formatNumber(1e-7, 'en')).toBe('0');
  });

  it('writes dates with the month names Intl gives en-IN and hi-IN', () => {
    for (const [language, locale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-0${month % 9 || 9}`;
        const date = new Date(`${day}T00:00:00Z`);
        expect(formatDate(day, language)).toBe(
          intl({ day: 'numeric', month: 'short', year: 'numeric' }).format(date),
        );
        expect(formatMonth(day.slice(0, 7), language)).toBe(
          intl({ month: 'short', year: 'numeric' }).format(date),
        );
        expect(formatDayMonth(day, language)).toBe(
          intl({ day: 'numeric', month: 'short' }).format(date),
        );
        expect(formatMonthName(month, language)).toBe(intl({ month: 'long' }).format(date));
      }
    }
  });

  it("names a chart's months and days in the page's language", () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'hi')).toContain('नव');
    expect(formatDayMonth('2026-11-03', 'en')).toBe('3 Nov');
    expect(formatDayMonth('2026-11-03', 'hi')).toContain('नव');
    expect(formatMonth('nope', 'en')).toBe('');
    expect(formatMonthName(11, 'en')).toBe('November');
    expect(formatMonthName(11, 'hi')).toBe('नवंबर');
    expect(formatMonthName(13, 'hi')).toBe('');
  });

  it('reads a time on the twelve-hour clock, am and pm in the page’s language', () => {
    expect(formatTime('16:00', 'en')).toBe('4:00 pm');
    expect(formatTime('16:00', 'hi')).toBe('4:00 अपराह्न');
    expect(formatTime('06:05:00', 'en')).toBe('6:05 am');
    expect(formatTime('06:05', 'hi')).toBe('6:05 पूर्वाह्न');
    expect(formatTime('00:30', 'en')).toBe('12:30 am');
    expect(formatTime('12:00', 'en')).toBe('12:00 pm');
    expect(formatTime(new Date(2026, 10, 23, 21, 15), 'hi')).toBe('9:15 अपराह्न');
    // A time the field did not make is shown as written.
    expect(formatTime('after lunch', 'en')).toBe('after lunch');
    expect(formatTime('25:00', 'en')).toBe('25:00');
  });

  it('puts the same time after the day of a moment', () => {
    const moment = new Date(2026, 10, 23, 16, 0);
    expect(formatDateTime(moment, 'en')).toBe('23 Nov 2026, 4:00 pm');
    expect(formatDateTime(moment, 'hi')).toMatch(/नव.* 2026, 4:00 अपराह्न$/);
  });

  it('writes large sums in lakh and crore, in words that translate', () => {
    expect(formatLakh(40_000, 'en')).toBe('₹40,000');
    expect(formatLakh(100_000, 'en')).toBe('₹1 lakh');
    expect(formatLakh(480_000, 'en')).toBe('₹4.8 lakh');
    expect(formatLakh(500_000, 'hi')).toBe('₹5 लाख');
    expect(formatLakh(12_000_000, 'en')).toBe('₹1.2 crore');
    expect(formatLakh(12_000_000, 'hi')).toBe('₹1.2 करोड़');
  });
});
