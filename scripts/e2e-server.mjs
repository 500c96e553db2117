// The server the Playwright tests run against (playwright.config.ts starts it): npm start's
// behaviour on a fresh, fixed data folder, so every run begins with only the demo data and the
// tests can read the reset e-mails from its outbox.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// One folder per server (playwright.config.ts starts one per project); e2e/support.ts reads the
// outboxes from them.
const dataDir = path.join(root, '.e2e-data', process.env.E2E_DATA_NAME ?? 'default');
const port = process.env.E2E_PORT ?? '4173';

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

// Nothing from the caller's environment may send the tests elsewhere: the embedded database,
// the local upload folder and the outbox are what the tests rely on.
for (const name of ['DATABASE_URL', 'SMTP_URL', 'S3_BUCKET', 'S3_ENDPOINT']) {
  delete process.env[name];
}
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  // Every test identifies itself with its own X-Forwarded-For (e2e/support.ts), so the
  // per-address limits on login and sign-up count each test apart, as they would count
  // different people, instead of the whole suite sharing 127.0.0.1's ten logins a minute.
  TRUST_PROXY: '1',
});

ensureWebBuild();
process.env.NODE_ENV ??= 'production';
register();
await copyDemoData();
await import('../apps/server/src/main.ts');

/**
 * Fills the data folder with the demo data, loaded once per run: the first server of a run
 * (playwright.config.ts names the run) loads it into a folder of its own, which it and the others
 * copy. Loading it (the migrations, the password hashes, the photos and PDFs) took about 15 s a
 * server, and Playwright starts the servers one after another. main.ts then finds the migrations
 * and the demo seeds done, as on any restart.
 */
async function copyDemoData() {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) return;
  const dataRoot = path.dirname(dataDir);
  const image = path.join(dataRoot, `.demo-${runId}`);
  if (!fs.existsSync(image)) {
    // Earlier runs' images go; one made in the last hour may be another run's, still copying.
    const hourAgo = Date.now() - 60 * 60_000;
    for (const name of fs.readdirSync(dataRoot)) {
      const old = path.join(dataRoot, name);
      if (name.startsWith('.demo-') && fs.statSync(old).mtimeMs < hourAgo)
        fs.rmSync(old, { recursive: true });
    }
    const loading = `${image}.${process.pid}`;
    const { loadConfig } = await import('../apps/server/src/config.ts');
    const { openDatabase } = await import('../apps/server/src/db/client.ts');
    const { seedDemoData } = await import('../apps/server/src/demo-seeds.ts');
    const { createStorage } = await import('../apps/server/src/storage/index.ts');
    const config = loadConfig({ ...process.env, DATA_DIR: loading });
    const database = await openDatabase({
      dataDir: path.join(loading, 'db'),
      queueLimit: config.dbQueueLimit,
    });
    await database.migrate();
    await seedDemoData(database.db, { storage: createStorage(config) });
    await database.close();
    fs.renameSync(loading, image);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(image, dataDir, { recursive: true });
}
