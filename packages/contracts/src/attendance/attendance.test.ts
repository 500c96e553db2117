import { describe, expect, it } from 'vitest';
import {
  blankMonth,
  businessDay,
  businessTime,
  dailyTotals,
  daysInMonth,
  monthlyAttendanceInputSchema,
  monthlyTotals,
  newAttendanceRowId,
  noticeInputSchema,
  preventiveInputSchema,
  remarkForSign,
} from '../index';

describe('attendance rules', () => {
  it('counts Present and the rest as Absent', () => {
    expect(dailyTotals([])).toEqual({ totalStudents: 0, present: 0, absent: 0 });
    expect(
      dailyTotals([{ remark: 'Present' }, { remark: 'Absent' }, { remark: 'Present' }]),
    ).toEqual({ totalStudents: 3, present: 2, absent: 1 });
  });

  it('counts P and A as days, P as performed, and never -', () => {
    expect(monthlyTotals(['P', 'A', '-', 'P', '-'])).toEqual({ totalDays: 3, performedTotalP: 2 });
    expect(monthlyTotals(blankMonth(2025, 'April'))).toEqual({ totalDays: 0, performedTotalP: 0 });
  });

  it('sizes a month by the calendar', () => {
    expect(blankMonth(2024, 'February')).toHaveLength(29);
    expect(blankMonth(2025, 'February')).toHaveLength(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it('names new rows S00 plus the row count, and the remark follows the sign', () => {
    expect(newAttendanceRowId(1)).toBe('S001');
    expect(newAttendanceRowId(12)).toBe('S0012');
    expect(remarkForSign('tick')).toBe('Present');
    expect(remarkForSign('cross')).toBe('Absent');
  });

  it('reads the business day and time in India', () => {
    const at = new Date('2026-01-31T19:00:00Z'); // 00:30 on 1 February in India
    expect(businessDay(at)).toBe('2026-02-01');
    expect(businessTime(at)).toBe('00:30');
  });

  it('needs one mark per day of the chosen month', () => {
    const ok = monthlyAttendanceInputSchema.safeParse({
      studentName: 'A',
      year: 2024,
      month: 'February',
      attendanceData: blankMonth(2024, 'February'),
    });
    expect(ok.success).toBe(true);
    const short = monthlyAttendanceInputSchema.safeParse({
      studentName: 'A',
      year: 2024,
      month: 'March',
      attendanceData: blankMonth(2024, 'February'),
    });
    expect(short.error?.issues[0]?.message).toBe(
      'March 2024 has 31 days: give one mark (P, A or -) for each day.',
    );
  });
});

describe('notice and checklist rules', () => {
  it('refuses an end before the start, allows the same day, defaults to User', () => {
    const base = { notice: 'x', startDate: '2026-01-02' };
    expect(
      noticeInputSchema.safeParse({ ...base, endDate: '2026-01-01' }).error?.issues[0]?.message,
    ).toBe('End date must be later than the start date.');
    expect(noticeInputSchema.parse({ ...base, endDate: '2026-01-02' }).visibleTo).toBe('User');
  });

  it('keeps the first two day columns free text', () => {
    const parsed = preventiveInputSchema.safeParse({
      itemName: 'Bike',
      inspectionBy: 'K',
      rows: [{ id: 1, name: 'Chain', days: { Mon: 'anything', Tues: 'note', Wed: 'Right' } }],
    });
    expect(parsed.success).toBe(true);
    const wrong = preventiveInputSchema.safeParse({
      itemName: 'Bike',
      inspectionBy: 'K',
      rows: [{ id: 1, name: 'Chain', days: { Thurs: 'ok' } }],
    });
    expect(wrong.error?.issues[0]?.message).toBe('Thurs must be Right, Wrong or empty.');
  });
});
