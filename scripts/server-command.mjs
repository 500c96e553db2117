// npm run db:export / db:import / files:to-s3: one of the server's administration commands. From
// a checkout it runs the TypeScript sources through tsx (a development dependency, so a change
// needs no build); a production folder (scripts/build-production.sh) has neither, and runs the
// compiled command the build wrote beside the server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const COMMANDS = {
  'db:export': 'db/move/export-command',
  'db:import': 'db/move/import-command',
  'files:to-s3': 'storage/to-s3-command',
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const command = COMMANDS[name];
if (!command) {
  console.error(`Unknown command ${name}; one of ${Object.keys(COMMANDS).join(', ')}.`);
  process.exit(1);
}
// The command reads its own arguments from process.argv.slice(2).
process.argv = [process.argv[0], command, ...args];

const source = path.join(root, 'apps/server/src', `${command}.ts`);
const compiled = path.join(root, 'apps/server/dist', `${command}.js`);
let tsx = null;
try {
  tsx = await import('tsx/esm/api');
} catch {
  // A production install: no tsx.
}
if (tsx && fs.existsSync(source)) {
  tsx.register();
  await import(pathToFileURL(source).href);
} else {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(compiled).href);
}
