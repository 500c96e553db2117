import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { serverModule } from '../server-files';

/**
 * PGlite, run in a worker thread instead of on the event loop.
 *
 * PGlite is PostgreSQL compiled to WASM: every query runs synchronously on the thread that calls
 * it. On the server's own thread, a 5 ms query is 5 ms in which no socket is read, no answer is
 * written and no overloaded request can be refused, and a list page's count holds the loop for
 * longer. In its own thread the database uses the second core, and the event loop stays free for
 * HTTP: the load-shedding check then sees only HTTP's own delay, and a refusal is answered at once.
 *
 * This object offers what drizzle's PGlite driver and `db/client.ts` call: `query`, `exec`,
 * `transaction`, `dumpDataDir` and `close`. A transaction stays open in the worker while its
 * callback runs here; its queries carry its id. Results and errors cross as plain data (an error
 * keeps `code`, `constraint` and the other fields callers read).
 */
export type ThreadedPglite = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close'> & {
  /** The data folder as an uncompressed tar (the only form the worker gives). */
  dumpDataDir(compression: 'none'): Promise<Blob>;
};

interface Reply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const workerFile = serverModule('db/pglite-worker.mjs');

function toError(data: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(data.message), data);
}

/**
 * drizzle passes parsers that keep dates and intervals as PostgreSQL wrote them (the identity).
 * Functions cannot cross to the worker, so only such parsers are carried, by type id; any other
 * would silently change results, and is refused.
 */
function identityTypes(options: QueryOptions | undefined): number[] {
  const parsers = Object.entries(options?.parsers ?? {}) as [string, (value: string) => unknown][];
  return parsers.map(([oid, parse]) => {
    const probe = '1 day 02:00:00';
    if (parse(probe) !== probe)
      throw new Error(`A PGlite parser for type ${oid} cannot run in the database thread.`);
    return Number(oid);
  });
}

export async function openPgliteThread(options: {
  dataDir?: string | undefined;
  image?: Blob | undefined;
}): Promise<ThreadedPglite> {
  const image = options.image ? await options.image.arrayBuffer() : undefined;
  const worker = new Worker(workerFile, {
    workerData: { dataDir: options.dataDir, image },
    transferList: image ? [image] : [],
  });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onStart = (message: { ready?: boolean; failed?: Reply['error'] }) => {
      worker.off('message', onStart);
      if (message.ready) resolve();
      else reject(toError(message.failed ?? { message: 'The database thread did not start.' }));
    };
    worker.on('message', onStart);
    worker.once('error', reject);
  });

  worker.on('message', (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.error) call.reject(toError(reply.error));
    else call.resolve(reply.result);
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) =>
    failAll(new Error(`The database thread stopped (exit code ${code}).`)),
  );

  function call<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  const query = async <T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    opts?: QueryOptions,
  ) =>
    call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params: params ?? [],
      rowMode: opts?.rowMode ?? 'object',
      identityTypes: identityTypes(opts),
    });
  const exec = (tx: number | undefined, sql: string) => call<Results[]>({ op: 'exec', tx, sql });

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const id = await call<number>({ op: 'begin' });
    let closed = false;
    // Only what drizzle's session uses inside a transaction is offered.
    const tx = {
      query: <R>(sql: string, params?: unknown[], opts?: QueryOptions) =>
        query<R>(id, sql, params, opts),
      exec: (sql: string) => exec(id, sql),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await call({ op: 'end', tx: id, commit: false });
      throw error;
    }
    closed = true;
    await call({ op: 'end', tx: id, commit: true });
    return result;
  };

  return {
    query: ((sql: string, params?: unknown[], opts?: QueryOptions) =>
      query(undefined, sql, params, opts)) as PGlite['query'],
    exec: (sql: string) => exec(undefined, sql),
    transaction,
    dumpDataDir: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    close: async () => {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
