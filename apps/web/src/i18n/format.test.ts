import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth, formatMoney, formatMonth, formatNumber } from './format';

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

  it("names a chart's months and days in the page's language", () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'hi')).toContain('नव');
    expect(formatDayMonth('2026-11-03', 'en')).toBe('3 Nov');
    expect(formatDayMonth('2026-11-03', 'hi')).toContain('नव');
    expect(formatMonth('nope', 'en')).toBe('');
  });
});
