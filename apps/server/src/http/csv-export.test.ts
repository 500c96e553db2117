import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_KINDS, csvExportPath, type OrgKind } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import type { RouteEntry } from './access';

let t: TestApp;
const owners = new Map<OrgKind, { user: TestUser; orgId: string }>();

beforeAll(async () => {
  t = await createTestApp();
  for (const kind of ORG_KINDS) {
    const role = kind === 'company' ? 'recruiter' : kind === 'library' ? 'librarian' : 'student';
    const user = await t.signUp({ role });
    owners.set(kind, { user, orgId: await t.createOrg(user, kind) });
  }
});
afterAll(() => t.close());

/** The kind of business a route serves (the first, for a route serving several). */
function kindOf(entry: RouteEntry): OrgKind {
  const access = entry.access;
  // The team list is any business's, for its owner and admins.
  if (access === 'org-admin') return 'gym';
  if (typeof access !== 'object') throw new Error(`${entry.url} is not a business's`);
  const kind = 'orgs' in access ? (Object.keys(access.orgs)[0] as OrgKind) : access.org;
  return kind;
}

describe('every paged business list exports CSV', () => {
  it('has an export beside each list that has an import, and beside the other paged lists', () => {
    const urls = new Set(t.app.routeInventory().map((route) => `${route.method} ${route.url}`));
    const lists = [
      '/api/v1/joined',
      '/api/v1/gym/members',
      '/api/v1/members',
      '/api/v1/books',
      '/api/v1/aharshowroom',
      '/api/v1/suchigodown',
      '/api/v1/reuse',
      '/api/v1/loans',
      '/api/v1/ahar/stock/journal',
      '/api/v1/reviews',
      '/api/v1/orgs/members',
    ];
    for (const list of lists) {
      expect(urls.has(`GET ${list}`), list).toBe(true);
      expect(urls.has(`GET ${csvExportPath(list)}`), csvExportPath(list)).toBe(true);
    }
  });

  it('answers each export as a CSV file, with the list access', { timeout: 120_000 }, async () => {
    const exports = t.app.routeInventory().filter((route) => route.url.endsWith('/export.csv'));
    expect(exports.length).toBeGreaterThan(20);
    for (const entry of exports) {
      const owner = owners.get(kindOf(entry));
      if (!owner) throw new Error(`no owner for ${entry.url}`);
      // A list under a row (an item's history) is asked for a row that is not there.
      const url = entry.url.replace(/:[A-Za-z]+/g, 'a'.repeat(24));
      const res = await t.request('GET', url, { token: owner.user.token, orgId: owner.orgId });
      if (url !== entry.url && res.statusCode === 404) continue;
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/csv; charset=utf-8');
      expect(res.body.startsWith('\ufeff'), url).toBe(true);
      expect(res.body.split('\r\n')[0]?.length, url).toBeGreaterThan(1);
      const anonymous = await t.request('GET', url);
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('keeps another business out and guards cells against formulas', async () => {
    const gym = owners.get('gym');
    if (!gym) throw new Error('no gym');
    const as = { token: gym.user.token, orgId: gym.orgId };
    const added = await t.request('POST', '/api/v1/gym/members', {
      ...as,
      body: { name: '=HYPERLINK("x")', mobile: '9876543210', remarks: '+1, @me' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const res = await t.request('GET', '/api/v1/gym/members/export.csv', as);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain(`"'+1, @me"`);

    const other = await t.signUp();
    const otherGym = await t.createOrg(other, 'gym');
    const theirs = await t.request('GET', '/api/v1/gym/members/export.csv', {
      token: other.token,
      orgId: otherGym,
    });
    expect(theirs.body).not.toContain('HYPERLINK');
    const spoofed = await t.request('GET', '/api/v1/gym/members/export.csv', {
      token: other.token,
      orgId: gym.orgId,
    });
    expect(spoofed.statusCode).toBe(404);
  });
});
