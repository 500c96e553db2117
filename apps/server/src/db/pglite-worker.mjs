// PGlite in a thread of its own (see pglite-thread.ts for why). Plain JavaScript, so that the
// worker starts without a TypeScript loader wherever the server runs (tsx, vitest, node).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {{ commit: boolean }} Ending */
/** @typedef {{ tx: import('@electric-sql/pglite').Transaction, end: (ending: Ending) => void, done: Promise<void> }} OpenTransaction */

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** @param {number[]} identityTypes */
const identityParsers = (identityTypes) =>
  Object.fromEntries(identityTypes.map((oid) => [oid, (/** @type {string} */ value) => value]));

/**
 * An error as plain data: its message, and the fields callers read (`code`, `constraint`,
 * `detail`...), which structured cloning of an Error would drop.
 * @param {unknown} error
 */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

/** PGlite's way of rolling back: the transaction's callback throws. */
class RollBack extends Error {}

async function main() {
  const { dataDir, image } = workerData;
  // btree_gist lets the seat bookings' exclusion constraint compare ids and shifts with `=`;
  // pg_trgm and btree_gin make the stock's name search index (trigrams beside org and location).
  const extensions = { btree_gist, btree_gin, pg_trgm };
  const pg = dataDir
    ? new PGlite(dataDir, { extensions })
    : new PGlite({ extensions, ...(image ? { loadDataDir: new Blob([image]) } : {}) });
  await pg.waitReady;

  /** @type {Map<number, OpenTransaction>} */
  const transactions = new Map();
  let nextTransaction = 1;

  /** @param {number | undefined} id */
  const target = (id) => {
    if (id === undefined) return pg;
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}.`);
    return open.tx;
  };

  /** @param {any} message */
  async function handle(message) {
    switch (message.op) {
      case 'query':
        return target(message.tx).query(message.sql, message.params, {
          rowMode: message.rowMode,
          parsers: identityParsers(message.identityTypes),
        });
      case 'exec':
        return target(message.tx).exec(message.sql);
      case 'begin': {
        const id = nextTransaction++;
        /** @type {(tx: import('@electric-sql/pglite').Transaction) => void} */
        let started = () => undefined;
        const begun = new Promise((resolve) => (started = resolve));
        /** @type {(ending: Ending) => void} */
        let end = () => undefined;
        const ending = new Promise((resolve) => (end = resolve));
        const done = pg
          .transaction(async (tx) => {
            started(tx);
            const { commit } = await ending;
            if (!commit) throw new RollBack();
          })
          .catch((error) => {
            if (!(error instanceof RollBack)) throw error;
          })
          .finally(() => transactions.delete(id));
        // BEGIN itself may fail; then the transaction never starts.
        const tx = await Promise.race([begun, done.then(() => undefined)]);
        if (!tx) throw new Error('The transaction could not begin.');
        transactions.set(id, { tx, end, done });
        return id;
      }
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error(`No open transaction ${message.tx}.`);
        open.end({ commit: message.commit });
        await open.done;
        return undefined;
      }
      case 'dump': {
        const blob = await pg.dumpDataDir('none');
        return blob.arrayBuffer();
      }
      case 'close':
        await pg.close();
        return undefined;
      default:
        throw new Error(`Unknown operation ${String(message.op)}.`);
    }
  }

  port.on('message', (message) => {
    handle(message).then(
      (result) => {
        const transfer = result instanceof ArrayBuffer ? [result] : [];
        port.postMessage({ id: message.id, result }, transfer);
        if (message.op === 'close') port.close();
      },
      (error) => port.postMessage({ id: message.id, error: describeError(error) }),
    );
  });
  port.postMessage({ ready: true });
}

main().catch((error) => port.postMessage({ failed: describeError(error) }));
