import { z } from 'zod';
import { endpoint, type OrgAccess } from './endpoint';
import { groupIndian } from './inr';

/**
 * Spreadsheets in and out (issue 32 item 5, decision 0358): a CSV file imported into a business's
 * list after a preview, and every paged business list exported as CSV.
 */

/** The most data rows one import takes (Librarika's largest ask was 6,000 students). */
export const MAX_IMPORT_ROWS = 10_000;
/** The most bytes one CSV file may have: 10,000 rows of a long register fit in it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** How many rows the preview shows under the header. */
export const IMPORT_SAMPLE_ROWS = 10;

export const IMPORT_MESSAGES = {
  notCsv:
    'The file must be a CSV file (comma or semicolon separated text, saved as UTF-8) or an Excel workbook (.xlsx).',
  /** A zip that is no workbook, a damaged one, or one unpacking to far more than its rows need. */
  badWorkbook: 'The workbook could not be read: save it again as .xlsx, or as CSV.',
  tooLarge: `The file must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  noFile: 'Choose a CSV or Excel (.xlsx) file to import.',
  empty:
    'The file has no rows to import: its first line names the columns, and each line after it is one row.',
  // Not toLocaleString: a page's first Intl call loads the locale's data, 30 ms unthrottled, and
  // every page that imports the spreadsheet contracts paid it as its code was evaluated.
  tooManyRows: `The file has more than ${groupIndian(MAX_IMPORT_ROWS)} rows: split it into smaller files.`,
  mapping: 'The column choices do not fit this file: choose a field for each column again.',
  repeatedField: 'Two columns are set to the same field: choose it for one column only.',
  nothingToAdd: 'No row can be added: correct the file or the column choices.',
  imported: 'Import finished.',
  /** A row repeating an earlier row of the same file where the list needs each once. */
  repeatedRow: 'This row repeats an earlier row of the file.',
} as const;

/**
 * A field of a list a column may fill. A column matches it by any of its names (the key itself,
 * English, Hindi, the aliases), with case, spacing and punctuation set aside.
 */
export interface ImportField {
  key: string;
  en: string;
  hi: string;
  aliases?: readonly string[];
  /** A blank cell is sent as '' (the field's own "is required" message answers it). */
  required?: boolean;
  /** Dates also come as dd/mm/yyyy; numbers with ₹ and Indian commas. */
  kind?: 'date' | 'number';
  /** The values the field takes, matched whatever their case ("Male" is male). */
  choices?: readonly string[];
}

/** A column's name as it is compared: lower case, no spaces, punctuation or nukta. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093c/g, '')
    .replace(/[\s_\-.:*()/\\#'"]+/g, '');
}

/**
 * The field each column fills ('' for none), by name: the first column naming a field takes it,
 * so a file's second "Name" column stays unmapped.
 */
export function proposeMapping(headers: readonly string[], fields: readonly ImportField[]) {
  const byName = new Map<string, string>();
  for (const field of fields) {
    for (const name of [field.key, field.en, field.hi, ...(field.aliases ?? [])]) {
      const normal = normalizeHeader(name);
      if (!byName.has(normal)) byName.set(normal, field.key);
    }
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = byName.get(normalizeHeader(header));
    if (!key || taken.has(key)) return '';
    taken.add(key);
    return key;
  });
}

export const importProblemSchema = z.object({
  /** The row's number as a spreadsheet shows it: the header is line 1. */
  line: z.number(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importPreviewSchema = z.object({
  success: z.literal(true),
  columns: z.array(z.string()),
  /** The field each column fills, '' for none. */
  mapping: z.array(z.string()),
  /** The first rows, as the file has them. */
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  valid: z.number(),
  /** Every row that would be refused, with its line and the reason. */
  problems: z.array(importProblemSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  added: z.number(),
  refused: z.number(),
  problems: z.array(importProblemSchema),
  /** The refused rows as CSV: line, message, then the row's own cells (empty when none). */
  refusedCsv: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

const FORM_NOTE =
  'multipart/form-data: the CSV in `file` (UTF-8, with or without BOM; comma or semicolon; the first line names the columns), and optionally `mapping`, a JSON array giving for each column the field it fills or "".';

/**
 * A list's import, at `<list path>/import`: the preview answers what would be added and what
 * refused; the commit re-reads the same file with the chosen mapping and saves the valid rows in
 * one transaction. The file travels with each call, so nothing is kept between them.
 */
export function importEndpoints(listPath: string, access: OrgAccess) {
  return {
    preview: endpoint({
      method: 'POST',
      path: `${listPath}/import/preview`,
      access,
      description: FORM_NOTE,
      answer: importPreviewSchema,
    }),
    commit: endpoint({
      method: 'POST',
      path: `${listPath}/import`,
      access,
      description: FORM_NOTE,
      answer: importResultSchema,
    }),
  };
}

/** Where a paged business list answers as CSV: every row matching its filters. */
export const csvExportPath = (listPath: string) => `${listPath}/export.csv`;

/** A list's export file name before its date: `/api/v1/ahar/stock/:id/history` → ahar-stock-history. */
export const csvExportName = (listPath: string) =>
  listPath
    .replace(/^\/api(\/v1)?\//, '')
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':'))
    .join('-');
