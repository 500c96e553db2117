import { useEffect } from 'react';
import type { QueryKey } from '@tanstack/react-query';

export interface PrerenderedPageSpec {
  path: string;
  modules: string[];
  /** Rendered again by the server at request time, with its public data (see `RenderMeta` in lib/render-meta.ts). */
  onRequest?: boolean;
  /**
   * A signed-in visitor's page: the build leaves only its template; the server renders it for
   * each visit with the visitor's session and business, and never keeps it. Anyone else (no
   * session, a render that fails) gets the app's empty page, as for any other path.
   */
  signedIn?: boolean;
}

/**
 * The pages the build prerenders (src/prerender.tsx, vite.config.ts) into dist/pages/, as
 * `index.html` for / and `<path>.html` for the others: their HTML is in the first answer, so they
 * show before any script has run, and the server answers each path with its page. `modules` are
 * the sources of the page's lazy route (its page and guard): the build preloads their chunks and
 * styles with the page, so nothing waits for the first bundle to ask for them.
 *
 * A page marked `onRequest` has data in its first screen (the jobs list, the landing page's
 * figures): the server renders it again when it is asked for (apps/server/src/http/page-render.ts,
 * with the build's Node bundle in dist/ssr/), with the answers of its queries that say they may be
 * filled there, and falls back to the build's page when it cannot.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPageSpec[] = [
  // The landing page's figures are data (decision 0353): rendered per visit, with them.
  { path: '/', modules: [], onRequest: true },
  {
    path: '/login',
    modules: ['src/app/require-auth.tsx', 'src/domains/accounts/login-page.tsx'],
  },
  { path: '/jobs', modules: ['src/domains/jobs/jobs-page.tsx'], onRequest: true },
  // A business's day at a glance (issue 31): its owner opens it every morning, on a phone.
  ...(
    [
      ['/gym', 'src/domains/gym/gym-dashboard.tsx'],
      ['/ahar', 'src/domains/ahar/ahar-dashboard.tsx'],
      ['/barber', 'src/domains/barber/barber-dashboard.tsx'],
      ['/company', 'src/domains/company/company-dashboard.tsx'],
      ['/mgtservice/mgtlibrary', 'src/domains/library/library-management.tsx'],
    ] as const
  ).map(([path, dashboard]) => ({
    path,
    modules: ['src/app/require-auth.tsx', dashboard],
    onRequest: true,
    signedIn: true,
  })),
];

/** Set on #root of a signed-in visitor's page, with the business it was rendered for. */
export const RENDERED_ORG_ATTRIBUTE = 'data-org';

/** The queries a page rendered at request time was given, for the browser to start from. */
export interface SeededQuery {
  key: QueryKey;
  data: unknown;
}

/** The id of the JSON data block that carries them (after #root). */
export const SEEDED_QUERIES_ID = 'vedann-seeded-queries';

/** The data block's content as the server wrote it, or none if it is not that. */
export function readSeededQueries(text: string): SeededQuery[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (entry: unknown): entry is SeededQuery =>
      typeof entry === 'object' &&
      entry !== null &&
      'key' in entry &&
      Array.isArray(entry.key) &&
      'data' in entry,
  );
}

/** Set on #root, with the page's path, while it holds a prerendered page. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The parts of a prerendered page that are live before React takes over: the skip link, an
 * ordinary link to #main-content. Every other part is `inert` until then (the page's inline
 * script marks them, src/prerender.tsx): a tap, a keystroke or typed text would reach controls
 * that do nothing yet, or that React would not know had changed.
 */
export const LIVE_BEFORE_TAKEOVER = '.skip-link, style';

/**
 * Makes the prerendered page live once React has committed it: one part per frame, since the
 * browser restyles all of a part as it leaves `inert` (the whole page at once was a task of 20 to
 * 30 ms, unthrottled). `PRERENDERED_ATTRIBUTE` goes with the last: the page is then all live.
 */
export function Interactive({ container }: { container?: HTMLElement }) {
  useEffect(() => {
    if (!container) return;
    const parts = [...container.querySelectorAll(':scope > [inert]')];
    let frame = 0;
    const releaseNext = () => {
      const part = parts.shift();
      if (part) {
        part.removeAttribute('inert');
        frame = requestAnimationFrame(releaseNext);
      } else container.removeAttribute(PRERENDERED_ATTRIBUTE);
    };
    frame = requestAnimationFrame(releaseNext);
    return () => cancelAnimationFrame(frame);
  }, [container]);
  return null;
}
