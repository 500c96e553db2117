import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors';

/** Answered whatever the load, so that a load balancer does not take a busy server for dead. */
const ALWAYS_SERVED = new Set(['/api/health']);

/**
 * A bound on the requests being served at once. Past it, a new request is answered 503 with
 * Retry-After as soon as its headers are read, before any session lookup or database call, so
 * that an overload costs the refused a few milliseconds instead of making everyone wait.
 * Registered first, so it runs before every other hook.
 */
export function registerLoadShedding(app: FastifyInstance, maxInFlight: number): void {
  let inFlight = 0;
  app.decorate('requestsInFlight', () => inFlight);
  app.addHook('onRequest', async (request, reply) => {
    if (ALWAYS_SERVED.has(request.url.split('?')[0] ?? '')) return;
    if (inFlight >= maxInFlight) {
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
