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

export interface SheddingLimits {
  /** Requests served at once. */
  maxInFlight: number;
  /** The event loop's delay, in ms, past which new requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
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
 * - when more requests are being served than `maxInFlight` (they wait on the database), and
 * - when the event loop runs late by more than `maxEventLoopDelayMs`: then the queue is forming
 *   before the handlers (in the sockets, where no count sees it), and refusing is what lets the
 *   loop catch up, so that both the refused and the served are answered quickly.
 * Refusing here costs what a bare node:http answer costs; refused inside Fastify (its first
 * onRequest hook), a 503 cost about five times that, and under a flood the refusals themselves
 * became the queue.
 */
export function createLoadShedder(limits: SheddingLimits): LoadShedder {
  let inFlight = 0;
  let lastTick = performance.now();
  let delay = 0;
  const sampler =
    limits.maxEventLoopDelayMs > 0
      ? setInterval(() => {
          const now = performance.now();
          delay = Math.max(0, now - lastTick - SAMPLE_MS);
          lastTick = now;
        }, SAMPLE_MS)
      : undefined;
  sampler?.unref();

  /** How late the loop runs: the last sample, or the tick that is overdue now. */
  const loopDelay = () => Math.max(delay, performance.now() - lastTick - SAMPLE_MS);
  const release = () => {
    inFlight -= 1;
  };

  return {
    admit(request, response) {
      const path = request.url?.split('?')[0] ?? '';
      if (isBuiltFile(path)) return true;
      if (!ALWAYS_SERVED.has(path)) {
        const overloaded =
          inFlight >= limits.maxInFlight ||
          (sampler !== undefined && loopDelay() > limits.maxEventLoopDelayMs);
        if (overloaded) {
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
