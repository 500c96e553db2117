import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, createGate } from './gate';
import { isId, newId } from './ids';

describe('the bounded database queue', () => {
  it('lets up to the limit wait, refuses the next, and frees places as calls finish', async () => {
    const gate = createGate({ limit: 2, serial: false, maxWaitMs: 0 });
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
    const gate = createGate({ limit: 1, serial: false, maxWaitMs: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.pending).toBe(0);
  });
});

describe('the serial gate (PGlite)', () => {
  it('runs calls one at a time in arrival order, and lets the event loop turn between them', async () => {
    const gate = createGate({ limit: 10, serial: true, maxWaitMs: 0 });
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

  it('refuses a call that waited too long for its turn', async () => {
    const gate = createGate({ limit: 10, serial: true, maxWaitMs: 5 });
    let release = () => undefined as void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const late = gate.run(async () => 'late');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    await held;
    await expect(late).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(gate.pending).toBe(0);
    await expect(gate.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('tells the shortest wait for a turn since it was last asked, and forgets it', async () => {
    const gate = createGate({ limit: 10, serial: true, maxWaitMs: 0 });
    expect(gate.takeShortestWait()).toBeUndefined();
    let release = () => undefined as void;
    const held = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const queued = [gate.run(async () => 1), gate.run(async () => 2)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([held, ...queued]);
    // The first call found the database free; a queue that emptied has a shortest wait of 0.
    expect(gate.takeShortestWait()).toBeLessThan(5);
    expect(gate.takeShortestWait()).toBeUndefined();

    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    // Let it take its turn, then forget its wait.
    await new Promise((resolve) => setTimeout(resolve, 5));
    gate.takeShortestWait();
    const behind = [gate.run(async () => 1), gate.run(async () => 2)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await Promise.all([first, ...behind]);
    // Only calls that waited behind the held one took a turn since the last question.
    expect(gate.takeShortestWait()).toBeGreaterThanOrEqual(15);
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
