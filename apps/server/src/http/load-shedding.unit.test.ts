import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOUND_INTERVAL_MS,
  ASKED_AT_ONCE_MS,
  MOST_HOLD_MS,
  UNBOUNDED_PAST,
  createLoadShedder,
  holdFor,
  nextBound,
  refusalPressure,
  type StaticAnswer,
} from './load-shedding';

describe('the bound on requests in flight', () => {
  const limits = { floor: 8, burst: 64 };
  it('is none at rest, whatever is in flight, until more than a burst waits behind a standing queue', () => {
    expect(nextBound(Infinity, { stands: false, inFlight: 500, waiting: 0 }, limits)).toBe(
      Infinity,
    );
    // A burst read slowly by a busy machine: the queue stands, but no more than a burst is in.
    expect(nextBound(Infinity, { stands: true, inFlight: 64, waiting: 0 }, limits)).toBe(Infinity);
    expect(nextBound(Infinity, { stands: true, inFlight: 100, waiting: 0 }, limits)).toBe(50);
  });

  it('halves from the requests in flight while the database queue stands, down to the floor', () => {
    expect(nextBound(50, { stands: true, inFlight: 60, waiting: 0 }, limits)).toBe(25);
    expect(nextBound(50, { stands: true, inFlight: 20, waiting: 0 }, limits)).toBe(10);
    expect(nextBound(10, { stands: true, inFlight: 10, waiting: 0 }, limits)).toBe(8);
    // A standing queue with no more than the floor in flight (a lone person behind a slow query,
    // a CPU taken by other programs) is not the door's to shed: the bound stays.
    expect(nextBound(20, { stands: true, inFlight: 3, waiting: 0 }, limits)).toBe(20);
  });

  it('stays while calls wait without standing', () => {
    expect(nextBound(40, { stands: false, inFlight: 40, waiting: 3 }, limits)).toBe(40);
  });

  it('grows back by an eighth with none waiting, and is lifted past its most', () => {
    expect(nextBound(8, { stands: false, inFlight: 8, waiting: 0 }, limits)).toBe(9);
    expect(nextBound(64, { stands: false, inFlight: 64, waiting: 0 }, limits)).toBe(72);
    expect(nextBound(UNBOUNDED_PAST, { stands: false, inFlight: 0, waiting: 0 }, limits)).toBe(
      Infinity,
    );
  });
});

describe('the hold on refusals', () => {
  it('reads the pressure from refusals per request let in', () => {
    // The open loop at four times the served rate: three refusals for each request let in.
    expect(refusalPressure({ refused: 120, admitted: 40 })).toBe('none');
    expect(refusalPressure({ refused: 161, admitted: 40 })).toBe('crowded');
    expect(refusalPressure({ refused: 641, admitted: 40 })).toBe('flooded');
    // Nothing let in (a database that stopped answering): refusals flood the door.
    expect(refusalPressure({ refused: 17, admitted: 0 })).toBe('flooded');
  });

  it('is none without pressure, and for a connection that asks again at its own pace', () => {
    expect(holdFor(0, 0.3, 'none')).toBe(0);
    expect(holdFor(80, 0.3, 'none')).toBe(0);
    // The open loop at four times the served rate asks again 34 ms later on each connection.
    expect(holdFor(0, 34, 'crowded')).toBe(0);
    expect(holdFor(80, ASKED_AT_ONCE_MS, 'crowded')).toBe(0);
  });

  it('holds any connection refused before once refusals flood the door', () => {
    expect(holdFor(0, 60, 'flooded')).toBe(5);
    expect(holdFor(40, 300, 'flooded')).toBe(80);
  });

  it('doubles while a connection asks again at once, up to its most', () => {
    let hold = 0;
    const steps: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      hold = holdFor(hold, 0.3, 'crowded');
      steps.push(hold);
    }
    expect(steps).toEqual([5, 10, 20, 40, 80, 160, MOST_HOLD_MS, MOST_HOLD_MS]);
  });
});

const securityHeaders = { 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': 'x' };

/** A request that stays in flight until `done()`; `status` is what the door answered, if it did. */
function request(
  shedder: ReturnType<typeof createLoadShedder>,
  url = '/api/v1/jobs',
  method = 'GET',
  socket: object = {},
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
    { url, method, headers: {}, socket } as unknown as IncomingMessage,
    response as unknown as ServerResponse,
  );
  return { admitted, response, done: () => response.emit('close') };
}

// The bound is kept on a timer: fake timers make each interval pass exactly when the test says.
function useFakeIntervals() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const intervals = (count: number) => vi.advanceTimersByTime(count * BOUND_INTERVAL_MS);

