import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * Builds the web app when it was never built or its sources changed since. Without the sources
 * (a production folder: scripts/build-production.sh) the build present is the one to serve.
 */
export function ensureWebBuild() {
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  if (!fs.existsSync(path.join(root, 'apps/web/src'))) {
    if (builtAt > 0) return;
    throw new Error(`No web build at ${builtIndex} and no sources to build it from.`);
  }
  const changedAt = Math.max(...sources.map((s) => newestChange(path.join(root, s))));
  if (builtAt >= changedAt) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
