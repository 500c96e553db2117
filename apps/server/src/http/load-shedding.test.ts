// The load-shedding door (load-shedding.ts) through real sockets: `inject()` goes around the
// server, so around the door.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createQueueWatch } from '../db/gate';
import { createTestApp, type TestApp } from '../test/harness';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './errors';
import { BOUND_INTERVAL_MS, BURST_SERVED } from './load-shedding';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type App = Awaited<ReturnType<typeof buildApp>>;

async function listening(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return (url: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${url}`, init);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 15_000) throw new Error('the condition never held');
    await sleep(10);
  }
}

/** The same database, whose queue the door is told stands (as under an overload). */
const standingQueue = (database: Database): Database => ({
  ...database,
  gate: { ...database.gate, queue: { ...createQueueWatch(), stands: () => true } },
});

/** Headers every answer carries (helmet's, http/security-headers.ts). */
function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  expect(headers.get('strict-transport-security')).toMatch(/max-age=/);
  expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

async function connected(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** The head of the answer that comes on `socket`. */
function headOf(socket: net.Socket): Promise<string> {
  return new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\r\n\r\n')) resolve(text);
    });
  });
}

/**
 * Held requests, a burst's worth and then one more. One, not several: once more than a burst is
 * in flight behind a standing queue, the next tick of the bound (every 25 ms) halves it, and a
 * second request arriving after that tick (on a loaded machine) would be refused, never held.
 */
async function moreThanABurst(app: App, get: (url: string) => Promise<Response>) {
  const burst = Array.from({ length: BURST_SERVED }, () => get('/api/test/slow'));
  await until(() => app.requestsInFlight() === BURST_SERVED);
  // Past the interval in which the burst was let in, so that the next one is not refused as a
  // burst's worth let in at once.
  await sleep(2 * BOUND_INTERVAL_MS);
  const oneMore = get('/api/test/slow');
  await until(() => app.requestsInFlight() === BURST_SERVED + 1);
  return [...burst, oneMore];
}

/** A route held open until released, to keep requests in flight. */
function holdRoute(app: App) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
    await held;
    return { ok: true };
  });
  return () => release();
}

describe('the door', () => {
  it('refuses past the bound while the database queue stands, with the security headers', async () => {
    const app = await buildApp({ ...t.deps, database: standingQueue(t.database) });
    const release = holdRoute(app);
    try {
      const get = await listening(app);
      // Past a burst in flight while the queue stands, the bound falls to half of those in flight.
      const slow = await moreThanABurst(app, get);
      await sleep(3 * BOUND_INTERVAL_MS);
      const refused = await get('/api/v1/jobs');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expectSecurityHeaders(refused.headers);
      expect(await refused.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      expect((await get('/api/health')).status).toBe(200);
      // The built app's files are let in (here there is no build: a plain 404, not a 503).
      expect((await get('/assets/index-0000.js')).status).toBe(404);
      release();
      for (const res of await Promise.all(slow)) expect(res.status).toBe(200);
      await until(() => app.requestsInFlight() === 0);
      expect((await get('/api/v1/jobs')).status).toBe(200);
    } finally {
      release();
      await app.close();
    }
  });

  it("answers a page's navigation it would refuse with the app's page, never JSON", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vedann</title>');
    fs.mkdirSync(path.join(webDir, 'pages'));
    fs.writeFileSync(path.join(webDir, 'pages', 'login.html'), '<!doctype html><h1>Log in</h1>');
    const app = await buildApp({ ...t.deps, database: standingQueue(t.database), webDir });
    const release = holdRoute(app);
    try {
      const get = await listening(app);
      const slow = await moreThanABurst(app, get);
      await sleep(3 * BOUND_INTERVAL_MS);
      const navigate = (url: string) => get(url, { headers: { accept: 'text/html' } });
      const page = await navigate('/jobs?q=driver');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expectSecurityHeaders(page.headers);
      expect(await page.text()).toBe('<!doctype html><title>Vedann</title>');
      // A prerendered page is that page.
      expect(await (await navigate('/login')).text()).toBe('<!doctype html><h1>Log in</h1>');
      // An API call is still refused, and a missing file is not a page.
      expect((await get('/api/v1/jobs')).status).toBe(503);
      expect((await get('/robots-missing.txt')).status).toBe(503);
      release();
      await Promise.all(slow);
    } finally {
      release();
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('serves a burst of 64 concurrent reads at rest, without a 503', async () => {
    const app = await buildApp(t.deps);
    try {
      await listening(app);
      const { port } = app.server.address() as AddressInfo;
      // 64 connections, open before the burst, each sending its read at the same moment.
      const sockets = await Promise.all(Array.from({ length: 64 }, () => connected(port)));
      const answers = sockets.map((socket) => headOf(socket));
      for (const socket of sockets)
        socket.write('GET /api/v1/jobs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      const statuses = (await Promise.all(answers)).map((head) => head.slice(9, 12));
      for (const socket of sockets) socket.destroy();
      expect(statuses.filter((status) => status !== '200')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  /** Blocks the event loop, as a CPU taken by other work would. */
  function blockLoop(ms: number) {
    const busyUntil = performance.now() + ms;
    while (performance.now() < busyUntil) {
      // Blocked.
    }
  }

  it('serves while the event loop keeps running late', async () => {
    const app = await buildApp(t.deps);
    try {
      await listening(app);
      const { port } = app.server.address() as AddressInfo;
      await sleep(50);
      // A late tick, and the loop late again when the request is read.
      blockLoop(100);
      await sleep(0);
      const socket = await connected(port);
      const answer = headOf(socket);
      socket.write('GET /api/v1/jobs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      blockLoop(100);
      expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
      socket.destroy();
    } finally {
      await app.close();
    }
  });

  it('gives a sequential client no 503 while other programs keep every core busy', async () => {
    const app = await buildApp(t.deps);
    // A child process spinning one thread a core, for 6 s at most (stopped by its pid after).
    const spinner = `const end = Date.now() + 6000; while (Date.now() < end) {}`;
    const burner = spawn(
      process.execPath,
      [
        '-e',
        `const { Worker } = require('node:worker_threads');
         for (let i = 1; i < ${os.availableParallelism()}; i += 1) new Worker(${JSON.stringify(spinner)}, { eval: true });
         ${spinner}`,
      ],
      { stdio: 'ignore' },
    );
    try {
      const get = await listening(app);
      await sleep(300);
      const statuses = new Map<number, number>();
      const until = performance.now() + 3000;
      for (let i = 0; i < 200 && performance.now() < until; i += 1) {
        const { status } = await get(i % 2 === 0 ? '/api/v1/jobs' : '/api/v1/jobs/counts');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(statuses.get(503)).toBeUndefined();
      expect(statuses.get(200)).toBeGreaterThan(0);
    } finally {
      if (burner.pid !== undefined && burner.exitCode === null) process.kill(burner.pid);
      await app.close();
    }
  }, 20_000);
});

describe('every answer carries the security headers', () => {
  it('a malformed address that Fastify turns away before routing too', async () => {
    const res = await t.request('GET', '/api/v1/jobs/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean }>().success).toBe(false);
    const headers = new Headers(res.headers as Record<string, string>);
    expectSecurityHeaders(headers);
  });
});
