// npm test: every tier in order, stopping at the first failure. The type check and the lint share
// nothing, so they run at once (one core each), their output printed in order.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from '@playwright/test';

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

const browser = findChromium();
if (!browser) {
  console.error(
    'The e2e tests need Chromium. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium binary.',
  );
  process.exit(1);
}

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

const checks = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
];
const results = await Promise.all(
  checks.map(([, [command, ...args]]) => runQuietly(command, args)),
);
checks.forEach(([name], i) => {
  console.log(`\n=== ${name}`);
  process.stdout.write(results[i].output);
});
const failed = checks.find((_, i) => results[i].status !== 0);
if (failed) {
  console.error(`\n${failed[0]} failed.`);
  process.exit(results[checks.indexOf(failed)].status ?? 1);
}

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
}
console.log('\nAll test tiers passed.');
