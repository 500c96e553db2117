import type { UIMatch } from 'react-router';

/** What a route may tell the app's shell through its `handle`. */
export interface PageHandle {
  /** Dashboards and wide tables use the full width instead of the reading column. */
  wide?: boolean;
}

export const WIDE_PAGE: PageHandle = { wide: true };

export function isWidePage(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.wide === true);
}
