import {
  ASSET_TYPES,
  LIABILITY_TYPES,
  MONTHS,
  readAmount,
  type BalanceSheetFigures,
} from '@vedann/contracts';

/** The balance sheet form: each type's rupees and the equity as typed. */
export interface SheetForm {
  assets: Record<string, string>;
  liabilities: Record<string, string>;
  equity: string;
}

const asText = (value: number) => (value === 0 ? '0' : String(value));

export function sheetForm(sheet: BalanceSheetFigures): SheetForm {
  const pick = (types: readonly string[], rows: BalanceSheetFigures['assets']) =>
    Object.fromEntries(
      types.map((type) => [type, asText(rows.find((row) => row.type === type)?.rupees ?? 0)]),
    );
  return {
    assets: pick(ASSET_TYPES, sheet.assets),
    liabilities: pick(LIABILITY_TYPES, sheet.liabilities),
    equity: asText(sheet.equity),
  };
}

/**
 * The figures a form stands for: every type in the spec's order, what is not a number as 0 (the
 * update's body, and what the totals are counted from).
 */
export function sheetFigures(form: SheetForm) {
  return {
    assets: ASSET_TYPES.map((type) => ({ type, rupees: readAmount(form.assets[type]) })),
    liabilities: LIABILITY_TYPES.map((type) => ({
      type,
      rupees: readAmount(form.liabilities[type]),
    })),
    equity: readAmount(form.equity),
  };
}

/** A row of a financial series being edited: the value as typed. */
export interface SeriesDraft {
  time: (typeof MONTHS)[number];
  year: string;
  value: string;
}

export interface SeriesPoint {
  /** "Jan 2026": the month carries its year, so a chart spans years. */
  label: string;
  value: number;
}

/**
 * The chart of a series: its rows in time order, values read as numbers (what is not one is 0),
 * months named short with their year.
 */
export function seriesPoints(rows: readonly SeriesDraft[]): SeriesPoint[] {
  return rows
    .map((row) => ({
      order: readAmount(row.year) * 12 + MONTHS.indexOf(row.time),
      label: `${row.time.slice(0, 3)} ${row.year}`,
      value: readAmount(row.value),
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ label, value }) => ({ label, value }));
}
