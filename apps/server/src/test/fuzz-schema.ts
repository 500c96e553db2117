// Reading the JSON Schemas of the OpenAPI document: a field's type, a body's fields, and a body
// with one field changed.

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

/**
 * What a field's name says it holds, where its schema does not (the contracts check dates, times
 * and e-mails in refinements, which the document cannot write).
 */
export function nameHint(name: string | undefined): string | undefined {
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
export function typeOf(schema: JsonSchema, name?: string): string {
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

export interface Field {
  /** Property names, and 0 for an array's first item. */
  path: (string | number)[];
  schema: JsonSchema;
}

/** The name of a field: its last property name. */
export const nameOf = (field: Field) =>
  field.path.findLast((part) => typeof part === 'string') as string;

/** A schema without its null alternative. */
function concrete(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf ?? schema.oneOf;
  if (!choices) return schema;
  return choices.find((choice) => typeOf(choice) !== 'null') ?? schema;
}

/** Every field of a body down to three levels, objects and arrays included as well as leaves. */
export function fieldsOf(schema: JsonSchema, path: Field['path'] = [], depth = 0): Field[] {
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

export const startsWith = (path: Field['path'], prefix: Field['path']) =>
  prefix.every((part, i) => path[i] === part);

/** A deep copy of `value` with the field at `path` set to `odd`. */
export function withValue(value: unknown, path: Field['path'], odd: unknown): unknown {
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
