import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS } from '../../app-context';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { passwordResets, sessions, users } from './users.table';
import { SESSION_TTL_MS, purgeExpired } from './sessions';

const valid = {
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  password: 'Str0ng@pass',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (body: object) => t.request('POST', '/api/v1/user/register', { body });
const login = (body: object) => t.request('POST', '/api/v1/user/login', { body });

describe('POST /api/v1/user/register', () => {
  it('creates an account and answers {success, message}', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.registered });
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const res = await register({ ...valid, email: 'ASHA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.duplicateEmail });
  });

  it.each([
    ['123456789', 'nine digits'],
    ['12345678901', 'eleven digits'],
    ['98765abcde', 'letters'],
  ])('refuses the phone number %s (%s)', async (phoneNumber) => {
    const res = await register({ ...valid, email: 'p@example.com', phoneNumber });
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
    const res = await register({ ...valid, email: 'pw@example.com', password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(USER_MESSAGES.password);
  });

  it('refuses a missing name and a malformed e-mail with their messages', async () => {
    const noName = await register({ ...valid, fullname: '   ', email: 'n@example.com' });
    expect(noName.json().message).toBe(USER_MESSAGES.fullnameRequired);
    const badEmail = await register({ ...valid, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe(USER_MESSAGES.email);
    const missing = await register({});
    expect(missing.statusCode).toBe(400);
  });

  it('stores the password with argon2id and the design parameters', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, valid.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/v1/user/login', () => {
  it('answers {success, message, token, user} and sets an HttpOnly SameSite=Lax cookie', async () => {
    const res = await login({ email: valid.email, password: valid.password });
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
    const res = await login({ email: valid.email, password: valid.password });
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
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.loginRequired });
    }
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login({ email: valid.email, password: 'Wrong@123' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong@123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, message: USER_MESSAGES.invalidCredentials });
    expect(unknown.body).toBe(wrong.body);
  });
});

describe('sessions', () => {
  it('work by cookie and by Bearer token, and end at logout', async () => {
    const res = await login({ email: valid.email, password: valid.password });
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
    const token: string = (await login({ email: valid.email, password: valid.password })).json()
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
    await login({ email: valid.email, password: valid.password });
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
    const token: string = (await login({ email: valid.email, password: valid.password })).json()
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

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.request('POST', '/api/v1/user/forgot-password', { body: { email } });

  async function requestResetToken(email: string): Promise<string> {
    const before = readOutbox(t.dataDir).length;
    await forgot(email);
    await t.app.drainBackground();
    const mails = readOutbox(t.dataDir);
    expect(mails).toHaveLength(before + 1);
    const match = /\/reset-password\/([A-Za-z0-9_-]{43})$/m.exec(mails.at(-1) ?? '');
    if (!match?.[1]) throw new Error('no reset link in the e-mail');
    return match[1];
  }

  it('needs a valid e-mail', async () => {
    const res = await forgot('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: USER_MESSAGES.email });
  });

  it('answers the same for known and unknown addresses, and mails only the known one', async () => {
    const before = readOutbox(t.dataDir).length;
    const known = await forgot(valid.email);
    const unknown = await forgot('ghost@example.com');
    await t.app.drainBackground();
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: USER_MESSAGES.forgotSent });
    const mails = readOutbox(t.dataDir).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${valid.email}`);
    expect(mails[0]).toMatch(/http:\/\/localhost:3000\/reset-password\/[A-Za-z0-9_-]{43}/);
  });

  it('resets once with a valid token, ends every session, and lets the new password in', async () => {
    const session: string = (await login({ email: valid.email, password: valid.password })).json()
      .token;
    const token = await requestResetToken(valid.email);
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);

    const short = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: '12345' },
    });
    expect(short.json()).toEqual({ success: false, message: USER_MESSAGES.resetShort });
    // Six characters or more, the password meets the sign-up policy or gets its message.
    for (const weak of [
      'aaaaaa',
      'abcdefgh',
      'Abcdefg1',
      'abcdef@1',
      'Abc def@1',
      'Ab@1'.repeat(40),
    ]) {
      const refused = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
        body: { newPassword: weak },
      });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json(), weak).toEqual({ success: false, message: USER_MESSAGES.password });
    }
    // None of the refusals used the link, nor changed the password.
    expect((await login({ email: valid.email, password: valid.password })).statusCode).toBe(200);

    const done = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: 'NewPass@1' },
    });
    expect(done.json()).toEqual({ success: true, message: USER_MESSAGES.resetDone });
    expect((await t.request('GET', '/api/v1/user', { token: session })).json().user).toBeNull();
    expect((await login({ email: valid.email, password: valid.password })).statusCode).toBe(401);
    expect((await login({ email: valid.email, password: 'NewPass@1' })).statusCode).toBe(200);

    const again = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: 'Other@123' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(USER_MESSAGES.resetInvalid);
    valid.password = 'NewPass@1';
  });

  it('refuses an unknown or expired token', async () => {
    const unknown = await t.request('POST', '/api/v1/user/reset-password/not-a-token', {
      body: { newPassword: 'Abcdef@1' },
    });
    expect(unknown.json()).toEqual({ success: false, message: USER_MESSAGES.resetInvalid });

    const token = await requestResetToken(valid.email);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: 'Abcdef@1' },
    });
    expect(expired.json()).toEqual({ success: false, message: USER_MESSAGES.resetInvalid });
  });

  it('checks a link without using it: valid until used or expired, then the spec message', async () => {
    const check = (token: string) => t.request('GET', `/api/v1/user/reset-password/${token}`);
    const token = await requestResetToken(valid.email);

    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ success: true, message: USER_MESSAGES.resetLinkValid });
    // Checking twice leaves the link usable: the check does not claim it.
    expect((await check(token)).statusCode).toBe(200);
    const done = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: 'Check@123' },
    });
    expect(done.statusCode).toBe(200);
    valid.password = 'Check@123';

    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ success: false, message: USER_MESSAGES.resetInvalid });

    const unknown = await check('not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, message: USER_MESSAGES.resetInvalid });

    const later = await requestResetToken(valid.email);
    expect((await check(later)).statusCode).toBe(200);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await check(later);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, message: USER_MESSAGES.resetInvalid });
  });

  it('makes links that expire after one hour', async () => {
    const started = Date.now();
    await requestResetToken(valid.email);
    const rows = await t.database.db.select().from(passwordResets);
    const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const ttl = (newest?.expiresAt.getTime() ?? 0) - started;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });
});

describe('rate limits', () => {
  it('answer 429 with Retry-After once login attempts run out', async () => {
    const limited = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.login.max; i += 1) {
        const res = await limited.request('POST', '/api/v1/user/login', {
          body: { email: 'x@example.com', password: 'y' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().success).toBe(false);
          expect(res.json().message).toMatch(/Too many attempts/);
        }
      }
      expect(statuses.slice(0, DEFAULT_RATE_LIMITS.login.max).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limit forgot-password too', async () => {
    const limited = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      let last = 0;
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.forgotPassword.max; i += 1) {
        last = (
          await limited.request('POST', '/api/v1/user/forgot-password', {
            body: { email: 'a@example.com' },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limit checking reset links as much as resetting', async () => {
    const limited = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.resetPassword.max; i += 1) {
        statuses.push(
          (await limited.request('GET', '/api/v1/user/reset-password/guess-number-' + i))
            .statusCode,
        );
      }
      expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
