import { describe, expect, it } from 'vitest';
import { monthlyChecklistInputSchema, preventiveInputSchema } from '@vedann/contracts';
import { ApiError } from '../../lib/api';
import {
  InvalidAnswer,
  addColumn,
  columnsFor,
  emptyDraft,
  markCounts,
  nextMark,
  removeColumn,
  renameColumn,
  setCell,
  startingMonth,
  submitFailure,
  toInput,
  withMonth,
} from './checklist-logic';

describe('the preventive checklist grid', () => {
  it('starts with Mon to Sun, adds Day N, renames and removes, keeping the cells', () => {
    const draft = emptyDraft('preventive', '2026-11-24');
    expect(draft.columns.map((c) => c.label)).toEqual([
      'Mon',
      'Tues',
      'Wed',
      'Thurs',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const columns = addColumn(draft.columns);
    expect(columns.at(-1)?.label).toBe('Day 8');
    const day8 = columns.at(-1)?.key ?? '';
    const row = draft.rows[0]?.id ?? '';
    let rows = setCell(draft.rows, row, day8, 'Right');
    rows = setCell(rows, row, 'c0', 'oiled');
    rows = setCell(rows, row, 'c2', 'Wrong');
    const renamed = renameColumn(columns, day8, 'Weekend check');
    const input = toInput(
      { ...draft, itemName: 'Treadmill', inspectionBy: 'Kiran', columns: renamed, rows },
      'preventive',
    );
    expect('columns' in input && input.columns).toEqual([
      'Mon',
      'Tues',
      'Wed',
      'Thurs',
      'Fri',
      'Sat',
      'Sun',
      'Weekend check',
    ]);
    expect(input.rows[0]?.days).toEqual({ Mon: 'oiled', Wed: 'Wrong', 'Weekend check': 'Right' });
    // The empty notation is left out; the body passes the contract the server uses.
    expect(input.notations).toEqual([]);
    expect(preventiveInputSchema.safeParse(input).success).toBe(true);

    const removed = removeColumn({ ...draft, columns: renamed, rows }, 'c2');
    expect(removed.columns.map((c) => c.label)).not.toContain('Wed');
    expect(removed.rows[0]?.cells).toEqual({ c0: 'oiled', [day8]: 'Right' });
    // A column added after a removal gets a key no other column has.
    const again = addColumn(removed.columns);
    expect(new Set(again.map((c) => c.key)).size).toBe(again.length);
    expect(again.at(-1)?.label).toBe('Day 8');
  });

  it('cycles a checked cell empty, Right, Wrong and back', () => {
    expect(nextMark('')).toBe('Right');
    expect(nextMark('Right')).toBe('Wrong');
    expect(nextMark('Wrong')).toBe('');
  });

  it('counts the Right and Wrong cells of a saved checklist', () => {
    expect(
      markCounts({
        rows: [
          { id: '1', name: 'Belt', days: { Mon: 'Right', Wed: 'Right', Thurs: 'Wrong' } },
          { id: '2', name: 'Motor', days: { Wed: 'Wrong', Fri: '' } },
        ],
      }),
    ).toEqual({ right: 2, wrong: 2 });
  });
});

describe('the machine and product variants', () => {
  it('start at this month, the year kept within 2023 to 2027', () => {
    expect(startingMonth('2026-11-24')).toEqual({ year: 2026, month: 'November' });
    expect(startingMonth('2030-02-01')).toEqual({ year: 2027, month: 'February' });
    expect(startingMonth('2020-05-01')).toEqual({ year: 2023, month: 'May' });
  });

  it('use the month days as columns and keep the cells of days the new month has', () => {
    expect(columnsFor('machine', 2024, 'February')).toHaveLength(29);
    const draft = {
      ...emptyDraft('machine', '2024-01-10'),
      itemName: 'Mixer',
      inspectionBy: 'Asha',
    };
    expect(draft.columns).toHaveLength(31);
    const row = draft.rows[0]?.id ?? '';
    const rows = setCell(setCell(draft.rows, row, '3', 'Right'), row, '31', 'Wrong');
    const february = withMonth({ ...draft, rows }, 2025, 'February');
    expect(february.columns).toHaveLength(28);
    expect(february.rows[0]?.cells).toEqual({ '3': 'Right' });
    const input = toInput(february, 'machine');
    expect(input).toMatchObject({ selectedYear: 2025, selectedMonth: 'February' });
    expect('columns' in input).toBe(false);
    expect(monthlyChecklistInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('a failed Submit', () => {
  it('says the spec words for each kind and cause', () => {
    const refused = new ApiError(400, 'Item name is required.');
    expect(submitFailure('preventive', refused)).toEqual({ text: 'failed' });
    expect(submitFailure('machine', refused)).toEqual({
      text: 'serverError',
      message: 'Item name is required.',
    });
    expect(submitFailure('product', new ApiError(500, null))).toEqual({
      text: 'serverError',
      message: null,
    });
    expect(submitFailure('product', new ApiError(0, null))).toEqual({ text: 'sendFailed' });
    expect(submitFailure('product', new InvalidAnswer())).toEqual({ text: 'invalidResponse' });
  });
});
