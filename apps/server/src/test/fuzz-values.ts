// The values of the API fuzz: odd ones for each type, path and query, and plausible ones that a
// body case changes one field of.
import { nameHint, typeOf, type JsonSchema } from './fuzz-schema';

/** A well-formed id that names nothing. */
export const NO_SUCH_ID = '0123456789abcdef01234567';

/** Stands for a JSON number no JavaScript value writes: replaced in the text by 1e400. */
export const INFINITE = '\u0000infinite\u0000';
export const NEGATIVE_INFINITE = '\u0000-infinite\u0000';
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
export const ODD_BY_TYPE: Record<string, readonly unknown[]> = {
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
export const SWEEPS = 16;
ODD_BY_TYPE.integer = ODD_BY_TYPE.number as readonly unknown[];

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
export const ODD_PATH_VALUES = [
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
export const ODD_QUERY_VALUES = [
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

export function describeValue(value: unknown): string {
  if (value === INFINITE) return '1e400';
  if (value === NEGATIVE_INFINITE) return '-1e400';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}
