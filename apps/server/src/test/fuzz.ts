/**
 * The malformed requests of the API fuzz (http/fuzz.test.ts), made from the OpenAPI document:
 * for every operation, odd path parameters, odd query strings, odd bodies and odd business
 * headers, all drawn from one seed so that a failing run is replayed by giving the same seed.
 */

/** The part of a JSON Schema (as the OpenAPI document writes the zod contracts) read here. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
}

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

/** A well-formed id that names nothing. */
export const NO_SUCH_ID = '0123456789abcdef01234567';

/** Stands for a JSON number no JavaScript value writes: replaced in the text by 1e400. */
const INFINITE = '\u0000infinite\u0000';
const NEGATIVE_INFINITE = '\u0000-infinite\u0000';
/** JSON text of a body, with the infinite placeholders written as numbers out of range. */
export function jsonText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(INFINITE), '1e400')
    .replaceAll(JSON.stringify(NEGATIVE_INFINITE), '-1e400');
}

/** Long enough to pass any column, short enough that a body of thirty of them fits 1 MB. */
const HUGE = 'x'.repeat(30_000);

/**
 * Odd values for a body field, by the type its schema gives, the likeliest trouble first: the
 * sweeps give every field of a body the first, then the second, and so on.
 */
const ODD_BY_TYPE: Record<string, readonly unknown[]> = {
  string: [
    12345,
    'a\u0000b',
    HUGE,
    '',
    ' ',
    ['a', 'b'],
    {},
    null,
    '😀'.repeat(2000),
    '2025-02-30',
    true,
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\u0000',
    '-1',
    [],
  ],
  number: [
    'abc',
    1e308,
    INFINITE,
    -1,
    0,
    NEGATIVE_INFINITE,
    '1e400',
    'NaN',
    -0.5,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    [1],
    null,
    true,
    {},
    '',
    -1e308,
    '1e308',
  ],
  boolean: ['true', 1, null, 'yes', [], {}, 0],
  array: [
    'scalar',
    [null],
    {},
    null,
    [HUGE],
    [{ $gt: '' }],
    new Array(2000).fill(1),
    1,
    [[]],
    [INFINITE],
  ],
  object: [[], 'x', null, { $ne: 1 }, 1, { __proto__: { polluted: true } }],
  date: [
    '2025-02-30',
    '2025-13-01',
    '0000-00-00',
    '+275760-09-13',
    '2025-2-3',
    '',
    20250203,
    '2025-02-29T25:61',
  ],
  any: [null, -1, INFINITE, 'a\u0000b', [], {}, HUGE],
};
/** How many sweeps a body gets: every field takes its type's first odd value, then its second... */
const SWEEPS = 16;
ODD_BY_TYPE.integer = ODD_BY_TYPE.number as readonly unknown[];

/**
 * What a field's name says it holds, where its schema does not (the contracts check dates, times
 * and e-mails in refinements, which the document cannot write).
 */
function nameHint(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  if (/time/i.test(name)) return 'time';
  if (/date/i.test(name) || /^(from|to)$|[a-z](From|To)$/.test(name)) return 'date';
  if (/e-?mail/i.test(name)) return 'email';
  if (/phone|mobile/i.test(name)) return 'phone';
  if (/password/i.test(name)) return 'password';
  if (/year/i.test(name)) return 'year';
  return undefined;
}

/** The schema's type (a `null` alternative left out); `date` for dates. */
function typeOf(schema: JsonSchema, name?: string): string {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const first = choices.find((choice) => typeOf(choice) !== 'null');
    return first ? typeOf(first, name) : 'any';
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (
    type === 'string' &&
    (schema.format === 'date' || isDatePattern(schema.pattern) || nameHint(name) === 'date')
  )
    return 'date';
  if (type) return type;
  if (schema.properties) return 'object';
  return 'any';
}

const isDatePattern = (pattern: string | undefined) =>
  pattern !== undefined && pattern.includes('\\d{4}') && pattern.includes('-');

/** Strings that the contracts' patterns often ask for, tried in turn against a pattern. */
const PATTERN_SAMPLES = [
  '2026-03-01',
  '2026-03',
  NO_SUCH_ID,
  '9876543210',
  '10:30',
  '1',
  '100',
  '1.5',
  'A',
  'abc',
  'Abc@1234',
  'ABCDE1234F',
  '27ABCDE1234F1Z5',
  '#123456',
  'https://example.com',
];

const BY_NAME: Record<string, string> = {
  date: '2026-03-01',
  time: '10:30',
  email: 'fuzz@example.com',
  phone: '9876543210',
  password: 'Abc@1234',
};

