import { expect } from 'vitest';
import type { OrgKind } from '@vedann/contracts';
import type { TestApp, TestUser } from './harness';

/** A business resource, described just enough to prove that one tenant cannot reach another's rows. */
export interface TenantResource {
  kind: OrgKind;
  listPath: string;
  /** The key of the list answer that holds the rows; null when the answer is the bare array. */
  listKey: string | null;
  itemPath(id: string): string;
  /** Makes one row in the organization and returns its id. */
  create(t: TestApp, owner: TestUser, orgId: string): Promise<string>;
  /** A valid body for PUT; without it PUT is not tried. */
  updateBody?: unknown;
  /** Whether DELETE is offered. */
  deletable?: boolean;
}

interface Row {
  _id?: string;
  id?: string;
}

/**
 * Organization A's owner, acting on organization B's rows, gets 404 for every verb, even when
 * naming B in X-Org-Id; A's list never shows B's rows; and B's row is untouched afterwards.
 */
export async function expectTenantIsolation(t: TestApp, resource: TenantResource): Promise<void> {
  const role =
    resource.kind === 'company'
      ? 'recruiter'
      : resource.kind === 'library'
        ? 'librarian'
        : 'student';
  const ownerA = await t.signUp({ role });
  const ownerB = await t.signUp({ role });
  const orgA = await t.createOrg(ownerA, resource.kind);
  const orgB = await t.createOrg(ownerB, resource.kind);
  const rowA = await resource.create(t, ownerA, orgA);
  const rowB = await resource.create(t, ownerB, orgB);

  const asA = { token: ownerA.token, orgId: orgA };
  const path = resource.itemPath(rowB);
  expect((await t.request('GET', path, asA)).statusCode, `GET ${path}`).toBe(404);
  if (resource.updateBody !== undefined) {
    const res = await t.request('PUT', path, { ...asA, body: resource.updateBody });
    expect(res.statusCode, `PUT ${path}`).toBe(404);
  }
  if (resource.deletable) {
    expect((await t.request('DELETE', path, asA)).statusCode, `DELETE ${path}`).toBe(404);
  }
  // Naming the other organization in the header does not open it either.
  const spoofed = await t.request('GET', path, { token: ownerA.token, orgId: orgB });
  expect(spoofed.statusCode, 'X-Org-Id of another organization').toBe(404);

  const list = await t.request('GET', `${resource.listPath}?limit=100`, asA);
  expect(list.statusCode).toBe(200);
  const body: unknown = list.json();
  const rows: Row[] =
    resource.listKey === null
      ? (body as Row[])
      : ((body as Record<string, Row[]>)[resource.listKey] ?? []);
  expect(Array.isArray(rows), 'the list answer holds the rows').toBe(true);
  const ids = rows.map((r) => r._id ?? r.id);
  expect(ids).toContain(rowA);
  expect(ids).not.toContain(rowB);

  const stillThere = await t.request('GET', path, { token: ownerB.token, orgId: orgB });
  expect(stillThere.statusCode, "B's row after A's attempts").toBe(200);
}

/**
 * A business's one record of settings at one path (read with GET, written whole with PUT), where
 * there are no rows to name: what each business saved is its own.
 */
export interface TenantSettings {
  kind: OrgKind;
  path: string;
  /** The key of the answer that holds the settings. */
  key: string;
  /** Two valid bodies, as the answer gives them back, so that each business's differs. */
  bodies: readonly [unknown, unknown];
}

/**
 * Organizations A and B save their settings; each reads back its own; A's owner naming B in
 * X-Org-Id gets 404 reading and writing; and B's settings are untouched afterwards.
 */
export async function expectSettingsIsolation(t: TestApp, settings: TenantSettings): Promise<void> {
  const role =
    settings.kind === 'company'
      ? 'recruiter'
      : settings.kind === 'library'
        ? 'librarian'
        : 'student';
  const ownerA = await t.signUp({ role });
  const ownerB = await t.signUp({ role });
  const orgA = await t.createOrg(ownerA, settings.kind);
  const orgB = await t.createOrg(ownerB, settings.kind);
  const asA = { token: ownerA.token, orgId: orgA };
  const asB = { token: ownerB.token, orgId: orgB };
  const [bodyA, bodyB] = settings.bodies;
  const read = async (who: typeof asA) =>
    (await t.request('GET', settings.path, who)).json<Record<string, unknown>>()[settings.key];

  expect(await read(asB), 'B before anyone saved').toBeNull();
  expect((await t.request('PUT', settings.path, { ...asA, body: bodyA })).statusCode).toBe(200);
  expect(await read(asB), "B does not read A's settings").toBeNull();
  expect((await t.request('PUT', settings.path, { ...asB, body: bodyB })).statusCode).toBe(200);
  expect(await read(asA)).toMatchObject(bodyA as object);

  // Naming the other organization in the header opens it neither for reading nor for writing.
  const spoofed = { token: ownerA.token, orgId: orgB };
  expect((await t.request('GET', settings.path, spoofed)).statusCode, 'GET as B').toBe(404);
  const write = await t.request('PUT', settings.path, { ...spoofed, body: bodyA });
  expect(write.statusCode, 'PUT as B').toBe(404);
  expect(await read(asB), "B's settings after A's attempts").toMatchObject(bodyB as object);
}

/**
 * An action on a business's row (a POST naming it in its path or body), where the row cannot be
 * listed or read back through the same path: the UTR of a fee, the decision on a payment.
 */
export interface TenantAction {
  kind: OrgKind;
  /** Makes the row in the organization and gives the request that acts on it. */
  prepare(
    t: TestApp,
    owner: TestUser,
    orgId: string,
  ): Promise<{ method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }>;
  /** Whether B's row is as it was (after A's attempts), asked as B's owner. */
  untouched(t: TestApp, owner: TestUser, orgId: string): Promise<boolean>;
}

/**
 * Organization A's owner doing B's action gets 404, from A and naming B in X-Org-Id alike, and
 * B's row is untouched; B's owner doing it afterwards succeeds (the action was a real one).
 */
export async function expectActionIsolation(t: TestApp, action: TenantAction): Promise<void> {
  const role = action.kind === 'library' ? 'librarian' : 'student';
  const ownerA = await t.signUp({ role });
  const ownerB = await t.signUp({ role });
  const orgA = await t.createOrg(ownerA, action.kind);
  const orgB = await t.createOrg(ownerB, action.kind);
  await action.prepare(t, ownerA, orgA);
  const request = await action.prepare(t, ownerB, orgB);
  const options = { body: request.body };
  const fromA = await t.request(request.method, request.path, {
    ...options,
    token: ownerA.token,
    orgId: orgA,
  });
  expect(fromA.statusCode, `${request.method} ${request.path} from A`).toBe(404);
  const spoofed = await t.request(request.method, request.path, {
    ...options,
    token: ownerA.token,
    orgId: orgB,
  });
  expect(spoofed.statusCode, 'X-Org-Id of another organization').toBe(404);
  expect(await action.untouched(t, ownerB, orgB), "B's row after A's attempts").toBe(true);
  const fromB = await t.request(request.method, request.path, {
    ...options,
    token: ownerB.token,
    orgId: orgB,
  });
  expect(fromB.statusCode, `${request.method} ${request.path} from B`).toBeLessThan(300);
}
