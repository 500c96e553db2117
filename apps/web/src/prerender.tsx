/**
 * The build's prerendering (vite.config.ts): renders a page of the app to HTML in Node, as a
 * visitor's phone would first show it: in English, signed-out state not yet known, the phone
 * layout. The browser shows it at once and main.tsx takes it over.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { i18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';
import {
  Interactive,
  LIVE_BEFORE_TAKEOVER,
  PRERENDERED_ATTRIBUTE,
  type SeededQuery,
} from './app/prerendered';
import { documentTitle, routeTitle } from './ui/page-title';

export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SEEDED_QUERIES_ID,
  type SeededQuery,
} from './app/prerendered';

/**
 * Where the server puts a page rendered at request time into the build's template of it
 * (dist/ssr/pages/<path>.html): the markup inside #root, and the seeded queries' JSON inside the
 * data block after it.
 */
export const RENDER_SLOTS = { html: '<!--vedann:html-->', queries: '<!--vedann:queries-->' };

/**
 * The inline script after a prerendered #root, which starts the app.
 *
 * - Until React has taken over, the page's parts are `inert` (see `Interactive`), all but the
 *   skip link, which works without a script.
 * - The page was rendered in English: a visit that will be in Hindi (chosen on this device
 *   before, or the browser's first choice: the rule of `initialLanguage` in i18n/index.ts) empties
 *   #root before it is painted, and starts as an unprerendered page does.
 * - Otherwise the app's code (`entry`, and `preloads`: the chunks it and the page's lazy route
 *   import) is requested only once the page has been painted, so that on a slow line the page's
 *   HTML and styles have the bandwidth to themselves. A hidden tab paints nothing: it starts at
 *   once.
 */
export function bootScript(entry: string, preloads: readonly string[]): string {
  return `(function () {
  var root = document.getElementById('root');
  var chosen = null;
  try { chosen = localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
  var language = chosen === 'hi' || chosen === 'en' ? chosen : 'en';
  if (chosen !== 'hi' && chosen !== 'en') {
    var tags = navigator.languages || [];
    for (var i = 0; i < tags.length; i++) {
      var base = String(tags[i]).toLowerCase().split('-')[0];
      if (base === 'hi' || base === 'en') { language = base; break; }
    }
  }
  if (language !== 'en') {
    root.replaceChildren();
    root.removeAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});
  } else {
    for (var j = 0; j !== root.children.length; j++) {
      var part = root.children[j];
      if (!part.matches(${JSON.stringify(LIVE_BEFORE_TAKEOVER)})) part.inert = true;
    }
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  if (language !== 'en' || document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`.replace(/\s*\n\s*/g, ' ');
}

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document's title, as the shell would set it. */
  title: string;
}

/** Renders `path` once with `client`'s cache as it stands. */
async function renderWith(path: string, client: QueryClient): Promise<PrerenderedPage> {
  await i18n.changeLanguage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Unlike renderToString, waits for lazy parts (the messages' container) to be rendered too, so
  // that the browser takes over all of it instead of throwing away what was left out.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <Interactive />
      </Providers>
    </StrictMode>,
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  return {
    html,
    title: documentTitle(
      routeTitle(
        context.matches.map((match) => match.route),
        i18n.t,
      ),
      i18n.t('appName'),
    ),
  };
}

/** The build's page: no data yet, as a first visit shows it before any answer. */
export function prerender(path: string): Promise<PrerenderedPage> {
  return renderWith(path, createQueryClient());
}

/**
 * Reads one API path (relative to /api/v1) as a signed-out visitor would: its JSON answer, or
 * undefined when there is no usable one.
 */
export type LoadPublic = (url: string) => Promise<unknown>;

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The queries it was rendered with, for the browser to start from (app/prerendered.tsx). */
  queries: SeededQuery[];
}

function renderUrlOf(meta: Record<string, unknown> | undefined): string | undefined {
  const url = meta?.['renderUrl'];
  return typeof url === 'string' ? url : undefined;
}

/**
 * The server's render of `path` at request time (apps/server/src/http/page-render.ts), with its
 * data. A first pass finds the queries the page asks for; those whose `meta` names a public API
 * path (`RenderMeta`) are read through `load` and set into the cache, and a second pass renders
 * the page with them. Each render has a cache of its own: nothing of one visit reaches another.
 */
export async function renderPage(path: string, load: LoadPublic): Promise<RenderedPage> {
  const client = createQueryClient();
  const first = await renderWith(path, client);
  const wanted = client
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const url = renderUrlOf(query.meta);
      return query.state.status === 'pending' && url ? [{ key: query.queryKey, url }] : [];
    });
  const answers = await Promise.all(
    wanted.map(async ({ key, url }) => ({ key, data: await load(url) })),
  );
  const queries = answers.filter(({ data }) => data !== undefined);
  if (queries.length === 0) return { html: first.html, queries };
  for (const { key, data } of queries) client.setQueryData(key, data);
  return { html: (await renderWith(path, client)).html, queries };
}
