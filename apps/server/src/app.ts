import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ORG_COOKIE } from '@vedann/contracts';
import { AREAS, ORG_SETUP_STEPS, PEOPLE_DIRECTORIES, REMINDER_KINDS } from './areas';
import { DEFAULT_RATE_LIMITS, type App, type AppContext, type RateLimits } from './app-context';
import type { Config, TrustProxy } from './config';
import type { Database } from './db/client';
import { SESSION_COOKIE } from './domains/accounts/sessions';
import { registerAccess } from './http/access';
import { AuthCache, shareAcrossProcesses } from './http/auth-cache';
import { registerCrossSiteCheck } from './http/cross-site';
import { collectPagedLists } from './http/csv-export';
import { registerErrorHandling } from './http/errors';
import { registerInputChecks } from './http/input';
import { MemoryAttemptStore, postgresAttemptStore, registerLimits } from './http/limits';
import {
  chooseEncoding,
  createPageRenderer,
  loadAsVisitorFrom,
  loadPublicFrom,
  sendRenderedPage,
} from './http/page-render';
import { createLoadShedder, shedderServerFactory, type StaticAnswer } from './http/load-shedding';
import { withRedaction } from './http/logging';
import { registerUploadHandling } from './http/uploads';
import { computeSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  rateLimits?: RateLimits;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; defaults to apps/web/dist. */
  webDir?: string;
}

const defaultWebDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many nearest hops of X-Forwarded-For (Fastify's own reading of a number). */
function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the whole server without listening, so tests drive it with inject(). */
/** The headers every answer carries; the pages' inline scripts are allowed by their hashes. */
function appSecurityHeaders(scripts: string[]) {
  return computeSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered pages' one inline script (its language check) is allowed by its hash.
        scriptSrc: ["'self'", ...scripts],
        // Mantine writes its CSS variables into style attributes and a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const webDir = deps.webDir ?? defaultWebDir;
  const hasWeb = fs.existsSync(path.join(webDir, 'index.html'));
  const web = hasWeb ? prerenderedPages(webDir) : { pages: new Map<string, string>(), scripts: [] };
  const securityHeaders = appSecurityHeaders(web.scripts);
  // An overloaded server refuses at the door, before Fastify does any work for the request; a
  // page's navigation it would refuse gets the app's page from memory instead.
  const shedder = createLoadShedder({
    floor: deps.config.sheddingFloor,
    queue: deps.database.gate.queue,
    securityHeaders,
    page: hasWeb ? staticPageAnswers(webDir, web.pages, securityHeaders) : undefined,
  });
  const app = Fastify({
    serverFactory: shedderServerFactory(shedder),
    logger: withRedaction(deps.logger ?? false),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // Long ids and tokens in paths are fine; a 100 KB path is not.
    routerOptions: { maxParamLength: 200 },
    // A request Fastify turns away before routing (a malformed address) skips the hooks and the
    // error handler: its answer has the app's shape and the security headers all the same.
    frameworkErrors: (error, _request, reply) => {
      const body = JSON.stringify({ success: false, message: error.message });
      reply.hijack();
      reply.raw
        .writeHead(error.statusCode ?? 400, {
          ...securityHeaders,
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
        })
        .end(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('requestsInFlight', () => shedder.inFlight());
  app.addHook('onClose', async () => shedder.close());
  registerErrorHandling(app);

  const pending = new Set<Promise<void>>();
  const authCache = new AuthCache();
  const sharing = shareAcrossProcesses(authCache, deps.database, app.log);
  if (sharing) app.addHook('onClose', async () => sharing.close());
  const ctx: AppContext = {
    app,
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    storage: deps.storage,
    mailer: deps.mailer,
    rateLimits: deps.rateLimits ?? DEFAULT_RATE_LIMITS,
    // Several processes share one PostgreSQL, and so its counts; PGlite is one process's.
    attempts:
      deps.database.kind === 'postgres'
        ? postgresAttemptStore(deps.database.db)
        : new MemoryAttemptStore(),
    authCache,
    orgSetup: ORG_SETUP_STEPS,
    reminderKinds: REMINDER_KINDS,
    people: PEOPLE_DIRECTORIES,
    background(task) {
      const run = task().catch((err: unknown) => app.log.error({ err }, 'background task failed'));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
  };
  app.decorate('drainBackground', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });

  // The prerendered pages whose first screen is data are rendered again per visit, with it
  // (http/page-render.ts), when the build left its Node bundle in dist/ssr/.
  const renderer = hasWeb
    ? createPageRenderer({
        webDir,
        log: app.log,
        loadPublic: loadPublicFrom((request) => app.inject(request)),
        loadAsVisitor: loadAsVisitorFrom((request) => app.inject(request)),
      })
    : undefined;
  if (renderer) app.addHook('onClose', async () => renderer.close());
  registerSecurityHeaders(app, securityHeaders);
  await app.register(cookie);
  await app.register(multipart, { throwFileSizeLimit: true });
  registerInputChecks(app);
  registerUploadHandling(app, ctx.db, ctx.storage);
  registerLimits(app, ctx.attempts);
  // After the cookie parser (the session cookie is read here) and before any route, so that
  // every route, the docs included, is checked for its declared access.
  registerCrossSiteCheck(app);
  registerAccess(app, ctx.db, ctx.authCache);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vedann API',
        version: '1.0.0',
        description: 'Generated from the zod contracts.',
      },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'vedann_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const addExports = collectPagedLists(app);
  for (const area of AREAS) area.routes(ctx);
  addExports();

  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await ctx.db.execute('select 1');
    return { success: true, database: deps.database.kind };
  });

  await registerWebApp(app, { hasWeb, webDir, pages: web.pages, renderer });
  return app;
}

/** The web app's files, and every other GET answered with its page (or a plain 404). */
async function registerWebApp(
  app: App,
  {
    hasWeb,
    webDir,
    pages,
    renderer,
  }: {
    hasWeb: boolean;
    webDir: string;
    pages: Map<string, string>;
    renderer: ReturnType<typeof createPageRenderer> | undefined;
  },
): Promise<void> {
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (apps/web/vite.config.ts); the
      // browser gets the smallest one it accepts, and nothing is compressed per request.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // The server's own bundle of the app and its page templates are not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders(res, filePath) {
        // Built assets have hashed names and never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url.startsWith('/api') ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ success: false, message: 'Not found.' });
    }
    // A file that is not there (a name with an extension, or anything under /assets) is a
    // plain 404: answering with the app's page would hand a script or an image HTML instead.
    if (looksLikeFile(url)) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    // Every other GET is a screen of the web app, which routes it in the browser; the few the
    // build prerendered (apps/web/src/app/prerendered.tsx) come with their page already in it.
    // A first visit to one whose first screen is data (its bare path, as a link or a search
    // engine opens it) gets it rendered now with that data, or else the build's page.
    if (renderer?.renders(url) && request.method === 'GET' && url === request.url) {
      const page = await renderer.page(url);
      if (page) return sendRenderedPage(request, reply, page);
    }
    // A signed-in visitor's page (a business's home) is rendered for them, with their data; a
    // visitor without a session gets the app, which sends them to log in.
    if (
      renderer?.rendersForVisitor(url) &&
      request.method === 'GET' &&
      url === request.url &&
      request.cookies[SESSION_COOKIE]
    ) {
      const page = await renderer.visitorPage(url, {
        cookie: request.headers.cookie ?? '',
        rememberedOrg: request.cookies[ORG_COOKIE] ?? null,
      });
      if (page) return sendRenderedPage(request, reply, page, true);
    }
    return reply.header('cache-control', 'no-cache').sendFile(pages.get(url) ?? 'index.html');
  });
}

