import Papa from 'papaparse';
import type { z } from 'zod';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  type ImportField,
  type ImportProblem,
} from '@vedann/contracts';
import { CSV_BOM, toCsv } from './csv';
import { HttpError, badRequest } from './errors';

// The pure half of the import kit (issue 32 item 5): a CSV file (or a workbook's rows) read into
// rows, each row's cells made into a list's input by the chosen mapping and checked by the list's
// own contract.

export interface SheetRow {
  /** The row's number as a spreadsheet shows it: the header is line 1. */
  line: number;
  cells: string[];
}

export interface Sheet {
  columns: string[];
  rows: SheetRow[];
}

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Comma or semicolon (a spreadsheet set to a European locale saves with semicolons): whichever
 * the header line has more of.
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (mark: string) => header.split(mark).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a CSV file's text: UTF-8 with or without BOM, comma or semicolon separated, quoted as
 * RFC 4180 says.
 */
export function readSheet(text: string): Sheet {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  return sheetOf(Papa.parse<string[]>(body, { delimiter: delimiterOf(body) }).data);
}

/**
 * A sheet's records (a CSV file's lines, a workbook's rows), the first naming the columns: blank
 * rows are passed over (their numbers still count), and a sheet without a row under its header,
 * or with more than MAX_IMPORT_ROWS rows, is refused with its own message.
 */
export function sheetOf(records: readonly (readonly string[])[]): Sheet {
  const header = records[0];
  if (!header || blank(header)) throw badRequest(IMPORT_MESSAGES.empty);
  const rows: SheetRow[] = [];
  for (let index = 1; index < records.length; index += 1) {
    const cells = records[index] ?? [];
    if (blank(cells)) continue;
    if (rows.length === MAX_IMPORT_ROWS) throw new HttpError(413, IMPORT_MESSAGES.tooManyRows);
    rows.push({ line: index + 1, cells: [...cells] });
  }
  if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  return { columns: header.map((name) => name.trim()), rows };
}

/**
 * The mapping a client sent (a JSON array: the field each column fills, or ''), checked against
 * the file's columns and the list's fields.
 */
export function readMapping(
  sent: string,
  columns: readonly string[],
  fields: readonly ImportField[],
): string[] {
  let value: unknown;
  try {
    value = JSON.parse(sent);
  } catch {
    throw badRequest(IMPORT_MESSAGES.mapping);
  }
  const keys = new Set(fields.map((field) => field.key));
  if (
    !Array.isArray(value) ||
    value.length !== columns.length ||
    !value.every((key): key is string => typeof key === 'string' && (key === '' || keys.has(key)))
  )
    throw badRequest(IMPORT_MESSAGES.mapping);
  const chosen = value.filter((key) => key !== '');
  if (new Set(chosen).size !== chosen.length) throw badRequest(IMPORT_MESSAGES.repeatedField);
  return value;
}

/** dd/mm/yyyy (or with - or .), as Indian spreadsheets write dates, as YYYY-MM-DD. */
function isoDate(cell: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (!match) return cell;
  const [, day = '', month = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A cell as the field's input: a blank one is absent (the field's default), or '' for a
 * required field so its own message answers. The ' an export put before = + - @ goes again.
 */
export function cellValue(field: ImportField, raw: string | undefined): string | undefined {
  const cell = (raw ?? '').trim().replace(/^'(?=[=+\-@])/, '');
  if (cell === '') return field.required ? '' : undefined;
  if (field.kind === 'date') return isoDate(cell);
  if (field.kind === 'number') return cell.replace(/^(₹|rs\.?|inr)\s*/i, '').replace(/,/g, '');
  if (field.choices) {
    const lower = cell.toLowerCase();
    return field.choices.find((choice) => choice.toLowerCase() === lower) ?? cell;
  }
  return cell;
}

export interface CheckedRow<Value> {
  line: number;
  cells: string[];
  value: Value;
}

export interface RefusedRow extends ImportProblem {
  cells: string[];
}

/** Each row through the list's contract: the valid rows' values, and the first issue of the rest. */
export function checkRows<S extends z.ZodType>(
  sheet: Sheet,
  mapping: readonly string[],
  fields: readonly ImportField[],
  schema: S,
): { valid: CheckedRow<z.output<S>>[]; refused: RefusedRow[] } {
  const columnOf = new Map(mapping.map((key, column) => [key, column]));
  const valid: CheckedRow<z.output<S>>[] = [];
  const refused: RefusedRow[] = [];
  for (const row of sheet.rows) {
    const input: Record<string, string> = {};
    for (const field of fields) {
      const column = columnOf.get(field.key);
      const value = cellValue(field, column === undefined ? undefined : row.cells[column]);
      if (value !== undefined) input[field.key] = value;
    }
    const result = schema.safeParse(input);
    if (result.success) valid.push({ ...row, value: result.data });
    else
      refused.push({ ...row, message: result.error.issues[0]?.message ?? IMPORT_MESSAGES.mapping });
  }
  return { valid, refused };
}

/** The refused rows as a file: line, message, then the row's own cells under the file's header. */
export function refusedCsv(columns: readonly string[], refused: readonly RefusedRow[]): string {
  if (refused.length === 0) return '';
  return (
    CSV_BOM +
    toCsv([
      ['Line', 'Message', ...columns],
      ...refused.map((row) => [row.line, row.message, ...row.cells]),
    ])
  );
}

/**
 * Rows whose key repeats an earlier row's: each later one, with the message. For lists where a
 * key (an ISBN, a Vedan ID) names one row only.
 */
export function repeatedRows<Value>(
  rows: readonly CheckedRow<Value>[],
  keyOf: (value: Value) => string,
  message: string,
): Map<number, string> {
  const seen = new Set<string>();
  const repeated = new Map<number, string>();
  for (const row of rows) {
    const key = keyOf(row.value);
    if (key === '') continue;
    if (seen.has(key)) repeated.set(row.line, message);
    seen.add(key);
  }
  return repeated;
}
