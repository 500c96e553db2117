/**
 * Work that one process does for all: the periodic jobs run in the process holding the lead, and
 * the migrations and demo data are applied by one starting process while the others wait. On
 * PostgreSQL both are advisory locks, so they hold across processes and machines alike; each
 * is taken on a connection of its own (the pool's connections change hands, a session lock
 * must not). PGlite belongs to one process, which then does everything itself.
 */
import pg from 'pg';

/** Vedann's advisory locks are `(LOCK_SPACE, lock)` pairs, apart from anyone else's. */
const LOCK_SPACE = 0x56454441; // 'VEDA'
export const LOCKS = { startup: 1, periodicJobs: 2 } as const;
type Lock = (typeof LOCKS)[keyof typeof LOCKS];

export interface Lead {
  /**
   * Whether this process holds the lead now: it keeps it while its connection lives, takes it
   * when no process holds it, and otherwise answers false (never throws).
   */
  holds(): Promise<boolean>;
  /** Lets the lead go (another process takes it at its next `holds`). */
  close(): Promise<void>;
}

/** PGlite: the one process leads. */
export const soleProcessLead: Lead = {
  holds: () => Promise.resolve(true),
  close: () => Promise.resolve(),
};

const HOLDS_LOCK = `select 1 from pg_locks
  where locktype = 'advisory' and pid = pg_backend_pid() and granted
    and classid = $1 and objid = $2 and objsubid = 2`;

async function connect(url: string, connectTimeoutMs: number): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
  });
  // A dropped connection is found by the next check; its error must not crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** The lead of `lock` among the processes on the PostgreSQL database at `url`. */
export function advisoryLead(url: string, lock: Lock, connectTimeoutMs: number): Lead {
  let client: pg.Client | undefined;
  let checking: Promise<boolean> | undefined;

  const release = async () => {
    const ending = client;
    client = undefined;
    await ending?.end().catch(() => undefined);
  };

  const check = async (): Promise<boolean> => {
    try {
      // Still ours? A connection that dropped unnoticed has lost its lock on the server.
      if (client && (await client.query(HOLDS_LOCK, [LOCK_SPACE, lock])).rowCount === 1)
        return true;
      await release();
      const candidate = await connect(url, connectTimeoutMs);
      const taken = await candidate
        .query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [
          LOCK_SPACE,
          lock,
        ])
        .then(({ rows }) => rows[0]?.taken === true)
        .catch(() => false);
      if (taken) {
        client = candidate;
        return true;
      }
      // Another process leads (or the query failed): no connection is kept for nothing.
      await candidate.end().catch(() => undefined);
      return false;
    } catch {
      await release();
      return false;
    }
  };

  return {
    holds: () => (checking ??= check().finally(() => (checking = undefined))),
    close: async () => {
      await checking;
      await release();
    },
  };
}

/**
 * Runs `work` while holding `lock`, waiting for any other process holding it; with no `url`
 * (PGlite) it simply runs. The starting processes apply the migrations and the demo data one at
 * a time, so the first does them and the others find them done.
 */
export async function whileLocked<T>(
  url: string | undefined,
  lock: Lock,
  connectTimeoutMs: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!url) return work();
  const client = await connect(url, connectTimeoutMs);
  try {
    await client.query('select pg_advisory_lock($1, $2)', [LOCK_SPACE, lock]);
    return await work();
  } finally {
    // Ending the session releases its lock.
    await client.end().catch(() => undefined);
  }
}
