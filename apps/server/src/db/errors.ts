/**
 * Whether a failed query broke the named unique constraint (SQLSTATE 23505). Drizzle wraps the
 * driver's error in its own, and a savepoint may wrap it again, so the whole `cause` chain is
 * read. PGlite names the constraint only in its message.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      e.code === '23505' &&
      (e.constraint === constraint ||
        (typeof e.message === 'string' && e.message.includes(constraint)))
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
