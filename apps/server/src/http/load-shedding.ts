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
  /** Calls waiting for the database now. */
  readonly length: number;
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
  /**
   * At rest, a burst of up to this many at once is served whatever it finds: the door starts
   * refusing only with more in flight (`BURST_SERVED` by default, and never below the floor).
   */
  burst?: number;
  queue: QueueSignal;
  /** The security headers every answer carries (http/security-headers.ts). */
  securityHeaders: Record<string, string>;
  /**
   * The app's page for a GET or HEAD that the door would refuse, when it names a page (not an
   * API path, not a file): a browser navigating is never answered with JSON.
   */
  page?: ((request: IncomingMessage, path: string) => StaticAnswer | undefined) | undefined;
}

/** How often the bound on requests in flight, and the refusals' pace, are kept. */
export const BOUND_INTERVAL_MS = 25;
/** A bound grown past this is lifted: the overload is over. */
export const UNBOUNDED_PAST = 256;
/** At rest, a burst of this many at once is served, however slowly the machine reads it. */
export const BURST_SERVED = 64;

/**
 * The bound on requests in flight, kept every `BOUND_INTERVAL_MS`. At rest there is none, and
 * only more than a burst in flight behind a queue that stands (`QueueWatch.stands`, db/gate.ts)
 * sets one. While the queue stands with more than the floor in flight, the bound halves, from
 * the requests in flight, down to the floor; while calls wait for the database without standing,
 * it stays; with none waiting, it grows back by an eighth, and is lifted past `UNBOUNDED_PAST`
 * (within about 0.75 s from the floor). (Grown whenever the queue did not stand, it rose by half
 * between two halvings under a steady overload: a call served at once ends a stand for 100 ms.)
 */
export function nextBound(
  bound: number,
  now: { stands: boolean; inFlight: number; waiting: number },
  limits: { floor: number; burst: number },
): number {
  const halved = (from: number) => Math.max(limits.floor, Math.floor(from / 2));
  if (bound === Infinity)
    return now.stands && now.inFlight > limits.burst ? halved(now.inFlight) : bound;
  // A queue that stands with no more than the floor in flight is not this door's to shed (a
  // slow query, a start-up's work, a CPU taken by other programs): the bound is left as it is.
  if (now.stands && now.inFlight <= limits.floor) return bound;
  if (now.stands) return halved(Math.min(bound, now.inFlight));
  if (now.waiting > 0) return bound;
  const grown = bound + Math.max(1, Math.floor(bound / 8));
  return grown > UNBOUNDED_PAST ? Infinity : grown;
}

/**
 * A request on a connection this soon after that connection's last refusal was answered is the
 * refused client asking again at once. Such a client asks again within a millisecond on a quiet
 * machine and within a few on a busy one; a client of the open loop at four times the served
 * rate asks again 34 ms later on each of 200 connections (170 ms on each of 1,000), and the web
 * app waits for Retry-After.
 */
export const ASKED_AT_ONCE_MS = 20;
/** Refusals for each request let in within an interval, past which refusals crowd the loop. */
export const PACED_PAST = 4;
/**
 * Past this many refusals for each request let in, the refused are plainly asking again at once
 * whatever the gap the door sees: with the loop itself late, a request that came at once is read
 * late, and the gap alone would let a thousand such clients flood it.
 */
export const FLOODED_PAST = 16;
/** The longest a refusal is held back before its answer. */
export const MOST_HOLD_MS = 200;
const LEAST_HOLD_MS = 5;

/** How much refusals outnumber the requests let in, in the last interval. */
export type RefusalPressure = 'none' | 'crowded' | 'flooded';

export function refusalPressure(interval: { refused: number; admitted: number }): RefusalPressure {
  const perAdmitted = interval.refused / Math.max(interval.admitted, 1);
  if (perAdmitted > FLOODED_PAST) return 'flooded';
  return perAdmitted > PACED_PAST ? 'crowded' : 'none';
}

/**
 * How long the door holds back a refusal on a connection whose last answer was a refusal,
 * `sinceRefusalMs` ago, held `lastHoldMs`. Clients that ask again the moment they are refused,
 * ignoring Retry-After, would otherwise spend the event loop on refusals and starve the requests
 * being served (back to back from 1,000 connections, a fifth of the best rate was served). While
 * refusals crowd the door, a connection that asks again within `ASKED_AT_ONCE_MS` is held; once
 * they flood it, any connection refused before is. Each hold doubles the last (from 5 ms, up to
 * `MOST_HOLD_MS`), so such a client asks less often; a request let in starts it over. Only those
 * connections' answers wait: a hold kept for the whole door (decision 0337) held the refusals of
 * clients asking at their own pace too, and in the open loop every request behind a held answer
 * on its connection was late by the hold (decision 0348).
 */
