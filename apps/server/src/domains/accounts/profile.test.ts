import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { multipartBody, pngBytes } from '../../test/files';

let t: TestApp;
let asha: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  asha = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

const update = (body: object, token = asha.token) =>
  t.request('PUT', '/api/v1/user/update-profile', { token, body });

describe('PUT /api/v1/user/update-profile', () => {
  it("takes the spec's fields and the profile fields, and answers {success, user, message}", async () => {
    const res = await update({
      fullname: 'Asha R. Rao',
      bio: 'Final-year student.',
      updatedProfileNumber: '9123456780',
      updatedRating: 4.5,
      updatedHandlerName: 'asha_reads',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe(USER_MESSAGES.profileUpdated);
    expect(body.user).toMatchObject({
      fullname: 'Asha R. Rao',
      // Stored in E.164 (decision 0359).
      phoneNumber: '+919123456780',
      profile: { bio: 'Final-year student.', rating: 4.5, handlerName: 'asha_reads' },
    });
    const me = await t.request('GET', '/api/v1/user', { token: asha.token });
    expect(me.json().user.profile.handlerName).toBe('asha_reads');
  });

  it('changes only what is sent', async () => {
    const res = await update({ bio: 'Changed.' });
    expect(res.json().user).toMatchObject({
      fullname: 'Asha R. Rao',
      profile: { bio: 'Changed.', handlerName: 'asha_reads' },
    });
  });

  it('checks every field with its message', async () => {
    expect((await update({ phoneNumber: '12345' })).json()).toEqual({
      success: false,
      message: USER_MESSAGES.phone,
    });
    expect((await update({ email: 'bad' })).json().message).toBe(USER_MESSAGES.email);
    expect((await update({ updatedRating: 9 })).json().message).toBe(USER_MESSAGES.rating);
    expect((await update({ updatedHandlerName: 'x'.repeat(41) })).json().message).toBe(
      USER_MESSAGES.handlerName,
    );
    expect((await update({ fullname: '' })).statusCode).toBe(400);
  });

  it("refuses another account's e-mail with 409", async () => {
    const other = await t.signUp();
    const res = await update({ email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USER_MESSAGES.duplicateEmail);
  });

  it('needs a session', async () => {
    expect(
      (await t.request('PUT', '/api/v1/user/update-profile', { body: { bio: 'x' } })).statusCode,
    ).toBe(401);
  });
});

describe('profile photo upload', () => {
  const upload = (
    file: { name: string; type: string; data: Buffer },
    fields: Record<string, string> = {},
  ) => {
    const { body, contentType } = multipartBody(fields, { field: 'profilePhoto', ...file });
    return t.request('PUT', '/api/v1/user/update-profile', {
      token: asha.token,
      body,
      headers: { 'content-type': contentType },
    });
  };

  it('stores a real image under a server-made name and serves it with its type and nosniff', async () => {
    const res = await upload(
      { name: '../../evil name.png', type: 'image/png', data: pngBytes() },
      { bio: 'With photo' },
    );
    expect(res.statusCode).toBe(200);
    const { profile } = res.json().user;
    expect(profile.bio).toBe('With photo');
    expect(profile.profilePhoto).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
    const photo = await t.app.inject({ method: 'GET', url: profile.profilePhoto });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.equals(pngBytes())).toBe(true);
  });

  it('removes the old photo when a new one replaces it', async () => {
    const first = await upload({ name: 'one.png', type: 'image/png', data: pngBytes() });
    const firstUrl: string = first.json().user.profile.profilePhoto;
    const second = await upload({ name: 'two.png', type: 'image/png', data: pngBytes() });
    const secondUrl: string = second.json().user.profile.profilePhoto;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
  });

  it('refuses HTML renamed .png with 415 and the spec message', async () => {
    const res = await upload({
      name: 'photo.png',
      type: 'image/png',
      data: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.photo });
  });

  it('refuses an image over 2 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload({ name: 'big.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.photo });
  });

  it('refuses a PDF as a profile photo', async () => {
    const res = await upload({
      name: 'cv.png',
      type: 'image/png',
      data: Buffer.from('%PDF-1.7\n'),
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/v1/user/companies', () => {
  it("lists the recruiter's own companies only", async () => {
    const recruiter = await t.signUp({ role: 'recruiter' });
    const other = await t.signUp({ role: 'recruiter' });
    const mine = await t.createOrg(recruiter, 'company', 'Acme Tech');
    await t.createOrg(other, 'company', 'Other Corp');
    await t.createOrg(recruiter, 'gym', 'Not A Company Gym');
    const res = await t.request('GET', '/api/v1/user/companies', { token: recruiter.token });
    expect(res.json()).toEqual({
      success: true,
      // Registered through the generic business form: no company profile yet, so no industry or logo.
      companies: [
        { _id: mine, id: mine, name: 'Acme Tech', industry: '', location: 'Pune', logo: null },
      ],
    });
    const none = await t.request('GET', '/api/v1/user/companies', { token: asha.token });
    expect(none.json()).toEqual({ success: true, companies: [] });
  });
});
