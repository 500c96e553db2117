import { TooManyRequestsError } from './errors';

export interface FailureLimit {
  max: number;
  timeWindow: number;
}

/**
 * Counts failed attempts per key (an account's e-mail) in a fixed window, whatever address they
 * come from. Past `max` failures, attempts on that key are refused until the window ends; a
 * success clears the key. Kept in memory, per process, like the per-address limits.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { failures: number; resetAt: number }>();

  constructor(
    private readonly limit: FailureLimit,
    /** Entries kept at most; the oldest go first, so a flood of keys cannot exhaust memory. */
    private readonly maxKeys = 100_000,
  ) {}

  /** Throws a 429 with Retry-After when `key` has used up its failures. */
  check(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.resetAt <= now) {
      this.entries.delete(key);
      return;
    }
    if (entry.failures >= this.limit.max)
      throw new TooManyRequestsError(Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now) {
      entry.failures += 1;
      return;
    }
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { failures: 1, resetAt: now + this.limit.timeWindow });
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}
