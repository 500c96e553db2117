import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS } from '../../app-context';
import { createTestApp, readOutbox, type TestApp } from '../../test/harness';
import { passwordResets } from './users.table';
import { login, register, valid } from './users.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The account whose password is forgotten and reset.
  expect((await register(t, valid)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
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
    const session: string = (
      await login(t, { email: valid.email, password: valid.password })
    ).json().token;
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
    expect((await login(t, { email: valid.email, password: valid.password })).statusCode).toBe(200);

    const done = await t.request('POST', `/api/v1/user/reset-password/${token}`, {
      body: { newPassword: 'NewPass@1' },
    });
    expect(done.json()).toEqual({ success: true, message: USER_MESSAGES.resetDone });
    expect((await t.request('GET', '/api/v1/user', { token: session })).json().user).toBeNull();
    expect((await login(t, { email: valid.email, password: valid.password })).statusCode).toBe(401);
    expect((await login(t, { email: valid.email, password: 'NewPass@1' })).statusCode).toBe(200);

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
