import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/orgs/demo-accounts.seed';
import { spawnServer, stopServer, waitHealthy, type ServerProcess } from './test/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-main-'));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  await waitHealthy(server, 120_000);
  return server;
}

const stop = stopServer;

const login = (base: string, email: string, password: string) =>
  fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  });

describe('the server process', () => {
  it('loads demo data once, prints the logins, and stops cleanly on SIGTERM keeping its data', async () => {
    const first = await start();
    for (const account of DEMO_ACCOUNTS) {
      const res = await login(first.base, account.email, DEMO_PASSWORD);
      expect(res.status, account.email).toBe(200);
    }
    expect(first.output()).toContain('Demo data loaded');
    expect(first.output()).toContain('student@vedann.demo (student)');
    expect(first.output()).toContain('admin@vedann.demo (platform administrator)');
    expect(first.output()).toContain(
      'frontdesk@vedann.demo (front-desk Operator of Sutrin Fitness)',
    );
    const register = await fetch(`${first.base}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        fullname: 'Kept',
        email: 'kept@example.com',
        phoneNumber: '9876543210',
        password: 'Kept@1234',
      }),
    });
    expect(register.status).toBe(201);
    expect(await stop(first)).toBe(0);

    const second = await start();
    try {
      expect(second.output()).not.toContain('Demo data loaded');
      expect((await login(second.base, 'kept@example.com', 'Kept@1234')).status).toBe(200);
      expect((await login(second.base, 'student@vedann.demo', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      expect(await stop(second)).toBe(0);
    }
  }, 300_000);

  it('refuses WORKERS=2 without PostgreSQL, with a clear message and exit code 1', async () => {
    const refused = await spawnServer({ DATA_DIR: dataDir, WORKERS: '2' });
    const timer = setTimeout(() => refused.child.kill('SIGKILL'), 30_000);
    const code = await refused.exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(refused.output().trim()).toBe(
      'Invalid environment:\nWORKERS: 2 processes need PostgreSQL (set DATABASE_URL); the embedded PGlite database belongs to one process, so without DATABASE_URL leave WORKERS at 1',
    );
  }, 40_000);
});
