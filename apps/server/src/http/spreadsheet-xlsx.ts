import { Unzip, UnzipInflate } from 'fflate';
import { readSheet as readWorkbookSheet } from 'read-excel-file/node';
import { IMPORT_MESSAGES } from '@vedann/contracts';
import { HttpError } from './errors';
import { sheetOf, type Sheet } from './spreadsheet';

// An Excel workbook to import (issue 32 item 5, decision 0364): its first sheet read into the
// same records as a CSV file's, so the mapping, the checks and the refused rows' file are one.

/**
 * What a workbook may unpack to. Ten thousand rows of text are some 30 MB of XML; a 5 MB zip
 * claiming far more is a zip bomb, refused before the parser holds it in memory.
 */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;
/** The zip is fed to the counter in slices, so no one slice can inflate past a few MB at once. */
const SLICE = 4 * 1024;

/** Whether every entry of a zip inflates, and all of them together stay within `limit` bytes. */
export function unpacksWithin(zip: Uint8Array, limit: number): boolean {
  let total = 0;
  let ok = true;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, data) => {
      if (!error) total += data.length;
      if (error || total > limit) {
        ok = false;
        entry.terminate();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let start = 0; ok && start < zip.length; start += SLICE)
      unzip.push(zip.subarray(start, start + SLICE), start + SLICE >= zip.length);
  } catch {
    return false;
  }
  return ok;
}

/** A cell as the CSV reader would have it: a date as YYYY-MM-DD, a number as Excel shows it. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  // Excel shows 15 significant digits: 0.1 + 0.2 stored as 0.30000000000000004 reads as 0.3.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'string' || typeof value === 'boolean') return String(value);
  return '';
}

/** The first sheet of an .xlsx file, as a CSV file's records: 415 when it is no readable workbook. */
export async function readWorkbook(buffer: Buffer): Promise<Sheet> {
  if (!unpacksWithin(buffer, MAX_UNPACKED_BYTES))
    throw new HttpError(415, IMPORT_MESSAGES.badWorkbook);
  let rows: unknown[][];
  try {
    rows = await readWorkbookSheet(buffer);
  } catch {
    throw new HttpError(415, IMPORT_MESSAGES.badWorkbook);
  }
  return sheetOf(rows.map((row) => row.map(cellText)));
}
