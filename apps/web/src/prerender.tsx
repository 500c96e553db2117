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
  RENDERED_ORG_ATTRIBUTE,
  type SeededQuery,
} from './app/prerendered';
import { PHONE_QUERY } from './ui/media-queries';
import { documentTitle, RenderedTitleContext, routeTitle } from './ui/page-title';
import { ME_QUERY_KEY } from './lib/auth';
import { ORGS_QUERY_KEY, orgToRender } from './lib/org';
import { ORG_STORAGE_KEY, RenderedOrgContext } from './lib/org-store';
import type { RenderMeta } from './lib/render-meta';

export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  RENDERED_ORG_ATTRIBUTE,
  SEEDED_QUERIES_ID,
  type SeededQuery,
} from './app/prerendered';

/**
 * Where the server puts a page rendered at request time into the build's template of it
 * (dist/ssr/pages/<path>.html, or dist/ssr/signed-in/<path>.html for a signed-in visitor's): the
 * markup inside #root, and the seeded queries' JSON inside the data block after it.
 */
export const RENDER_SLOTS = {
  html: '<!--vedann:html-->',
  queries: '<!--vedann:queries-->',
  /** In a signed-in visitor's page: the business it was rendered for (`RENDERED_ORG_ATTRIBUTE`). */
  org: '<!--vedann:org-->',
};

/**
 * Each link a script adds starts its request there and then (0.7 to 1.5 ms each unthrottled on
 * the bench machine, four times that on a throttled phone): a page's forty-odd preloads are
 * added a few per task, so none is long.
 */
const PRELOADS_PER_TASK = 4;

