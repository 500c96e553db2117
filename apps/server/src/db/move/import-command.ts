// npm run db:import -- FILE [--force]: loads a dump of db:export into the PostgreSQL database at
// DATABASE_URL, in one transaction. --force replaces what a non-empty database holds.
import fs from 'node:fs';
import { loadConfig } from '../../config';
import { NotADumpError, TargetNotEmptyError, importDump } from './import';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
const [file] = files;
if (!file || files.length > 1 || files.some((arg) => arg.startsWith('--'))) {
  console.error('Usage: DATABASE_URL=postgres://... npm run db:import -- FILE [--force]');
  process.exit(1);
}
const url = loadConfig().databaseUrl;
if (!url) {
  console.error('db:import needs DATABASE_URL: the PostgreSQL database to load the dump into.');
  process.exit(1);
}
if (!fs.existsSync(file)) {
  console.error(`No file ${file}: make it with npm run db:export -- ${file}`);
  process.exit(1);
}
try {
  const started = Date.now();
  const result = await importDump(url, fs.readFileSync(file, 'utf8'), { force });
  for (const { statement, reason } of result.leftOut)
    console.log(`Left out (${reason}): ${statement}`);
  console.log(
    `Loaded ${file} in one transaction: ${result.statements} statements, ${result.rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server with this DATABASE_URL; its migrations came across with the data.`,
  );
} catch (error) {
  const known = error instanceof TargetNotEmptyError || error instanceof NotADumpError;
  console.error(known ? error.message : error);
  process.exit(1);
}
