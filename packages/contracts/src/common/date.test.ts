import { describe, expect, it } from 'vitest';
import { addDays, calendarDateSchema, DATE_MESSAGES, isCalendarDate, todayInIndia } from './date';

describe('calendar dates', () => {
  it('accepts real days, leap days of leap years included', () => {
    for (const day of ['2026-11-23', '2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const day of [
      '2025-02-30',
      '2023-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-1-1',
      '20250101',
      '',
      'today',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('answers the message given, or the default', () => {
    expect(calendarDateSchema().safeParse('2025-02-30').error?.issues[0]?.message).toBe(
      DATE_MESSAGES.invalid,
    );
    expect(
      calendarDateSchema('Lost date must be a valid date.').safeParse('x').error?.issues[0]
        ?.message,
    ).toBe('Lost date must be a valid date.');
    expect(calendarDateSchema().parse(' 2025-03-01 ')).toBe('2025-03-01');
  });
});

describe("India's day", () => {
  it('turns at midnight in India, not in UTC', () => {
    expect(todayInIndia(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
