/** An ILIKE pattern matching text that contains `term` literally (its % and _ are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The keyword as a prefix search over whole words: "front dev" finds "Frontend Developer".
 * Only letters and digits reach to_tsquery, so no input can break its syntax.
 */
export function keywordQuery(keyword: string): string | null {
  const words = keyword
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
