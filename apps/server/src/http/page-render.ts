/**
 * Pages rendered at request time, with their data: the web build marks a few prerendered pages
 * (`onRequest` in apps/web/src/app/prerendered.tsx; today / with its figures and /jobs) whose
 * first screen is data, and leaves beside the app its Node bundle (dist/ssr/prerender.mjs) and a template of each of those
 * pages (dist/ssr/pages/<path>.html). A first visit to such a page (its bare path: no query) gets
 * it rendered with the first answers of its public queries, so a phone shows the jobs as soon as
 * the HTML is in, instead of after the app's code has run and asked for them.
 *
 * - **Which data.** The bundle finds the queries the page asks for whose `meta.renderUrl` names a
 *   public GET, and reads them through `loadPublic`: this server's own answer to a request
 *   without cookies (`app.inject`), what any signed-out browser would get, and only a 200's.
 * - **In a thread.** Rendering the jobs page with Mantine takes about 15 ms (the first pass,
 *   which finds the queries) and 30 ms (the page with a dozen cards) of CPU on a quiet core,
 *   ~50 to 140 ms on a busy one, and 150 to 350 ms while cold. In the event loop that is more
 *   than the load-shedding door's 50 ms: the requests arriving meanwhile would be refused. The
 *   thread (page-render-worker.mjs) renders and compresses; this side answers its reads and the
 *   visitor.
 * - **Kept while its answers hold.** A page is kept with the answers it was rendered from. A
 *   visit reads them again (at most once a `checkEveryMs` per path) and gets the kept page if
 *   they are unchanged, or a new render with the new answers: the browser takes the page's
 *   answers over as fresh (web lib/query-client.ts, `SEEDED_FRESH_MS`), so they must be as
 *   current as its own read would have been. A page is rendered anew after `ttlMs`
 *   whatever its answers (its "Today" and "N days ago" move on), and one rendered without some
 *   of its data (a read refused, say while the database is busy) is kept only `shortTtlMs`.
 *   Concurrent visits share one check and one render.
 * - **Never worse than the build's page.** No bundle, a thread that fails or a render slower than
 *   `waitMs` (`visitorWaitMs` for a signed-in visitor's page): the caller answers with the static
 *   prerendered page, or the app's empty one (`null` here).
 * - **A signed-in visitor's page** (dist/ssr/signed-in/: a business's home) is rendered for each
 *   visit that carries a session, its reads made as that visitor (their cookies, and the
 *   business the bundle chose as X-Org-Id, which the server checks as it does the browser's),
 *   and never kept. Without a session, or when the render gives none, the app's empty page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { fingerprint, passing, startRenderThread, type Rendering } from './page-render-thread';

/** A page as rendered for a path, in the three encodings a browser may accept. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageRenderer {
  /** Whether `path` (without a query) is a page rendered at request time. */
  renders(path: string): boolean;
  /** The page for `path`, or null when the build's static page must do. */
  page(path: string): Promise<RenderedPage | null>;
  /** Whether `path` (without a query) is a signed-in visitor's page, rendered for each visit. */
  rendersForVisitor(path: string): boolean;
  /**
   * `path` rendered for the visitor whose request cookies are `cookie`, never kept; null when
   * the app's empty page must do (not signed in, a failure, too slow).
   */
  visitorPage(path: string, visitor: Visitor): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

/** An API answer as a signed-out visitor gets it: its status (0 for none at all) and JSON. */
export interface PublicAnswer {
  status: number;
  /** The JSON of a 200; nothing else is given to a page. */
  data?: unknown;
}

/** Reads an API path (relative to /api/v1) as a signed-out visitor. */
export type LoadPublic = (url: string) => Promise<PublicAnswer>;

/** Reads an API path as a visitor (their request's cookies), for one of their businesses. */
export type LoadAsVisitor = (
  cookie: string,
  url: string,
  org: string | null,
) => Promise<PublicAnswer>;

/** A signed-in visitor's request, as their page's render needs it. */
export interface Visitor {
  /** The request's Cookie header: their session. */
  cookie: string;
  /** The business their browser remembers (its `vedann_org` cookie), or none. */
  rememberedOrg: string | null;
}

export interface PageRendererOptions {
  webDir: string;
  loadPublic: LoadPublic;
  loadAsVisitor: LoadAsVisitor;
  log: FastifyBaseLogger;
  /** How long a rendered page may be kept, its answers unchanged. */
  ttlMs?: number;
  /** How long a page rendered without some of its data is kept. */
  shortTtlMs?: number;
  /** A kept page's answers are read again at most this often. */
  checkEveryMs?: number;
  /** How long a visitor waits for a render before getting the static page. */
  waitMs?: number;
  /**
   * How long a signed-in visitor waits for their page before getting the app's empty one. Longer
   * than `waitMs`: the empty page costs the phone the app's code and the home's reads before
   * anything shows, seconds more than a render that is late.
   */
  visitorWaitMs?: number;
  /** A render still running after this stops the thread, which starts again on the next visit. */
  hardLimitMs?: number;
}

interface Kept extends Rendering {
  renderedAt: number;
  checkedAt: number;
}

/** The paths of the templates in dist/ssr/pages or signed-in (index.html is /). */
function templatePaths(pagesDir: string): Set<string> {
  const paths = new Set<string>();
  if (!fs.existsSync(pagesDir)) return paths;
  for (const entry of fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const name = entry.slice(0, -'.html'.length).split(path.sep).join('/');
    paths.add(name === 'index' ? '/' : `/${name}`);
  }
  return paths;
}

