import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactError } from './errors';

export const REDACTED = '[redacted]';

/**
 * Property names whose values never reach a log line, at the top level of a logged object and
 * one level down (pino's redaction paths), request and response headers included.
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'hash',
  'tokenHash',
  'token_hash',
  'token',
  'sessionToken',
  'authorization',
  'cookie',
  'set-cookie',
  'params',
  'parameters',
];

export const REDACT_PATHS = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...SECRET_KEYS.map((key) => `*["${key}"]`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/** A request as logged: method, path (never the query string) and address. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

function serializeError(error: Error) {
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
