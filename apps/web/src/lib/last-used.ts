/**
 * The business an account used last among `organizations` (the server keeps when each was last
 * chosen, decision 0351), or the first when none was ever chosen; null for an empty list.
 */
export function lastUsed<Org extends { lastUsedAt?: string | null }>(
  organizations: readonly Org[],
): Org | null {
  let chosen: Org | null = null;
  for (const org of organizations) {
    if (!chosen || (org.lastUsedAt ?? '') > (chosen.lastUsedAt ?? '')) chosen = org;
  }
  return chosen;
}
