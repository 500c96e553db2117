import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
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

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 10;

/**
 * The queue in front of the database (the serial gate): the door lowers its bound while this
 * queue stands, so that the requests it admits are not the ones that wait.
 */
export interface QueueSignal {
  /** The shortest wait since it was last asked, in ms; undefined when nothing waited. */
  takeShortestWait(): number | undefined;
}

export interface SheddingLimits {
  /** Requests served at once, at most. */
  maxInFlight: number;
  /** The event loop's delay, in ms, past which new requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  queue?: QueueSignal | undefined;
}

/**
 * The bound on requests in flight, kept much as CoDel keeps a queue: a queue whose shortest wait
 * over an interval is above 2 ms never emptied in it, so it is standing. When it stands while
 * the door turns requests away (more want in than the bound), the bound halves; otherwise it grows
 * back by one. At rest, and under a steady load the bound holds (ten clients on PGlite queue for
 * its one connection too, and are served within budget), the bound is `maxInFlight`, and a burst
 * (a page's own calls, a second visitor) is let in whole. Under an overload it settles where the
 * database's queue stays short, so the requests let in are served within their budget rather than
 * queueing behind each other. The interval is short because an overload's first intervals, at the
 * full bound, are the slowest answers of the whole overload. The queue's wait is the signal, not a
 * request's duration, because one slow report is not an overload.
 */
export const STANDING_QUEUE_MS = 2;
export const QUEUE_INTERVAL_MS = 25;
const MIN_IN_FLIGHT = 4;

export function nextInFlightBound(
  bound: number,
  interval: { shortestWait: number | undefined; refused: boolean },
  maxInFlight: number,
): number {
  const standing = interval.shortestWait !== undefined && interval.shortestWait > STANDING_QUEUE_MS;
  if (standing && interval.refused)
    return Math.max(Math.min(MIN_IN_FLIGHT, maxInFlight), Math.floor(bound / 2));
  return Math.min(maxInFlight, bound + 1);
}

export interface LoadShedder {
  /**
   * Lets a request in, counting it until its response closes; or answers it 503 at once and
   * says no.
   */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  /** Requests being served now. */
  inFlight(): number;
  close(): void;
}

const REFUSAL_BODY = JSON.stringify({ success: false, message: UNAVAILABLE_MESSAGE });
const REFUSAL_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(REFUSAL_BODY)),
  'retry-after': String(RETRY_AFTER_SECONDS),
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/**
 * The door: sheds load before Fastify sees the request (no routing, hooks, parsing of cookies or
 * sessions, no database call), with 503 and Retry-After,
 * - when more requests are being served than the bound (they wait on the database; see
 *   `nextInFlightBound`), and
 * - when the event loop keeps running late by more than `maxEventLoopDelayMs`: then the queue is forming
 *   before the handlers (in the sockets, where no count sees it), and refusing is what lets the
 *   loop catch up, so that both the refused and the served are answered quickly.
 * Refusing here costs what a bare node:http answer costs; refused inside Fastify (its first
 * onRequest hook), a 503 cost about five times that, and under a flood the refusals themselves
 * became the queue.
 */
export function createLoadShedder(limits: SheddingLimits): LoadShedder {
  let inFlight = 0;
  let lastTick = performance.now();
  /** Samples in a row, up to the last one, in which the loop ran late. */
  let lateSamples = 0;
  const isLate = (delay: number) => delay > limits.maxEventLoopDelayMs;
  const sampler =
    limits.maxEventLoopDelayMs > 0
      ? setInterval(() => {
          const now = performance.now();
          lateSamples = isLate(now - lastTick - SAMPLE_MS) ? lateSamples + 1 : 0;
          lastTick = now;
        }, SAMPLE_MS)
      : undefined;
  sampler?.unref();
  let bound = limits.maxInFlight;
  /** Whether a request was turned away for the bound since the bound was last kept. */
  let refusedForBound = false;
  const { queue } = limits;
  const boundKeeper = queue
    ? setInterval(() => {
        const interval = { shortestWait: queue.takeShortestWait(), refused: refusedForBound };
        bound = nextInFlightBound(bound, interval, limits.maxInFlight);
        refusedForBound = false;
      }, QUEUE_INTERVAL_MS)
    : undefined;
  boundKeeper?.unref();

  /**
   * Whether the loop keeps running late: two samples in a row, counting the tick that is overdue
   * now. One late tick alone is a pause (a garbage collection, one big answer), not a queue;
   * refusing for it turned away a few requests in idle bench runs.
   */
  const loopRunsLate = () =>
    lateSamples + (isLate(performance.now() - lastTick - SAMPLE_MS) ? 1 : 0) >= 2;
  const release = () => {
    inFlight -= 1;
  };

  return {
    admit(request, response) {
      const path = request.url?.split('?')[0] ?? '';
      if (isBuiltFile(path)) return true;
      if (!ALWAYS_SERVED.has(path)) {
        const full = inFlight >= bound;
        refusedForBound ||= full;
        if (full || (sampler !== undefined && loopRunsLate())) {
          response.writeHead(503, REFUSAL_HEADERS).end(REFUSAL_BODY);
          return false;
        }
      }
      inFlight += 1;
      // 'close' comes once, whether the answer was sent or the client went away.
      response.once('close', release);
      return true;
    },
    inFlight: () => inFlight,
    close() {
      if (sampler) clearInterval(sampler);
      if (boundKeeper) clearInterval(boundKeeper);
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
