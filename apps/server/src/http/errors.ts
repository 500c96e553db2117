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

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in first.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const UNAVAILABLE_MESSAGE = 'The service is busy. Please try again in a moment.';

/** PostgreSQL and socket errors that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '53300',
]);

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
  const code = (error as { code?: unknown }).code ?? (rootCause(error) as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
    return { status: 503, message: UNAVAILABLE_MESSAGE };
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

/** One answer shape for every failure: `{success:false, message}`, never a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = describe(error);
    if (known) {
      if (known.status === 503) request.log.warn({ err: error }, 'database unavailable');
      if (known.status === 429 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', '60');
      return reply.status(known.status).send({ success: false, message: known.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: GENERIC_ERROR });
  });
}
