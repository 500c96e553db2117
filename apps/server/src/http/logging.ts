import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactError, SECRET_KEYS } from './errors';

export const REDACTED = '[redacted]';

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * The web app's pages whose path carries a secret (the e-mailed reset link); the server only
 * hands them the app's page, so no route of its own names their parameter.
 */
const SECRET_PAGES: readonly [RegExp, string][] = [
  [/^\/reset-password\/[^/]+/, '/reset-password/:token'],
];

/** A path segment that looks like a token (sessions and reset links are 43 base64url characters). */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The path a log line names: a route's pattern (`/api/v1/user/reset-password/:token`), never the
 * path with its parameters in it; an address no route matches (a page of the web app, a 404)
 * with its secret parts replaced. Never the query string.
 */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && !pattern.includes('*')) return pattern;
  let path = request.url.split('?')[0] ?? '';
  for (const [page, named] of SECRET_PAGES) path = path.replace(page, named);
  return path
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? ':token' : segment))
    .join('/');
}

/** A request as logged: method, the path as `loggedPath` gives it, and address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedPath(request),
    remoteAddress: request.ip,
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Whatever was thrown, an Error or not, as redactError keeps it (no stack: an empty one). */
function serializeError(error: unknown) {
  const redacted = redactError(error);
  return { ...redacted, stack: redacted.stack ?? '' };
}

/**
 * The logger settings every server uses: secrets censored in every line and errors logged
 * without their query parameters. `true` means the default level.
 */
export function withRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  const options: LoggerOptions = {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...('serializers' in base ? base.serializers : {}),
      req: serializeRequest,
      err: serializeError,
      error: serializeError,
    },
  };
  return options;
}
