/**
 * Where the server's own files are, whether it runs from its TypeScript (`src/`, through tsx in
 * development and tests) or compiled (`dist/`, `npm run build`: scripts/server-build.mjs).
 *
 * The build bundles the server into `dist/` and keeps the source layout for every module it
 * compiles apart (`src/pdf/worker.ts` → `dist/pdf/worker.js`) and for the plain `.mjs` workers
 * it copies (`src/db/pglite-worker.mjs` → `dist/db/pglite-worker.mjs`). The shared code lands in
 * `dist/` itself (the entry and its chunks), so this module, wherever the bundler puts it, is one
 * folder below the server's package, as `src/server-files.ts` is.
 */

const here = new URL('.', import.meta.url);
const compiled = !import.meta.url.endsWith('.ts');

if (compiled && !here.pathname.endsWith('/dist/')) {
  // A worker entry that bundled this module would look for its files in the wrong folder.
  throw new Error(`server-files: compiled into ${here.pathname}, expected the dist folder`);
}

/** The server's package folder (apps/server/), where `drizzle/` and `src/` or `dist/` are. */
export const SERVER_DIR = new URL('..', here);

/**
 * A file of the server loaded apart from the module graph (a worker thread, a module a worker
 * imports), named by its path under `src/`: itself from the sources, its compiled twin in `dist/`
 * (`.ts` becomes `.js`). Such a module must be an entry of scripts/server-build.mjs.
 */
export function serverModule(sourcePath: string): URL {
  return compiled ? new URL(sourcePath.replace(/\.ts$/, '.js'), here) : new URL(sourcePath, here);
}

/** Whether this is the compiled server (no TypeScript loader needed in its workers). */
export const isCompiled = compiled;
