import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { MEMBER_MESSAGES, ORG_MESSAGES } from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp } from '../../test/harness';
import { memberships } from './orgs.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registering a business', () => {
  it('makes the account its owner and lists it under my businesses', async () => {
    const owner = await t.signUp();
    const res = await t.request('POST', '/api/v1/orgs', {
      token: owner.token,
      body: { kind: 'gym', name: '  Iron Temple  ', city: 'Pune', ownerId: 'x'.repeat(24) },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: ORG_MESSAGES.created,
      organization: { kind: 'gym', name: 'Iron Temple', city: 'Pune', role: 'owner' },
    });
    const mine = await t.request('GET', '/api/v1/orgs', { token: owner.token });
    expect(mine.json().organizations.map((o: { name: string }) => o.name)).toEqual(['Iron Temple']);
    const stranger = await t.signUp();
    expect(
      (await t.request('GET', '/api/v1/orgs', { token: stranger.token })).json().organizations,
    ).toEqual([]);
  });

  it('keeps libraries for librarians and companies for recruiters', async () => {
    const student = await t.signUp();
    const library = await t.request('POST', '/api/v1/orgs', {
      token: student.token,
      body: { kind: 'library', name: 'L' },
    });
    expect(library.statusCode).toBe(403);
    expect(library.json().message).toBe('Only a librarian account can register a library.');
    const company = await t.request('POST', '/api/v1/orgs', {
      token: student.token,
      body: { kind: 'company', name: 'C' },
    });
    expect(company.json().message).toBe('Only a recruiter account can register a company.');
    const ahar = await t.request('POST', '/api/v1/orgs', {
      token: student.token,
      body: { kind: 'ahar', name: 'Tiffin' },
    });
    expect(ahar.statusCode).toBe(201);
    const librarian = await t.signUp({ role: 'librarian' });
    expect(
      (
        await t.request('POST', '/api/v1/orgs', {
          token: librarian.token,
          body: { kind: 'library', name: 'L' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('checks the name and the kind', async () => {
    const owner = await t.signUp();
    const noName = await t.request('POST', '/api/v1/orgs', {
      token: owner.token,
      body: { kind: 'gym', name: ' ' },
    });
    expect(noName.json()).toEqual({ success: false, message: ORG_MESSAGES.nameRequired });
    const badKind = await t.request('POST', '/api/v1/orgs', {
      token: owner.token,
      body: { kind: 'bank', name: 'B' },
    });
    expect(badKind.json()).toEqual({ success: false, message: ORG_MESSAGES.kindInvalid });
  });
});

describe('the current organization and permissions', () => {
  it('defaults to the only business, needs X-Org-Id with several, and lets admins manage the team', async () => {
    const owner = await t.signUp();
    const first = await t.createOrg(owner, 'gym', 'First Gym');
    const only = await t.request('GET', '/api/v1/orgs/members', { token: owner.token });
    expect(only.statusCode).toBe(200);
    expect(only.json().members).toHaveLength(1);

    const second = await t.createOrg(owner, 'ahar', 'Second');
    const ambiguous = await t.request('GET', '/api/v1/orgs/members', { token: owner.token });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toBe(ORG_MESSAGES.chooseOrg);
    expect(
      (await t.request('GET', '/api/v1/orgs/members', { token: owner.token, orgId: second }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request('GET', '/api/v1/orgs/members', { token: owner.token, orgId: 'zz' }))
        .statusCode,
    ).toBe(404);

    const staff = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: first,
      body: {
        vedanId: staff.user.profile.userId.toLowerCase(),
        role: 'operator',
        permissions: ['notice', 'enquiry'],
      },
    });
    expect(added.statusCode).toBe(201);
    // Stored in the kind's own order, whatever order they were sent in.
    expect(added.json().member).toMatchObject({
      fullname: staff.user.fullname,
      role: 'operator',
      permissions: ['enquiry', 'notice'],
    });

    // An operator is not an admin: the team is closed to them.
    const asOperator = await t.request('GET', '/api/v1/orgs/members', {
      token: staff.token,
      orgId: first,
    });
    expect(asOperator.statusCode).toBe(403);
    expect(asOperator.json().message).toBe(ORG_MESSAGES.forbidden);
    // Their business shows under their businesses with their permissions.
    const theirs = (await t.request('GET', '/api/v1/orgs', { token: staff.token })).json()
      .organizations;
    expect(theirs).toEqual([
      expect.objectContaining({ _id: first, role: 'operator', permissions: ['enquiry', 'notice'] }),
    ]);

    const twice = await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: first,
      body: { vedanId: staff.user.profile.userId, role: 'staff' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MEMBER_MESSAGES.alreadyMember);

    const unknownPermission = await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: first,
      body: {
        vedanId: (await t.signUp()).user.profile.userId,
        role: 'staff',
        permissions: ['books'],
      },
    });
    expect(unknownPermission.json().message).toBe('Unknown permission: books.');
    const nobody = await t.request('POST', '/api/v1/orgs/members', {
      token: owner.token,
      orgId: first,
      body: { vedanId: 'VD222222', role: 'staff' },
    });
    expect(nobody.json().message).toBe(MEMBER_MESSAGES.noSuchAccount);
  });

  it('never changes or removes the owner', async () => {
    const owner = await t.signUp();
    const org = await t.createOrg(owner, 'gym');
    const [self] = (
      await t.request('GET', '/api/v1/orgs/members', { token: owner.token, orgId: org })
    ).json().members;
    const res = await t.request('DELETE', `/api/v1/orgs/members/${self._id}`, {
      token: owner.token,
      orgId: org,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MEMBER_MESSAGES.ownerFixed);
  });

  it('keeps one business out of another (cross-tenant helper)', async () => {
    await expectTenantIsolation(t, {
      kind: 'gym',
      listPath: '/api/v1/orgs/members',
      listKey: 'members',
      itemPath: (id) => `/api/v1/orgs/members/${id}`,
      async create(app, owner, orgId) {
        const person = await app.signUp();
        const res = await app.request('POST', '/api/v1/orgs/members', {
          token: owner.token,
          orgId,
          body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['notice'] },
        });
        return res.json<{ member: { _id: string } }>().member._id;
      },
      updateBody: { role: 'admin', permissions: [] },
      deletable: true,
    });
  });
});

describe("the members list's kept total", () => {
  it('stays right after adds, removals, a deleted account and a bulk insert', async () => {
    const owner = await t.signUp();
    const org = await t.createOrg(owner, 'gym', 'Counted Gym');
    const as = { token: owner.token, orgId: org };
    const total = async () =>
      (await t.request('GET', '/api/v1/orgs/members?page=1&limit=2', as)).json<{
        total: number;
        totalPages: number;
      }>();
    expect(await total()).toMatchObject({ total: 1, totalPages: 1 });
    const people = [await t.signUp(), await t.signUp(), await t.signUp()];
    const ids: string[] = [];
    for (const person of people) {
      const added = await t.request('POST', '/api/v1/orgs/members', {
        ...as,
        body: { vedanId: person.user.profile.userId, role: 'operator', permissions: [] },
      });
      expect(added.statusCode).toBe(201);
      ids.push(added.json<{ member: { _id: string } }>().member._id);
    }
    expect(await total()).toMatchObject({ total: 4, totalPages: 2 });
    // Added twice: refused, and not counted.
    await t.request('POST', '/api/v1/orgs/members', {
      ...as,
      body: { vedanId: people[0]?.user.profile.userId, role: 'operator', permissions: [] },
    });
    expect((await total()).total).toBe(4);
    const removed = await t.request('DELETE', `/api/v1/orgs/members/${ids[0]}`, as);
    expect(removed.statusCode).toBe(200);
    expect((await total()).total).toBe(3);
    // An account deleted takes its memberships with it.
    await t.database.db.execute(sql`delete from users where id = ${people[1]?.user._id}`);
    expect((await total()).total).toBe(2);
    // Rows written outside the routes count too.
    const extra = await t.signUp();
    await t.database.db.execute(sql`
      insert into memberships (id, org_id, user_id, role, permissions)
      values (lpad('abc123', 24, '0'), ${org}, ${extra.user._id}, 'member', '{}')`);
    expect(await total()).toMatchObject({ total: 3, totalPages: 2 });
    const counted = await t.database.db
      .select({ n: count() })
      .from(memberships)
      .where(eq(memberships.orgId, org));
    expect(counted).toEqual([{ n: 3 }]);
  });
});

describe('the business last used', () => {
  const register = async (token: string, name: string) =>
    (
      await t.request('POST', '/api/v1/orgs', { token, body: { kind: 'gym', name, city: 'Pune' } })
    ).json().organization._id as string;
  const lastUsed = async (token: string) =>
    Object.fromEntries(
      (await t.request('GET', '/api/v1/orgs', { token }))
        .json()
        .organizations.map((org: { name: string; lastUsedAt: string | null }) => [
          org.name,
          org.lastUsedAt,
        ]),
    );

  it('is remembered per account, from any device, and only for its own businesses', async () => {
    const owner = await t.signUp();
    const first = await register(owner.token, 'Alpha Gym');
    const second = await register(owner.token, 'Beta Gym');
    expect(await lastUsed(owner.token)).toEqual({ 'Alpha Gym': null, 'Beta Gym': null });

    const marked = await t.request('PUT', '/api/v1/orgs/last-used', {
      token: owner.token,
      body: { orgId: second },
    });
    expect(marked.statusCode).toBe(200);
    const at = marked.json().lastUsedAt as string;
    expect(await lastUsed(owner.token)).toEqual({ 'Alpha Gym': null, 'Beta Gym': at });

    await t.request('PUT', '/api/v1/orgs/last-used', {
      token: owner.token,
      body: { orgId: first },
    });
    const after = await lastUsed(owner.token);
    expect(Date.parse(after['Alpha Gym'])).toBeGreaterThanOrEqual(Date.parse(at));
    expect(after['Beta Gym']).toBe(at);

    // Another account can neither mark a business it is no member of nor learn that it exists.
    const stranger = await t.signUp();
    const refused = await t.request('PUT', '/api/v1/orgs/last-used', {
      token: stranger.token,
      body: { orgId: second },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ success: false, message: ORG_MESSAGES.notFound });
    expect(await lastUsed(owner.token)).toEqual(after);
  });

  it('refuses an id that is not one', async () => {
    const owner = await t.signUp();
    const res = await t.request('PUT', '/api/v1/orgs/last-used', {
      token: owner.token,
      body: { orgId: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid id.');
  });
});
