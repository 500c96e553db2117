import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numeric } from 'drizzle-orm/pg-core';
import { idRef } from '../../db/columns';
import { organizations } from '../orgs/orgs.table';

/** The library a row belongs to; its rows go with it. */
export const libraryColumn = () =>
  idRef('org_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/** Rupees (DESIGN.md: money is numeric(12,2)). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Runs raw SQL and gives its rows; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