/**
 * The inline script after a prerendered #root, which starts the app.
 *
 * - Until React has taken over, the page's parts are `inert` (see `Interactive`), all but the
 *   skip link, which works without a script.
 * - The page was rendered in English: a visit that will be in Hindi (chosen on this device
 *   before, or the browser's first choice: the rule of `initialLanguage` in i18n/index.ts) empties
 *   #root before it is painted, and starts as an unprerendered page does.
 * - A signed-in visitor's page was rendered for one business, at a phone's width: a browser that
 *   remembers another business, or is wider, empties it the same way (the business shell's
 *   layout would differ).
 * - Otherwise the app's code (`entry`, and `preloads`: the chunks it and the page's lazy route
 *   import) is requested only once the page has been painted, so that on a slow line the page's
 *   HTML and styles have the bandwidth to themselves. A hidden tab paints nothing: it starts at
 *   once. The entry is asked for first, the preloads after it, `PRELOADS_PER_TASK` at a time.
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
  var org = root.getAttribute(${JSON.stringify(RENDERED_ORG_ATTRIBUTE)});
  var sameOrg = true;
  if (org !== null) {
    var stored = null;
    try { stored = localStorage.getItem(${JSON.stringify(ORG_STORAGE_KEY)}); } catch (e) {}
    sameOrg = (stored === null || stored === org) && matchMedia(${JSON.stringify(PHONE_QUERY)}).matches;
  }
  if (language !== 'en' || !sameOrg) {
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
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
    var preloads = ${JSON.stringify(preloads)};
    (function preloadSome() {
      preloads.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (preloads.length) setTimeout(preloadSome, 0);
    })();
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

/** Renders `path` once with `client`'s cache as it stands, for the business `org`. */
async function renderWith(
  path: string,
  client: QueryClient,
  org: string | null = null,
): Promise<PrerenderedPage> {
  await i18n.changeLanguage('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let givenTitle: string | undefined;
  const giveTitle = (title: string) => {
    givenTitle = title;
  };
  // Unlike renderToString, waits for lazy parts (the messages' container) to be rendered too, so
  // that the browser takes over all of it instead of throwing away what was left out.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderedOrgContext value={org}>
        <RenderedTitleContext value={giveTitle}>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            <Interactive />
          </Providers>
        </RenderedTitleContext>
      </RenderedOrgContext>
    </StrictMode>,
    // Every part in its place, in one piece: a part React would otherwise send after the rest
    // (a large page) comes with an inline script the Content-Security-Policy refuses.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  html += decoder.decode();
  return {
    html,
    title:
      givenTitle ??
      documentTitle(
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
 * Reads one API path (relative to /api/v1): for a public page as a signed-out visitor would, for
 * a signed-in visitor's page with their session and `org` as X-Org-Id. Its JSON answer, or
 * undefined when there is no usable one.
 */
export type LoadAnswer = (url: string, org: string | null) => Promise<unknown>;

/** A signed-in visitor a page is rendered for. */
export interface Visitor {
  /** The business their browser remembers (its cookie), or none. */
  rememberedOrg: string | null;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The queries it was rendered with, for the browser to start from (app/prerendered.tsx). */
  queries: SeededQuery[];
  /** The business it was rendered for (a signed-in visitor's page), else null. */
  org: string | null;
  /** The document's title, as the page gives it (a business's page names the business). */
  title: string;
}

/** Rendering a page passes at most this many times: the account, its businesses, the page's. */
const MOST_PASSES = 5;

/**
 * The server's render of `path` at request time (apps/server/src/http/page-render.ts), with its
 * data. Each pass finds the queries the page asks for that the server may fill (`RenderMeta`),
 * reads them through `load` into the cache, and renders again; it stops when a pass asks for
 * nothing new. A public page reads only the public ones; a signed-in visitor's page reads theirs
 * too, for the business their browser remembers (or would choose first), and is not rendered
 * (null) for a visitor the server does not know. Each render has a cache of its own: nothing of
 * one visit reaches another.
 */
export async function renderPage(
  path: string,
  load: LoadAnswer,
  visitor?: Visitor,
): Promise<RenderedPage | null> {
  const client = createQueryClient();
  const asked = new Set<string>();
  const queries: SeededQuery[] = [];
  let org: string | null = null;
  let page = await renderWith(path, client, org);
  for (let pass = 0; pass < MOST_PASSES; pass += 1) {
    const wanted = client
      .getQueryCache()
      .getAll()
      .flatMap((query) => {
        const meta = renderMetaOf(query.meta);
        const readable = meta && (visitor !== undefined || !meta.signedIn);
        if (!readable || query.state.status !== 'pending' || asked.has(query.queryHash)) return [];
        asked.add(query.queryHash);
        return [{ key: query.queryKey, meta }];
      });
    if (wanted.length === 0) break;
    const answers = await Promise.all(
      wanted.map(async ({ key, meta }) => ({
        key,
        data: fieldOf(await load(meta.renderUrl, org), meta),
      })),
    );
    const filled = answers.filter(({ data }) => data !== undefined);
    for (const { key, data } of filled) client.setQueryData(key, data);
    queries.push(...filled);
    if (visitor) {
      if (client.getQueryData(ME_QUERY_KEY) === null) return null;
      org = orgToRender(client.getQueryData(ORGS_QUERY_KEY), visitor.rememberedOrg);
    }
    if (filled.length === 0) break;
    page = await renderWith(path, client, org);
  }
  if (visitor && !client.getQueryData(ME_QUERY_KEY)) return null;
  return { html: page.html, queries, org, title: page.title };
}

function renderMetaOf(meta: Record<string, unknown> | undefined): RenderMeta | undefined {
  const url = meta?.['renderUrl'];
  if (typeof url !== 'string') return undefined;
  const field = meta?.['field'];
  return {
    renderUrl: url,
    ...(meta?.['signedIn'] === true ? { signedIn: true } : {}),
    ...(typeof field === 'string' ? { field } : {}),
  };
}

/** The query's data in an answer: the answer, or its field the meta names. */
function fieldOf(answer: unknown, meta: RenderMeta): unknown {
  if (answer === undefined || !meta.field) return answer;
  if (typeof answer !== 'object' || answer === null || !(meta.field in answer)) return undefined;
  return (answer as Record<string, unknown>)[meta.field];
}
