import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { notify, type Listener } from '../db/notifications';
import type { UserRow } from '../domains/accounts/sessions';
import type { OrgContext } from './access';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** A small map whose entries expire, capped in size (oldest first out). */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private paused = false;
  /** Counts removals, so that a value read before one is not cached after it (`set`'s `since`). */
  private removals = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Where the removals stand now; pass it to `set` with a value read after this. */
  get version(): number {
    return this.removals;
  }

  get(key: string): V | undefined {
    if (this.paused) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Caches `value`, unless something was removed since `since` (the version before it was read):
   * that removal may have been this very value, read just before its change was committed.
   */
  set(key: string, value: V, since = this.removals): void {
    if (this.paused || since !== this.removals) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.removals += 1;
    this.entries.delete(key);
  }

  deleteWhere(matches: (key: string, value: V) => boolean): void {
    this.removals += 1;
    for (const [key, entry] of this.entries)
      if (matches(key, entry.value)) this.entries.delete(key);
  }

  /** Empties the cache and caches nothing more until `resume`: every read goes through. */
  pause(): void {
    this.removals += 1;
    this.paused = true;
    this.entries.clear();
  }

  resume(): void {
    this.paused = false;
  }
}

/** What changed, as one process tells the others (`AUTH_CHANNEL`). */
const authChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), tokenHash: z.string() }),
  z.object({ kind: z.literal('user'), userId: z.string() }),
  z.object({ kind: z.literal('memberships'), userId: z.string() }),
  z.object({ kind: z.literal('org'), orgId: z.string() }),
]);
export type AuthChange = z.infer<typeof authChangeSchema>;

/** The PostgreSQL channel on which processes tell each other what to forget. */
export const AUTH_CHANNEL = 'vedann_auth_cache';

/**
 * Who a session is and which businesses they act for, remembered for a few seconds. On PGlite a
 * query costs a quarter of a millisecond, so looking both up on every request would spend most of
 * a read's budget before the read itself. An entry is forgotten the moment it changes (logout,
 * password reset, profile or membership change, a business renamed): at once in this process,
 * and in every other process on the same PostgreSQL as soon as its notification arrives
 * (`shareAcrossProcesses`). AUTH_CACHE_TTL_MS only bounds how long an entry lives anyway.
 */
export const AUTH_CACHE_TTL_MS = 10_000;

export class AuthCache {
  readonly sessions = new TtlCache<UserRow>(AUTH_CACHE_TTL_MS, 50_000);
  readonly orgs = new TtlCache<OrgContext>(AUTH_CACHE_TTL_MS, 50_000);
  /** Tells the other processes, when there are others. */
  private publish: ((change: AuthChange) => Promise<void>) | undefined;

  static orgKey(userId: string, kind: string | undefined, requested: string | undefined): string {
    return `${userId}|${kind ?? '*'}|${requested ?? ''}`;
  }

  forgetSession(tokenHash: string): Promise<void> {
    return this.forget({ kind: 'session', tokenHash });
  }

  /** After a change to the account itself: its profile, its password. */
  forgetUser(userId: string): Promise<void> {
    return this.forget({ kind: 'user', userId });
  }

  forgetMemberships(userId: string): Promise<void> {
    return this.forget({ kind: 'memberships', userId });
  }

  /** After a change to a business itself (renamed, deleted): every member's entry for it. */
  forgetOrg(orgId: string): Promise<void> {
    return this.forget({ kind: 'org', orgId });
  }

  /** Forgets here at once, then tells the other processes. */
  private async forget(change: AuthChange): Promise<void> {
    this.apply(change);
    await this.publish?.(change);
  }

  /** Forgets what `change` names, in this process only. */
  apply(change: AuthChange): void {
    switch (change.kind) {
      case 'session':
        this.sessions.delete(change.tokenHash);
        return;
      case 'user':
        this.sessions.deleteWhere((_key, user) => user.id === change.userId);
        this.orgs.deleteWhere((key) => key.startsWith(`${change.userId}|`));
        return;
      case 'memberships':
        this.orgs.deleteWhere((key) => key.startsWith(`${change.userId}|`));
        return;
      case 'org':
        this.orgs.deleteWhere((_key, org) => org.id === change.orgId);
        return;
    }
  }

  /** Reads through: while other processes' changes may go unheard, nothing is cached. */
  pause(): void {
    this.sessions.pause();
    this.orgs.pause();
  }

  resume(): void {
    this.sessions.resume();
    this.orgs.resume();
  }

  /** Sends each change to the other processes with `send`. */
  publishWith(send: (change: AuthChange) => Promise<void>): void {
    this.publish = send;
  }

  /** A change another process sent: applied, or logged and ignored when it is not one. */
  receive(payload: string, log: Pick<FastifyBaseLogger, 'warn'>): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parsed = undefined;
    }
    const change = authChangeSchema.safeParse(parsed);
    if (change.success) this.apply(change.data);
    else log.warn({ channel: AUTH_CHANNEL }, 'ignored a notification that is not an auth change');
  }
}

/**
 * On PostgreSQL, where several processes may serve one business: each change is sent on
 * AUTH_CHANNEL and every process forgets it as it arrives. Caching waits until the process is
 * listening, and stops whenever it is not (a stale session must not outlive its logout), so a lost
 * connection costs reads, never sign-outs. PGlite (one process) has no channel: undefined.
 */
export function shareAcrossProcesses(
  cache: AuthCache,
  database: Pick<Database, 'db' | 'listen'>,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Listener | undefined {
  if (!database.listen) return undefined;
  cache.pause();
  cache.publishWith((change) => notify(database.db, AUTH_CHANNEL, JSON.stringify(change)));
  let lost = false;
  return database.listen(AUTH_CHANNEL, {
    onNotification: (payload) => cache.receive(payload, log),
    onListening: (listening) => {
      if (listening) {
        cache.resume();
        if (lost) log.info('auth cache: listening again; caching sessions again');
        return;
      }
      cache.pause();
      lost = true;
      log.warn('auth cache: lost its notification channel; reading every session through');
    },
    onError: (err) => log.warn({ err }, 'auth cache: notification channel failed'),
  });
}
