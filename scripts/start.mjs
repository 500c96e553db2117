// npm start: build the web app and the server if needed, then run the compiled server in this
// process so that signals (SIGTERM, Ctrl-C) reach its clean shutdown directly. With WORKERS > 1
// this process forks the workers (apps/server/src/main.ts).
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
process.env.NODE_ENV ??= 'production';
// Stack traces name the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
