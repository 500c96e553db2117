import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, createGate } from './gate';
import { isId, newId } from './ids';

describe('the bounded database queue', () => {
  it('lets up to the limit wait, refuses the next, and frees places as calls finish', async () => {
    const gate = createGate(2);
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
    const gate = createGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.pending).toBe(0);
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
