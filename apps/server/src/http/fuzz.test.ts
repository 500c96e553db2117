import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_REQUIRES_ROLE, ORG_HEADER, ORG_KINDS, type OrgKind } from '@vedann/contracts';
import { newId } from '../db/ids';
import { users } from '../domains/accounts/users.table';
import { memberships } from '../domains/orgs/orgs.table';
import {
  MIN_CASES,
  NO_SUCH_ID,
  casesFor,
  operationsOf,
  type FuzzCase,
  type OpenApiDoc,
  type Operation,
} from '../test/fuzz';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import type { Access, RouteEntry } from './access';

/**
 * A seeded fuzz of every operation of the OpenAPI document (test/fuzz.ts makes the cases), so
 * routes added later are covered with no extra work: odd path parameters and query strings, bad
 * JSON, multipart without a boundary, NUL, huge strings, wrong types, impossible dates, negative
 * and infinite numbers, arrays for scalars, missing and extra fields, odd business headers.
 * Whatever the input, the answer is never a 5xx. The requests are made by a platform
 * administrator who owns a business of every kind, with the business of the kind the route
 * serves, so they get past the access checks to the validation and the handler.
 *
 * Replay: the seed is printed; `FUZZ_SEED=<seed>` runs the same cases again, and
 * `FUZZ_OPERATION="PUT /api/v1/bills/rates"` only that operation's.
 */

const DEFAULT_SEED = 0x5eed17;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
const ONLY = process.env.FUZZ_OPERATION;

let t: TestApp;
let admin: TestUser;
const orgs = new Map<OrgKind, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  for (const kind of ORG_KINDS) {
    // Some kinds need their own role to be registered; the fuzzing account then joins as owner.
    const role = KIND_REQUIRES_ROLE[kind];
    if (!role) {
      orgs.set(kind, await t.createOrg(admin, kind));
      continue;
    }
    const founder = await t.signUp({ role });
    const orgId = await t.createOrg(founder, kind);
    await t.database.db
      .insert(memberships)
      .values({ id: newId(), orgId, userId: admin.user._id, role: 'owner' });
    orgs.set(kind, orgId);
  }
});
afterAll(async () => {
  await t.close();
});

/** The kinds of business a route serves; none for routes that need no business. */
function kindsFor(access: Access | undefined): OrgKind[] {
  if (access === undefined || typeof access === 'string') {
    return access === 'org-admin' ? [...ORG_KINDS] : [];
  }
  if ('orgs' in access) return Object.keys(access.orgs) as OrgKind[];
  return [access.org];
}

/** The first record id (`_id`) in a JSON answer, if any. */
function firstId(body: string): string | undefined {
  const match = /"_id":"([0-9a-f]{24})"/.exec(body);
  return match?.[1];
}

/** Session-ending routes come last, so every other route is fuzzed signed in. */
const endsSession = (operation: Operation) => operation.url.includes('logout');

/** A replayable line: the request as sent (the session left out) and what came back. */
function describeFailure(
  operation: Operation,
  fuzz: FuzzCase,
  headers: Record<string, string>,
  status: number,
  body: string,
): string {
  const payload = fuzz.payload ?? '';
  const shown =
    payload.length > 300 ? `${payload.slice(0, 300)}… (${payload.length} chars)` : payload;
  const sent = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'authorization'),
  );
  return [
    `${operation.method} ${operation.url} (${fuzz.name}): ${status} ${body.slice(0, 300)}`,
    `  request: ${operation.method} ${fuzz.url.slice(0, 500)}`,
    `  headers: ${JSON.stringify(sent).slice(0, 300)}`,
    ...(payload ? [`  body: ${shown}`] : []),
    `  replay: FUZZ_SEED=${SEED} FUZZ_OPERATION="${operation.method} ${operation.url}"`,
  ].join('\n');
}

