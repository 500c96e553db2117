import { useId as useReactId } from 'react';

/**
 * Mantine's `useId`, as the build gives it to Mantine (vite.config.ts, `mantineReplacements`).
 *
 * Mantine's own hook renders React's id first, then swaps it for a random one in a layout effect,
 * a leftover for React versions without `useId`. Right after the app takes over a rendered page,
 * that swap re-rendered every field, checkbox and menu at once, in one task (about 35 ms on a
 * phone on `/jobs`), and changed ids the markup already carried. React's id is stable on the
 * server and in the browser, so it is kept; the text is the one Mantine renders on the server.
 */
export function useId(staticId?: string): string {
  const reactId = `mantine-${useReactId().replace(/:/g, '')}`;
  return typeof staticId === 'string' ? staticId : reactId;
}
