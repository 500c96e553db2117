import { createContext, useContext, useEffect } from 'react';
import type { FlatNamespace, TFunction } from 'i18next';
import { useCommonT } from '../i18n';

/**
 * What a route may carry in its `handle`: the title of its page, in the chosen language, e.g.
 * `handle: { title: (t) => t('jobs:titles.jobs') } satisfies RouteHandle`. The shell (and the
 * build's prerendered pages) title the page from the deepest matched route that has one.
 */
export interface RouteHandle {
  title?: (t: TitleT) => string;
}

/** A translation function that reads any namespace's keys ('jobs:titles.jobs'). */
export type TitleT = TFunction<FlatNamespace[]>;

/** The title of the deepest matched route (useMatches(), or the routes matched) that has one. */
export function routeTitle(
  matches: ReadonlyArray<{ handle?: unknown }>,
  t: TitleT,
): string | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title(t);
  }
  return undefined;
}

/**
 * "Jobs · Vedann"; a business's page also names the business, "Bills: Wifi · Sutrin Fitness ·
 * Vedann", so tabs and history tell two businesses' screens apart. The application's name alone
 * when the page has no title.
 */
export function documentTitle(
  title: string | undefined,
  appName: string,
  business?: string | null,
): string {
  const parts = [title, business].filter(
    (part, index, all): part is string =>
      Boolean(part) && part !== appName && all.indexOf(part) === index,
  );
  return [...parts, appName].join(' · ');
}

/** The path whose page set its own title last; the shell titles other pages. */
let titledPath: string | null = null;

/** True when the page at `pathname` gave itself a title with usePageTitle. */
export function titleWasSet(pathname: string): boolean {
  return titledPath === pathname;
}

/**
 * While the server renders a page (src/prerender.tsx): told each title `usePageTitle` gives, the
 * last of which (the innermost page's) is the page's.
 */
export const RenderedTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * Gives the page a title of its own that its route's handle cannot know, such as the name of
 * the job or business shown, and `business`, the name of the business whose screen it is. Pages
 * with a fixed title put it in their route's handle instead
 * (RouteHandle); pages with neither are titled by the shell from their h1 (app/shell.tsx).
 */
export function usePageTitle(title: string | undefined, business?: string | null): void {
  const appName = useCommonT()('appName');
  // The server has no document: its render is told, and puts the title in the page's HTML.
  useContext(RenderedTitleContext)?.(documentTitle(title, appName, business));
  useEffect(() => {
    titledPath = window.location.pathname;
    document.title = documentTitle(title, appName, business);
  }, [title, appName, business]);
}
