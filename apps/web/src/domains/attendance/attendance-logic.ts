import {
  MARK_CYCLES,
  MONTH_NAMES,
  type MonthMark,
  type MonthName,
  type OrgKind,
} from '@vedann/contracts';

/** The order a register cell cycles through: the ahar's starts at '-', every other kind's at P. */
export function markCycle(kind: OrgKind): readonly MonthMark[] {
  return kind === 'ahar' ? MARK_CYCLES.ahar : MARK_CYCLES.gym;
}

/** The mark after `mark` in the kind's cycle, back to the first after the last. */
export function nextMark(mark: MonthMark, kind: OrgKind): MonthMark {
  const cycle = markCycle(kind);
  const at = cycle.indexOf(mark);
  return cycle[(at + 1) % cycle.length] ?? mark;
}

/** The marks with day `day` (1-based) moved one step along the kind's cycle. */
export function cycleDay(marks: readonly MonthMark[], day: number, kind: OrgKind): MonthMark[] {
  return marks.map((mark, index) => (index === day - 1 ? nextMark(mark, kind) : mark));
}

/** The register's years: the current one and the 9 before it, newest first. */
export function registerYears(currentYear: number): number[] {
  return Array.from({ length: 10 }, (_, back) => currentYear - back);
}

/** The business day's year and month name, from its YYYY-MM-DD text. */
export function yearAndMonth(day: string): { year: number; month: MonthName } {
  const [year = '2000', month = '1'] = day.split('-');
  return { year: Number(year), month: MONTH_NAMES[Number(month) - 1] ?? 'January' };
}
