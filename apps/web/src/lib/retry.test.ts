import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { LONGEST_WAIT_MS, READ_RETRIES, mayPass, readRetryDelay, retryRead } from './retry';

const busy = (retryAfterMs: number | null = null) => new ApiError(503, 'busy', retryAfterMs);
const offline = new ApiError(0, null);

describe('the read retry policy', () => {
  it('tries a 503 and a lost connection again, three times at most', () => {
    expect(READ_RETRIES).toBe(3);
    for (const error of [busy(1000), busy(), offline]) {
      expect([0, 1, 2, 3, 4].map((failures) => retryRead(failures, error))).toEqual([
        true,
        true,
        true,
        false,
        false,
      ]);
    }
  });

  it('never tries a 4xx, another 5xx or a non-API error again', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500]) {
      expect(retryRead(0, new ApiError(status, 'no'))).toBe(false);
    }
    expect(retryRead(0, new TypeError('x is undefined'))).toBe(false);
    expect(mayPass(new Error('boom'))).toBe(false);
  });

  it("waits the server's Retry-After, plus up to half of it at random", () => {
    expect(readRetryDelay(0, busy(1000), () => 0)).toBe(1000);
    expect(readRetryDelay(2, busy(1000), () => 0)).toBe(1000);
    expect(readRetryDelay(0, busy(1000), () => 0.999)).toBe(1500);
    expect(readRetryDelay(1, busy(2000), () => 0.5)).toBe(2500);
  });

  it('doubles from half a second without Retry-After', () => {
    expect([0, 1, 2].map((failures) => readRetryDelay(failures, offline, () => 0))).toEqual([
      500, 1000, 2000,
    ]);
    expect(readRetryDelay(0, busy(), () => 0.2)).toBe(550);
  });

  it('jitters: two pages refused at once come back at different moments', () => {
    const waits = new Set(Array.from({ length: 20 }, () => readRetryDelay(0, busy(1000))));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(1000);
      expect(wait).toBeLessThanOrEqual(1500);
    }
  });

  it('never waits longer than the cap, whatever the server asked', () => {
    expect(readRetryDelay(0, busy(3_600_000), () => 0)).toBe(LONGEST_WAIT_MS);
    expect(readRetryDelay(10, offline, () => 0)).toBe(LONGEST_WAIT_MS);
  });
});
