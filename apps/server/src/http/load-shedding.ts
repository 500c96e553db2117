import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors';

/** Answered whatever the load, so that a load balancer does not take a busy server for dead. */
const ALWAYS_SERVED = new Set(['/api/health']);

/**
 * The built app's files (hashed, immutable, precompressed): sent from disk, never waiting on the
 * database, and a page whose script was refused never starts, while a refused API call is a
 * message the page shows. They are let in whatever the load, and not counted.
 */
const isBuiltFile = (path: string) => path.startsWith('/assets/');

/** The queue in front of the database (`Gate.queue`, db/gate.ts). */
export interface QueueSignal {
  /** Whether the calls waiting for the database form a queue that stands. */
  stands(): boolean;
}

/** A static answer the door gives in place of a refusal: the app's page for a navigation. */
export interface StaticAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export interface SheddingOptions {
  /** Requests in flight below which none is refused, whatever the load. */
  floor: number;
  queue: QueueSignal;
  /** The security headers every answer carries (http/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /**
   * The app's page for a GET or HEAD that the door would refuse, when it names a page (not an
   * API path, not a file): a browser navigating is never answered with JSON.
   */
  page?: ((request: IncomingMessage, path: string) => StaticAnswer | undefined) | undefined;
}

/** How often the bound on requests in flight is kept. */
export const BOUND_INTERVAL_MS = 25;
/** A bound grown past this is lifted: the overload is over. */
export const UNBOUNDED_PAST = 256;

/**
 * The bound on requests in flight, kept every `BOUND_INTERVAL_MS`. At rest there is none. While
 * the database's queue stands (`QueueWatch.stands`, db/gate.ts) with more than the floor in
 * flight, the bound halves, from the requests in flight, down to the floor; when the queue does
 * not stand, it grows back by an eighth, and is lifted past `UNBOUNDED_PAST` (within about 0.75 s
 * from the floor).
 */
export function nextBound(
  bound: number,
  now: { stands: boolean; inFlight: number },
  floor: number,
): number {
  // A queue that stands with no more than the floor in flight is not this door's to shed (a
  // slow query, a start-up's work, a CPU taken by other programs): the bound is left as it is.
  if (now.stands && now.inFlight <= floor) return bound;
  if (now.stands) return Math.max(floor, Math.floor(Math.min(bound, now.inFlight) / 2));
  if (bound === Infinity) return bound;
  const grown = bound + Math.max(1, Math.floor(bound / 8));
  return grown > UNBOUNDED_PAST ? Infinity : grown;
}

export interface LoadShedder {
  /**
   * Lets a request in, counting it until its response closes; or answers it at once (503, or a
   * navigation's page) and says no.
   */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  /** Requests being served now. */
  inFlight(): number;
  close(): void;
}

const REFUSAL_BODY = Buffer.from(JSON.stringify({ success: false, message: UNAVAILABLE_MESSAGE }));

/**
 * The door: sheds load before Fastify sees the request (no routing, hooks, parsing of cookies or
 * sessions, no database call). A request is refused only when the app's own requests form a
 * queue that stands: more are in flight than the bound (`nextBound`), which exists only while,
 * or just after, the database's queue stood, and is never below the floor. A lone person, a
 * burst at rest, one slow query or a CPU taken by other programs never meets it. The refusal is
 * a fixed 503 with Retry-After and the security headers; a page's navigation gets the app's page
 * instead (`SheddingOptions.page`), served from memory. Refusing here costs what a bare node:http
 * answer costs; refused inside Fastify, a 503 cost about five times that, and under a flood the
 * refusals themselves became the queue.
 */
export function createLoadShedder(options: SheddingOptions): LoadShedder {
  let inFlight = 0;
  let bound = Infinity;
  const refusalHeaders: OutgoingHttpHeaders = {
    ...options.securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(REFUSAL_BODY.length),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  };
  const keeper = setInterval(() => {
    bound = nextBound(bound, { stands: options.queue.stands(), inFlight }, options.floor);
  }, BOUND_INTERVAL_MS);
  keeper.unref();
  const release = () => {
    inFlight -= 1;
  };

  function refuse(request: IncomingMessage, response: ServerResponse, path: string): void {
    const page =
      request.method === 'GET' || request.method === 'HEAD'
        ? options.page?.(request, path)
        : undefined;
    if (page) {
      response.writeHead(page.status, page.headers);
      response.end(request.method === 'HEAD' ? undefined : page.body);
      return;
    }
    response.writeHead(503, refusalHeaders).end(REFUSAL_BODY);
  }

  return {
    admit(request, response) {
      const path = request.url?.split('?')[0] ?? '';
      if (isBuiltFile(path)) return true;
      if (inFlight >= bound && !ALWAYS_SERVED.has(path)) {
        refuse(request, response, path);
        return false;
      }
      inFlight += 1;
      // 'close' comes once, whether the answer was sent or the client went away.
      response.once('close', release);
      return true;
    },
    inFlight: () => inFlight,
    close() {
      clearInterval(keeper);
    },
  };
}

/**
 * Fastify's `serverFactory`: the same HTTP/1.1 server Fastify makes by default (with its
 * time-outs), with the door in front of Fastify's handler.
 */
export function shedderServerFactory(shedder: LoadShedder) {
  return (handler: RequestListener, options: FastifyServerOptions): http.Server => {
    const server = http.createServer((request, response) => {
      if (shedder.admit(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    return server;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being served now (the load-shedding bound counts these). */
    requestsInFlight(): number;
  }
}
