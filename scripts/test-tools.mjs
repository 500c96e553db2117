// What the test tiers need from the machine, beyond node_modules: a Chromium for the e2e journeys,
// pdftotext (poppler-utils) for the PDF checks, and, for `npm run test:pg` in CI, PostgreSQL's
// server binaries. `npm test` and `.ci/run` both call this, so a fresh machine needs nothing done
// by hand:
// - as root on Debian, what is missing is installed with apt-get;
// - elsewhere, a missing Chromium is fetched as Playwright's own browser;
// - only when neither can work does it stop, naming the one command to run.
//
// As a command: `node scripts/test-tools.mjs [--postgres]` prints (its progress goes to stderr) the Chromium it found, and with
// --postgres the folder of PostgreSQL's server binaries on a second line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const onPath = (command) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder !== '' && fs.existsSync(path.join(folder, command)));

/** Playwright's own browser, when it has one here; never fetches it. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    const bundled = chromium.executablePath();
    return bundled && fs.existsSync(bundled) ? bundled : undefined;
  } catch {
    // Playwright is not installed yet, or knows no browser for this platform.
    return undefined;
  }
}

async function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  return playwrightChromium();
}

/** The newest PostgreSQL server binaries Debian's packages installed, if any. */
function findPostgres() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? undefined : path.join(root, newest, 'bin');
}

const canUseApt = () =>
  process.platform === 'linux' &&
  typeof process.getuid === 'function' &&
  process.getuid() === 0 &&
  onPath('apt-get');

function aptInstall(packages) {
  console.error(`Installing for the tests: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 2, 2], env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: ['ignore', 'ignore', 2],
    env,
  });
  return install.status === 0;
}

/**
 * Makes sure the tools are there, installing what it can. Returns the Chromium to use and, when
 * asked for, PostgreSQL's binaries; or stops the process with the command that would help.
 */
export async function ensureTestTools({ postgres = false } = {}) {
  const missing = () => {
    const packages = [];
    if (!chromiumPath) packages.push('chromium');
    if (!onPath('pdftotext')) packages.push('poppler-utils');
    if (postgres && !findPostgres()) packages.push('postgresql');
    return packages;
  };
  let chromiumPath = await findChromium();
  if (missing().length > 0 && canUseApt()) {
    aptInstall(missing());
    chromiumPath = await findChromium();
  }
  if (!chromiumPath) {
    console.error("Fetching Playwright's own Chromium for the e2e tests...");
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: ['ignore', 2, 2] });
    chromiumPath = await playwrightChromium();
  }
  const stillMissing = missing();
  if (stillMissing.length > 0) {
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    const fix = onPath('apt-get')
      ? `${root ? '' : 'sudo '}apt-get install -y ${stillMissing.join(' ')}`
      : `install ${stillMissing.join(', ')} with the system's package manager`;
    const orChrome = chromiumPath ? '' : '\n(or set CHROME_PATH to a Chromium binary)';
    console.error(
      `The tests need ${stillMissing.join(', ')}, which could not be installed here. Run:\n  ${fix}${orChrome}`,
    );
    process.exit(1);
  }
  return { chromiumPath, postgresBin: postgres ? findPostgres() : undefined };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const tools = await ensureTestTools({ postgres: process.argv.includes('--postgres') });
  console.log(tools.chromiumPath);
  if (tools.postgresBin) console.log(tools.postgresBin);
}
