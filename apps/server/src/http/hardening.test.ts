import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../app-context';
import { buildApp } from '../app';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { UNAVAILABLE_MESSAGE } from './errors';
import { REDACTED } from './logging';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    routes: ({ app }) => {
      // Errors as the PostgreSQL driver raises them when the database hangs.
      app.get('/api/test/query-timeout', { config: { access: 'public' } }, async () => {
        throw new Error('Query read timeout');
      });
      app.get('/api/test/statement-timeout', { config: { access: 'public' } }, async () => {
        throw Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
      });
      app.get('/api/test/connect-timeout', { config: { access: 'public' } }, async () => {
        throw new Error('Failed query', {
          cause: new Error('timeout exceeded when trying to connect'),
        });
      });
    },
  });
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe('dates', () => {
  it('an impossible date in a filter is a 400, never a 500', async () => {
    for (const filter of ['date', 'from', 'to']) {
      const res = await t.request('GET', `/api/humans?${filter}=2025-02-30`, {
        token: user.token,
      });
      expect(res.statusCode, filter).toBe(400);
    }
    const real = await t.request('GET', '/api/humans?date=2024-02-29', { token: user.token });
    expect(real.statusCode).toBe(200);
  });
});

/** The app on the same database with the production limits, behind one load balancer. */
async function strictApp() {
  const app = await buildApp({
    ...t.deps,
    config: { ...t.config, trustProxy: 1 },
    rateLimits: DEFAULT_RATE_LIMITS,
  });
  await app.ready();
  return {
    request: (
      method: 'POST',
      url: string,
      options: { body: object; headers: Record<string, string> },
    ) =>
      app.inject({
        method,
        url,
        payload: options.body,
        headers: { ...options.headers, 'x-requested-with': 'XMLHttpRequest' },
      }),
    close: () => app.close(),
  };
}

describe('login attempts per account', () => {
  it('are limited across rotating addresses, with Retry-After', async () => {
    const limited = await strictApp();
    try {
      const victim = await t.signUp();
      const statuses: number[] = [];
      let retryAfter: string | undefined;
      for (let i = 0; i < 30; i += 1) {
        const res = await limited.request('POST', '/api/v1/user/login', {
          body: { email: victim.email, password: 'Wrong@1234' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) retryAfter = String(res.headers['retry-after']);
      }
      const max = DEFAULT_RATE_LIMITS.loginFailures.max;
      expect(statuses.slice(0, max).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      // The right password does not get through either while the account is held.
      const right = await limited.request('POST', '/api/v1/user/login', {
        body: { email: victim.email, password: victim.password },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(right.statusCode).toBe(429);
      // Another account is not affected.
      const other = await t.signUp();
      const fine = await limited.request('POST', '/api/v1/user/login', {
        body: { email: other.email, password: other.password },
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(fine.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('with a hop count keys the limits on the address the nearest proxy saw', async () => {
    const limited = await strictApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < DEFAULT_RATE_LIMITS.login.max + 1; i += 1) {
        // The client writes whatever it likes on the left; the load balancer appends the
        // address it saw, which is the one trusted.
        const res = await limited.request('POST', '/api/v1/user/login', {
          body: { email: `nobody${i}@example.com`, password: 'Wrong@1234' },
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.20` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    } finally {
      await limited.close();
    }
  });
});

describe('log lines', () => {
  it('never carry query parameters or secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await buildApp({ ...t.deps, logger: { level: 'info', stream } });
    app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select ${'hunter2-secret-param'}::int`);
      return { ok: true };
    });
    app.get('/api/test/log-secret', { config: { access: 'public' } }, async (request) => {
      request.log.info(
        { password: 'hunter2-password', user: { token: 'hunter2-token' } },
        'something',
      );
      return { ok: true };
    });
    await app.ready();
    try {
      const failed = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
      expect(failed.statusCode).toBe(500);
      await app.inject({
        method: 'GET',
        url: '/api/test/log-secret?reset=hunter2-query',
        headers: { authorization: 'Bearer hunter2-bearer', cookie: 'vedann_session=hunter2-c' },
      });
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain(REDACTED);
      expect(log).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});

describe('database time-outs', () => {
  it('answer 503 with Retry-After', async () => {
    for (const url of [
      '/api/test/query-timeout',
      '/api/test/statement-timeout',
      '/api/test/connect-timeout',
    ]) {
      const res = await t.request('GET', url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json().message).toBe(UNAVAILABLE_MESSAGE);
      expect(res.headers['retry-after']).toBeDefined();
    }
  });
});