describe('fuzz of every operation of the OpenAPI document', () => {
  it('never answers 5xx', async () => {
    console.info(`API fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
    const doc = (await t.request('GET', '/api/docs/json')).json<OpenApiDoc>();
    const inventory = new Map<string, RouteEntry>(
      t.app.routeInventory().map((route) => [`${route.method} ${route.url}`, route]),
    );
    const all = operationsOf(doc);
    // Every API route is in the document, so none escapes the fuzz.
    const documented = new Set(all.map((op) => `${op.method} ${op.url}`));
    const undocumented = [...inventory.keys()].filter(
      (key) => / \/api\//.test(key) && !key.includes(' /api/docs') && !documented.has(key),
    );
    expect(undocumented).toEqual([]);
    expect(all.length).toBeGreaterThan(500);

    const operations = all
      .filter((op) => !ONLY || `${op.method} ${op.url}` === ONLY)
      .sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
    expect(operations.length).toBeGreaterThan(0);

    const failures: string[] = [];
    /** A record id per business kind and collection path, from the answers so far. */
    const knownIds = new Map<string, string>();
    let requests = 0;
    let fewest = Infinity;
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const route = inventory.get(`${operation.method} ${operation.url}`);
      const kinds = kindsFor(route?.access);
      // An :orgId is a real business: of the route's kinds, or of every kind in turn. An :id
      // is, every other case, a record an earlier case made or listed at the same collection
      // (so the handler behind the checks is reached too), else an id that names nothing.
      const orgKinds: readonly OrgKind[] = kinds.length > 0 ? kinds : ORG_KINDS;
      const collection = operation.url.split('/:')[0] ?? operation.url;
      const pathValue = (name: string, turn: number) => {
        if (name === 'orgId')
          return orgs.get(orgKinds[turn % orgKinds.length] as OrgKind) ?? NO_SUCH_ID;
        const known = knownIds.get(`${kinds[turn % kinds.length] ?? ''} ${collection}`);
        return known && turn % 2 === 0 ? known : NO_SUCH_ID;
      };
      const cases = casesFor(operation, SEED, pathValue, kinds.length);
      fewest = Math.min(fewest, cases.length);
      let refused = false;
      for (const fuzz of cases) {
        requests += 1;
        const headers: Record<string, string> = {
          'x-requested-with': 'XMLHttpRequest',
          authorization: `Bearer ${admin.token}`,
        };
        if (fuzz.contentType) headers['content-type'] = fuzz.contentType;
        if (fuzz.org && 'raw' in fuzz.org) headers[ORG_HEADER] = fuzz.org.raw;
        if (fuzz.org && 'kind' in fuzz.org) {
          headers[ORG_HEADER] = orgs.get(kinds[fuzz.org.kind] as OrgKind) as string;
        }
        const res = await t.app.inject({
          method: operation.method as 'GET',
          url: fuzz.url,
          headers,
          ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode < 300 && !operation.url.endsWith('/:id')) {
          const id = firstId(res.body);
          const kind = fuzz.org && 'kind' in fuzz.org ? kinds[fuzz.org.kind] : undefined;
          if (id) knownIds.set(`${kind ?? ''} ${operation.url}`, id);
        }
        if (res.statusCode === 401) refused = true;
        if (res.statusCode >= 500) {
          failures.push(describeFailure(operation, fuzz, headers, res.statusCode, res.body));
        }
      }
      // A case that ended the session would hide the 5xx of every later route behind a 401.
      if (refused && !endsSession(operation)) {
        const me = await t.request('GET', '/api/v1/user', { token: admin.token });
        expect(me.json<{ user: unknown }>().user, `the session ended at ${operation.url}`).not.toBe(
          null,
        );
      }
    }
    if (failures.length > 0)
      console.error(`API fuzz failures (seed ${SEED}):\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    expect(fewest).toBeGreaterThanOrEqual(MIN_CASES);
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}: ${n}`);
    console.info(
      `API fuzz: ${requests} requests over ${operations.length} operations (${tally.join(', ')})`,
    );
    // Nothing leaked into every object through __proto__.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isPlatformAdmin).toBeUndefined();
  }, 600_000);
});
