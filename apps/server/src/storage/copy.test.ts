import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyStorage, type CopyProgress } from './copy';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.4 a receipt');
const folders: string[] = [];
let server: S3rver | undefined;
let port = 0;

beforeAll(async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'vedann-s3rver-'));
  folders.push(directory);
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'uploads-a' }, { name: 'uploads-b' }, { name: 'uploads-c' }],
  });
  ({ port } = await server.run());
});
afterAll(async () => {
  await server?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const bucket = (name: string): Storage =>
  createS3Storage({
    bucket: name,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });

async function uploadsFolder(): Promise<{ root: string; storage: Storage }> {
  const root = await mkdtemp(path.join(tmpdir(), 'vedann-uploads-'));
  folders.push(root);
  const storage = createLocalStorage(root);
  await storage.put('images/6b0c1a8e4b6657c83ebf6110.png', PNG, 'image/png');
  await storage.put('images/6b0c1a8e4b6657c83ebf6111.png', PNG, 'image/png');
  await storage.put('documents/6b0c1a8e4b6657c83ebf6112.pdf', PDF, 'application/pdf');
  return { root, storage };
}

async function read(storage: Storage, key: string): Promise<{ body: Buffer; type: string }> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`${key} is not there`);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { body: Buffer.concat(chunks), type: stored.contentType };
}

describe('files:to-s3 (copyStorage)', () => {
  it('copies every upload with its type, shows progress, and copies nothing twice', async () => {
    const { root, storage } = await uploadsFolder();
    // A write the server had not finished is no upload.
    await writeFile(path.join(root, 'images', '6b0c1a8e4b6657c83ebf6113.png.abc.tmp'), PNG);
    const target = bucket('uploads-a');
    const seen: CopyProgress[] = [];
    const first = await copyStorage(storage, target, (p) => seen.push(p));
    expect(first).toMatchObject({ total: 3, copied: 3, skipped: 0, refused: [], missing: [] });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3]);
    expect(await read(target, 'documents/6b0c1a8e4b6657c83ebf6112.pdf')).toEqual({
      body: PDF,
      type: 'application/pdf',
    });
    expect(await read(target, 'images/6b0c1a8e4b6657c83ebf6110.png')).toEqual({
      body: PNG,
      type: 'image/png',
    });
    const listed: string[] = [];
    for await (const object of target.list('')) listed.push(object.key);
    expect(listed.sort()).toEqual([
      'documents/6b0c1a8e4b6657c83ebf6112.pdf',
      'images/6b0c1a8e4b6657c83ebf6110.png',
      'images/6b0c1a8e4b6657c83ebf6111.png',
    ]);

    const again = await copyStorage(storage, target);
    expect(again).toMatchObject({ total: 3, copied: 0, skipped: 3, missing: [] });
  });

  it('copies again a file the bucket holds with another size, and names a file it cannot store', async () => {
    const { root, storage } = await uploadsFolder();
    const target = bucket('uploads-b');
    await target.put('images/6b0c1a8e4b6657c83ebf6110.png', PNG.subarray(0, 4), 'image/png');
    await writeFile(path.join(root, 'images', 'Holiday Photo.png'), PNG);
    const result = await copyStorage(storage, target);
    expect(result).toMatchObject({ total: 3, copied: 3, skipped: 0, missing: [] });
    expect(result.refused).toEqual(['images/Holiday Photo.png']);
    expect((await read(target, 'images/6b0c1a8e4b6657c83ebf6110.png')).body).toEqual(PNG);
  });

  it('reports the files the listing afterwards does not show', async () => {
    const { storage } = await uploadsFolder();
    const real = bucket('uploads-c');
    // A bucket that answers a write without keeping it (a misconfigured gateway).
    const forgetful: Storage = {
      ...real,
      put: async (key, data, type) => {
        if (!key.endsWith('.pdf')) await real.put(key, data, type);
      },
      list: (prefix) => real.list(prefix),
    };
    const result = await copyStorage(storage, forgetful);
    expect(result).toMatchObject({ total: 3, copied: 3 });
    expect(result.missing).toEqual(['documents/6b0c1a8e4b6657c83ebf6112.pdf']);
  });
});
