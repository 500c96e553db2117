import { describe, expect, it } from 'vitest';
import { blankMonth, monthlyTotals } from '@vedann/contracts';
import { cycleDay, markCycle, nextMark, registerYears, yearAndMonth } from './attendance-logic';

describe('the register cell cycle', () => {
  it('goes P, A, - and back to P at the gym, the barber and the library', () => {
    expect(nextMark('P', 'gym')).toBe('A');
    expect(nextMark('A', 'gym')).toBe('-');
    expect(nextMark('-', 'gym')).toBe('P');
    expect(markCycle('barber')).toEqual(['P', 'A', '-']);
    expect(markCycle('library')).toEqual(['P', 'A', '-']);
  });

  it('goes -, P, A and back at the ahar', () => {
    expect(nextMark('-', 'ahar')).toBe('P');
    expect(nextMark('P', 'ahar')).toBe('A');
    expect(nextMark('A', 'ahar')).toBe('-');
  });

  it('changes only the pressed day, and the totals follow', () => {
    let marks = blankMonth(2025, 'February');
    marks = cycleDay(marks, 1, 'gym'); // - → P
    marks = cycleDay(marks, 2, 'gym'); // - → P
    marks = cycleDay(marks, 2, 'gym'); // P → A
    expect(marks.slice(0, 3)).toEqual(['P', 'A', '-']);
    expect(marks).toHaveLength(28);
    expect(monthlyTotals(marks)).toEqual({ totalDays: 2, performedTotalP: 1 });
  });
});

describe('the register period', () => {
  it('offers the current year and the 9 before it', () => {
    expect(registerYears(2026)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
  });

  it('reads the month of a business day', () => {
    expect(yearAndMonth('2026-11-24')).toEqual({ year: 2026, month: 'November' });
    expect(yearAndMonth('2027-01-01')).toEqual({ year: 2027, month: 'January' });
  });
});
