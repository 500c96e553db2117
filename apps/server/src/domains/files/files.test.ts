import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { multipartBody, pngBytes } from '../../test/files';
import { storeFile } from '../../http/uploads';

describe('uploads on S3-compatible storage', () => {
  let s3: S3rver;
  let t: TestApp;
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-s3-'));

  beforeAll(async () => {
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'vedann-app' }],
    });
    const { port } = await s3.run();
    t = await createTestApp({
      env: {
        S3_BUCKET: 'vedann-app',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('stores a profile photo in the bucket and serves it back', async () => {
    expect(t.deps.storage.kind).toBe('s3');
    const user = await t.signUp();
    const { body, contentType } = multipartBody(
      {},
      { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: pngBytes() },
    );
    const res = await t.request('PUT', '/api/v1/user/update-profile', {
      token: user.token,
      body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().user.profile.profilePhoto;
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(pngBytes())).toBe(true);
    // Nothing was written to the local folder.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
  });
});

describe('private files', () => {
  let t: TestApp;
  let owner: TestUser;
  let orgId: string;
  let fileUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.signUp();
    orgId = await t.createOrg(owner, 'gym');
    const stored = await storeFile(
      t.database.db,
      t.deps.storage,
      { buffer: pngBytes(), mime: 'image/png', ext: 'png', originalName: 'receipt.png' },
      { ownerId: owner.user._id, orgId, isPublic: false },
    );
    fileUrl = stored.url;
  });
  afterAll(async () => {
    await t.close();
  });

  it('go to their owner and to the members of their business only', async () => {
    expect((await t.request('GET', fileUrl, { token: owner.token })).statusCode).toBe(200);

    const staff = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId,
      body: { vedanId: staff.user.profile.userId, role: 'staff' },
    });
    const asStaff = await t.request('GET', fileUrl, { token: staff.token });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['cache-control']).toMatch(/private/);

    const stranger = await t.signUp();
    expect((await t.request('GET', fileUrl, { token: stranger.token })).statusCode).toBe(404);
    expect((await t.request('GET', fileUrl)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/v1/files/0123456789abcdef01234567')).statusCode).toBe(404);
  });
});
