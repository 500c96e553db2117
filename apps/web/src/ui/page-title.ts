import { useEffect } from 'react';
import { useCommonT } from '../i18n';

/** Gives the page its own document title ("Jobs · Vedann"), in the chosen language. */
export function usePageTitle(title: string | undefined): void {
  const appName = useCommonT()('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
