import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { queryRows } from './query-rows';

// Many rows in one statement with one parameter: the rows travel as one JSON text. Thousands of
// bound parameters cost PGlite more than the insert itself (an import of 10,000 members took
// three times as long in 500-row statements).

/** A value made in code for a column no row names (`$defaultFn`: the ids), else null. */
function defaultOf(column: PgColumn | undefined): unknown {
  const made: unknown = column?.defaultFn?.();
  return made ?? null;
}

/** Rows per statement: one JSON text of a few megabytes at most. */
const CHUNK = 5000;

/** `column in (the values)`, the values as one JSON parameter whatever their number. */
export const inJson = (column: PgColumn, values: readonly string[]): SQL =>
  sql`${column} in (select json_array_elements_text(${JSON.stringify(values)}::json))`;

/**
 * Inserts rows (drizzle's insert shape) through `json_populate_recordset`: the columns any row
 * names, plus those with a value made in code (`$defaultFn`: the ids); a column no row names
 * takes the database's default. With `skipConflictsOn`, rows whose key is taken are passed
 * over. Answers the ids of the rows inserted.
 */
export async function insertMany<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { skipConflictsOn?: readonly PgColumn[] } = {},
): Promise<string[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = new Set(rows.flatMap((row) => Object.keys(row)));
  const keys = Object.keys(columns).filter(
    (key) => named.has(key) || columns[key]?.defaultFn !== undefined,
  );
  const names = keys.map((key) => columns[key]?.name ?? key);
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const conflict = options.skipConflictsOn
    ? sql` on conflict (${sql.join(
        options.skipConflictsOn.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) do nothing`
    : sql``;
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const records = rows.slice(start, start + CHUNK).map((row) => {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(
        keys.map((key, i): [string, unknown] => [
          names[i] ?? key,
          values[key] !== undefined ? values[key] : defaultOf(columns[key]),
        ]),
      );
    });
    const inserted = await queryRows<{ id: string }>(
      db,
      sql`insert into ${table} (${list})
          select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)
          ${conflict} returning id`,
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
