// The server compiled to JavaScript (npm run build; npm start builds it when it is missing or
// stale): its own code and the contracts package bundled by esbuild into apps/server/dist/,
// every other package left to node_modules. Run directly, it builds.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const srcDir = path.join(serverDir, 'src');
const distDir = path.join(serverDir, 'dist');

/**
 * The entries, by path under src/: the server, the administration commands, and every module
 * it loads apart from its own graph (a worker thread, a module a worker imports by URL: `serverModule` in
 * src/server-files.ts), which keep their path in dist/ with `.js` for `.ts`.
 */
const ENTRIES = [
  'main.ts',
  'pdf/worker.ts',
  'domains/resumes/resume-pdf.layout.ts',
  // The administration commands (scripts/server-command.mjs).
  'db/move/export-command.ts',
  'db/move/import-command.ts',
  'storage/to-s3-command.ts',
];
/** Workers written in plain JavaScript, copied as they are to the same path under dist/. */
const COPIED = ['db/pglite-worker.mjs', 'http/page-render-worker.mjs'];

/** The compiled server's entry. */
export const serverEntry = path.join(distDir, 'main.js');

const sources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'scripts/server-build.mjs',
];
const isTest = (name) => name.endsWith('.test.ts') || name === 'test';

function newestChange(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (!isTest(entry)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  }
  return newest;
}

/** Bare imports stay imports of node_modules, except the workspace's contracts (TypeScript). */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vedann/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  // esbuild is a development dependency: a production install runs the build it was given.
  const esbuild = await import('esbuild');
  fs.rmSync(distDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: ENTRIES.map((entry) => path.join(srcDir, entry)),
    outbase: srcDir,
    outdir: distDir,
    bundle: true,
    // The shared code goes into chunks in dist/ itself, beside main.js: a process that only
    // forks the workers (WORKERS > 1) loads the few modules it needs, not the whole app.
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    plugins: [nodeModulesExternal],
    logLevel: 'warning',
  });
  for (const file of COPIED) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.copyFileSync(path.join(srcDir, file), path.join(distDir, file));
  }
}

/**
 * Builds the server when it was never built or its sources changed since. Without the sources
 * (a production folder: scripts/build-production.sh) the build present is the one to run.
 */
export async function ensureServerBuild() {
  const present = sources.filter((source) => fs.existsSync(path.join(root, source)));
  const builtAt = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  if (present.length === 0 || !fs.existsSync(srcDir)) {
    if (builtAt > 0) return;
    throw new Error(`No server build at ${serverEntry} and no sources to build it from.`);
  }
  const changedAt = Math.max(...present.map((s) => newestChange(path.join(root, s))));
  if (builtAt >= changedAt) return;
  console.log('Building the server...');
  await buildServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
