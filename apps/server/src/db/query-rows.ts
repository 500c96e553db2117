import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Runs raw SQL and gives its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
