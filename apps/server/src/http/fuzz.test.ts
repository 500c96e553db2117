import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_REQUIRES_ROLE, ORG_HEADER, ORG_KINDS, type OrgKind } from '@vedann/contracts';
import { newId } from '../db/ids';
import { users } from '../domains/accounts/users.table';
import { memberships } from '../domains/orgs/orgs.table';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import type { Access, RouteEntry } from './access';

/**
 * A seeded fuzz of every POST, PUT and PATCH route in the route inventory, so routes added later
 * are covered with no extra work: malformed bodies, wrong types, huge strings, NUL, `__proto__`,
 * multipart without a boundary. Whatever the input, the answer is never a 5xx. The request is
 * made by a platform administrator who owns a business of every kind, so it gets past the
 * access checks to the validation and the handler.
 */

const SEED = 0x5eed17;
/** Random object-shaped cases per route, beside ten fixed ones. */
const RANDOM_CASES = 3;

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = SEED;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -Number.MAX_SAFE_INTEGER - 2,
  true,
  false,
  [],
  [1, 'two', null],
  {},
  { $ne: 1 },
  { __proto__: { polluted: true } },
  '',
  ' ',
  'x'.repeat(100_000),
  'a\u0000b',
  '\u0000',
  '2025-02-30',
  '9999-99-99',
  '😀'.repeat(2000),
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '0123456789abcdef01234567',
  '-1',
  'NaN',
  '1e400',
];

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T;

interface FuzzCase {
  name: string;
  payload: string;
  contentType: string;
}

function casesFor(route: RouteEntry, fields: string[]): FuzzCase[] {
  const rng = random(hash(`${route.method} ${route.url}`));
  const json = (name: string, payload: string): FuzzCase => ({
    name,
    payload,
    contentType: 'application/json',
  });
  const cases: FuzzCase[] = [
    json('malformed JSON', '{"a": '),
    json('an array', '[1,2,3]'),
    json('a string', '"hello"'),
    json('null', 'null'),
    json(
      '__proto__ and constructor',
      '{"__proto__":{"isPlatformAdmin":true,"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    ),
    {
      name: 'multipart without a boundary',
      payload: 'whatever',
      contentType: 'multipart/form-data',
    },
  ];
  const names = [...fields, 'extra', 'org_id', 'role'];
  const every = (value: unknown) => Object.fromEntries(names.map((name) => [name, value]));
  cases.push(
    json('NUL in every field', JSON.stringify(every('a\u0000b'))),
    json('a huge string in every field', JSON.stringify(every('x'.repeat(20_000)))),
    json('a number in every field', JSON.stringify(every(12345))),
    json('an object in every field', JSON.stringify(every({ $gt: '' }))),
  );
  for (let i = 0; i < RANDOM_CASES; i += 1) {
    const body: Record<string, unknown> = {};
    for (const field of names) {
      // Leave some fields out, so the required-field checks are fuzzed too.
      if (rng() < 0.25) continue;
      body[field] = pick(rng, ODD_VALUES);
    }
    cases.push(json(`random #${i + 1}`, JSON.stringify(body)));
  }
  return cases;
}

/** The property names of each route's JSON body, from the OpenAPI document. */
type BodyFields = Map<string, string[]>;

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}

function bodyFields(doc: OpenApiDoc): BodyFields {
  const fields: BodyFields = new Map();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const properties = operation.requestBody?.content?.['application/json']?.schema?.properties;
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      fields.set(`${method.toUpperCase()} ${url}`, Object.keys(properties ?? {}));
    }
  }
  return fields;
}

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

function orgFor(access: Access | undefined): string | undefined {
  if (access === undefined || typeof access === 'string') {
    return access === 'org-admin' ? orgs.get('library') : undefined;
  }
  if ('orgs' in access) return orgs.get(Object.keys(access.orgs)[0] as OrgKind);
  return orgs.get(access.org);
}

describe('fuzz of every POST, PUT and PATCH route', () => {
  it('never answers 5xx', async () => {
    const doc = (await t.request('GET', '/api/docs/json')).json<OpenApiDoc>();
    const fields = bodyFields(doc);
    const routes = t.app
      .routeInventory()
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api'))
      // Logging out ends the session every other route uses, so it comes last.
      .sort((a, b) => Number(a.url.includes('logout')) - Number(b.url.includes('logout')));
    expect(routes.length).toBeGreaterThan(20);

    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567');
      const orgId = orgFor(route.access);
      for (const fuzz of casesFor(route, fields.get(`${route.method} ${route.url}`) ?? [])) {
        requests += 1;
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          payload: fuzz.payload,
          headers: {
            'content-type': fuzz.contentType,
            'x-requested-with': 'XMLHttpRequest',
            authorization: `Bearer ${admin.token}`,
            ...(orgId ? { [ORG_HEADER]: orgId } : {}),
          },
        });
        if (res.statusCode >= 500)
          failures.push(
            `${route.method} ${route.url} (${fuzz.name}): ${res.statusCode} ${res.body}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(routes.length * 10);
    // Nothing leaked into every object through __proto__.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isPlatformAdmin).toBeUndefined();
  }, 120_000);
});
