import pg from 'pg';
import { DUMP_HEADER } from './export';
import { splitStatements } from './statements';

/** What a non-empty target holds: the reason `db:import` refuses it without `--force`. */
export interface TargetContents {
  /** drizzle's migrations table is there: a Vedann server has run on this database. */
  migrations: boolean;
  /** Tables of the public schema that have rows. */
  tablesWithRows: string[];
}

export const isEmptyTarget = (contents: TargetContents): boolean =>
  !contents.migrations && contents.tablesWithRows.length === 0;

export class TargetNotEmptyError extends Error {
  constructor(readonly contents: TargetContents) {
    const parts = [
      ...(contents.migrations ? ["Vedann's migrations table (drizzle.__drizzle_migrations)"] : []),
      ...(contents.tablesWithRows.length > 0
        ? [
            `rows in ${contents.tablesWithRows.length} table(s) (${contents.tablesWithRows.slice(0, 5).join(', ')}${contents.tablesWithRows.length > 5 ? ', ...' : ''})`,
          ]
        : []),
    ];
    super(
      `The database at DATABASE_URL is not empty: it holds ${parts.join(' and ')}. Nothing was loaded. Point DATABASE_URL at an empty database, or run db:import again with --force to replace what it holds with the dump's tables and rows.`,
    );
  }
}

export class NotADumpError extends Error {}

/** One statement of the dump that the target will not be sent, and why. */
export interface LeftOut {
  statement: string;
  reason: string;
}

export interface ImportResult {
  statements: number;
  rows: number;
  leftOut: LeftOut[];
}

export async function inspectTarget(client: pg.ClientBase): Promise<TargetContents> {
  const migrations = await client.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const tables = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const tablesWithRows: string[] = [];
  for (const { name } of tables.rows) {
    const quoted = client.escapeIdentifier(name);
    const rows = await client.query(`select 1 from public.${quoted} limit 1`);
    if (rows.rowCount) tablesWithRows.push(name);
  }
  return { migrations: migrations.rows[0]?.present === true, tablesWithRows };
}

const SET_PARAMETER = /^SET\s+(?:SESSION\s+)?([A-Za-z_][\w.]*)\s*(?:=|TO)/i;

/**
 * The dump's statements this target is sent, and those left out. pg_dump writes the settings of
 * the server it ran against (PGlite is PostgreSQL 17/18, and writes `SET transaction_timeout`,
 * which 15 and 16 refuse): a SET of a parameter the target does not know goes. `DROP EXTENSION`
 * and `COMMENT ON EXTENSION` go too: on a target where another role (the administrator) made the
 * extensions, the importing user may neither drop nor comment them, and `CREATE EXTENSION IF NOT
 * EXISTS` keeps them either way.
 */
export function adaptDump(
  statements: readonly string[],
  knownParameters: ReadonlySet<string>,
): { kept: string[]; leftOut: LeftOut[] } {
  const kept: string[] = [];
  const leftOut: LeftOut[] = [];
  for (const statement of statements) {
    const parameter = SET_PARAMETER.exec(statement)?.[1]?.toLowerCase();
    if (parameter !== undefined && !knownParameters.has(parameter)) {
      leftOut.push({ statement, reason: 'a setting this PostgreSQL does not have' });
    } else if (/^(?:DROP|COMMENT ON) EXTENSION\b/i.test(statement)) {
      leftOut.push({ statement, reason: 'the extensions are kept as the target has them' });
    } else {
      kept.push(statement);
    }
  }
  return { kept, leftOut };
}

/** Statements sent per round trip: the dump's rows are one INSERT each. */
const BATCH_CHARS = 256 * 1024;

/**
 * Loads a plain SQL dump (`npm run db:export`) into the PostgreSQL database at `url`, in one
 * transaction: a failure anywhere leaves the target as it was. A target with Vedann's migrations
 * table or any row in the public schema is refused unless `force`; then the dump's own
 * `DROP ... IF EXISTS` statements replace the tables it holds.
 */
export async function importDump(
  url: string,
  script: string,
  options: { force?: boolean } = {},
): Promise<ImportResult> {
  if (!script.trimStart().startsWith('--') || !script.includes(DUMP_HEADER))
    throw new NotADumpError('This file is not a plain SQL dump written by npm run db:export.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const contents = await inspectTarget(client);
    if (!options.force && !isEmptyTarget(contents)) throw new TargetNotEmptyError(contents);
    const settings = await client.query<{ name: string }>('select name from pg_settings');
    const known = new Set(settings.rows.map((row) => row.name.toLowerCase()));
    const { kept, leftOut } = adaptDump(splitStatements(script), known);
    await client.query('begin');
    try {
      await runInBatches(client, kept);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    const rows = kept.filter((s) => /^INSERT INTO\b/i.test(s)).length;
    return { statements: kept.length, rows, leftOut };
  } finally {
    await client.end();
  }
}

async function runInBatches(client: pg.Client, statements: readonly string[]): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const send = async () => {
    if (batch.length === 0) return;
    const text = batch.join('\n');
    try {
      await client.query(text);
    } catch (error) {
      throw withStatement(error, batch, text);
    }
    batch = [];
    size = 0;
  };
  for (const statement of statements) {
    if (size + statement.length > BATCH_CHARS) await send();
    batch.push(statement);
    size += statement.length + 1;
  }
  await send();
}

/** PostgreSQL's error names a position in the batch: the statement there is quoted. */
function withStatement(error: unknown, batch: readonly string[], text: string): unknown {
  if (!(error instanceof Error)) return error;
  const position = Number((error as { position?: string }).position);
  let offset = 0;
  let failed = batch[0] ?? '';
  if (Number.isInteger(position) && position > 0 && position <= text.length) {
    for (const statement of batch) {
      if (position <= offset + statement.length + 1) {
        failed = statement;
        break;
      }
      offset += statement.length + 1;
    }
  }
  const shown = failed.length > 300 ? `${failed.slice(0, 300)}...` : failed;
  return new Error(
    `${error.message} (nothing was loaded; ${Number.isInteger(position) ? 'at' : 'in the statements from'}: ${shown})`,
    { cause: error },
  );
}
