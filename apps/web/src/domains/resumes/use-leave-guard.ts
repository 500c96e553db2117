import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

const PREVIEW_PATHS = ['/service/student/preview', '/service/student/previewats'];

/**
 * Leaving with unsaved changes asks first: in-app links (the blocker, whose question the form
 * shows), and closing or reloading the tab.
 */
export function useLeaveGuard(unsaved: boolean) {
  // React drops the router's blocker only in a passive cleanup, after the next screen is drawn;
  // `mounted` (cleared during the commit) keeps a quick Back from that screen from being blocked.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Only a way out of the form asks: once a preview is the current page (the form still on
  // screen while the preview renders), Back from it is the preview's, not the form's.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mounted.current &&
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      !PREVIEW_PATHS.includes(currentLocation.pathname) &&
      !PREVIEW_PATHS.includes(nextLocation.pathname),
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return blocker;
}
