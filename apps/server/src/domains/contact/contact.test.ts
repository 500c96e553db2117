import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES, ORG_MESSAGES, type ContactMessage } from '@vedann/contracts';
import { DEFAULT_RATE_LIMITS } from '../../app-context';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';

let t: TestApp;
let admin: TestUser;

const NOTE = {
  name: 'Kavya',
  email: 'Kavya@Example.com',
  phoneNumber: '09123 456789',
  message: 'Do you list libraries in Nashik?',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
});
afterAll(() => t.close());

describe('contact us', () => {
  it('takes a message from anyone and shows it to administrators, newest first', async () => {
    const sent = await t.request('POST', '/api/v1/contact', { body: NOTE });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    await t.request('POST', '/api/v1/contact', {
      body: { ...NOTE, name: 'Later', phoneNumber: '' },
    });

    const list = await t.request('GET', '/api/v1/contact?limit=1', { token: admin.token });
    expect(list.statusCode).toBe(200);
    const body = list.json<{ contactMessages: ContactMessage[]; total: number }>();
    expect(body.total).toBe(2);
    expect(body.contactMessages[0]).toMatchObject({ name: 'Later', phoneNumber: '' });
    const next = await t.request('GET', '/api/v1/contact?limit=1&page=2', { token: admin.token });
    expect(next.json<{ contactMessages: ContactMessage[] }>().contactMessages[0]).toMatchObject({
      ...NOTE,
      email: 'kavya@example.com',
      // Kept in E.164, however it was typed (decision 0359).
      phoneNumber: '+919123456789',
    });
  });

  it.each([
    [{ ...NOTE, name: '' }, CONTACT_MESSAGES.name],
    [{ ...NOTE, email: 'not-an-address' }, CONTACT_MESSAGES.email],
    [{ ...NOTE, phoneNumber: '12345' }, CONTACT_MESSAGES.phoneNumber],
    [{ ...NOTE, phoneNumber: '1234567890' }, CONTACT_MESSAGES.phoneNumber],
    [{ ...NOTE, message: '   ' }, CONTACT_MESSAGES.message],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.request('POST', '/api/v1/contact', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('keeps the messages from everyone but administrators', async () => {
    expect((await t.request('GET', '/api/v1/contact')).statusCode).toBe(401);
    const student = await t.signUp();
    const res = await t.request('GET', '/api/v1/contact', { token: student.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ORG_MESSAGES.forbidden);
  });

  it('limits how many messages one address sends', async () => {
    const limited = await createTestApp({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_RATE_LIMITS.contact.max; i += 1) {
        statuses.push(
          (await limited.request('POST', '/api/v1/contact', { body: NOTE })).statusCode,
        );
      }
      expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
