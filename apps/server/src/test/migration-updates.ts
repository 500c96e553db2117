import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../db/client';

/**
 * The UPDATE statements of the migration whose file ends `_<name>.sql`, found by its name
 * whatever number a merge gives it: a test writes rows back as they were kept before the
 * migration, runs these again, and reads what they became.
 */
export function migrationUpdates(name: string): string[] {
  const file = fs.readdirSync(migrationsFolder).find((entry) => entry.endsWith(`_${name}.sql`));
  if (!file) throw new Error(`No migration named ${name}`);
  return fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim().startsWith('UPDATE'));
}