/**
 * The pages the web build prerendered, by path (dist/pages/index.html is /, and
 * dist/pages/<path>.html is /<path>), and the CSP sources of their inline scripts (and of the
 * templates in dist/ssr/pages/ that pages rendered per visit are made from).
 */
export function prerenderedPages(webDir: string): {
  pages: Map<string, string>;
  scripts: string[];
} {
  const pages = new Map<string, string>();
  const scripts = new Set<string>();
  const dir = path.join(webDir, 'pages');
  if (!fs.existsSync(dir)) return { pages, scripts: [] };
  // The templates of the pages rendered per visit (http/page-render.ts) carry the same script.
  for (const [from, isTemplate] of [
    [dir, false],
    [path.join(webDir, 'ssr', 'pages'), true],
    [path.join(webDir, 'ssr', 'signed-in'), true],
  ] as const) {
    if (!fs.existsSync(from)) continue;
    for (const entry of fs.readdirSync(from, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.html')) continue;
      const name = entry.slice(0, -'.html'.length).split(path.sep).join('/');
      if (!isTemplate)
        pages.set(name === 'index' ? '/' : `/${name}`, `pages/${entry.split(path.sep).join('/')}`);
      const html = fs.readFileSync(path.join(from, entry), 'utf8');
      for (const [, script] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        const hash = crypto
          .createHash('sha256')
          .update(script ?? '')
          .digest('base64');
        scripts.add(`'sha256-${hash}'`);
      }
    }
  }
  return { pages, scripts: [...scripts] };
}

/**
 * The app's pages as the door answers a navigation it would refuse (http/load-shedding.ts): the
 * prerendered page for its path, else index.html, read once, in the encoding the request accepts,
 * with the security headers. `undefined` for what is not a page (an API path, a file).
 */
export function staticPageAnswers(
  webDir: string,
  pages: Map<string, string>,
  securityHeaders: Record<string, string>,
): (request: IncomingMessage, path: string) => StaticAnswer | undefined {
  const read = (file: string) => {
    const at = path.join(webDir, file);
    const optional = (name: string) => (fs.existsSync(name) ? fs.readFileSync(name) : undefined);
    return { html: fs.readFileSync(at), br: optional(`${at}.br`), gzip: optional(`${at}.gz`) };
  };
  const files = new Map([...pages].map(([url, file]) => [url, read(file)]));
  const index = read('index.html');
  return (request, url) => {
    if (url.startsWith('/api') || looksLikeFile(url)) return undefined;
    const page = files.get(url) ?? index;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body =
      encoding === 'br' && page.br
        ? page.br
        : encoding === 'gzip' && page.gzip
          ? page.gzip
          : page.html;
    return {
      status: 200,
      headers: {
        ...securityHeaders,
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(body.length),
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(body === page.html ? {} : { 'content-encoding': body === page.br ? 'br' : 'gzip' }),
      },
      body,
    };
  };
}

/** A path that names a file rather than a screen: the app's screens have no extensions. */
export function looksLikeFile(url: string): boolean {
  if (url.startsWith('/assets/')) return true;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Waits for work started after an answer (such as a reset e-mail). */
    drainBackground(): Promise<void>;
  }
}