/**
 * The renderer of the build's request-time pages, or undefined when the build left none (an
 * older build, or none at all): then every page is the static one, as before.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer | undefined {
  const ssrDir = path.join(options.webDir, 'ssr');
  const pagesDir = path.join(ssrDir, 'pages');
  if (!fs.existsSync(path.join(ssrDir, 'prerender.mjs'))) return undefined;
  const paths = templatePaths(pagesDir);
  const visitorPaths = templatePaths(path.join(ssrDir, 'signed-in'));
  if (paths.size === 0 && visitorPaths.size === 0) return undefined;
  const { log, loadPublic, loadAsVisitor } = options;
  const ttlMs = options.ttlMs ?? 30_000;
  const shortTtlMs = options.shortTtlMs ?? 5_000;
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const waitMs = options.waitMs ?? 1_500;
  const visitorWaitMs = options.visitorWaitMs ?? 3_000;
  const hardLimitMs = options.hardLimitMs ?? 15_000;

  const kept = new Map<string, Kept>();
  const checks = new Map<string, Promise<RenderedPage | null>>();

  /** `load`'s answer; never throws. */
  const safely = async (url: string, load: () => Promise<PublicAnswer>) => {
    try {
      return await load();
    } catch (err: unknown) {
      log.warn({ err, url }, 'page rendering: a read failed');
      return { status: 0 };
    }
  };
  const read = (url: string): Promise<PublicAnswer> => safely(url, () => loadPublic(url));

  /** Waits for `pending` at most `wait` ms: null after that. */
  const withinWait = async <T>(pending: Promise<T | null>, wait = waitMs): Promise<T | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), wait);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const thread = startRenderThread({ ssrDir, log, read, ttlMs, hardLimitMs });

  const renderAndKeep = async (pagePath: string, prefetched: Map<string, PublicAnswer>) => {
    const rendering = await thread.render(pagePath, prefetched);
    const now = Date.now();
    kept.set(pagePath, { ...rendering, renderedAt: now, checkedAt: now });
    return rendering.page;
  };

  /** The kept page if its answers still hold, else a new render (with the answers just read). */
  const refresh = async (pagePath: string): Promise<RenderedPage | null> => {
    const known = kept.get(pagePath);
    if (!known?.page || !known.complete || Date.now() - known.renderedAt >= ttlMs)
      return renderAndKeep(pagePath, new Map());
    const urls = [...known.answers.keys()];
    const current = new Map(
      await Promise.all(urls.map(async (url) => [url, await read(url)] as const)),
    );
    // A read refused now (a busy database) confirms nothing: the kept page stays, as it was.
    const answers = [...current];
    const changed =
      !answers.some(([, answer]) => passing(answer)) &&
      answers.some(([url, answer]) => fingerprint(answer) !== known.answers.get(url));
    if (!changed) {
      known.checkedAt = Date.now();
      return known.page;
    }
    return renderAndKeep(pagePath, current);
  };

  return {
    renders: (pagePath) => paths.has(pagePath),
    async page(pagePath) {
      if (!paths.has(pagePath)) return null;
      const known = kept.get(pagePath);
      const now = Date.now();
      if (known) {
        const served = known.page && known.complete;
        if (!served && now - known.renderedAt < shortTtlMs) return known.page;
        if (served && now - known.renderedAt < ttlMs && now - known.checkedAt < checkEveryMs)
          return known.page;
      }
      let pending = checks.get(pagePath);
      if (!pending) {
        pending = refresh(pagePath)
          .catch((err: unknown) => {
            log.warn({ err, path: pagePath }, 'page rendering failed');
            return null;
          })
          .finally(() => checks.delete(pagePath));
        checks.set(pagePath, pending);
      }
      return withinWait(pending);
    },
    rendersForVisitor: (pagePath) => visitorPaths.has(pagePath),
    async visitorPage(pagePath, { cookie, rememberedOrg }) {
      if (!visitorPaths.has(pagePath)) return null;
      const readAsVisitor = (url: string, org: string | null) =>
        safely(url, () => loadAsVisitor(cookie, url, org));
      const rendering = thread
        .render(pagePath, new Map(), { read: readAsVisitor, rememberedOrg })
        .then((outcome) => outcome.page);
      return withinWait(rendering, visitorWaitMs);
    },
    close: () => thread.close(),
  };
}

type Inject = (request: {
  method: 'GET';
  url: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; body: string }>;

/** A GET of this server's own API with `headers`: a 200's JSON, or the status. */
async function injectGet(
  inject: Inject,
  url: string,
  headers: Record<string, string>,
): Promise<PublicAnswer> {
  // Only an API path of this server's: the bundle names paths relative to /api/v1.
  if (!url.startsWith('/') || url.startsWith('//')) return { status: 404 };
  const answer = await inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { accept: 'application/json', ...headers },
  });
  if (answer.statusCode !== 200) return { status: answer.statusCode };
  try {
    return { status: 200, data: JSON.parse(answer.body) as unknown };
  } catch {
    return { status: 0 };
  }
}

/** An anonymous, cookie-less GET of this server's own API, as `LoadPublic` wants it. */
export function loadPublicFrom(inject: Inject): LoadPublic {
  return (url) => injectGet(inject, url, {});
}

/**
 * A GET of this server's own API as the visitor: their cookies, and the business as X-Org-Id,
 * so the server checks their access exactly as it does the browser's own reads.
 */
export function loadAsVisitorFrom(inject: Inject): LoadAsVisitor {
  return (cookie, url, org) =>
    injectGet(inject, url, { cookie, ...(org ? { 'x-org-id': org } : {}) });
}

/** The encoding to send: brotli, else gzip, else none, as the request accepts them. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/**
 * Answers with a rendered page, compressed as the request accepts, never kept by a cache; a
 * visitor's own page (`personal`) is not even stored.
 */
export function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  personal = false,
): FastifyReply {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply
    .header('cache-control', personal ? 'private, no-store' : 'no-cache')
    .header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html);
}
