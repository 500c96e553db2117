import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';
import { bearerToken } from './access';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A request that changes state needs a same-origin Origin header or X-Requested-With, which a
 * cross-site form cannot send. Bearer clients are exempt: a browser never adds that header on
 * its own, so the request cannot be forged from another site.
 */
export function registerCrossSiteCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const changesState =
      !SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true;
    if (!changesState) return;
    // The route refuses any body without the sender's signature, which a browser cannot make.
    if (request.routeOptions.config.signedBody === true) return;
    if (bearerToken(request)) return;
    if (request.headers['x-requested-with']) return;
    if (isSameOrigin(request)) return;
    throw forbidden('Cross-site request refused.');
  });
}
