/** An ILIKE pattern matching text that contains `term` literally (its % and _ are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
