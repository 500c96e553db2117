import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultResume } from '@vedann/contracts';
import { clearDraft, draftKey, readDraft, writeDraft } from './resume-draft';

/** The browser's storage, as a plain map (the unit tests run in Node). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('resume drafts', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps one draft per resume, "new" before the first save', () => {
    expect(draftKey(undefined)).toBe('new');
    expect(draftKey('abc')).toBe('abc');
    const one = { ...defaultResume(), name: 'Asha Rao' };
    const two = { ...defaultResume(), name: 'Vikram Singh' };
    writeDraft('new', one);
    writeDraft('abc', two);
    expect(readDraft('new')?.resume.name).toBe('Asha Rao');
    expect(readDraft('abc')?.resume.name).toBe('Vikram Singh');
    clearDraft('abc');
    expect(readDraft('abc')).toBeNull();
    expect(readDraft('new')?.resume.name).toBe('Asha Rao');
  });

  it('forgets a "saved as" note after half an hour, but not a draft', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    writeDraft('new', defaultResume(), 'saved-id');
    writeDraft('abc', defaultResume());
    vi.setSystemTime(new Date('2026-11-23T10:20:00Z'));
    expect(readDraft('new')?.savedAs).toBe('saved-id');
    vi.setSystemTime(new Date('2026-11-23T10:31:00Z'));
    expect(readDraft('new')).toBeNull();
    expect(readDraft('abc')).not.toBeNull();
  });

  it('reads nothing from a damaged entry, and survives a storage that refuses', () => {
    localStorage.setItem('vedann.resumeDraft.new', '{not json');
    expect(readDraft('new')).toBeNull();
    localStorage.setItem('vedann.resumeDraft.new', JSON.stringify({ at: 1 }));
    expect(readDraft('new')).toBeNull();
    vi.stubGlobal('localStorage', {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => writeDraft('new', defaultResume())).not.toThrow();
    expect(readDraft('new')).toBeNull();
  });
});
