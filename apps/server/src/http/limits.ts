import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attemptCounts } from '../domains/accounts/limits.table';
import { TooManyRequestsError } from './errors';

/** At most `max` attempts in each window of `timeWindow` milliseconds. */
export interface Limit {
  max: number;
  timeWindow: number;
}

/**
 * A second limit on a route, keyed on the account its body names rather than on the address:
 * rotating addresses buys a password guesser no more tries. Every attempt counts when it comes
 * in, so that guesses sent all at once cannot slip past the count; the handler takes a
 * successful attempt back off (`clearCountedAccount`), so only failures add up.
 */
export interface AccountLimit extends Limit {
  /** The account a request names (its e-mail, lower-cased); undefined counts none. */
  accountOf(body: unknown): string | undefined;
}

export interface AttemptCount {
  key: string;
  /** Attempts in the key's window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/** Where attempts are counted: this process's memory, or PostgreSQL for every process at once. */
export interface AttemptStore {
  /** Counts one attempt on each key, all in one round trip; a key's window starts at its first. */
  hit(hits: readonly { key: string; windowMs: number }[]): Promise<AttemptCount[]>;
  clear(key: string): Promise<void>;
}

/** One process's counts (PGlite runs one process). */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    /** Keys kept at most; the oldest go first, so a flood of addresses cannot exhaust memory. */
    private readonly maxKeys = 100_000,
  ) {}

  hit(hits: readonly { key: string; windowMs: number }[], now = Date.now()) {
    return Promise.resolve(
      hits.map(({ key, windowMs }) => {
        let entry = this.entries.get(key);
        if (entry && entry.expiresAt > now) entry.count += 1;
        else {
          this.entries.delete(key);
          if (this.entries.size >= this.maxKeys) {
            const oldest = this.entries.keys().next();
            if (!oldest.done) this.entries.delete(oldest.value);
          }
          entry = { count: 1, expiresAt: now + windowMs };
          this.entries.set(key, entry);
        }
        return { key, count: entry.count, ttlMs: entry.expiresAt - now };
      }),
    );
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}

/**
 * The counts in PostgreSQL's `attempt_counts`, shared by every process: one upsert counts all of
 * a request's keys, and the database's clock times the windows, so processes whose clocks differ
 * still agree.
 */
export function postgresAttemptStore(db: Db): AttemptStore {
  const { key, count, expiresAt } = attemptCounts;
  return {
    async hit(hits) {
      const unique = [...new Map(hits.map((h) => [h.key, h])).values()];
      const rows = await db
        .insert(attemptCounts)
        .values(
          unique.map((h) => ({
            key: h.key,
            count: 1,
            expiresAt: sql`now() + ${h.windowMs}::integer * interval '1 millisecond'`,
          })),
        )
        .onConflictDoUpdate({
          target: key,
          set: {
            count: sql`case when ${expiresAt} <= now() then 1 else ${count} + 1 end`,
            expiresAt: sql`case when ${expiresAt} <= now() then excluded.expires_at else ${expiresAt} end`,
          },
        })
        .returning({
          key,
          count,
          ttlMs: sql<number>`ceil(extract(epoch from ${expiresAt} - now()) * 1000)::integer`,
        });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return hits.map((h) => byKey.get(h.key) ?? { key: h.key, count: 0, ttlMs: 0 });
    },
    async clear(name) {
      await db.delete(attemptCounts).where(eq(key, name));
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Attempts per account as well as per address (login). */
    accountLimit?: AccountLimit;
  }
  interface FastifyRequest {
    /** The account key this request was counted on, for `clearCountedAccount`. */
    countedAccount: string | null;
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The routes' limits (`rateLimit` and `accountLimit` in their config): attempts per address per
 * route, and per account where a route names one. A request's counts take one round trip to the
 * store. Past a limit the answer is 429 with Retry-After, and the `x-ratelimit-*` headers say
 * where the address stands, as @fastify/rate-limit's did.
 */
export function registerLimits(app: FastifyInstance, store: AttemptStore): void {
  app.decorateRequest('countedAccount', null);
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const { max, timeWindow } = limit;
    if (typeof max !== 'number' || typeof timeWindow !== 'number')
      throw new Error(`Route ${route.url}: a rate limit takes a number of attempts and of ms`);
    const account = route.config?.accountLimit;
    // Each route counts apart, under its own limit: a test's relaxed limits and the defaults on
    // one database never share a count.
    const routeKey = `${[route.method].flat().join(',')} ${route.url} ${max}/${timeWindow}`;
    const accountKey = account && `account ${account.max}/${account.timeWindow}`;

    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const hits = [{ key: `${routeKey} ${normalizeIP(request.ip)}`, windowMs: timeWindow }];
      const named = account?.accountOf(request.body);
      if (account && named !== undefined)
        hits.push({ key: `${accountKey} ${named}`, windowMs: account.timeWindow });
      const [address, counted] = await store.hit(hits);
      if (!address) return;
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, max - address.count));
      reply.header('x-ratelimit-reset', seconds(address.ttlMs));
      if (address.count > max) throw new TooManyRequestsError(seconds(address.ttlMs));
      if (account && counted) {
        request.countedAccount = counted.key;
        if (counted.count > account.max) throw new TooManyRequestsError(seconds(counted.ttlMs));
      }
    };
    // A route limited per account reads its body, so it counts once the body is parsed; the
    // others count at once, before any work.
    if (account) route.preValidation = [...hooksOf(route.preValidation), check];
    else route.onRequest = [...hooksOf(route.onRequest), check];
  });
}

function hooksOf<H>(hooks: H | H[] | undefined): H[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/** After a successful attempt: its account's count starts again (only failures add up). */
export async function clearCountedAccount(
  store: AttemptStore,
  request: FastifyRequest,
): Promise<void> {
  if (request.countedAccount) await store.clear(request.countedAccount);
}
