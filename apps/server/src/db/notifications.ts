import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

export interface ListenHandlers {
  onNotification(payload: string): void;
  /**
   * True once LISTEN holds; false when the connection is lost, from which moment notifications
   * may be missed until it is true again.
   */
  onListening(listening: boolean): void;
  onError(error: unknown): void;
}

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  connectTimeoutMs: number;
  /** The first wait before connecting again; it doubles on each failure up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /**
   * How often the connection is asked a `select 1`. A connection that dies without a word (a
   * network partition) sends neither an error nor an end; the unanswered query finds it out.
   */
  heartbeatMs?: number;
}

/**
 * Listens on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * other queries and its LISTEN lost), connecting again with backoff whenever it is lost.
 */
export function listenOn(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  { connectTimeoutMs, firstRetryMs = 100, maxRetryMs = 5000, heartbeatMs = 5000 }: ListenOptions,
): Listener {
  let client: pg.Client | undefined;
  let closed = false;
  let listening = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    handlers.onListening(value);
  };

  /** Gives up on `lost` (once, whichever of its error, end or a failed query comes first). */
  const drop = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return;
    client = undefined;
    clearInterval(heartbeat);
    setListening(false);
    if (error !== undefined) handlers.onError(error);
    lost.end().catch(() => undefined);
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  async function open(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    client = next;
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        handlers.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(next, error);
      return;
    }
    if (client !== next) return;
    retryMs = firstRetryMs;
    setListening(true);
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: unknown) => drop(next, error));
    }, heartbeatMs);
    heartbeat.unref();
  }
  function connect() {
    void open();
  }

  connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/** Sends `payload` to every connection listening on `channel`, this process's included. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
