import { describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../domains/accounts/sessions';
import type { OrgContext } from './access';
import { AuthCache, TtlCache, shareAcrossProcesses, type AuthChange } from './auth-cache';
import type { ListenHandlers } from '../db/notifications';

const user = (id: string) => ({ id }) as UserRow;
const org = (id: string) =>
  ({ id, kind: 'gym', name: 'Gym', role: 'owner', permissions: [] }) as OrgContext;

describe('TtlCache', () => {
  it('does not cache a value read before a removal', () => {
    const cache = new TtlCache<string>(10_000, 10);
    const since = cache.version;
    cache.delete('other');
    cache.set('key', 'stale', since);
    expect(cache.get('key')).toBeUndefined();
    cache.set('key', 'fresh', cache.version);
    expect(cache.get('key')).toBe('fresh');
  });

  it('caches nothing while paused, and empties itself', () => {
    const cache = new TtlCache<string>(10_000, 10);
    cache.set('key', 'value');
    cache.pause();
    expect(cache.get('key')).toBeUndefined();
    cache.set('key', 'value');
    expect(cache.get('key')).toBeUndefined();
    cache.resume();
    cache.set('key', 'value');
    expect(cache.get('key')).toBe('value');
  });
});

describe('AuthCache', () => {
  it('forgets here at once and sends the change to the other processes', async () => {
    const cache = new AuthCache();
    const sent: AuthChange[] = [];
    cache.publishWith((change) => {
      sent.push(change);
      return Promise.resolve();
    });
    cache.sessions.set('hash', user('u1'));
    cache.orgs.set(AuthCache.orgKey('u1', 'gym', undefined), org('o1'));
    cache.orgs.set(AuthCache.orgKey('u2', 'gym', undefined), org('o1'));
    cache.orgs.set(AuthCache.orgKey('u3', 'gym', undefined), org('o2'));
    await cache.forgetSession('hash');
    expect(cache.sessions.get('hash')).toBeUndefined();
    await cache.forgetOrg('o1');
    expect(cache.orgs.get(AuthCache.orgKey('u1', 'gym', undefined))).toBeUndefined();
    expect(cache.orgs.get(AuthCache.orgKey('u2', 'gym', undefined))).toBeUndefined();
    expect(cache.orgs.get(AuthCache.orgKey('u3', 'gym', undefined))).toBeDefined();
    expect(sent).toEqual([
      { kind: 'session', tokenHash: 'hash' },
      { kind: 'org', orgId: 'o1' },
    ]);
  });

  it("applies another process's change, and ignores what is not one", () => {
    const cache = new AuthCache();
    const log = { warn: vi.fn() };
    cache.sessions.set('a', user('u1'));
    cache.sessions.set('b', user('u2'));
    cache.orgs.set(AuthCache.orgKey('u1', undefined, undefined), org('o1'));
    cache.receive(JSON.stringify({ kind: 'user', userId: 'u1' }), log);
    expect(cache.sessions.get('a')).toBeUndefined();
    expect(cache.sessions.get('b')).toBeDefined();
    expect(cache.orgs.get(AuthCache.orgKey('u1', undefined, undefined))).toBeUndefined();
    cache.receive('not json', log);
    cache.receive(JSON.stringify({ kind: 'everything' }), log);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(cache.sessions.get('b')).toBeDefined();
  });
});

describe('shareAcrossProcesses', () => {
  it('caches only while listening', () => {
    const cache = new AuthCache();
    let handlers: ListenHandlers | undefined;
    const listener = shareAcrossProcesses(
      cache,
      {
        db: {} as never,
        listen: (_channel, given) => {
          handlers = given;
          return { close: () => Promise.resolve() };
        },
      },
      { warn: () => undefined, info: () => undefined },
    );
    expect(listener).toBeDefined();
    // Not listening yet: read through.
    cache.sessions.set('a', user('u1'));
    expect(cache.sessions.get('a')).toBeUndefined();
    handlers?.onListening(true);
    cache.sessions.set('a', user('u1'));
    expect(cache.sessions.get('a')).toBeDefined();
    // The channel is lost: what was cached goes, and nothing more is cached.
    handlers?.onListening(false);
    expect(cache.sessions.get('a')).toBeUndefined();
    cache.sessions.set('a', user('u1'));
    expect(cache.sessions.get('a')).toBeUndefined();
    handlers?.onListening(true);
    cache.sessions.set('a', user('u1'));
    expect(cache.sessions.get('a')).toBeDefined();
    handlers?.onNotification(JSON.stringify({ kind: 'session', tokenHash: 'a' }));
    expect(cache.sessions.get('a')).toBeUndefined();
  });

  it('does nothing on PGlite, which has no channel', () => {
    const cache = new AuthCache();
    expect(
      shareAcrossProcesses(
        cache,
        { db: {} as never },
        { warn: () => undefined, info: () => undefined },
      ),
    ).toBeUndefined();
    cache.sessions.set('a', user('u1'));
    expect(cache.sessions.get('a')).toBeDefined();
  });
});
