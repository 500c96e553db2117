import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage, type ListedObject, type Storage } from './index';
import { createLocalStorage } from './local';

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const newKey = (ext: string): string =>
  `images/${Buffer.from(crypto.getRandomValues(new Uint8Array(12))).toString('hex')}.${ext}`;

function contractTests(name: string, getStorage: () => Storage): void {
  describe(`${name} storage`, () => {
    it('stores, reads back and deletes a file', async () => {
      const storage = getStorage();
      const key = newKey('png');
      await storage.put(key, PNG, 'image/png');

      const stored = await storage.get(key);
      expect(stored).toBeDefined();
      expect(stored?.size).toBe(PNG.length);
      expect(stored?.contentType).toBe('image/png');
      expect(stored && (await readAll(stored.body))).toEqual(PNG);

      await storage.delete(key);
      expect(await storage.get(key)).toBeUndefined();
    });

    it('overwrites an existing key', async () => {
      const storage = getStorage();
      const key = newKey('pdf');
      await storage.put(key, Buffer.from('%PDF-1 old'), 'application/pdf');
      await storage.put(key, Buffer.from('%PDF-1 new!'), 'application/pdf');
      const stored = await storage.get(key);
      expect(stored?.contentType).toBe('application/pdf');
      expect(stored && (await readAll(stored.body)).toString()).toBe('%PDF-1 new!');
      await storage.delete(key);
    });

    it('lists the objects under a folder with when they were written', async () => {
      const storage = getStorage();
      const folder = `list${Date.now().toString(36)}/`;
      const keys = [`${folder}a.png`, `${folder}b.png`];
      const before = Date.now() - 60_000;
      for (const key of keys) await storage.put(key, PNG, 'image/png');
      await storage.put(`other${folder}c.png`, PNG, 'image/png');
      const listed: ListedObject[] = [];
      for await (const object of storage.list(folder)) listed.push(object);
      expect(listed.map((o) => o.key).sort()).toEqual(keys);
      for (const object of listed) {
        expect(object.modifiedAt.getTime()).toBeGreaterThan(before);
        expect(object.size).toBe(PNG.length);
      }
      const none: string[] = [];
      for await (const object of storage.list('nothing-here/')) none.push(object.key);
      expect(none).toEqual([]);
      for (const key of [...keys, `other${folder}c.png`]) await storage.delete(key);
    });

    it('returns undefined for a missing key and deletes it without error', async () => {
      const storage = getStorage();
      const key = newKey('png');
      expect(await storage.get(key)).toBeUndefined();
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it.each([
      '../escape.png',
      'images/../../escape.png',
      '/etc/passwd',
      'images/UPPER.png',
      'images/with space.png',
      'images\\win.png',
      'images//double.png',
      '',
    ])('rejects the key %j', async (key) => {
      const storage = getStorage();
      await expect(storage.put(key, PNG, 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    });
  });
}

const tempDirs: string[] = [];
const makeTempDir = async (): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vedann-storage-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('local backend', () => {
  let root = '';
  let storage: Storage | undefined;
  beforeAll(async () => {
    root = await makeTempDir();
    storage = createStorage(loadConfig({ DATA_DIR: root }));
  });
  const get = (): Storage => {
    if (!storage) throw new Error('storage not ready');
    return storage;
  };

  it('is chosen when S3 is not configured and writes under DATA_DIR/uploads', async () => {
    expect(get().kind).toBe('local');
    const key = newKey('png');
    await get().put(key, PNG, 'image/png');
    expect(await readdir(path.join(root, 'uploads', 'images'))).toEqual([path.basename(key)]);
    await get().delete(key);
  });

  it('derives the content type from the extension', async () => {
    const local = createLocalStorage(await makeTempDir());
    const typeOf = async (key: string): Promise<string | undefined> => {
      const stored = await local.get(key);
      // Destroying the unread stream releases its file handle.
      stored?.body.destroy();
      return stored?.contentType;
    };
    await local.put('misc/data.bin', Buffer.from([1, 2, 3]), 'application/x-whatever');
    expect(await typeOf('misc/data.bin')).toBe('application/octet-stream');
    await local.put('misc/photo.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    expect(await typeOf('misc/photo.jpg')).toBe('image/jpeg');
  });

  it("lists every file under its root with ''", async () => {
    const local = createLocalStorage(await makeTempDir());
    await local.put('images/a.png', PNG, 'image/png');
    await local.put('documents/b.pdf', Buffer.from('%PDF-1'), 'application/pdf');
    const listed: string[] = [];
    for await (const object of local.list('')) listed.push(object.key);
    expect(listed.sort()).toEqual(['documents/b.pdf', 'images/a.png']);
    await expect(async () => {
      for await (const object of local.list('../')) listed.push(object.key);
    }).rejects.toThrow(/Invalid storage prefix/);
  });

  contractTests('local', get);
});

describe('s3 backend', () => {
  let server: S3rver | undefined;
  let storage: Storage | undefined;
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: await makeTempDir(),
      configureBuckets: [{ name: 'vedann-test' }],
    });
    const { port } = await server.run();
    storage = createStorage(
      loadConfig({
        DATA_DIR: await makeTempDir(),
        S3_BUCKET: 'vedann-test',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (): Storage => {
    if (!storage) throw new Error('storage not ready');
    return storage;
  };

  it('is chosen when S3_BUCKET is set', () => {
    expect(get().kind).toBe('s3');
  });

  contractTests('s3', get);
});