describe('the door: letting in and refusing', () => {
  useFakeIntervals();

  it('lets a burst in whole at rest, and refuses above the bound only once the queue stands', () => {
    let stands = false;
    const queue = { stands: () => stands, length: 0 };
    const shedder = createLoadShedder({ floor: 8, queue, securityHeaders });
    try {
      // 64 at once, and time passing, with a queue that stands but no more than a burst in flight.
      const burst = Array.from({ length: 64 }, () => request(shedder));
      stands = true;
      intervals(4);
      expect(burst.every((r) => r.admitted)).toBe(true);
      stands = false;
      burst.push(request(shedder));
      stands = true;
      intervals(1);
      // 65 in flight behind a standing queue: the bound is now 32. Those in flight stay, new
      // ones wait for it.
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

  it('refuses at once past a burst let in within one interval', () => {
    const queue = { stands: () => false, length: 0 };
    const shedder = createLoadShedder({ floor: 8, queue, securityHeaders });
    try {
      const burst = Array.from({ length: 64 }, () => request(shedder));
      expect(burst.every((r) => r.admitted)).toBe(true);
      expect(request(shedder).admitted).toBe(false);
      for (const r of burst) r.done();
    } finally {
      shedder.close();
    }
  });

  it('refuses at once past a burst in flight with half a burst waiting for the database', () => {
    const queue = { stands: () => false, length: 0 };
    const shedder = createLoadShedder({ floor: 8, queue, securityHeaders });
    try {
      const burst = Array.from({ length: 64 }, () => request(shedder));
      // The burst was let in an interval ago: on its own, it is no longer a crowd.
      intervals(1);
      queue.length = 31;
      expect(request(shedder).admitted).toBe(true);
      queue.length = 32;
      expect(request(shedder).admitted).toBe(false);
      // The overload is plain: the bound is the floor at once.
      queue.length = 0;
      for (const r of burst.slice(0, 56)) r.done();
      // 9 in flight now (8 of the burst and the one let in): above the floor, refused.
      expect(request(shedder).admitted).toBe(false);
      for (const r of burst.slice(56, 58)) r.done();
      expect(request(shedder).admitted).toBe(true);
      expect(request(shedder).admitted).toBe(false);
      // With nobody waiting for the database, the bound grows back.
      intervals(1);
      expect(request(shedder).admitted).toBe(true);
      for (const r of burst.slice(58)) r.done();
    } finally {
      shedder.close();
    }
  });
});

describe('the door: holding refusals back, the floor and pages', () => {
  useFakeIntervals();

  it('holds back the refusals of a connection that asks again at once, and no other', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'performance'] });
    const queue = { stands: () => false, length: 64 };
    const shedder = createLoadShedder({ floor: 8, queue, securityHeaders });
    const eager = {};
    const patient = {};
    const on = (socket: object) => request(shedder, undefined, undefined, socket);
    try {
      const held = Array.from({ length: 64 }, () => request(shedder));
      // Refusals do not crowd the door yet: asked again at once, answered at once.
      expect(on(eager).response.status).toBe(503);
      expect(on(eager).response.status).toBe(503);
      expect(on(patient).response.status).toBe(503);
      // An interval of many more refusals than requests let in.
      for (let i = 0; i < 300; i += 1) request(shedder);
      intervals(1);
      // Asked again at once, at 25 ms: not at once; then at once: held 5 ms, then 10.
      expect(on(eager).response.status).toBe(503);
      const again = on(eager);
      expect(again.admitted).toBe(false);
      expect(again.response.status).toBe(0);
      vi.advanceTimersByTime(5);
      expect(again.response.status).toBe(503);
      const third = on(eager);
      vi.advanceTimersByTime(9);
      expect(third.response.status).toBe(0);
      vi.advanceTimersByTime(1);
      expect(third.response.status).toBe(503);
      // The connection that asked last more than ASKED_AT_ONCE_MS ago is answered at once.
      expect(on(patient).response.status).toBe(503);
      // The overload over, the eager connection is let in.
      for (const r of held) r.done();
      queue.length = 0;
      intervals(1);
      expect(on(eager).admitted).toBe(true);
    } finally {
      shedder.close();
    }
  });

  it('never refuses below the floor, however long the queue stands', () => {
    const queue = { stands: () => true, length: 0 };
    const shedder = createLoadShedder({ floor: 8, burst: 16, queue, securityHeaders });
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
      burst: 8,
      queue: { stands: () => true, length: 0 },
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
