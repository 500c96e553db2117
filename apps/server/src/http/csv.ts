/**
 * One CSV field: quoted when it holds a comma, quote, or line break (quotes doubled, RFC 4180),
 * and a text starting with = + - @ or a tab (but a lone -) is prefixed with ' so a spreadsheet shows it rather
 * than running it as a formula.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // A lone '-' is the register's "not marked", not a formula.
  const safe = /^[=+@\t\r]|^-./.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows of fields as CSV text, lines ended by CRLF as RFC 4180 says. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The byte order mark: without it Excel reads UTF-8 as the local code page and garbles Hindi. */
export const CSV_BOM = '\ufeff';

/** The headers of a CSV download named `<list>-<date>.csv`. */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`,
  };
}
