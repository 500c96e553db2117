import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DatabaseBusyError,
  STANDING_INTERVAL_MS,
  STANDING_QUEUE_MS,
  createGate,
  createQueueWatch,
  type QueueWatch,
} from './gate';
import { isId, newId } from './ids';

describe('the bounded database queue', () => {
  it('lets up to the limit wait, refuses the next, and frees places as calls finish', async () => {
    const gate = createGate({ limit: 2, serial: false });
    const releases: (() => void)[] = [];
    const hold = () => gate.run(() => new Promise<void>((resolve) => releases.push(resolve)));
    const first = hold();
    const second = hold();
    expect(gate.pending).toBe(2);
    await expect(gate.run(async () => 1)).rejects.toBeInstanceOf(DatabaseBusyError);
    releases.forEach((release) => release());
    await Promise.all([first, second]);
    expect(gate.pending).toBe(0);
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('frees the place when a call fails', async () => {
    const gate = createGate({ limit: 1, serial: false });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.pending).toBe(0);
  });
});

describe('the serial gate (PGlite)', () => {
  it('runs calls one at a time in arrival order, and lets the event loop turn between them', async () => {
    const gate = createGate({ limit: 10, serial: true });
    const order: string[] = [];
    // A PGlite query is synchronous work behind a promise: I/O callbacks queued meanwhile must
    // run before the next query once a few ms of queries have run, not after the whole queue.
    const busyFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const call = (name: string, then?: () => void) =>
      gate.run(async () => {
        order.push(name);
        then?.();
      });
    await Promise.all([
      call('first', () => {
        setImmediate(() => order.push('io'));
        busyFor(6);
      }),
      call('second'),
      call('third'),
    ]);
    expect(order).toEqual(['first', 'io', 'second', 'third']);
    expect(gate.pending).toBe(0);
  });

  it('times the wait of each call that queued, for the queue watch', async () => {
    const gate = createGate({ limit: 10, serial: true });
    let release = () => undefined as void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = [gate.run(async () => 1), gate.run(async () => 2)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(gate.queue.length).toBe(2);
    release();
    await Promise.all([held, ...queued]);
    expect(gate.queue.length).toBe(0);
    expect(gate.pending).toBe(0);
  });
});

describe('the gate with several turns (PGlite in its thread)', () => {
  it('runs that many at once, and the rest in arrival order as places free', async () => {
    const gate = createGate({ limit: 10, serial: true, turns: 2 });
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const call = (n: number) =>
      gate.run(
        () =>
          new Promise<void>((resolve) => {
            started.push(n);
            releases.push(resolve);
          }),
      );
    const calls = [1, 2, 3, 4].map(call);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toEqual([1, 2]);
    expect(gate.queue.length).toBe(2);
    releases[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The one that ended hands its place over; a newcomer does not jump the queue.
    const late = call(5);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(started).toEqual([1, 2, 3]);
    for (let i = 1; i < 5; i += 1) {
      releases[i]?.();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all([...calls, late]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(gate.pending).toBe(0);
  });
});

describe('the queue watch', () => {
  const clock = { now: 0 };
  beforeEach(() => {
    clock.now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** A call that waited for its turn from `from` to `to` (ms of the fake clock). */
  function waited(watch: QueueWatch, from: number, to: number) {
    clock.now = from;
    const served = watch.waiting();
    clock.now = to;
    served();
  }

  it('stands once every turn for an interval waited long, while calls wait', () => {
    const watch = createQueueWatch();
    clock.now = 0;
    const behind = watch.waiting();
    waited(watch, 0, STANDING_QUEUE_MS + 1);
    const from = clock.now;
    for (let t = from; t < from + STANDING_INTERVAL_MS; t += 10) waited(watch, t - 20, t);
    expect(watch.stands(from + STANDING_INTERVAL_MS - 1)).toBe(false);
    expect(watch.stands(from + STANDING_INTERVAL_MS)).toBe(true);
    // One short wait breaks the run: the queue emptied.
    waited(watch, from + STANDING_INTERVAL_MS, from + STANDING_INTERVAL_MS + 1);
    expect(watch.stands(from + 2 * STANDING_INTERVAL_MS)).toBe(false);
    behind();
  });

  it('does not stand with no call waiting, however long the waits were', () => {
    const watch = createQueueWatch();
    for (let t = 50; t <= 300; t += 10) waited(watch, t - 50, t);
    expect(watch.length).toBe(0);
    expect(watch.stands(400)).toBe(false);
  });

  it('does not stand for one slow call: the calls behind it go through at once after it', () => {
    const watch = createQueueWatch();
    clock.now = 0;
    const behind = Array.from({ length: 5 }, () => watch.waiting());
    // Nothing took a turn for 500 ms (one slow query); then the five in a row.
    clock.now = 500;
    for (const served of behind) served();
    const late = watch.waiting();
    expect(watch.stands(505)).toBe(false);
    late();
  });
});

describe('ids', () => {
  it('are 24 lowercase hex characters, unique and time-ordered', () => {
    const ids = Array.from({ length: 1000 }, newId);
    expect(ids.every(isId)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    const seconds = parseInt(ids[0]!.slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });
});
