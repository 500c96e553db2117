import {
  DEFAULT_DAY_COLUMNS,
  FREE_TEXT_COLUMNS,
  MAINTENANCE_YEARS,
  MONTH_NAMES,
  addedColumnName,
  monthDayColumns,
  type CheckMark,
  type Checklist,
  type MaintenanceKind,
  type MonthName,
} from '@vedann/contracts';
import { ApiError } from '../../lib/api';

/**
 * The checklist screen's state and its rules, apart from React so the unit tests read them.
 * A column has a stable key, so renaming it keeps its cells; the cells of a row are keyed by
 * column key, and the labels are put back as keys only in the body sent.
 */
export interface GridColumn {
  key: string;
  label: string;
}
export interface GridRow {
  id: string;
  name: string;
  cells: Record<string, string>;
}
export interface NotationDraft {
  id: string;
  date: string;
  info: string;
}
export interface ChecklistDraft {
  itemName: string;
  columns: GridColumn[];
  rows: GridRow[];
  notations: NotationDraft[];
  inspectionBy: string;
  /** The machine and product variants' month; unused by the preventive checklist. */
  year: number;
  month: MonthName;
}

export const isMonthly = (kind: MaintenanceKind): boolean => kind !== 'preventive';

/** The variants' month to start with: this month, its year kept within 2023 to 2027. */
export function startingMonth(today: string): { year: number; month: MonthName } {
  const year = Number(today.slice(0, 4));
  const month = MONTH_NAMES[Number(today.slice(5, 7)) - 1] ?? 'January';
  const first = MAINTENANCE_YEARS[0];
  const last = MAINTENANCE_YEARS[MAINTENANCE_YEARS.length - 1] ?? first;
  return { year: Math.min(last, Math.max(first, year)), month };
}

/** The preventive checklist's Mon to Sun, or the days of the variants' month (keyed by day). */
export function columnsFor(kind: MaintenanceKind, year: number, month: MonthName): GridColumn[] {
  if (!isMonthly(kind)) return DEFAULT_DAY_COLUMNS.map((label, i) => ({ key: `c${i}`, label }));
  return monthDayColumns(year, month).map((label) => ({ key: label, label }));
}

let rowCounter = 0;
/** A fresh id for a row or a notation, unique on the page. */
export const newId = (): string => `${Date.now().toString(36)}${(rowCounter++).toString(36)}`;

export const emptyRow = (): GridRow => ({ id: newId(), name: '', cells: {} });
export const emptyNotation = (): NotationDraft => ({ id: newId(), date: '', info: '' });

export function emptyDraft(kind: MaintenanceKind, today: string): ChecklistDraft {
  const { year, month } = startingMonth(today);
  return {
    itemName: '',
    columns: columnsFor(kind, year, month),
    rows: [emptyRow()],
    notations: [emptyNotation()],
    inspectionBy: '',
    year,
    month,
  };
}

/** Another month for a variant: its days become the columns, the cells of days it has stay. */
export function withMonth(draft: ChecklistDraft, year: number, month: MonthName): ChecklistDraft {
  const columns = columnsFor('machine', year, month);
  const keys = new Set(columns.map((column) => column.key));
  return {
    ...draft,
    year,
    month,
    columns,
    rows: draft.rows.map((row) => ({
      ...row,
      cells: Object.fromEntries(Object.entries(row.cells).filter(([key]) => keys.has(key))),
    })),
  };
}

/** Adds a column named Day N (N the new column count), as the spec names it. */
export function addColumn(columns: readonly GridColumn[]): GridColumn[] {
  const used = columns.map((column) => Number(column.key.slice(1))).filter(Number.isFinite);
  const key = `c${Math.max(-1, ...used) + 1}`;
  return [...columns, { key, label: addedColumnName(columns.length) }];
}

export function renameColumn(
  columns: readonly GridColumn[],
  key: string,
  label: string,
): GridColumn[] {
  return columns.map((column) => (column.key === key ? { ...column, label } : column));
}

/** Removes a column and its cells from every row. */
export function removeColumn(draft: ChecklistDraft, key: string): ChecklistDraft {
  return {
    ...draft,
    columns: draft.columns.filter((column) => column.key !== key),
    rows: draft.rows.map((row) => ({
      ...row,
      cells: Object.fromEntries(Object.entries(row.cells).filter(([cell]) => cell !== key)),
    })),
  };
}

/** The first two day columns are free text; the others hold Right, Wrong or nothing. */
export const isFreeText = (columnIndex: number): boolean => columnIndex < FREE_TEXT_COLUMNS;

/**
 * A click on a checked cell: empty → Right → Wrong → empty. The spec toggles between Right and
 * Wrong; the step back to empty lets a wrong click be undone (an empty cell is "not checked").
 */
export function nextMark(mark: string): CheckMark {
  if (mark === 'Right') return 'Wrong';
  if (mark === 'Wrong') return '';
  return 'Right';
}

export function setCell(
  rows: readonly GridRow[],
  rowId: string,
  key: string,
  value: string,
): GridRow[] {
  return rows.map((row) =>
    row.id === rowId ? { ...row, cells: { ...row.cells, [key]: value } } : row,
  );
}

/**
 * The body of the spec's POST: rows keyed by the columns' labels (empty cells left out), the
 * notations that say something, and the month for the variants. The preventive checklist also
 * sends its columns, so renamed and added ones keep their order.
 */
export function toInput(draft: ChecklistDraft, kind: MaintenanceKind) {
  const labels = new Map(draft.columns.map((column) => [column.key, column.label.trim()]));
  const body = {
    itemName: draft.itemName,
    rows: draft.rows.map((row) => ({
      id: row.id,
      name: row.name,
      days: Object.fromEntries(
        Object.entries(row.cells)
          .filter(([key, value]) => labels.has(key) && value.trim() !== '')
          .map(([key, value]) => [labels.get(key) ?? key, value]),
      ),
    })),
    notations: draft.notations.filter((n) => n.date !== '' || n.info.trim() !== ''),
    inspectionBy: draft.inspectionBy,
  };
  return isMonthly(kind)
    ? { ...body, selectedYear: draft.year, selectedMonth: draft.month }
    : { ...body, columns: draft.columns.map((column) => column.label.trim()) };
}

/** How many checked cells of a saved checklist are Right and how many Wrong. */
export function markCounts(checklist: Pick<Checklist, 'rows'>): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  for (const row of checklist.rows)
    for (const value of Object.values(row.days)) {
      if (value === 'Right') right += 1;
      else if (value === 'Wrong') wrong += 1;
    }
  return { right, wrong };
}

/**
 * What a failed Submit says (spec 03 section 8): the preventive checklist only "Failed to submit
 * data."; the variants "Error submitting data: " and the server's message (Unknown error when it
 * sent none), "Failed to submit data: " and the reason when nothing answered, and "Received an
 * invalid response from the server." when the answer was not the saved checklist.
 */
export type SubmitFailure =
  | { text: 'failed' }
  | { text: 'serverError'; message: string | null }
  | { text: 'sendFailed' }
  | { text: 'invalidResponse' };

export function submitFailure(kind: MaintenanceKind, error: unknown): SubmitFailure {
  if (!isMonthly(kind)) return { text: 'failed' };
  if (error instanceof InvalidAnswer) return { text: 'invalidResponse' };
  if (error instanceof ApiError && !error.isNetworkError)
    return { text: 'serverError', message: error.serverMessage };
  return { text: 'sendFailed' };
}

/** The answer to a Submit held no saved checklist. */
export class InvalidAnswer extends Error {
  override readonly name = 'InvalidAnswer';
}
