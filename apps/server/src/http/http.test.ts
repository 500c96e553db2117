import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('errors', () => {
  it('answers a malformed JSON body with 400 and {success:false, message}', async () => {
    const res = await t.request('POST', '/api/v1/user/login', {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.request('POST', '/api/v1/user/login', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request('GET', '/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Not found.' });
  });

  it('never leaks a stack trace', async () => {
    const res = await t.request('POST', '/api/v1/user/register', {
      body: { fullname: { $ne: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.json()).toEqual({ success: true, database: t.database.kind });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.request('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/user/login', '/api/v1/user/register']),
    );
  });
});

describe('the database queue', () => {
  it('answers 503 when more calls wait than the bound allows', async () => {
    const busy = await createTestApp({ env: { DB_QUEUE_LIMIT: '1' } });
    try {
      // The start's own work (resuming Multiple's unfinished sends) ends first: with a bound of
      // one, its query would take the one place, and the bound is measured on requests alone.
      await busy.app.drainBackground();
      const results = await Promise.all(
        Array.from({ length: 30 }, () => busy.request('GET', '/api/health')),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      const refused = results.find((r) => r.statusCode === 503);
      expect(refused?.json()).toEqual({
        success: false,
        message: 'The service is busy. Please try again in a moment.',
      });
    } finally {
      await busy.close();
    }
  });
});

describe('the web app', () => {
  it('serves index.html for every screen path, and assets as files', async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vedann</title>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc.js.gz'), 'gzip bytes');
    fs.writeFileSync(path.join(webDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.skipWaiting();');
    fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Vedann"}');
    fs.writeFileSync(path.join(webDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
    const app = await buildApp({ ...t.deps, webDir });
    try {
      for (const url of [
        '/',
        '/login',
        '/reset-password/abc',
        '/mgtservice/mgtlibrary/bookshells',
        '/no/such/screen',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>Vedann</title>');
      }
      // The pages the build prerendered answer their own paths, and only those.
      fs.mkdirSync(path.join(webDir, 'pages'));
      fs.writeFileSync(path.join(webDir, 'pages', 'index.html'), '<title>Home · Vedann</title>');
      fs.writeFileSync(
        path.join(webDir, 'pages', 'jobs.html'),
        '<title>Jobs · Vedann</title><script>if (1 < 2) start();</script>',
      );
      const prerendered = await buildApp({ ...t.deps, webDir });
      try {
        for (const [url, title] of [
          ['/', 'Home · Vedann'],
          ['/jobs?keyword=react', 'Jobs · Vedann'],
          ['/jobs/applications', 'Vedann'],
          ['/login', 'Vedann'],
        ] as const) {
          const res = await prerendered.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers['cache-control'], url).toBe('no-cache');
          expect(res.body, url).toContain(`<title>${title}</title>`);
        }
        // Their inline script runs: the policy allows it by its hash, and nothing else inline.
        const policy = (await prerendered.inject({ method: 'GET', url: '/jobs' })).headers[
          'content-security-policy'
        ];
        const hash = crypto.createHash('sha256').update('if (1 < 2) start();').digest('base64');
        expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
      } finally {
        await prerendered.close();
      }

      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect(asset.body).toBe('console.log(1)');
      // The precompressed copies written at build time, the best one the browser accepts.
      const br = await app.inject({
        method: 'GET',
        url: '/assets/app-abc.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toBe('brotli bytes');
      expect(br.headers['cache-control']).toMatch(/immutable/);
      const gz = await app.inject({
        method: 'GET',
        url: '/assets/app-abc.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.body).toBe('gzip bytes');

      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('User-agent');
      // The service worker is asked for again on every visit: a long cache would keep a build's
      // worker, and the shell it names, past the next deploy.
      const worker = await app.inject({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
      for (const url of ['/missing.png', '/assets/nope.js', '/jobs/logo.svg?v=1']) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body, url).not.toContain('<title>');
      }
      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().success).toBe(false);
    } finally {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
