// npm test: every tier in order, stopping at the first failure. The type check, the lint and the
// format check share nothing, so they run beside each other, their output printed in order.
import { spawn, spawnSync } from 'node:child_process';
import { ensureTestTools } from './test-tools.mjs';

// Chromium and pdftotext, installed here when they are missing (scripts/test-tools.mjs).
const { chromiumPath: browser } = await ensureTestTools();
const env = { ...process.env, CHROME_PATH: browser };
delete env.DATABASE_URL;

/** Runs a step with its output kept, to be printed whole when it ends. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

const started = Date.now();
/** Minutes since npm test started: the budget is 20 on 2 cores. */
const minutes = () => ((Date.now() - started) / 60_000).toFixed(1);

// Two lanes, one a core: ESLint alone (its typed rules take over two minutes), and the type check
// then the format check (about a minute and a half together). Three processes at once gave
// ESLint two thirds of a core, and the checks took 3.5 minutes instead of under 3.
const lanes = [
  [['lint', ['npx', 'eslint', '.']]],
  [
    ['typecheck', ['npm', 'run', 'typecheck']],
    ['format', ['npx', 'prettier', '--check', '.']],
  ],
];
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const done = [];
    for (const [name, [command, ...args]] of lane) {
      done.push({ name, ...(await runQuietly(command, args)) });
    }
    return done;
  }),
);
const results = laneResults.flat();
for (const { name, output } of results) {
  console.log(`\n=== ${name}`);
  process.stdout.write(output);
}
console.log(`\n(checks done at ${minutes()} min)`);
const failed = results.find((result) => result.status !== 0);
if (failed) {
  console.error(`\n${failed.name} failed.`);
  process.exit(failed.status ?? 1);
}

// Two vitest runs, not one: in one run the two projects' workers overlap, and the whole took
// 205 s against 187 s for the two apart.
const steps = [
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['API tests (PGlite)', ['npx', 'vitest', 'run', '--project', 'api']],
  ['e2e journeys (Chromium)', ['npm', 'run', 'test:e2e']],
];
for (const [name, [command, ...args]] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n(${name} done at ${minutes()} min)`);
}
console.log(`\nAll test tiers passed in ${minutes()} minutes.`);
