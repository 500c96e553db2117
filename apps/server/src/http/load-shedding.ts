import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors';

/** Answered whatever the load, so that a load balancer does not take a busy server for dead. */
const ALWAYS_SERVED = new Set(['/api/health']);

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 10;

export interface SheddingLimits {
  /** Requests served at once. */
  maxInFlight: number;
  /** The event loop's delay, in ms, past which new requests are refused; 0 turns the check off. */
  maxEventLoopDelayMs: number;
}

/**
 * Sheds load at the door, before any session lookup or database call, with 503 and Retry-After:
 * - when more requests are being served than `maxInFlight` (they wait on the database), and
 * - when the event loop runs late by more than `maxEventLoopDelayMs`: then the queue is forming
 *   before the handlers (in the sockets, where no count sees it), and refusing is what lets the
 *   loop catch up, so that both the refused and the served are answered quickly.
 * Registered first, so it runs before every other hook.
 */
export function registerLoadShedding(app: FastifyInstance, limits: SheddingLimits): void {
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
  app.addHook('onClose', async () => {
    if (sampler) clearInterval(sampler);
  });

  /** How late the loop runs: the last sample, or the tick that is overdue now. */
  const loopDelay = () => Math.max(delay, performance.now() - lastTick - SAMPLE_MS);

  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', async (request, reply) => {
    if (ALWAYS_SERVED.has(request.url.split('?')[0] ?? '')) return undefined;
    const overloaded =
      inFlight >= limits.maxInFlight ||
      (sampler !== undefined && loopDelay() > limits.maxEventLoopDelayMs);
    if (overloaded) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, message: UNAVAILABLE_MESSAGE });
    }
    inFlight += 1;
    // 'close' comes once, whether the answer was sent or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    return undefined;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests being served now (the load-shedding bound counts these). */
    requestsInFlight(): number;
  }
}
