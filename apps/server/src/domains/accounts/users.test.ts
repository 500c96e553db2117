import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@vedann/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { passwordResets, sessions, users } from './users.table';
import { SESSION_COOKIE, SESSION_TTL_MS, purgeExpired } from './sessions';
import { login, register, valid } from './users.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/user/register', () => {
  it('creates an account, signs it in, and answers {success, message} with the session', async () => {
    const res = await register(t, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; message: string; token: string; user: unknown }>();
    expect(body).toMatchObject({
      success: true,
      message: USER_MESSAGES.registered,
      user: { email: valid.email.toLowerCase(), fullname: valid.fullname, role: 'student' },
    });
    // The answer's session is the cookie's, and it is signed in.
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { [SESSION_COOKIE]: body.token },
    });
    expect(me.json<{ user: { email: string } | null }>().user?.email).toBe(
      valid.email.toLowerCase(),
    );
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const res = await register(t, { ...valid, email: 'ASHA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.duplicateEmail });
  });

  it.each([
    ['123456789', 'nine digits'],
    ['12345678901', 'eleven digits'],
    ['98765abcde', 'letters'],
  ])('refuses the phone number %s (%s)', async (phoneNumber) => {
    const res = await register(t, { ...valid, email: 'p@example.com', phoneNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.phone });
  });

  it.each([
    ['Sh0rt@a', 'seven characters'],
    ['alllower1@', 'no uppercase'],
    ['ALLUPPER1@', 'no lowercase'],
    ['NoDigits@@', 'no digit'],
    ['NoSpecial12', 'no special character'],
    ['Has Space1@', 'a space, outside the allowed classes'],
    ['Hash#tag12@', 'a #, outside the allowed classes'],
  ])('refuses the password %s (%s)', async (password) => {
    const res = await register(t, { ...valid, email: 'pw@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(USER_MESSAGES.password);
  });

  it('refuses a missing name and a malformed e-mail with their messages', async () => {
    const noName = await register(t, { ...valid, fullname: '   ', email: 'n@example.com' });
    expect(noName.json().message).toBe(USER_MESSAGES.fullnameRequired);
    const badEmail = await register(t, { ...valid, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(USER_MESSAGES.email);
    const missing = await register(t, {});
    expect(missing.statusCode).toBe(400);
  });

  it('stores the password with argon2id and the design parameters', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/v1/user/login', () => {
  it('answers {success, message, token, user} and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await login(t, { email: valid.email, password: valid.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String) });
    expect(body.message).toContain('Asha Rao');
    expect(Object.keys(body.user).sort()).toEqual([
      '_id',
      'email',
      'fullname',
      'phoneNumber',
      'profile',
      'role',
    ]);
    expect(body.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.user.profile.userId).toMatch(/^VD[0-9A-Z]{6}$/);
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/vedann_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
  });

  it('stores only a hash of the session token', async () => {
    const res = await login(t, { email: valid.email, password: valid.password });
    const token: string = res.json().token;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('needs both e-mail and password', async () => {
    for (const body of [
      {},
      { email: valid.email },
      { password: 'x' },
      { email: '', password: '' },
    ]) {
      const res = await login(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.loginRequired });
    }
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login(t, { email: valid.email, password: 'Wrong@123' });
    const unknown = await login(t, { email: 'nobody@example.com', password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: USER_MESSAGES.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('sessions', () => {
  it('work by cookie and by Bearer token, and end at logout', async () => {
    const res = await login(t, { email: valid.email, password: valid.password });
    const token: string = res.json().token;
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      cookies: { vedann_session: token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.email).toBe(valid.email);
    const byBearer = await t.request('GET', '/api/v1/user', { token });
    expect(byBearer.statusCode).toBe(200);

    const out = await t.request('GET', '/api/v1/user/logout', { token });
    expect(out.json()).toEqual({ success: true, message: USER_MESSAGES.loggedOut });
    expect(String(out.headers['set-cookie'])).toMatch(/vedann_session=;/);
    expect((await t.request('GET', '/api/v1/user', { token })).json()).toEqual({
      success: true,
      user: null,
    });
  });

  it('answers nobody, without an error status, with no session or an unknown token', async () => {
    for (const token of [undefined, 'forged']) {
      const res = await t.request('GET', '/api/v1/user', token ? { token } : {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, user: null });
    }
  });

  it("remembers the account's language and shows it with the account", async () => {
    const token: string = (await login(t, { email: valid.email, password: valid.password })).json()
      .token;
    expect((await t.request('GET', '/api/v1/user', { token })).json().user.language).toBeNull();
    const saved = await t.request('PUT', '/api/v1/user/language', {
      token,
      body: { language: 'hi' },
    });
    expect(saved.json()).toEqual({ success: true, language: 'hi' });
    expect((await t.request('GET', '/api/v1/user', { token })).json().user.language).toBe('hi');

    const wrong = await t.request('PUT', '/api/v1/user/language', {
      token,
      body: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Choose English or Hindi.');
    const anonymous = await t.request('PUT', '/api/v1/user/language', {
      body: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('purges expired sessions and reset links, and keeps live ones', async () => {
    await login(t, { email: valid.email, password: valid.password });
    await t.request('POST', '/api/v1/user/forgot-password', { body: { email: valid.email } });
    await t.app.drainBackground();
    const count = async () => ({
      sessions: (await t.database.db.select().from(sessions)).length,
      resets: (await t.database.db.select().from(passwordResets)).length,
    });
    const live = await count();
    expect(live.sessions).toBeGreaterThan(0);
    expect(live.resets).toBeGreaterThan(0);

    await purgeExpired(t.database.db);
    expect(await count()).toEqual(live);

    await purgeExpired(t.database.db, new Date(Date.now() + SESSION_TTL_MS + 1000));
    expect(await count()).toEqual({ sessions: 0, resets: 0 });
  });
});

describe('the cross-site rule', () => {
  it('refuses a write with neither a same-origin Origin nor X-Requested-With', async () => {
    const foreign = await t.request('POST', '/api/v1/user/login', {
      crossSite: true,
      headers: { origin: 'https://evil.example' },
      body: { email: valid.email, password: valid.password },
    });
    expect(foreign.statusCode).toBe(403);
    const bare = await t.request('POST', '/api/v1/user/login', { crossSite: true, body: {} });
    expect(bare.statusCode).toBe(403);
    const sameOrigin = await t.request('POST', '/api/v1/user/login', {
      crossSite: true,
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      body: { email: valid.email, password: valid.password },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('applies to the GET logout too, which changes state', async () => {
    const token: string = (await login(t, { email: valid.email, password: valid.password })).json()
      .token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      cookies: { vedann_session: token },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.request('GET', '/api/v1/user', { token })).statusCode).toBe(200);
  });
});
