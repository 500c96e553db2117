import { useEffect } from 'react';
import { useCommonT } from '../i18n';

/** The path whose page set its own title last; the shell titles other pages from their h1. */
let titledPath: string | null = null;

/** True when the page at `pathname` gave itself a title with usePageTitle. */
export function titleWasSet(pathname: string): boolean {
  return titledPath === pathname;
}

/**
 * Gives the page its own document title ("Jobs · Vedann"), in the chosen language. Pages that do
 * not call it are titled by the shell from their h1 (app/shell.tsx), so every page has its own.
 */
export function usePageTitle(title: string | undefined): void {
  const appName = useCommonT()('appName');
  useEffect(() => {
    titledPath = window.location.pathname;
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
