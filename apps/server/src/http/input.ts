import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'Text must not contain the NUL character (U+0000).';

/** Whether any string in `value` (keys included, at any depth) holds U+0000. */
export function containsNul(value: unknown): boolean {
  // A stack, not recursion: a deeply nested body must not overflow the call stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    // Raw bytes (a signed webhook's body) are not text: their route reads them itself.
    if (Buffer.isBuffer(current)) continue;
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store U+0000 in text, and no form has a reason to send it: it is refused for
 * every route before validation, in the body, the query and the path. Multipart fields and file
 * names are checked as they are read (http/uploads.ts).
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      containsNul(request.params) ||
      containsNul(request.query) ||
      (request.body !== undefined && containsNul(request.body))
    ) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
