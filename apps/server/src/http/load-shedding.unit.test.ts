import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOUND_INTERVAL_MS,
  UNBOUNDED_PAST,
  createLoadShedder,
  nextBound,
  type StaticAnswer,
} from './load-shedding';

describe('the bound on requests in flight', () => {
  it('is none at rest, whatever is in flight', () => {
    expect(nextBound(Infinity, { stands: false, inFlight: 500 }, 8)).toBe(Infinity);
  });

  it('halves from the requests in flight while the database queue stands, down to the floor', () => {
    expect(nextBound(Infinity, { stands: true, inFlight: 100 }, 8)).toBe(50);
    expect(nextBound(50, { stands: true, inFlight: 60 }, 8)).toBe(25);
    expect(nextBound(50, { stands: true, inFlight: 20 }, 8)).toBe(10);
    expect(nextBound(10, { stands: true, inFlight: 10 }, 8)).toBe(8);
    // A standing queue with no more than the floor in flight (a lone person behind a slow query,
    // a CPU taken by other programs) is not the door's to shed: the bound stays.
    expect(nextBound(Infinity, { stands: true, inFlight: 8 }, 8)).toBe(Infinity);
    expect(nextBound(20, { stands: true, inFlight: 3 }, 8)).toBe(20);
  });

  it('grows back by an eighth otherwise, and is lifted past its most', () => {
    expect(nextBound(8, { stands: false, inFlight: 8 }, 8)).toBe(9);
    expect(nextBound(64, { stands: false, inFlight: 64 }, 8)).toBe(72);
    expect(nextBound(UNBOUNDED_PAST, { stands: false, inFlight: 0 }, 8)).toBe(Infinity);
  });
});

describe('the door', () => {
  const securityHeaders = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': 'x' };

  /** A request that stays in flight until `done()`; `status` is what the door answered, if it did. */
  function request(
    shedder: ReturnType<typeof createLoadShedder>,
    url = '/api/v1/jobs',
    method = 'GET',
  ) {
    const answer: { status: number; headers: Record<string, unknown>; body?: Buffer } = {
      status: 0,
      headers: {},
    };
    const response = Object.assign(new EventEmitter(), answer, {
      writeHead(status: number, headers: Record<string, unknown>) {
        response.status = status;
        response.headers = headers;
        return response;
      },
      end(body?: Buffer) {
        response.body = body;
        return response;
      },
    });
    const admitted = shedder.admit(
      { url, method, headers: {} } as IncomingMessage,
      response as unknown as ServerResponse,
    );
    return { admitted, response, done: () => response.emit('close') };
  }

  // The bound is kept on a timer: fake timers make each interval pass exactly when the test says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const intervals = (count: number) => vi.advanceTimersByTime(count * BOUND_INTERVAL_MS);

  it('lets a burst in whole at rest, and refuses above the bound only once the queue stands', () => {
    let stands = false;
    const shedder = createLoadShedder({
      floor: 8,
      queue: { stands: () => stands },
      securityHeaders,
    });
    try {
      // 64 at once, and time passing, with a queue that does not stand: all served.
      const burst = Array.from({ length: 64 }, () => request(shedder));
      intervals(4);
      expect(burst.every((r) => r.admitted)).toBe(true);
      stands = true;
      intervals(1);
      // The bound is now 32: those in flight stay, new ones wait for it.
      const turnedAway = request(shedder);
      expect(turnedAway.admitted).toBe(false);
      expect(turnedAway.response.status).toBe(503);
      // The refusal carries the security headers.
      expect(turnedAway.response.headers).toMatchObject(securityHeaders);
      expect(turnedAway.response.headers['retry-after']).toBeDefined();
      for (const r of burst.slice(0, 40)) r.done();
      expect(request(shedder).admitted).toBe(true);
      for (const r of burst.slice(40)) r.done();
    } finally {
      shedder.close();
    }
  });

  it('never refuses below the floor, however long the queue stands', () => {
    const shedder = createLoadShedder({ floor: 8, queue: { stands: () => true }, securityHeaders });
    try {
      const many = Array.from({ length: 20 }, () => request(shedder));
      intervals(20);
      for (const r of many.slice(8)) r.done();
      // The bound fell to the floor: 8 in flight, and the next is refused.
      expect(request(shedder).admitted).toBe(false);
      for (const r of many.slice(0, 8)) r.done();
      intervals(20);
      // With no more than the floor in flight, the bound never goes lower.
      const few = Array.from({ length: 8 }, () => request(shedder));
      expect(few.every((r) => r.admitted)).toBe(true);
      for (const r of few) r.done();
    } finally {
      shedder.close();
    }
  });

  it("answers a page's navigation it would refuse with the app's page, never JSON", () => {
    const page: StaticAnswer = {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...securityHeaders },
      body: Buffer.from('<!doctype html>'),
    };
    const shedder = createLoadShedder({
      floor: 8,
      queue: { stands: () => true },
      securityHeaders,
      page: (_request, path) => (path.startsWith('/api') ? undefined : page),
    });
    try {
      const held = Array.from({ length: 9 }, () => request(shedder));
      intervals(1);
      held.pop()?.done();
      const navigation = request(shedder, '/jobs?page=2');
      expect(navigation.admitted).toBe(false);
      expect(navigation.response.status).toBe(200);
      expect(navigation.response.body?.toString()).toBe('<!doctype html>');
      // A HEAD gets the head alone; a write to a page path, and an API read, the 503.
      expect(request(shedder, '/jobs', 'HEAD').response.body).toBeUndefined();
      expect(request(shedder, '/jobs', 'POST').response.status).toBe(503);
      expect(request(shedder, '/api/v1/jobs').response.status).toBe(503);
      for (const r of held) r.done();
    } finally {
      shedder.close();
    }
  });
});