export function holdFor(
  lastHoldMs: number,
  sinceRefusalMs: number,
  pressure: RefusalPressure,
): number {
  if (pressure === 'none') return 0;
  if (pressure === 'crowded' && sinceRefusalMs >= ASKED_AT_ONCE_MS) return 0;
  return Math.min(MOST_HOLD_MS, Math.max(LEAST_HOLD_MS, lastHoldMs * 2));
}

/** A connection's last refusal: when its answer went out, and how long it was held. */
interface LastRefusal {
  answeredAt: number;
  holdMs: number;
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
 * queue: more than a burst is in flight, just let in or waiting for the database, or more are
 * in flight than the bound (`nextBound`), which exists only while, or just after, the database's
 * queue stood, and is never below the floor. A lone person, a burst at rest, one slow query or a
 * CPU taken by other programs never meets it. The refusal is a fixed 503 with Retry-After and the
 * security headers, held back a moment on a connection that asks again at once (`holdFor`); a page's
 * navigation gets the app's page instead (`SheddingOptions.page`), served from memory. Refusing
 * here costs what a bare node:http answer costs; refused inside Fastify, a 503 cost about five
 * times that, and under a flood the refusals themselves became the queue.
 */
export function createLoadShedder(options: SheddingOptions): LoadShedder {
  const limits = {
    floor: options.floor,
    burst: Math.max(options.burst ?? BURST_SERVED, options.floor),
  };
  let inFlight = 0;
  let bound = Infinity;
  let admitted = 0;
  let refused = 0;
  let pressure: RefusalPressure = 'none';
  const lastRefusals = new WeakMap<object, LastRefusal>();
  const refusalHeaders: OutgoingHttpHeaders = {
    ...options.securityHeaders,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(REFUSAL_BODY.length),
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  };
  const keeper = setInterval(() => {
    const { queue } = options;
    bound = nextBound(bound, { stands: queue.stands(), inFlight, waiting: queue.length }, limits);
    pressure = refusalPressure({ refused, admitted });
    admitted = 0;
    refused = 0;
  }, BOUND_INTERVAL_MS);
  keeper.unref();
  const release = () => {
    inFlight -= 1;
  };

  /**
   * A queue by its count alone, not waited for to stand (a flood would let in hundreds in that
   * time, to wait a quarter second for their turn): more than a burst in flight, with half a
   * burst waiting for the database, or with a whole burst let in since the last interval (the
   * first moment of a flood, before its requests reach the database). An overload is plain
   * then, and the bound goes to the floor at once: halved step by step, a flood's first 100 to
   * 150 ms kept a burst in flight, and those requests waited 50 to 80 ms for their turn.
   */
  function crowded(): boolean {
    if (inFlight < limits.burst) return false;
    if (options.queue.length < limits.burst / 2 && admitted < limits.burst) return false;
    bound = limits.floor;
    return true;
  }

  function answer(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    refusal: LastRefusal,
  ): void {
    refusal.answeredAt = performance.now();
    if (response.destroyed || response.writableEnded) return;
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

  function refuse(request: IncomingMessage, response: ServerResponse, path: string): void {
    refused += 1;
    const last = lastRefusals.get(request.socket);
    const holdMs = last ? holdFor(last.holdMs, performance.now() - last.answeredAt, pressure) : 0;
    // Until its answer goes out, a refusal being held counts as just answered: the connection
    // has nothing else in flight (HTTP/1.1 answers in order), so nothing can ask on it meanwhile.
    const refusal = { answeredAt: performance.now(), holdMs };
    lastRefusals.set(request.socket, refusal);
    if (holdMs > 0) setTimeout(answer, holdMs, request, response, path, refusal);
    else answer(request, response, path, refusal);
  }

  return {
    admit(request, response) {
      const path = request.url?.split('?')[0] ?? '';
      if (isBuiltFile(path)) return true;
      if ((inFlight >= bound || crowded()) && !ALWAYS_SERVED.has(path)) {
        refuse(request, response, path);
        return false;
      }
      inFlight += 1;
      admitted += 1;
      lastRefusals.delete(request.socket);
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
