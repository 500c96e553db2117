import { useEffect } from 'react';
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

/** "Jobs · Vedann"; the application's name alone when the page has no title. */
export function documentTitle(title: string | undefined, appName: string): string {
  return title && title !== appName ? `${title} · ${appName}` : appName;
}

/** The path whose page set its own title last; the shell titles other pages. */
let titledPath: string | null = null;

/** True when the page at `pathname` gave itself a title with usePageTitle. */
export function titleWasSet(pathname: string): boolean {
  return titledPath === pathname;
}

/**
 * Gives the page a title of its own that its route's handle cannot know, such as the name of
 * the job or business shown. Pages with a fixed title put it in their route's handle instead
 * (RouteHandle); pages with neither are titled by the shell from their h1 (app/shell.tsx).
 */
export function usePageTitle(title: string | undefined): void {
  const appName = useCommonT()('appName');
  useEffect(() => {
    titledPath = window.location.pathname;
    document.title = documentTitle(title, appName);
  }, [title, appName]);
}
