import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_HEADER } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS } from '../app-context';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { seedDemoData } from '../demo-seeds';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../domains/orgs/demo-accounts.seed';
import { FEE_DUE_KIND } from '../domains/library/fees.reminders';
import { DEMO_FRONT_DESK } from '../domains/staff/staff.seed';
import { DEMO_GYM } from '../domains/people/demo';
import { createStorage } from '../storage';
import { multipartBody, pngBytes } from '../test/files';

/**
 * Two real server processes on one PostgreSQL, sharing the uploads folder, as a business runs
 * Vedann behind a load balancer (docs/scaling.md): what one process learns, the other must know.
 * PostgreSQL only (npm run test:pg); PGlite is one process's database.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

interface Server {
  child: ChildProcess;
  base: string;
  log: string[];
}

let servers: [Server, Server];
/** Every child started, for afterAll, even when the other failed to start. */
const started: Server[] = [];
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${base}/api/health`).catch(() => undefined);
    if (up?.ok) {
      const server = { child, base, log };
      started.push(server);
      return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${log.join('')}`);
}

let address = 0;
/** Each call from its own client address (TRUST_PROXY=1), so the per-address limits stay out of
 * the way of the tests that are not about them. */
const newAddress = () => {
  address += 1;
  return `198.51.100.${address}`;
};

interface CallOptions {
  token?: string;
  body?: object;
  orgId?: string;
  from?: string;
  raw?: { body: Buffer; contentType: string };
}

async function call(server: Server, method: string, url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'x-requested-with': 'XMLHttpRequest',
    'x-forwarded-for': options.from ?? newAddress(),
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.orgId) headers[ORG_HEADER] = options.orgId;
  let body: string | Uint8Array | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = new Uint8Array(options.raw.body);
  } else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${server.base}${url}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as never };
}

