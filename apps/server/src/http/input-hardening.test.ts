import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { files } from '../domains/files/files.table';
import { multipartBody, pngBytes } from '../test/files';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { NUL_MESSAGE } from './input';
import { MALFORMED_MULTIPART_MESSAGE } from './errors';
import { sweepOrphanFiles } from './uploads';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

const uploadsDir = () => path.join(t.dataDir, 'uploads');
function storedObjects(): string[] {
  if (!fs.existsSync(uploadsDir())) return [];
  return fs
    .readdirSync(uploadsDir(), { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(uploadsDir(), name)).isFile());
}
async function fileRows(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row?.n ?? 0;
}

function multipart(url: string, body: Buffer, contentType: string, token = user.token) {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${token}`,
      'x-requested-with': 'XMLHttpRequest',
    },
    payload: body,
  });
}

describe('NUL characters', () => {
  it('are refused in a JSON body field with 400', async () => {
    const res = await t.request('POST', '/api/v1/user/login', {
      body: { email: 'a\u0000b@x.com', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NUL_MESSAGE });
  });

  it('are refused in a nested value and in a key', async () => {
    const nested = await t.request('PUT', '/api/v1/user/update-profile', {
      token: user.token,
      body: { bio: ['fine', { deeper: 'bad\u0000' }] },
    });
    expect(nested.statusCode).toBe(400);
    const key = await t.request('PUT', '/api/v1/user/update-profile', {
      token: user.token,
      body: { 'bi\u0000o': 'x' },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json().message).toBe(NUL_MESSAGE);
  });

  it('are refused in a query string', async () => {
    const res = await t.request('GET', '/api/v1/jobs?search=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
  });

  it('are refused in a path parameter', async () => {
    const res = await t.request('GET', '/api/v1/files/abc%00def');
    expect(res.statusCode).toBe(400);
  });

  it('are refused in an upload file name and field, leaving no file', async () => {
    const before = storedObjects().length;
    const named = multipartBody(
      { bio: 'hello' },
      { field: 'profilePhoto', name: 'me\u0000.png', type: 'image/png', data: pngBytes() },
    );
    const res = await multipart('/api/v1/user/update-profile', named.body, named.contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NUL_MESSAGE);
    const field = multipartBody({ bio: 'he\u0000llo' });
    const res2 = await multipart('/api/v1/user/update-profile', field.body, field.contentType);
    expect(res2.statusCode).toBe(400);
    expect(storedObjects().length).toBe(before);
  });
});

describe('malformed multipart', () => {
  it('without a boundary is a 400', async () => {
    const res = await multipart(
      '/api/v1/user/update-profile',
      Buffer.from('whatever'),
      'multipart/form-data',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MALFORMED_MULTIPART_MESSAGE });
  });

  it('cut off in the middle of a part is a 400', async () => {
    const { body, contentType } = multipartBody(
      { bio: 'hello' },
      { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await multipart(
      '/api/v1/user/update-profile',
      body.subarray(0, body.length - 40),
      contentType,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });

  it('on a report route is a 400 too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: {
        'content-type': 'multipart/form-data',
        authorization: `Bearer ${user.token}`,
        'x-requested-with': 'XMLHttpRequest',
      },
      payload: 'x',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('refused uploads', () => {
  it('leave no file when a field is invalid', async () => {
    const before = { objects: storedObjects().length, rows: await fileRows() };
    const { body, contentType } = multipartBody(
      { email: 'not-an-email' },
      { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await multipart('/api/v1/user/update-profile', body, contentType);
    expect(res.statusCode).toBe(400);
    expect(storedObjects().length).toBe(before.objects);
    expect(await fileRows()).toBe(before.rows);
  });

  it('leave no file when the request fails after storing it', async () => {
    const other = await t.signUp();
    const before = { objects: storedObjects().length, rows: await fileRows() };
    // Valid fields, but the e-mail belongs to someone else: a 409 after the photo was stored.
    const { body, contentType } = multipartBody(
      { email: other.email },
      { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await multipart('/api/v1/user/update-profile', body, contentType);
    expect(res.statusCode).toBe(409);
    expect(storedObjects().length).toBe(before.objects);
    expect(await fileRows()).toBe(before.rows);
  });

  it('a successful upload keeps its file', async () => {
    const before = storedObjects().length;
    const { body, contentType } = multipartBody(
      { bio: 'with a photo' },
      { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await multipart('/api/v1/user/update-profile', body, contentType);
    expect(res.statusCode).toBe(200);
    expect(storedObjects().length).toBe(before + 1);
  });

  it('the sweep removes old objects no row refers to, and keeps the rest', async () => {
    const storage = t.deps.storage;
    await storage.put('images/0123456789abcdef01234567.png', pngBytes(), 'image/png');
    await storage.put('images/stray.png', pngBytes(), 'image/png');
    const kept = storedObjects();
    // Nothing is old enough yet.
    expect(await sweepOrphanFiles(t.database.db, storage)).toEqual([]);
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const removed = await sweepOrphanFiles(t.database.db, storage, { now: later });
    expect(removed.sort()).toEqual(['images/0123456789abcdef01234567.png', 'images/stray.png']);
    const left = storedObjects();
    expect(left.length).toBe(kept.length - 2);
    const [row] = await t.database.db.select({ key: files.key }).from(files).limit(1);
    expect(row).toBeDefined();
    expect(left.map((f) => f.split(path.sep).join('/'))).toContain(row?.key);
  });
});

/** Sends the request line and headers only, and resolves with what the server answered. */
function headersOnly(port: number, head: string): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed });
    }, 5000);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('end', () => {
      closed = true;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('error', reject);
    socket.write(head);
  });
}

describe('oversize uploads', () => {
  it('get 413 from their Content-Length, before the body is sent, and the connection closes', async () => {
    const app = await buildApp(t.deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      for (const [method, url] of [
        ['PUT', '/api/v1/user/update-profile'],
        ['POST', '/api/materials'],
      ] as const) {
        const { answer, closed } = await headersOnly(
          port,
          `${method} ${url} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.token}\r\n` +
            'X-Requested-With: XMLHttpRequest\r\n' +
            'Content-Type: multipart/form-data; boundary=abc\r\n' +
            `Content-Length: ${300 * 1024 * 1024}\r\n\r\n`,
        );
        expect(answer, url).toMatch(/^HTTP\/1\.1 413/);
        expect(answer, url).toMatch(/connection: close/i);
        expect(closed, url).toBe(true);
      }
      const json = await headersOnly(
        port,
        'POST /api/v1/user/login HTTP/1.1\r\nHost: x\r\nX-Requested-With: XMLHttpRequest\r\n' +
          `Content-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n`,
      );
      expect(json.answer).toMatch(/^HTTP\/1\.1 413/);
      expect(json.closed).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('a file over the limit without a Content-Length stops at the limit with 413', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(3 * 1024 * 1024)]);
    const { body, contentType } = multipartBody(
      {},
      { field: 'profilePhoto', name: 'big.png', type: 'image/png', data: big },
    );
    const res = await multipart('/api/v1/user/update-profile', body, contentType);
    expect(res.statusCode).toBe(413);
  });
});
