import { describe, expect, it } from 'vitest';
import { lastUsed } from './last-used';

describe('the business used last', () => {
  it('is the one chosen most recently, whatever its place in the list', () => {
    const orgs = [
      { _id: 'empty', lastUsedAt: '2026-11-20T09:00:00.000Z' },
      { _id: 'never', lastUsedAt: null },
      { _id: 'busy', lastUsedAt: '2026-11-28T17:30:00.000Z' },
    ];
    expect(lastUsed(orgs)?._id).toBe('busy');
  });

  it('is the first of the list when none was ever chosen, and nothing of an empty list', () => {
    expect(lastUsed([{ _id: 'a', lastUsedAt: null }, { _id: 'b' }])?._id).toBe('a');
    expect(lastUsed([])).toBeNull();
  });
});
