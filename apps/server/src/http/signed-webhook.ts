import type { FastifyRequest } from 'fastify';
import type { AnswerOf, Endpoint } from '@vedann/contracts';
import type { App } from '../app-context';
import { routeOf } from './endpoint-routes';

/** A provider's webhook body is a few kilobytes; anything near this is not the provider's. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** A request header's one value (the first, when it was sent twice). */
export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Mounts a provider's webhook (Razorpay's payments, WhatsApp's delivery reports), proved by a
 * signature over its body: the route lives in a scope of its own whose JSON parser hands over
 * the bytes exactly as sent (the app's parser would read and re-form them), at most
 * `WEBHOOK_BODY_LIMIT`. No browser can sign it, so the cross-site check does not apply.
 */
export function registerSignedWebhook<E extends Endpoint>(
  app: App,
  declared: E,
  tags: string[],
  handle: (raw: Buffer, request: FastifyRequest) => Promise<AnswerOf<E>>,
): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      // Served as any endpoint: `handle` is the one typed by this endpoint's answer.
      ...routeOf<Endpoint>(declared, tags, { signedBody: true }),
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handle(raw, request);
      },
    });
  });
}
