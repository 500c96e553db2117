// npm run db:export -- FILE: the embedded database (DATA_DIR/db) as a plain SQL dump in FILE.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { DatabaseInUseError, exportEmbeddedDatabase } from './export';

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0) {
  console.error('Usage: npm run db:export -- FILE (the SQL dump to write)');
  process.exit(1);
}
const config = loadConfig();
if (config.databaseUrl)
  console.warn(
    'DATABASE_URL is set, but db:export reads the embedded database (DATA_DIR/db); for PostgreSQL use its own pg_dump.',
  );
const dataDir = path.join(config.dataDir, 'db');
try {
  const sql = await exportEmbeddedDatabase(dataDir);
  // Written aside and renamed, so an export stopped halfway never leaves a dump that looks whole.
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, sql);
  fs.renameSync(partial, file);
  const megabytes = (Buffer.byteLength(sql) / 1e6).toFixed(1);
  console.log(
    `Wrote ${file} (${megabytes} MB) from ${dataDir}. Load it into PostgreSQL with: DATABASE_URL=... npm run db:import -- ${file}`,
  );
} catch (error) {
  console.error(error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
}
