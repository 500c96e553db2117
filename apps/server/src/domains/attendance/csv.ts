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
