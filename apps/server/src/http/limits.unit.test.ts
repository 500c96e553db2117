import { describe, expect, it } from 'vitest';
import { MemoryAttemptStore } from './limits';

describe('MemoryAttemptStore', () => {
  it('counts each key in a fixed window from its first attempt', async () => {
    const store = new MemoryAttemptStore();
    const hit = (key: string, now: number) => store.hit([{ key, windowMs: 1000 }], now);
    expect(await hit('a', 0)).toEqual([{ key: 'a', count: 1, ttlMs: 1000 }]);
    expect(await hit('a', 400)).toEqual([{ key: 'a', count: 2, ttlMs: 600 }]);
    expect(await hit('b', 400)).toEqual([{ key: 'b', count: 1, ttlMs: 1000 }]);
    // The window ends: a new one starts at one.
    expect(await hit('a', 1000)).toEqual([{ key: 'a', count: 1, ttlMs: 1000 }]);
    await store.clear('a');
    expect(await hit('a', 1100)).toEqual([{ key: 'a', count: 1, ttlMs: 1000 }]);
  });

  it('counts several keys at once, and forgets the oldest past its size', async () => {
    const store = new MemoryAttemptStore(2);
    const both = await store.hit(
      [
        { key: 'address', windowMs: 1000 },
        { key: 'account', windowMs: 5000 },
      ],
      0,
    );
    expect(both.map((c) => [c.key, c.count, c.ttlMs])).toEqual([
      ['address', 1, 1000],
      ['account', 1, 5000],
    ]);
    await store.hit([{ key: 'third', windowMs: 1000 }], 10);
    const [address] = await store.hit([{ key: 'address', windowMs: 1000 }], 20);
    expect(address?.count).toBe(1);
  });
});
