import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_PERMISSIONS, type OrgPermission } from '@vedann/contracts';
import type { RouteEntry } from '../../../http/access';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Spec 03 section 6: a gym's users hold any of twelve permissions. Each one must guard the routes
 * of its screens: read from the route inventory, so a route added later is covered with no extra
 * work. An operator holding every permission but one is refused (403) on that one's routes, and an
 * operator holding only it gets past the check (whatever the route then answers).
 */
type GymPermission = OrgPermission<'gym'>;

let t: TestApp;
let owner: TestUser;
let gym: string;
const guarded = new Map<GymPermission, RouteEntry[]>();

function gymPermission(route: RouteEntry): GymPermission | undefined {
  const access = route.access;
  if (!access || typeof access === 'string') return undefined;
  if ('orgs' in access) return access.orgs.gym ?? undefined;
  return access.org === 'gym' ? access.permission : undefined;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Permission Gym');
  for (const route of t.app.routeInventory()) {
    const permission = gymPermission(route);
    if (permission) guarded.set(permission, [...(guarded.get(permission) ?? []), route]);
  }
});
afterAll(() => t.close());

async function operator(permissions: readonly GymPermission[]) {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    token: owner.token,
    orgId: gym,
    body: { vedanId: person.user.profile.userId, role: 'operator', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId: gym };
}

/** A route's path with every parameter filled by an id that names nothing. */
const reachable = (url: string) => url.replace(/:[A-Za-z]+/g, 'f'.repeat(24));

describe("the gym's twelve permissions", () => {
  it('each guards the routes of its screens', () => {
    const unguarded = ORG_PERMISSIONS.gym.filter((permission) => !guarded.has(permission));
    // SMS guards SUTRIN ADMIN's Multiple (/api/v1/broadcasts), the last to be built.
    expect(unguarded).toEqual([]);
  });

  for (const permission of ORG_PERMISSIONS.gym) {
    it(`${permission}: refused without it, let through with only it`, async () => {
      const routes = guarded.get(permission) ?? [];
      const without = await operator(ORG_PERMISSIONS.gym.filter((p) => p !== permission));
      const only = await operator([permission]);
      for (const route of routes) {
        const method = route.method as 'GET';
        const url = reachable(route.url);
        const refused = await t.request(method, url, { ...without, body: {} });
        expect(refused.statusCode, `${route.method} ${route.url} without ${permission}`).toBe(403);
        const allowed = await t.request(method, url, { ...only, body: {} });
        expect(allowed.statusCode, `${route.method} ${route.url} with ${permission}`).not.toBe(403);
      }
    });
  }
});
