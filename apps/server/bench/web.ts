/**
 * npm run bench:web: only the web app's first-load figures (sizes and Lighthouse) against the
 * real server on a local port, without the API load runs of `npm run bench`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createMailer } from '../src/mail';
import { createStorage } from '../src/storage';
import { benchLighthouse, firstLoadSizes } from './lighthouse';
import { printReport } from './support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  firstLoadSizes(path.join(root, 'apps/web/dist'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-bench-web-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({
    dataDir: path.join(dataDir, 'db'),
    queueLimit: config.dbQueueLimit,
  });
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    storage: createStorage(config),
    mailer: createMailer(config, { info: () => undefined }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await benchLighthouse(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printReport();
}

await main();
