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

/**
 * A new account that registers a gym, signed in as sign-up leaves it: the cookie that opens the
 * gym's home, as its owner sees it on the first morning.
 */
async function gymOwnerSession(base: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const signedUp = await fetch(`${base}/api/v1/user/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      fullname: 'Bench Owner',
      email: `bench-${Date.now()}@example.com`,
      phoneNumber: '9123456780',
      password: 'Secret@123',
      role: 'student',
    }),
  });
  const cookie = (signedUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (signedUp.status !== 201 || !cookie) throw new Error(`sign-up: ${signedUp.status}`);
  const gym = await fetch(`${base}/api/v1/orgs`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ kind: 'gym', name: 'Bench Fitness', city: 'Pune' }),
  });
  if (gym.status !== 201) throw new Error(`gym: ${gym.status} ${await gym.text()}`);
  return cookie;
}

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
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await benchLighthouse(base, [{ path: '/gym', cookie: await gymOwnerSession(base) }]);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  printReport();
}

await main();