function plausibleString(schema: JsonSchema, name?: string): string {
  const hinted = BY_NAME[nameHint(name) ?? ''];
  if (hinted && !schema.pattern) return hinted;
  if (schema.format === 'date') return '2026-03-01';
  if (schema.format === 'date-time') return '2026-03-01T10:00:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com';
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      const sample = PATTERN_SAMPLES.find((text) => pattern.test(text));
      if (sample) return sample;
    } catch {
      // A pattern JavaScript cannot read: any string will do.
    }
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 5, 5));
  return 'Fuzzy'.padEnd(length, 'z').slice(0, Math.max(length, 1));
}

/**
 * A value the schema probably accepts: the base the body cases change one field of, so that a
 * field's own checks and the handler behind them are reached, not only the first refusal.
 */
export function plausible(schema: JsonSchema, depth = 0, name?: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    const first = choices.find((choice) => typeOf(choice) !== 'null') ?? choices[0]!;
    return plausible(first, depth, name);
  }
  if (schema.allOf && schema.allOf.length > 0) return plausible(schema.allOf[0]!, depth, name);
  switch (typeOf(schema, name)) {
    case 'string':
    case 'date':
      return plausibleString(schema, name);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      const high = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - 1;
      const wanted = nameHint(name) === 'year' ? new Date().getUTCFullYear() : 1;
      return Math.min(Math.max(wanted, low), high);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !schema.items
        ? []
        : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
            plausible(schema.items!, depth + 1),
          );
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        out[name] = plausible(property, depth + 1, name);
      }
      return out;
    }
    default:
      return 'x';
  }
}

/** Odd text for a path parameter, already encoded for the path. */
const ODD_PATH_VALUES = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(199),
  'x'.repeat(201),
  '-1',
  '1e400',
  'NaN',
  "'%20or%201=1%20--",
  '%F0%9F%98%80',
  '%E0%A4%A',
  NO_SUCH_ID.toUpperCase(),
  '__proto__',
  'constructor',
  '%20',
];

/** Odd text for a query parameter, already encoded for the query string. */
const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '9007199254740993',
  '%00',
  'a%00b',
  'x'.repeat(5000),
  '2025-02-30',
  '9999-99',
  '%E0%A4%A',
  '%F0%9F%98%80',
  'true',
];

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

  // Odd bodies. Sweeps: every field (nested ones and array items too) at once takes the next
  // odd value of its type, so each field meets each of them. Then single fields, chosen by the
  // seed, on an otherwise plausible body, so one field's checks are reached with the others
  // passing; then missing and extra fields.
  if (hasBody && operation.body) {
    const base =
      typeof baseBody === 'object' && baseBody !== null && !Array.isArray(baseBody)
        ? (baseBody as Record<string, unknown>)
        : {};
    const json = (name: string, value: unknown) =>
      add(name, { payload: jsonText(value), contentType: 'application/json' });
    const fields = fieldsOf(operation.body);
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
    const required = operation.body.required ?? [];
    if (required.length > 0) {
      const without = { ...base };
      delete without[pick(rng, required)];
      json('a required field missing', without);
      json('only an extra field', { extra: 'field' });
    }
    json('an extra field', { ...base, extra: 'x', org_id: NO_SUCH_ID, role: 'owner' });
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

interface Field {
  /** Property names, and 0 for an array's first item. */
  path: (string | number)[];
  schema: JsonSchema;
}

/** The name of a field: its last property name. */
const nameOf = (field: Field) => field.path.findLast((part) => typeof part === 'string') as string;

/** A schema without its null alternative. */
function concrete(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (!choices) return schema;
  return choices.find((choice) => typeOf(choice) !== 'null') ?? schema;
}

/** Every field of a body down to three levels, objects and arrays included as well as leaves. */
function fieldsOf(schema: JsonSchema, path: Field['path'] = [], depth = 0): Field[] {
  const fields: Field[] = [];
  const own = concrete(schema);
  if (depth > 3) return fields;
  for (const [name, property] of Object.entries(own.properties ?? {})) {
    const at = [...path, name];
    fields.push({ path: at, schema: property });
    const inner = concrete(property);
    if (inner.properties) fields.push(...fieldsOf(inner, at, depth + 1));
    if (inner.items) {
      const item = concrete(inner.items);
      if (item.properties) fields.push(...fieldsOf(item, [...at, 0], depth + 1));
      else fields.push({ path: [...at, 0], schema: item });
    }
  }
  return fields;
}

const startsWith = (path: Field['path'], prefix: Field['path']) =>
  prefix.every((part, i) => path[i] === part);

/** A deep copy of `value` with the field at `path` set to `odd`. */
function withValue(value: unknown, path: Field['path'], odd: unknown): unknown {
  if (path.length === 0) return odd;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[head] = withValue(list[head], rest, odd);
    return list;
  }
  const object =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  object[head] = withValue(object[head], rest, odd);
  return object;
}

function shuffle<T>(rng: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function describeValue(value: unknown): string {
  if (value === INFINITE) return '1e400';
  if (value === NEGATIVE_INFINITE) return '-1e400';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
