/**
 * A form's check of a chosen file before it is sent: the type the browser reports must be one
 * the field's `accept` list names (an exact type, or `image/*`). The server still checks the
 * bytes (server `http/file-type.ts`); this only spares a round trip and shows the field's own
 * words at once.
 */
export function acceptsFile(accept: string, file: Pick<File, 'type'>): boolean {
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => (entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : entry === type));
}

/** The field's message when a chosen file is of a type it does not take, else null. */
export function wrongFileType(
  file: Pick<File, 'type'> | null | undefined,
  accept: string,
  message: string,
): string | null {
  return file && !acceptsFile(accept, file) ? message : null;
}
