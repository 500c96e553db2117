import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { POSTGRES_POOL_SIZE } from '../config';
import { SERVER_DIR } from '../server-files';
import { createGate, type Gate } from './gate';
import { listenOn, type ListenHandlers, type Listener } from './notifications';
import { openPgliteThread, type ThreadedPglite } from './pglite-thread';

/**
 * The typed query builder over the areas' tables. No schema is given to drizzle: nothing uses its
 * relational API (`db.query.*`), and the database floor imports no area (the list of tables is
 * found by drizzle-kit in the areas' `*.table.ts` files).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle `db.transaction` gives its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  gate: Gate;
  migrate(): Promise<void>;
  /** Housekeeping PGlite needs because it has no autovacuum; PostgreSQL does its own. */
  maintain(): Promise<void>;
  /**
   * PostgreSQL only: listens on a channel over a connection of its own (db/notifications.ts), for
   * what one process must tell the others. PGlite is one process's database and has none.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Listener;
  /** PGlite only: the whole data folder as a tar, to open copies of it with `image`. */
  dumpImage?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('drizzle', SERVER_DIR));

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it PGlite runs embedded. */
  url?: string | undefined;
  /** PGlite's folder; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * PGlite in memory: start from this dumped data folder (`dumpImage`) instead of an empty
   * cluster, which spares the tests initdb and the migrations (seconds per test app).
   */
  image?: Blob | undefined;
  /**
   * PGlite: run the database in a worker thread of its own (`pglite-thread.ts`), so that its
   * queries never hold the event loop. The server and the bench do; tests keep it in-process,
   * where a new thread per test app would cost a WASM compile each.
   */
  thread?: boolean | undefined;
  queueLimit: number;
  /** PostgreSQL: how long to wait for a connection (from the pool or a new one). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: how long one statement may run, on the server and as seen from here. */
  statementTimeoutMs?: number | undefined;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
/** PGlite in its own thread: queries sent to it at once (db/gate.ts, `turns`). */
export const PGLITE_THREAD_TURNS = 16;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // PostgreSQL's pool queues and times out on its own; PGlite runs one query at a time in-process.
  const gate = createGate({
    limit: options.queueLimit,
    serial: !options.url,
    turns: !options.url && options.thread ? PGLITE_THREAD_TURNS : 1,
  });
  if (options.url)
    return openPostgres(options.url, gate, {
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    });
  return openPglite(options, gate);
}

/** PGlite on this thread, with the extensions the migrations create (`db:export` dumps it). */
export async function openInProcess(dataDir: string | undefined, image: Blob | undefined) {
  // btree_gist lets the seat bookings' exclusion constraint compare ids and shifts with `=`;
  // pg_trgm and btree_gin make the stock's name search index (trigrams beside org and location).
  const extensions = { btree_gist, btree_gin, pg_trgm };
  const client = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions, ...(image ? { loadDataDir: image } : {}) });
  await client.waitReady;
  return client;
}

async function openPglite(
  { dataDir, image, thread }: DatabaseOptions,
  gate: Gate,
): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client: ThreadedPglite = thread
    ? await openPgliteThread({ dataDir, image })
    : await openInProcess(dataDir, image);
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  // Every entry point drizzle uses goes through the gate.
  client.query = ((...args: Parameters<typeof query>) =>
    gate.run(() => query(...args))) as typeof client.query;
  client.exec = (...args: Parameters<typeof exec>) => gate.run(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    gate.run(() => transaction(...args))) as typeof client.transaction;
  const db = drizzlePglite({ client: client as PGlite });
  return {
    db,
    kind: 'pglite',
    gate,
    migrate: () => migratePglite(db, { migrationsFolder }),
    maintain: async () => {
      await client.exec('vacuum (analyze)');
    },
    dumpImage: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  gate: Gate,
  timeouts: { connectTimeoutMs: number; statementTimeoutMs: number },
): Promise<Database> {
  // A database that hangs (frozen, partitioned) must not hang every request: waiting for a
  // connection and each statement are bounded, and the error handler answers 503 when either
  // fires. statement_timeout stops the work on the server; query_timeout (a little longer)
  // covers a server that does not answer at all.
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + 1000,
  });
  // An idle client's error (the server restarting) must not crash the process.
  pool.on('error', () => undefined);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => gate.run(() => query(...args));
  // Transactions take a client with connect(); pg's own query() calls connect with a callback,
  // which is already inside the gate. Either way the wait for a connection is the queue the
  // load-shedding door asks about (gate.queue).
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    const served = gate.queue.waiting();
    const [callback] = args;
    if (typeof callback === 'function')
      return connect((...answer: unknown[]) => {
        served();
        (callback as (...answer: unknown[]) => void)(...answer);
      });
    return gate.run(() => (connect() as Promise<unknown>).finally(served));
  };
  const db = drizzlePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    gate,
    migrate: () => migratePg(db, { migrationsFolder }),
    maintain: async () => undefined,
    listen: (channel, handlers) =>
      listenOn(url, channel, handlers, { connectTimeoutMs: timeouts.connectTimeoutMs }),
    close: () => pool.end(),
  };
}
