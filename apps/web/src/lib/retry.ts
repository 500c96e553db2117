import { ApiError } from './api';

/**
 * DESIGN.md section 13: a read that met a busy server (503) or no answer at all is tried again
 * by itself, after the wait the server asked for (`Retry-After`), with jitter so that many pages
 * refused at once do not all come back at the same moment. Nothing else is tried again: a 4xx
 * is the answer, and a write is never repeated by itself (the QueryClient gives mutations no
 * retry).
 */

/** A read is tried again at most this many times after its first failure. */
export const READ_RETRIES = 3;
/**
 * The wait before the first retry when the server named none (a lost connection); it doubles
 * at each retry, so the three take 3.5 to 5.25 s in all before the page shows the failure.
 */
const FIRST_WAIT_MS = 500;
/** No wait is longer than this, whatever the server asked: the person is looking at the page. */
export const LONGEST_WAIT_MS = 10_000;

/** A failure that may pass by itself: the server was busy (503), or no answer came. */
export function mayPass(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 503 || error.isNetworkError);
}

/**
 * TanStack Query's `retry` for reads. `failures` counts the tries failed before this one failed
 * (0 after the first), so `failures < READ_RETRIES` allows three retries.
 */
export function retryRead(failures: number, error: unknown): boolean {
  return failures < READ_RETRIES && mayPass(error);
}

/**
 * TanStack Query's `retryDelay` for reads: the server's `Retry-After`, else 0.5 s, 1 s, 2 s; never
 * shorter than that, and up to half as long again at random.
 */
export function readRetryDelay(
  failures: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const asked = error instanceof ApiError ? error.retryAfterMs : null;
  const wait = Math.min(asked ?? FIRST_WAIT_MS * 2 ** failures, LONGEST_WAIT_MS);
  return Math.round(wait * (1 + random() / 2));
}
