import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './domains/orgs/demo-accounts.seed';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-main-'));

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function start(): Promise<Running> {
  const port = await freePort();
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, output: () => output };
}

async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    running.child.once('exit', (code) => resolve(code)),
  );
  running.child.kill('SIGTERM');
  return exited;
}

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
  }, 120_000);
});
