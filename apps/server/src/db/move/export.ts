import fs from 'node:fs';
import path from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools';
import { openInProcess } from '../client';

/**
 * What pg_dump is asked for: no owners or grants (the target's own user owns what it loads), and
 * a DROP ... IF EXISTS before each object, so that `db:import --force` replaces what a target
 * already holds (a server started on it once: its migrations and demo data). pglite-tools adds
 * `--inserts`: rows as INSERT statements, which any PostgreSQL loads inside one transaction.
 */
export const DUMP_ARGS = ['--no-owner', '--no-privileges', '--clean', '--if-exists'];

/** The first line pg_dump writes; `db:import` looks for it. */
export const DUMP_HEADER = '-- PostgreSQL database dump';

export class DatabaseInUseError extends Error {}

/**
 * The embedded database of the folder as a plain SQL dump. Refused while a server holds the
 * folder: PGlite writes `postmaster.pid` when it opens a data folder and removes it when it
 * closes, and two PGlites on one folder would damage it. The file stays behind when a server is
 * killed (it holds no real process id to check), so the message says how to go on then.
 */
export async function exportEmbeddedDatabase(dataDir: string): Promise<string> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${dataDir}: is DATA_DIR the server's?`);
  const lock = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(lock))
    throw new DatabaseInUseError(
      `The database in ${dataDir} is open: a Vedann server is running on it. Stop the server, then export again. If no server is running (it was killed and could not close the database), start and stop it once, or delete ${lock}.`,
    );
  const pg = await openInProcess(dataDir, undefined);
  try {
    const dump = await pgDump({ pg, args: DUMP_ARGS });
    return await dump.text();
  } finally {
    await pg.close();
  }
}
