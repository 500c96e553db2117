import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { GENERIC_ERROR } from '@vedann/contracts';
import { DatabaseBusyError } from '../db/gate';

/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 429 that says when to come back (Retry-After, in seconds). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const UNAVAILABLE_MESSAGE = 'The service is busy. Please try again in a moment.';

/** How long a client told "busy" should wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 2;

/** PostgreSQL and socket errors that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // statement_timeout fired (or the statement was cancelled)
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * pg's own time-outs and lost connections carry no code, only these messages: waiting for a
 * pooled connection, connecting, and the client-side query_timeout.
 */
const UNAVAILABLE_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated (due to connection timeout|unexpectedly)$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** busboy's words for a multipart body it cannot read. */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (multipart data|form|file)$/,
  /^(Part|Preamble) terminated early/,
  /^Malformed (part header|urlencoded form)$/,
];
export const MALFORMED_MULTIPART_MESSAGE = 'The multipart body is malformed.';

const firstZodMessage = (error: ZodError) => error.issues[0]?.message ?? GENERIC_ERROR;

interface Failure {
  status: number;
  message: string;
}

/** Drizzle wraps driver errors; the cause says what really happened. */
function rootCause(error: Error): Error {
  let current = error;
  while (current.cause instanceof Error) current = current.cause;
  return current;
}

function describe(error: FastifyError | Error): Failure | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: firstZodMessage(error) };
  if (rootCause(error) instanceof DatabaseBusyError)
    return { status: 503, message: UNAVAILABLE_MESSAGE };
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, message: error.validation[0]?.message ?? GENERIC_ERROR };
  }
  const root = rootCause(error);
  const code = (error as { code?: unknown }).code ?? (root as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
    return { status: 503, message: UNAVAILABLE_MESSAGE };
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(root.message))) {
    return { status: 503, message: UNAVAILABLE_MESSAGE };
  }
  if (code === undefined && MALFORMED_MULTIPART.some((pattern) => pattern.test(root.message))) {
    return { status: 400, message: MALFORMED_MULTIPART_MESSAGE };
  }
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'The request body is too large.' };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: 'The file is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: 'Unsupported content type.' };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'Too many parts in the upload.' };
    case '23505':
      return { status: 409, message: 'This record already exists.' };
    // An exclusion constraint (a seat already booked for those dates) refused the row.
    case '23P01':
      return { status: 409, message: 'This conflicts with an existing booking.' };
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: error.message };
  }
  return undefined;
}

/**
 * One answer shape for every failure: `{success:false, message}`, never a stack trace. Errors
 * are logged through the logger's `err` serializer, which is redactError: a failed query's
 * parameters (hashes, e-mails, phones) never reach the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A handler may throw anything at all: a string, null, a plain object.
    const known = typeof error === 'object' && error !== null ? describe(error) : undefined;
    if (known) {
      if (known.status === 503) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      if (error instanceof TooManyRequestsError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      if (known.status === 429 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', '60');
      return reply.status(known.status).send({ success: false, message: known.message });
    }
    // The logger's `err` serializer (http/logging.ts) redacts it; redacting it here as well
    // handed the serializer a plain object, which it then logged as "[not an Error]".
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: GENERIC_ERROR });
  });
}

export interface RedactedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: RedactedError;
}

/**
 * Property names whose values never reach a log line: pino's redaction paths (http/logging.ts)
 * and the content of a thrown value that is not an Error.
 */
export const SECRET_KEYS = [
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

const SECRET_KEY_SET = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));

/** Drizzle's "Failed query: <sql>\nparams: <values>": everything from "params:" on goes. */
const withoutParams = (text: string) => text.replace(/\n?params:[\s\S]*$/, '\nparams: [redacted]');

/** A PostgreSQL error's code (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * PostgreSQL quotes the value it refused in its message (`invalid input syntax for type integer:
 * "<value>"`), and that value may be a token, a hash or an e-mail: a database error's message
 * keeps none of its quoted parts.
 */
function redactedMessage(text: string, code: unknown): string {
  const kept = withoutParams(text);
  return typeof code === 'string' && SQLSTATE.test(code)
    ? kept.replace(/"[^"]*"/g, '"[redacted]"')
    : kept;
}

/** The most of a thrown non-Error's content a log line carries. */
const CONTENT_LIMIT = 2000;

/**
 * What was thrown, when it is not an Error: a string or number as it is, an object as JSON with
 * the values of secret keys (at any depth) censored, cut at CONTENT_LIMIT characters.
 */
function thrownContent(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value !== 'object' || value === null) text = String(value);
  else {
    try {
      text =
        JSON.stringify(value, (key, inner: unknown) => {
          if (SECRET_KEY_SET.has(key.toLowerCase())) return '[redacted]';
          return typeof inner === 'bigint' ? inner.toString() : inner;
        }) ?? Object.prototype.toString.call(value);
    } catch {
      // A cycle, or a getter that throws.
      text = Object.prototype.toString.call(value);
    }
  }
  const redacted = withoutParams(text);
  return redacted.length > CONTENT_LIMIT ? `${redacted.slice(0, CONTENT_LIMIT)}…` : redacted;
}

/** An object that quacks like an Error (one made in another realm, or a driver's own). */
function isErrorLike(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string' &&
      typeof (value as { stack?: unknown }).stack === 'string')
  );
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  const name = (value as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' ? name : 'Object';
}

/**
 * An error as it may be logged: type, message, code and stack, and the same for its causes.
 * Query parameters (drizzle's `params`, pg's `parameters`, the "params:" part of a message, the
 * values a database error quotes) and every other property are left out, since they can carry
 * hashes, tokens and personal data. Something thrown that is not an Error keeps its content (thrownContent), marked as such.
 */
export function redactError(error: unknown, depth = 0): RedactedError {
  if (!isErrorLike(error)) {
    return { type: typeName(error), message: `[not an Error] ${thrownContent(error)}` };
  }
  const code = (error as { code?: unknown }).code;
  const out: RedactedError = {
    type: typeName(error),
    message: redactedMessage(error.message, code),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack
      ? {
          stack:
            redactedMessage(error.stack.split('\n    at ')[0] ?? '', code) +
            stackFrames(error.stack),
        }
      : {}),
  };
  if (error.cause !== undefined && depth < 5) out.cause = redactError(error.cause, depth + 1);
  return out;
}

/** The "at ..." lines of a stack, without the message that heads it. */
function stackFrames(stack: string): string {
  const at = stack.indexOf('\n    at ');
  return at === -1 ? '' : stack.slice(at);
}
