import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@vedann/contracts';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { createTestApp, readOutbox, type TestApp } from '../test/harness';

/**
 * DESIGN.md section 13: no token, password, hash or key is logged, and request lines carry the
 * route's pattern. These tests read every line a server wrote while it did the thing.
 */

let t: TestApp;
let app: App;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  // The same server on the same database, with a logger that keeps every line.
  app = await buildApp({ ...t.deps, logger: { level: 'trace', stream } });
  // Things a handler might throw, most of them not Errors.
  const throwing: Record<string, () => never> = {
    'throws-a-string': () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
      throw 'the string thrown';
    },
    'throws-an-object': () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
      throw { reason: 'the object thrown', token: 'hunter2-token', nested: { password: 'x1' } };
    },
    'throws-null': () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the case under test
      throw null;
    },
    'throws-an-error': () => {
      throw new Error('the error thrown', { cause: new RangeError('its cause') });
    },
  };
  // A query the database refuses, quoting the value it was given in its message.
  app.get('/api/test/failing-query', { config: { access: 'public' } }, async () => {
    await t.database.db.execute(sql`select ${'hunter2-value'}::int`);
    return { ok: true };
  });
  for (const [path, handler] of Object.entries(throwing)) {
    app.get(`/api/test/${path}`, { config: { access: 'public' } }, handler);
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const send = (method: 'GET' | 'POST', url: string, body?: object) =>
  app.inject({
    method,
    url,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    ...(body ? { payload: body } : {}),
  });

interface LogLine {
  msg?: string;
  req?: { method: string; url: string };
  err?: {
    type: string;
    message: string;
    stack?: string;
    cause?: { message: string; code?: string };
  };
}
const parsed = (): LogLine[] =>
  log()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

describe('a password reset', () => {
  it('leaves its token nowhere in the log, and names the routes by their patterns', async () => {
    const account = await t.signUp();
    const asked = await send('POST', '/api/v1/user/forgot-password', { email: account.email });
    expect(asked.statusCode).toBe(200);
    await app.drainBackground();
    const mail = readOutbox(t.dataDir).find((text) => text.includes(`To: ${account.email}`));
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})$/m.exec(mail ?? '')?.[1];
    if (!token) throw new Error('no reset link in the e-mail');

    // The page the link opens, the check it makes, a refused and a done reset, and the same
    // token on paths no route matches.
    await send('GET', `/reset-password/${token}`);
    expect((await send('GET', `/api/v1/user/reset-password/${token}`)).statusCode).toBe(200);
    const weak = await send('POST', `/api/v1/user/reset-password/${token}`, {
      newPassword: 'aaaaaa',
    });
    expect(weak.json()).toEqual({ success: false, message: USER_MESSAGES.password });
    const done = await send('POST', `/api/v1/user/reset-password/${token}`, {
      newPassword: 'Fresh@pass42',
    });
    expect(done.json()).toEqual({ success: true, message: USER_MESSAGES.resetDone });
    expect((await send('GET', `/api/v1/user/reset-password/${token}`)).statusCode).toBe(400);
    expect((await send('GET', `/api/v1/user/reset-password/${token}/more`)).statusCode).toBe(404);
    expect((await send('GET', `/api/v2/${token}?next=${token}`)).statusCode).toBe(404);

    const text = log();
    expect(text).not.toContain(token);
    expect(text).not.toContain('Fresh@pass42');
    const urls = parsed().flatMap((line) =>
      line.req ? [`${line.req.method} ${line.req.url}`] : [],
    );
    expect(urls).toContain('GET /reset-password/:token');
    expect(urls).toContain('GET /api/v1/user/reset-password/:token');
    expect(urls).toContain('POST /api/v1/user/reset-password/:token');
    expect(urls).toContain('GET /api/v1/user/reset-password/:token/more');
    expect(urls).toContain('GET /api/v2/:token');
  });
});

describe('something thrown that is not an Error', () => {
  it('is logged with its content, secrets censored, and answered 500', async () => {
    lines.length = 0;
    for (const path of ['throws-a-string', 'throws-an-object', 'throws-null', 'throws-an-error']) {
      const res = await send('GET', `/api/test/${path}`);
      expect(res.statusCode, path).toBe(500);
    }
    const errors = parsed().flatMap((line) => (line.msg === 'unhandled error' ? [line.err] : []));
    expect(errors).toHaveLength(4);
    expect(errors[0]).toEqual({
      type: 'string',
      message: '[not an Error] the string thrown',
      stack: '',
    });
    expect(errors[1]?.type).toBe('Object');
    expect(errors[1]?.message).toBe(
      '[not an Error] {"reason":"the object thrown","token":"[redacted]","nested":{"password":"[redacted]"}}',
    );
    expect(errors[2]).toEqual({ type: 'null', message: '[not an Error] null', stack: '' });
    // An Error keeps its type, message, stack and cause.
    expect(errors[3]).toMatchObject({
      type: 'Error',
      message: 'the error thrown',
      cause: { type: 'RangeError', message: 'its cause' },
    });
    expect(errors[3]?.stack).toContain('logging.test.ts');
    expect(log()).not.toContain('hunter2');
  });
});

describe('a failed query', () => {
  it('is logged as the error it is, without the values it was given', async () => {
    lines.length = 0;
    expect((await send('GET', '/api/test/failing-query')).statusCode).toBe(500);
    const [error] = parsed().flatMap((line) => (line.msg === 'unhandled error' ? [line.err] : []));
    expect(error?.type).toBe('DrizzleQueryError');
    expect(error?.message).toContain('params: [redacted]');
    // The database's own words, its quote of the value censored.
    expect(error?.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(log()).not.toContain('hunter2');
  });
});
