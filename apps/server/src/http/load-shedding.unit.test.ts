import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUEUE_INTERVAL_MS,
  STANDING_QUEUE_MS,
  createLoadShedder,
  nextInFlightBound,
} from './load-shedding';

describe('the bound on requests in flight', () => {
  const standing = STANDING_QUEUE_MS + 1;

  it('halves while the database queue stands and the door turns requests away', () => {
    expect(nextInFlightBound(16, { shortestWait: standing, refused: true }, 16)).toBe(8);
    expect(nextInFlightBound(8, { shortestWait: standing, refused: true }, 16)).toBe(4);
    // Never below a few, so one page's own calls still get in.
    expect(nextInFlightBound(4, { shortestWait: standing, refused: true }, 16)).toBe(4);
  });

  it('grows back by one otherwise, up to the most allowed', () => {
    // A standing queue with no one turned away: a steady load the bound holds.
    expect(nextInFlightBound(16, { shortestWait: standing, refused: false }, 16)).toBe(16);
    expect(nextInFlightBound(8, { shortestWait: standing, refused: false }, 16)).toBe(9);
    // Turned away, but the queue emptied: the bound is what limits, not the database.
    expect(nextInFlightBound(8, { shortestWait: 0, refused: true }, 16)).toBe(9);
    expect(nextInFlightBound(8, { shortestWait: undefined, refused: true }, 16)).toBe(9);
  });
});

describe('the door', () => {
  /** A request that stays in flight until `done()`; `status` is 503 when it was refused. */
  function request(shedder: ReturnType<typeof createLoadShedder>) {
    const response = Object.assign(new EventEmitter(), {
      status: 0,
      writeHead(status: number) {
        response.status = status;
        return response;
      },
      end() {
        return response;
      },
    });
    const admitted = shedder.admit(
      { url: '/api/v1/jobs' } as IncomingMessage,
      response as unknown as ServerResponse,
    );
    return { admitted, status: response.status, done: () => response.emit('close') };
  }

  // The bound is kept on a timer: fake timers make each interval pass exactly when the test says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const intervals = (count: number) => vi.advanceTimersByTime(count * QUEUE_INTERVAL_MS);

  it('lets fewer in while the database queue stands under an overload, and all again after', () => {
    let shortestWait: number | undefined = STANDING_QUEUE_MS + 10;
    const shedder = createLoadShedder({
      maxInFlight: 8,
      maxEventLoopDelayMs: 0,
      queue: { takeShortestWait: () => shortestWait },
    });
    try {
      const first = Array.from({ length: 8 }, () => request(shedder));
      expect(first.every((r) => r.admitted)).toBe(true);
      const turnedAway = request(shedder);
      expect(turnedAway.admitted).toBe(false);
      expect(turnedAway.status).toBe(503);
      intervals(1);
      for (const r of first) r.done();
      // The bound is now 4.
      const second = Array.from({ length: 5 }, () => request(shedder));
      expect(second.map((r) => r.admitted)).toEqual([true, true, true, true, false]);
      for (const r of second) r.done();

      // The queue empties: the bound grows back by one each interval.
      shortestWait = 0;
      intervals(3);
      const growing = Array.from({ length: 8 }, () => request(shedder));
      expect(growing.filter((r) => r.admitted)).toHaveLength(7);
      for (const r of growing) r.done();
      intervals(1);
      const third = Array.from({ length: 9 }, () => request(shedder));
      expect(third.filter((r) => r.admitted)).toHaveLength(8);
      for (const r of third) r.done();
    } finally {
      shedder.close();
    }
  });

  it('keeps the whole bound under a steady load that is not turned away', () => {
    const shedder = createLoadShedder({
      maxInFlight: 8,
      maxEventLoopDelayMs: 0,
      queue: { takeShortestWait: () => STANDING_QUEUE_MS + 10 },
    });
    try {
      const steady = Array.from({ length: 6 }, () => request(shedder));
      intervals(3);
      const burst = Array.from({ length: 2 }, () => request(shedder));
      expect([...steady, ...burst].every((r) => r.admitted)).toBe(true);
      for (const r of [...steady, ...burst]) r.done();
    } finally {
      shedder.close();
    }
  });
});
