import type { UserRow } from '../domains/accounts/sessions';
import type { OrgContext } from './access';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** A small map whose entries expire, capped in size (oldest first out). */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  deleteWhere(matches: (key: string, value: V) => boolean): void {
    for (const [key, entry] of this.entries)
      if (matches(key, entry.value)) this.entries.delete(key);
  }
}

/**
 * Who a session is and which businesses they act for, remembered for a few seconds. On PGlite a
 * query costs a quarter of a millisecond, so looking both up on every request would spend most of
 * a read's budget before the read itself. This process forgets an entry the moment it changes
 * (logout, password reset, profile or membership change); other processes, once there are several,
 * see the change within AUTH_CACHE_TTL_MS (docs/scaling.md).
 */
export const AUTH_CACHE_TTL_MS = 10_000;

export class AuthCache {
  readonly sessions = new TtlCache<UserRow>(AUTH_CACHE_TTL_MS, 50_000);
  readonly orgs = new TtlCache<OrgContext>(AUTH_CACHE_TTL_MS, 50_000);

  static orgKey(userId: string, kind: string | undefined, requested: string | undefined): string {
    return `${userId}|${kind ?? '*'}|${requested ?? ''}`;
  }

  forgetSession(tokenHash: string): void {
    this.sessions.delete(tokenHash);
  }

  /** After a change to the account itself: its profile, its password. */
  forgetUser(userId: string): void {
    this.sessions.deleteWhere((_key, user) => user.id === userId);
    this.forgetMemberships(userId);
  }

  forgetMemberships(userId: string): void {
    this.orgs.deleteWhere((key) => key.startsWith(`${userId}|`));
  }
}