async function logIn(server: Server, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await call(server, 'POST', '/api/v1/user/login', { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return (res.json() as { token: string }).token;
}

/** Polls until `answer` gives `status`; the milliseconds it took. */
async function msUntil(status: number, answer: () => Promise<{ status: number }>) {
  const started = performance.now();
  while (performance.now() - started < 5000) {
    if ((await answer()).status === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Infinity;
}

const outbox = () => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

/** The mails written since `before`, each as its recipient and subject. */
function newMails(before: string[]): string[] {
  return outbox()
    .filter((name) => !before.includes(name))
    .map((name) => {
      const eml = fs.readFileSync(path.join(dataDir, 'outbox', name), 'utf8');
      const header = (field: string) => new RegExp(`^${field}: (.*)$`, 'm').exec(eml)?.[1];
      return `${header('To')} | ${header('Subject')}`;
    });
}

async function startBoth() {
  const scratch = await createScratchDatabase(adminUrl ?? '', 'vedann_two');
  dropDatabase = scratch.drop;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-two-'));
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    REMINDER_INTERVAL_MINUTES: '0',
  };
  // The demo data is loaded here, as a first start would, so that the two start at once and
  // each finds it there.
  const database = await openDatabase({ url: scratch.url, queueLimit: 64 });
  try {
    await database.migrate();
    await seedDemoData(database.db, { storage: createStorage(loadConfig(env)) });
  } finally {
    await database.close();
  }
  servers = await Promise.all([startServer(env), startServer(env)]);
}

/** SIGTERM, the clean shutdown; SIGKILL if that has not ended it in 10 s (a loaded machine). */
async function stopServer({ child }: Server) {
  const { pid } = child;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(pid, 'SIGTERM');
  const killer = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(killer);
}

async function stopBoth() {
  await Promise.all(started.map(stopServer));
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

describe.skipIf(!adminUrl)('two processes on one PostgreSQL', () => {
  beforeAll(startBoth, 180_000);
  afterAll(stopBoth, 40_000);

  it('count failed logins across both: the eleventh from either is 429', async () => {
    const [a, b] = servers;
    // From one address: its limit, and the account's.
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.login.max; i += 1) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/v1/user/login', {
        body: { email: 'nobody@example.com', password: 'Wrong@1234' },
        from,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // From a new address each time: the account's limit alone.
    const rotating: number[] = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.loginFailures.max; i += 1) {
      const res = await call(i % 2 === 0 ? b : a, 'POST', '/api/v1/user/login', {
        body: { email: 'someone@example.com', password: 'Wrong@1234' },
      });
      rotating.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(rotating.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(rotating.at(-1)).toBe(429);
  });

  it('refuse a session on the other process within a second of its logout', async () => {
    const [a, b] = servers;
    const token = await logIn(a, 'librarian@vedann.demo');
    // B has the session in its cache.
    expect((await call(b, 'GET', '/api/v1/me/notices', { token })).status).toBe(200);
    expect((await call(a, 'POST', '/api/v1/user/logout', { token })).status).toBe(200);
    const took = await msUntil(401, () => call(b, 'GET', '/api/v1/me/notices', { token }));
    expect(took).toBeLessThan(1000);
  });

  it('end the sessions on both at a password reset', async () => {
    const [a, b] = servers;
    const email = 'student@vedann.demo';
    const onA = await logIn(a, email);
    const onB = await logIn(b, email);
    for (const server of servers)
      for (const token of [onA, onB])
        expect((await call(server, 'GET', '/api/v1/me/notices', { token })).status).toBe(200);
    const before = outbox();
    expect(
      (await call(a, 'POST', '/api/v1/user/forgot-password', { body: { email } })).status,
    ).toBe(200);
    // The e-mail is written after the answer; a file still being written is read again.
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i += 1) {
      const mail = outbox().find((name) => !before.includes(name) && name.includes('student'));
      const text = mail ? fs.readFileSync(path.join(dataDir, 'outbox', mail), 'utf8') : '';
      link = /reset-password\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(link).toBeDefined();
    const reset = await call(b, 'POST', `/api/v1/user/reset-password/${link}`, {
      body: { newPassword: 'Another@123' },
    });
    expect(reset.status, reset.text).toBe(200);
    for (const server of servers)
      for (const token of [onA, onB]) {
        const took = await msUntil(401, () => call(server, 'GET', '/api/v1/me/notices', { token }));
        expect(took).toBeLessThan(1000);
      }
  });

  it('refuse a removed member on the other process', async () => {
    const [a, b] = servers;
    const owner = await logIn(a, 'owner@vedann.demo');
    const orgs = (await call(a, 'GET', '/api/v1/orgs', { token: owner })).json() as {
      organizations: { _id: string; name: string }[];
    };
    const gym = orgs.organizations.find((org) => org.name === DEMO_GYM)?._id;
    expect(gym).toBeDefined();
    const desk = await logIn(b, DEMO_FRONT_DESK);
    const notices = () => call(b, 'GET', '/api/v1/gym/notices', { token: desk, orgId: gym });
    expect((await notices()).status).toBe(200);
    const members = (
      await call(a, 'GET', '/api/v1/orgs/members?limit=100', { token: owner, orgId: gym })
    ).json() as { members: { _id: string; email: string }[] };
    const member = members.members.find((m) => m.email === DEMO_FRONT_DESK);
    expect(member).toBeDefined();
    const removed = await call(a, 'DELETE', `/api/v1/orgs/members/${member?._id}`, {
      token: owner,
      orgId: gym,
    });
    expect(removed.status, removed.text).toBe(200);
    expect(await msUntil(404, notices)).toBeLessThan(1000);
  });

  it('mail a fee reminder once when both run the reminders at once', async () => {
    const [a, b] = servers;
    const admin = DEMO_ACCOUNTS.find((account) => account.isPlatformAdmin)?.email ?? '';
    const tokens = [await logIn(a, admin), await logIn(b, admin)];
    const before = outbox();
    const run = (server: Server, token: string) =>
      call(server, 'POST', '/api/v1/admin/reminders/run', { token, body: { kind: FEE_DUE_KIND } });
    const answers = await Promise.all([run(a, tokens[0] ?? ''), run(b, tokens[1] ?? '')]);
    const results = answers.map((res) => {
      expect(res.status, res.text).toBe(200);
      return (res.json() as { results: { due: number; sent: number; failed: number }[] })
        .results[0];
    });
    const total = (key: 'due' | 'sent' | 'failed') => results.map((result) => result?.[key] ?? 0);
    const sent = total('sent').reduce((sum, n) => sum + n, 0);
    const failed = total('failed').reduce((sum, n) => sum + n, 0);
    expect(sent).toBeGreaterThan(0);
    // The later list is what the earlier left unclaimed: each reminder was claimed by one run.
    expect(sent + failed).toBe(Math.max(...total('due')));
    const mails = () => newMails(before);
    expect(mails()).toHaveLength(sent);
    expect(new Set(mails()).size).toBe(sent);
    // A run after them finds nothing left to mail but what failed.
    const again = (await run(b, tokens[1] ?? '')).json() as { results: { sent: number }[] };
    expect(again.results[0]?.sent ?? 0).toBeLessThanOrEqual(failed);
    expect(new Set(mails()).size).toBe(mails().length);
  });

  it('read an upload made through one process through the other', async () => {
    const [a, b] = servers;
    const token = await logIn(a, 'recruiter@vedann.demo');
    const photo = pngBytes();
    const upload = await call(a, 'PUT', '/api/v1/user/update-profile', {
      token,
      raw: multipartBody(
        {},
        { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: photo },
      ),
    });
    expect(upload.status, upload.text).toBe(200);
    const url = (upload.json() as { user: { profile: { profilePhoto: string } } }).user.profile
      .profilePhoto;
    expect(url).toMatch(/^\//);
    const read = await fetch(`${b.base}${url}`);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(photo)).toBe(true);
  });
});
