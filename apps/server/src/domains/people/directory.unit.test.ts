import { describe, expect, it } from 'vitest';
import type { NoticeAudience, OrgKind } from '@vedann/contracts';
import type { Db } from '../../db/client';
import {
  channelOrNull,
  emailOrNull,
  languageOrNull,
  listPeople,
  phoneOrNull,
  type PeopleDirectory,
  type PeopleWindow,
} from './directory';

/** A directory of `size` people named `<name>0`, `<name>1`..., recording the windows asked of it. */
function fakeDirectory(name: string, size: number, kinds: readonly OrgKind[] = ['gym']) {
  const asked: PeopleWindow[] = [];
  const audience: NoticeAudience = 'Member';
  const directory: PeopleDirectory = {
    name,
    kinds,
    find: () => Promise.resolve(undefined),
    placesOf: () => Promise.resolve([]),
    list: (_db, _orgId, _filter, window) => {
      asked.push(window);
      const people = Array.from({ length: size }, (_, i) => ({
        directory: name,
        recordId: `${name}${i}`,
        name: `${name}${i}`,
        userId: null,
        audience,
        email: null,
        phone: null,
        language: null,
        channel: null,
      })).slice(window.offset, window.offset + window.limit);
      return Promise.resolve({ total: size, people });
    },
  };
  return { directory, asked };
}

// The directories never touch the database in these tests.
const db = {} as Db;
const gym = { id: 'org', kind: 'gym' as const };

async function names(directories: PeopleDirectory[], window: PeopleWindow) {
  const page = await listPeople(directories, db, gym, {}, window);
  return { total: page.total, names: page.people.map((p) => p.name) };
}

describe('listPeople', () => {
  it('pages the directories as one list, in their order', async () => {
    const a = fakeDirectory('a', 3);
    const b = fakeDirectory('b', 2);
    const c = fakeDirectory('c', 4);
    const all = [a.directory, b.directory, c.directory];
    expect(await names(all, { offset: 0, limit: 2 })).toEqual({ total: 9, names: ['a0', 'a1'] });
    expect(await names(all, { offset: 2, limit: 2 })).toEqual({ total: 9, names: ['a2', 'b0'] });
    expect(await names(all, { offset: 4, limit: 3 })).toEqual({
      total: 9,
      names: ['b1', 'c0', 'c1'],
    });
    expect(await names(all, { offset: 8, limit: 5 })).toEqual({ total: 9, names: ['c3'] });
    expect(await names(all, { offset: 9, limit: 5 })).toEqual({ total: 9, names: [] });
  });

  it('asks each directory only for its own part of the window', async () => {
    const a = fakeDirectory('a', 3);
    const b = fakeDirectory('b', 2);
    await names([a.directory, b.directory], { offset: 4, limit: 10 });
    expect(a.asked).toEqual([{ offset: 4, limit: 10 }]);
    expect(b.asked).toEqual([{ offset: 1, limit: 10 }]);
  });

  it('counts without rows for a window of none, and skips directories of other kinds', async () => {
    const a = fakeDirectory('a', 3);
    const library = fakeDirectory('lib', 7, ['library']);
    expect(await names([a.directory, library.directory], { offset: 0, limit: 0 })).toEqual({
      total: 3,
      names: [],
    });
    expect(library.asked).toEqual([]);
  });
});

describe('emailOrNull', () => {
  it('lower-cases an address and reads an empty one as none', () => {
    expect(emailOrNull(' Tara@Example.COM ')).toBe('tara@example.com');
    expect(emailOrNull('')).toBeNull();
    expect(emailOrNull('  ')).toBeNull();
    expect(emailOrNull(null)).toBeNull();
  });
});

describe('phoneOrNull, languageOrNull, channelOrNull', () => {
  it('answer a stored phone in E.164, a staff’s ten digits too, and null for none', () => {
    expect(phoneOrNull('+919876543210')).toBe('+919876543210');
    expect(phoneOrNull('9876543210')).toBe('+919876543210');
    expect(phoneOrNull('')).toBeNull();
    expect(phoneOrNull(null)).toBeNull();
    expect(phoneOrNull('0123')).toBeNull();
  });

  it('answer only our languages and channels', () => {
    expect(languageOrNull('hi')).toBe('hi');
    expect(languageOrNull('fr')).toBeNull();
    expect(languageOrNull(null)).toBeNull();
    expect(channelOrNull('sms')).toBe('sms');
    expect(channelOrNull('pigeon')).toBeNull();
  });
});
