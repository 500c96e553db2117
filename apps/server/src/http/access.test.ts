import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORG_HEADER, ORG_MESSAGES } from '@vedann/contracts';
import { users } from '../domains/accounts/users.table';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { currentOrg } from './access';

// The guard is exercised through routes made for this test, the way every business route will
// declare it: a kind, and optionally one of that kind's permissions.
let t: TestApp;
let app: App;
let owner: TestUser;
let gym: string;
let otherGym: string;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(t.deps);
  app.get(
    '/api/test/notices',
    { config: { access: { org: 'gym', permission: 'notice' } } },
    (request) => ({
      org: currentOrg(request).id,
    }),
  );
  app.get('/api/test/gym', { config: { access: { org: 'gym' } } }, (request) => ({
    org: currentOrg(request).id,
  }));
  app.get(
    '/api/test/plans',
    { config: { access: { orgs: { library: 'plans', gym: 'package' } } } },
    (request) => ({ org: currentOrg(request).id }),
  );
  app.get('/api/test/admin', { config: { access: 'platform-admin' } }, () => ({ ok: true }));
  await app.ready();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Guarded Gym');
  otherGym = await t.createOrg(await t.signUp(), 'gym', 'Someone Else Gym');
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | undefined,
  orgId?: string,
  body?: object,
) =>
  app.inject({
    method,
    url,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(orgId ? { [ORG_HEADER]: orgId } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
const get = (url: string, user: TestUser | undefined, orgId?: string) =>
  call('GET', url, user, orgId);

describe('the permission guard', () => {
  it('lets the owner in, acting for the only gym when no X-Org-Id is sent', async () => {
    expect((await get('/api/test/notices', owner)).json()).toEqual({ org: gym });
    expect((await get('/api/test/notices', owner, gym)).json()).toEqual({ org: gym });
  });

  it('answers 401 without a session and 404 for a business the account is not part of', async () => {
    expect((await get('/api/test/notices', undefined, gym)).statusCode).toBe(401);
    const res = await get('/api/test/notices', owner, otherGym);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORG_MESSAGES.notFound);
  });

  it("answers 404 when the account has no business of the route's kind", async () => {
    const aharOwner = await t.signUp();
    const ahar = await t.createOrg(aharOwner, 'ahar');
    expect((await get('/api/test/gym', aharOwner)).statusCode).toBe(404);
    expect((await get('/api/test/gym', aharOwner, ahar)).statusCode).toBe(404);
  });

  it('lets staff in only with the permission, and follows a change at once', async () => {
    const staff = await t.signUp();
    const added = await call('POST', '/api/v1/orgs/members', owner, gym, {
      vedanId: staff.user.profile.userId,
      role: 'operator',
      permissions: ['enquiry'],
    });
    const memberId: string = added.json().member._id;

    // Any member may use a route that asks for no permission.
    expect((await get('/api/test/gym', staff)).statusCode).toBe(200);
    const refused = await get('/api/test/notices', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ORG_MESSAGES.forbidden });

    // The membership was just read and cached; changing it must take effect on the next request.
    await call('PUT', `/api/v1/orgs/members/${memberId}`, owner, gym, {
      role: 'operator',
      permissions: ['enquiry', 'notice'],
    });
    expect((await get('/api/test/notices', staff)).statusCode).toBe(200);

    await call('DELETE', `/api/v1/orgs/members/${memberId}`, owner, gym);
    expect((await get('/api/test/gym', staff)).statusCode).toBe(404);
  });
});

describe('a route serving several kinds of business', () => {
  it('lets the owner of each kind in, and refuses a kind it does not serve', async () => {
    expect((await get('/api/test/plans', owner)).json()).toEqual({ org: gym });
    const librarian = await t.signUp({ role: 'librarian' });
    const library = await t.createOrg(librarian, 'library');
    expect((await get('/api/test/plans', librarian)).json()).toEqual({ org: library });
    expect((await get('/api/test/plans', librarian, library)).json()).toEqual({ org: library });

    const aharOwner = await t.signUp();
    const ahar = await t.createOrg(aharOwner, 'ahar');
    expect((await get('/api/test/plans', aharOwner)).statusCode).toBe(404);
    expect((await get('/api/test/plans', aharOwner, ahar)).statusCode).toBe(404);
  });

  it("acts for the account's only business of the served kinds, whatever else it owns", async () => {
    const both = await t.signUp();
    const ownGym = await t.createOrg(both, 'gym');
    await t.createOrg(both, 'ahar');
    expect((await get('/api/test/plans', both)).json()).toEqual({ org: ownGym });
  });

  it("checks the permission of the business's own kind", async () => {
    const librarian = await t.signUp({ role: 'librarian' });
    const library = await t.createOrg(librarian, 'library');
    const staff = await t.signUp();
    const added = await call('POST', '/api/v1/orgs/members', librarian, library, {
      vedanId: staff.user.profile.userId,
      role: 'staff',
      // The gym's permission name means nothing to a library.
      permissions: ['books'],
    });
    const memberId: string = added.json().member._id;
    const refused = await get('/api/test/plans', staff, library);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ORG_MESSAGES.forbidden });
    await call('PUT', `/api/v1/orgs/members/${memberId}`, librarian, library, {
      role: 'staff',
      permissions: ['plans'],
    });
    expect((await get('/api/test/plans', staff, library)).statusCode).toBe(200);
  });

  it("answers 404 for another business's id", async () => {
    const res = await get('/api/test/plans', owner, otherGym);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORG_MESSAGES.notFound);
  });
});

describe('platform-admin access', () => {
  it('answers 401 signed out, 403 to an ordinary account and lets an administrator in', async () => {
    expect((await get('/api/test/admin', undefined)).statusCode).toBe(401);
    const refused = await get('/api/test/admin', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ORG_MESSAGES.forbidden });
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    expect((await get('/api/test/admin', admin)).json()).toEqual({ ok: true });
  });
});
