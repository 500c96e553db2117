// npm start: build the web app if needed, then run the server in this process so that
// signals (SIGTERM, Ctrl-C) reach its clean shutdown directly.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
register();
await import('../apps/server/src/main.ts');
