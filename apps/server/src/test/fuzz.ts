/**
 * The malformed requests of the API fuzz (http/fuzz.test.ts), made from the OpenAPI document:
 * for every operation, odd path parameters, odd query strings, odd bodies and odd business
 * headers, all drawn from one seed so that a failing run is replayed by giving the same seed.
 */

import {
  fieldsOf,
  nameOf,
  startsWith,
  typeOf,
  withValue,
  type Field,
  type JsonSchema,
} from './fuzz-schema';
import {
  NO_SUCH_ID,
  ODD_BY_TYPE,
  ODD_PATH_VALUES,
  ODD_QUERY_VALUES,
  SWEEPS,
  describeValue,
  jsonText,
  plausible,
} from './fuzz-values';

export { NO_SUCH_ID } from './fuzz-values';

export interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document: `GET /api/v1/jobs/:id` and what it takes. */
export interface Operation {
  method: string;
  /** The route's pattern, as Fastify writes it (`:id`, not `{id}`). */
  url: string;
  pathParams: string[];
  query: OpenApiParameter[];
  body: JsonSchema | undefined;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed of its own for each operation, so adding a route does not change the others' cases. */
export function seedFor(seed: number, text: string): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pick = <T>(rng: () => number, list: readonly T[]): T =>
  list[Math.floor(rng() * list.length)] as T;

function shuffle<T>(rng: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export interface FuzzCase {
  /** What is odd about it, for the failure list. */
  name: string;
  /** The path and query string, encoded. */
  url: string;
  /** Which business header to send: `kind` an org of that kind, or a raw header value. */
  org: { kind: number } | { raw: string } | undefined;
  /** The body's text and content type, if any. */
  payload?: string;
  contentType?: string;
}

/** At least this many cases for every operation. */
export const MIN_CASES = 15;

/** Body fields changed one at a time (beside the sweeps), at most. */
const MAX_FIELD_CASES = 6;

/**
 * The cases of one operation. `pathValue` gives each path parameter's well-formed value (an
 * org id for `:orgId`, an id that names nothing otherwise); `orgKinds` is how many businesses the
 * operation can be sent for (the cases take turns over them).
 */
export function casesFor(
  operation: Operation,
  seed: number,
  pathValue: (name: string, turn: number) => string,
  orgKinds: number,
): FuzzCase[] {
  const rng = random(seedFor(seed, `${operation.method} ${operation.url}`));
  const cases: FuzzCase[] = [];
  let turn = 0;
  const org = (): FuzzCase['org'] => (orgKinds > 0 ? { kind: turn % orgKinds } : undefined);
  const path = (odd?: { name: string; value: string }) =>
    operation.url.replace(/:(\w+)/g, (_match, name: string) =>
      odd?.name === name ? odd.value : encodeURIComponent(pathValue(name, turn)),
    );
  const hasBody = !['GET', 'HEAD'].includes(operation.method);
  const baseBody = operation.body ? plausible(operation.body) : undefined;
  const add = (name: string, parts: Partial<FuzzCase> = {}) => {
    cases.push({
      name,
      url: path(),
      org: org(),
      ...(hasBody && baseBody !== undefined
        ? { payload: jsonText(baseBody), contentType: 'application/json' }
        : {}),
      ...parts,
    });
    turn += 1;
  };

  // Bodies that are not what any route reads.
  add('malformed JSON', { payload: '{"a": ', contentType: 'application/json' });
  add('multipart without a boundary', { payload: 'whatever', contentType: 'multipart/form-data' });
  add('multipart cut short', {
    payload: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab',
    contentType: 'multipart/form-data; boundary=fuzz',
  });
  add('JSON that is an array', { payload: '[1,2,3]', contentType: 'application/json' });
  add('JSON null', { payload: 'null', contentType: 'application/json' });
  add('__proto__ and constructor', {
    payload:
      '{"__proto__":{"isPlatformAdmin":true,"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    contentType: 'application/json',
  });
  // The business header, odd.
  if (orgKinds > 0) {
    add('X-Org-Id not an id', { org: { raw: 'not-an-id' } });
    add('X-Org-Id huge', { org: { raw: 'f'.repeat(5000) } });
    add('X-Org-Id of no business', { org: { raw: NO_SUCH_ID } });
  }
  // Query strings nobody asked for.
  add('query with __proto__', { url: `${path()}?__proto__[polluted]=1&constructor.prototype=1` });
  add('query repeated', { url: `${path()}?a=1&a=2&a=%00&${'b'.repeat(3000)}=1` });

  // Odd path parameters, each in turn.
  for (const name of operation.pathParams) {
    for (let i = 0; i < 6; i += 1) {
      const value = pick(rng, ODD_PATH_VALUES);
      add(`path ${name}=${value.slice(0, 30)}`, { url: path({ name, value }) });
    }
  }

  // Odd query parameters: each alone, then all together, then all as arrays.
  if (operation.query.length > 0) {
    for (const param of operation.query) {
      for (let i = 0; i < 3; i += 1) {
        const value = pick(rng, ODD_QUERY_VALUES);
        add(`query ${param.name}=${value.slice(0, 30)}`, {
          url: `${path()}?${param.name}=${value}`,
        });
      }
    }
    const all = operation.query.map((p) => `${p.name}=${pick(rng, ODD_QUERY_VALUES)}`).join('&');
    add('every query parameter odd', { url: `${path()}?${all}` });
    const arrays = operation.query.map((p) => `${p.name}=1&${p.name}=2`).join('&');
    add('every query parameter twice', { url: `${path()}?${arrays}` });
  }

  if (hasBody && operation.body) {
    for (const { name, value } of oddBodies(operation.body, baseBody, rng)) {
      add(name, { payload: jsonText(value), contentType: 'application/json' });
    }
  }

  // Seeded random mixes, then more of them until the operation has its share.
  const names = [...Object.keys(operation.body?.properties ?? {}), 'extra'];
  const randomCase = (i: number) => {
    const body: Record<string, unknown> = {};
    for (const name of names) {
      if (rng() < 0.25) continue;
      body[name] = pick(rng, [...ODD_BY_TYPE.string!, ...ODD_BY_TYPE.number!]);
    }
    const query = operation.query.length
      ? `?${operation.query.map((p) => `${p.name}=${pick(rng, ODD_QUERY_VALUES)}`).join('&')}`
      : `?${pick(rng, ['q', 'page', 'limit', 'date'])}=${pick(rng, ODD_QUERY_VALUES)}`;
    add(`random #${i + 1}`, {
      url: `${path()}${query}`,
      ...(hasBody ? { payload: jsonText(body), contentType: 'application/json' } : {}),
    });
  };
  for (let i = 0; i < 3 || cases.length < MIN_CASES; i += 1) randomCase(i);
  return cases;
}

/**
 * Odd bodies. Sweeps: every field (nested ones and array items too) at once takes the next odd
 * value of its type, so each field meets each of them. Then single fields, chosen by the seed, on
 * an otherwise plausible body, so one field's checks are reached with the others passing; then
 * missing and extra fields.
 */
function oddBodies(
  schema: JsonSchema,
  baseBody: unknown,
  rng: () => number,
): { name: string; value: unknown }[] {
  const bodies: { name: string; value: unknown }[] = [];
  const base =
    typeof baseBody === 'object' && baseBody !== null && !Array.isArray(baseBody)
      ? (baseBody as Record<string, unknown>)
      : {};
  const json = (name: string, value: unknown) => bodies.push({ name, value });
  const fields = fieldsOf(schema);
  const oddFor = (field: Field, k: number) => {
    const list = ODD_BY_TYPE[typeOf(field.schema, nameOf(field))] ?? ODD_BY_TYPE.any!;
    return list[k % list.length];
  };
  const leaves = fields.filter(
    (field) =>
      !fields.some(
        (other) => other.path.length > field.path.length && startsWith(other.path, field.path),
      ),
  );
  if (leaves.length > 0) {
    for (let k = 0; k < SWEEPS; k += 1) {
      let body: unknown = base;
      for (const leaf of leaves) body = withValue(body, leaf.path, oddFor(leaf, k));
      json(`sweep ${k + 1}: every field odd`, body);
    }
  }
  for (const field of shuffle(rng, fields).slice(0, MAX_FIELD_CASES)) {
    const odd = pick(rng, ODD_BY_TYPE[typeOf(field.schema, nameOf(field))] ?? ODD_BY_TYPE.any!);
    json(`body ${field.path.join('.')}: ${describeValue(odd)}`, withValue(base, field.path, odd));
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    const without = { ...base };
    delete without[pick(rng, required)];
    json('a required field missing', without);
    json('only an extra field', { extra: 'field' });
  }
  json('an extra field', { ...base, extra: 'x', org_id: NO_SUCH_ID, role: 'owner' });
  return bodies;
}
