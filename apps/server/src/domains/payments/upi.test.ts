import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_KINDS, UPI_MESSAGES, type UpiSettings } from '@vedann/contracts';
import { expectSettingsIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

const PATH = '/api/v1/payments/upi';
const DETAILS = { upiId: 'shree.gym@oksbi', payeeName: 'Shree Gym' };

let t: TestApp;
let owner: TestUser;
let gym: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'UPI Gym');
});
afterAll(() => t.close());

const asOwner = () => ({ token: owner.token, orgId: gym });
const upiOf = (res: { json<T>(): T }) => res.json<{ upi: UpiSettings | null }>().upi;

describe('UPI details', () => {
  it('are empty for a business that never saved them, then saved and read back', async () => {
    const before = await t.request('GET', PATH, asOwner());
    expect(before.statusCode, before.body).toBe(200);
    expect(upiOf(before)).toBeNull();

    const saved = await t.request('PUT', PATH, {
      ...asOwner(),
      body: { upiId: '  Shree.Gym@OkSBI ', payeeName: ' Shree Gym ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(UPI_MESSAGES.saved);
    expect(upiOf(saved)).toMatchObject(DETAILS);

    const changed = await t.request('PUT', PATH, {
      ...asOwner(),
      body: { upiId: 'shreegym@ybl', payeeName: 'श्री व्यायामशाला' },
    });
    expect(changed.statusCode).toBe(200);
    const read = upiOf(await t.request('GET', PATH, asOwner()));
    expect(read).toMatchObject({ upiId: 'shreegym@ybl', payeeName: 'श्री व्यायामशाला' });
    expect(Date.parse(read?.updatedAt ?? '')).not.toBeNaN();
  });

  it('check the ID and the name with the contract words', async () => {
    const cases: [object, string][] = [
      [{ ...DETAILS, upiId: 'shreegym' }, UPI_MESSAGES.upiId],
      [{ ...DETAILS, upiId: 'shree gym@ybl' }, UPI_MESSAGES.upiId],
      [{ ...DETAILS, upiId: 'shree@ok.sbi' }, UPI_MESSAGES.upiId],
      [{ payeeName: 'Shree Gym' }, UPI_MESSAGES.upiId],
      [{ ...DETAILS, payeeName: '  ' }, UPI_MESSAGES.payeeName],
      [{ ...DETAILS, payeeName: 'x'.repeat(51) }, UPI_MESSAGES.payeeNameLong],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('PUT', PATH, { ...asOwner(), body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('are read by any member and saved only by the owner or an admin', async () => {
    const staff = await t.signUp();
    const admin = await t.signUp();
    for (const [who, role, permissions] of [
      [staff, 'staff', ['accounts', 'invoice', 'user']],
      [admin, 'admin', []],
    ] as const) {
      const added = await t.request('POST', '/api/v1/orgs/members', {
        ...asOwner(),
        body: { vedanId: who.user.profile.userId, role, permissions },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const asStaff = { token: staff.token, orgId: gym };
    expect((await t.request('GET', PATH, asStaff)).statusCode).toBe(200);
    const refused = await t.request('PUT', PATH, { ...asStaff, body: DETAILS });
    expect(refused.statusCode).toBe(403);
    const asAdmin = { token: admin.token, orgId: gym };
    expect((await t.request('PUT', PATH, { ...asAdmin, body: DETAILS })).statusCode).toBe(200);
    expect((await t.request('GET', PATH)).statusCode).toBe(401);
  });

  it('serve every kind of business, each its own details only', async () => {
    for (const kind of ORG_KINDS) {
      await expectSettingsIsolation(t, {
        kind,
        path: PATH,
        key: 'upi',
        bodies: [
          { upiId: `a-${kind}@ybl`, payeeName: `A ${kind}` },
          { upiId: `b-${kind}@oksbi`, payeeName: `B ${kind}` },
        ],
      });
    }
  });
});
