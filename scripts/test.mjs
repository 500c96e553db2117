// npm test: every tier in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
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
const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
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
