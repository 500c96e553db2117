import { useEffect } from 'react';

/**
 * The pages the build prerenders (src/prerender.tsx, vite.config.ts) into dist/pages/, as
 * `index.html` for / and `<path>.html` for the others: their HTML is in the first answer, so they
 * show before any script has run, and the server answers each path with its page. `modules` are
 * the sources of the page's lazy route (its page and guard): the build preloads their chunks and
 * styles with the page, so nothing waits for the first bundle to ask for them.
 */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; modules: string[] }> = [
  { path: '/', modules: [] },
  {
    path: '/login',
    modules: ['src/lib/require-auth.tsx', 'src/domains/accounts/login-page.tsx'],
  },
  { path: '/jobs', modules: ['src/domains/jobs/jobs-page.tsx'] },
];

/** Set on #root, with the page's path, while it holds a prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The parts of a prerendered page that are live before React takes over: the skip link, an
 * ordinary link to #main-content. Every other part is `inert` until then (the page's inline
 * script marks them, src/prerender.tsx): a tap, a keystroke or typed text would reach controls
 * that do nothing yet, or that React would not know had changed.
 */
export const LIVE_BEFORE_TAKEOVER = '.skip-link, style';

/** Makes the prerendered page live once React has committed it. */
export function Interactive({ container }: { container?: HTMLElement }) {
  useEffect(() => {
    if (!container) return;
    for (const part of container.querySelectorAll(':scope > [inert]'))
      part.removeAttribute('inert');
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
  }, [container]);
  return null;
}
