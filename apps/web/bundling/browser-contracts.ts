/**
 * What the browser's build does to the contracts (vite.config.ts, `browserContracts`): it leaves
 * out the schemas of endpoint and resource declarations, which only the server and the types
 * read; it builds every other schema when it is first used; and it declares the modules'
 * definitions free of side effects, so that what no page uses leaves the bundle.
 */

/** What a contract declaration holds that only the server and the types read. */
export const SERVER_ONLY_PARTS: Readonly<Record<string, readonly string[]>> = {
  endpoint: ['answer', 'body', 'query', 'params'],
  resource: ['input', 'item'],
};

interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is SyntaxNode =>
  typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string';

/** The parts of `endpoint({...})` and `resource({...})` calls that `SERVER_ONLY_PARTS` names. */
function serverOnlyValues(node: unknown, found: SyntaxNode[]): SyntaxNode[] {
  if (Array.isArray(node)) {
    for (const child of node) serverOnlyValues(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  const { callee, arguments: args } = node as { callee?: unknown; arguments?: unknown };
  const parts =
    node.type === 'CallExpression' && isNode(callee) && callee.type === 'Identifier'
      ? SERVER_ONLY_PARTS[callee.name as string]
      : undefined;
  const declared = Array.isArray(args) ? (args[0] as unknown) : undefined;
  if (parts && isNode(declared) && declared.type === 'ObjectExpression') {
    for (const property of declared.properties as unknown[]) {
      if (!isNode(property) || property.type !== 'Property' || !isNode(property.key)) continue;
      const key = property.key as SyntaxNode & { name?: string };
      if (key.type === 'Identifier' && parts.includes(key.name ?? '') && isNode(property.value)) {
        // `{ params }` is its own value: the whole property becomes `params: undefined`.
        found.push(property.shorthand === true ? property : property.value);
      }
    }
  }
  for (const [name, child] of Object.entries(node)) {
    if (name !== 'type' && typeof child === 'object') serverOnlyValues(child, found);
  }
  return found;
}

/**
 * `code` (a contracts module, as JavaScript) with `undefined` for each value `SERVER_ONLY_PARTS`
 * names in a call of `endpoint` or `resource`; `program` is its syntax tree. Each dropped value
 * keeps its line breaks, so that lines keep their numbers.
 */
export function withoutServerSchemas(code: string, program: unknown): string {
  const values = serverOnlyValues(program, []).sort((a, b) => b.start - a.start);
  let result = code;
  for (const value of values) {
    const lines = code.slice(value.start, value.end).split('\n').length - 1;
    const key = value.type === 'Property' ? `${(value.key as { name: string }).name}: ` : '';
    result = `${result.slice(0, value.start)}${key}undefined${'\n'.repeat(lines)}${result.slice(value.end)}`;
  }
  return result;
}

const FUNCTION_TYPES = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

/** The calls evaluated while `node` is: those inside a function's body wait for its call. */
function callsEvaluatedBy(node: unknown, found: SyntaxNode[]): SyntaxNode[] {
  if (Array.isArray(node)) {
    for (const child of node) callsEvaluatedBy(child, found);
    return found;
  }
  if (!isNode(node) || FUNCTION_TYPES.has(node.type)) return found;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') found.push(node);
  for (const [name, child] of Object.entries(node)) {
    if (name !== 'type' && typeof child === 'object') callsEvaluatedBy(child, found);
  }
  return found;
}

/** A module's top-level `const`s (exported or not): each one's name and value. */
function definitions(program: unknown): { name: string; value: unknown }[] {
  const body = isNode(program) && Array.isArray(program.body) ? (program.body as unknown[]) : [];
  return body.flatMap((statement) => {
    const declaration =
      isNode(statement) && statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as unknown[]).flatMap((declarator) => {
      if (!isNode(declarator) || !isNode(declarator.id)) return [];
      const { name } = declarator.id as { name?: unknown };
      return typeof name === 'string' ? [{ name, value: declarator.init }] : [];
    });
  });
}

/**
 * `code` (a contracts module, as JavaScript) with every call that builds one of its top-level
 * `const`s marked pure, so that the bundler drops the ones no page uses. A contracts module only
 * defines: its schemas, messages and endpoints have no effect beyond their value. zod's own calls
 * are declared pure in vite.config.ts, but a schema derived from another (`jobSchema.extend(...)`,
 * `optionList(...)`) is not a call of `z`, and kept the whole module's schemas and zod itself in
 * pages that validate nothing.
 */
export function withPureDefinitions(code: string, program: unknown): string {
  const values = definitions(program).map((definition) => definition.value);
  const starts = new Set(callsEvaluatedBy(values, []).map((call) => call.start));
  let result = code;
  for (const start of [...starts].sort((a, b) => b - a)) {
    result = `${result.slice(0, start)}/* @__PURE__ */ ${result.slice(start)}`;
  }
  return result;
}

/** The name the lazy schema's maker has in a module the build changed. */
export const LAZY_SCHEMA_NAME = '__lazySchema';

/** The name a chain of calls starts from: `z` in `z.string().min(1)`, `jobSchema` in `jobSchema.extend({})`. */
function chainRoot(node: unknown): string | undefined {
  let current = node;
  while (isNode(current)) {
    if (current.type === 'Identifier') return (current as { name?: string }).name;
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression') current = current.object;
    else return undefined;
  }
  return undefined;
}

/** Every call inside `node`, those in function bodies too. */
function allCalls(node: unknown, found: SyntaxNode[]): SyntaxNode[] {
  if (Array.isArray(node)) {
    for (const child of node) allCalls(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  if (node.type === 'CallExpression') found.push(node);
  for (const [name, child] of Object.entries(node)) {
    if (name !== 'type' && typeof child === 'object') allCalls(child, found);
  }
  return found;
}

/** Calls that answer a value made from a schema rather than a schema. */
const SCHEMA_USES = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync', 'decode']);

/** A module's top-level functions, declared or assigned to a `const`: each one's name and value. */
function functionDefinitions(program: unknown): { name: string; value: unknown }[] {
  const body = isNode(program) && Array.isArray(program.body) ? (program.body as unknown[]) : [];
  const declared = body.flatMap((statement) => {
    const declaration =
      isNode(statement) && statement.type === 'ExportNamedDeclaration'
        ? statement.declaration
        : statement;
    if (!isNode(declaration) || declaration.type !== 'FunctionDeclaration') return [];
    const name = (declaration.id as { name?: string } | null)?.name;
    return name ? [{ name, value: declaration }] : [];
  });
  const assigned = definitions(program).filter(
    ({ value }) => isNode(value) && FUNCTION_TYPES.has(value.type),
  );
  return [...declared, ...assigned];
}

/**
 * The names of the functions, in all of `programs` (the contracts' modules), that make a schema:
 * they call zod, or another such function (`requiredText(…)` in one module, used in another).
 */
export function schemaMakers(programs: readonly unknown[]): Set<string> {
  const functions = programs.flatMap(functionDefinitions);
  const makers = new Set<string>();
  for (let grown = true; grown;) {
    grown = false;
    for (const { name, value } of functions) {
      if (makers.has(name)) continue;
      const roots = allCalls(value, []).map(chainRoot);
      if (roots.some((root) => root === 'z' || (root !== undefined && makers.has(root)))) {
        makers.add(name);
        grown = true;
      }
    }
  }
  return makers;
}

/**
 * The top-level `const`s of a module that hold schemas, or objects of them: their values call zod
 * (`z.…`), a schema (`jobSchema.extend(…)`), or a function that makes one (`makers`, from
 * `schemaMakers`). Arrays and values a schema answers (`settingsSchema.parse({})`) are left as
 * they are.
 */
export function schemaDefinitions(
  program: unknown,
  makers: ReadonlySet<string>,
): { name: string; value: SyntaxNode }[] {
  const defined = definitions(program);
  const buildsSchema = (call: SyntaxNode) => {
    const root = chainRoot(call) ?? '';
    return root === 'z' || makers.has(root) || /Schema$/.test(root);
  };
  return defined.filter((definition): definition is { name: string; value: SyntaxNode } => {
    const { value } = definition;
    if (!isNode(value) || FUNCTION_TYPES.has(value.type) || value.type === 'ArrayExpression') {
      return false;
    }
    const callee = value.type === 'CallExpression' && isNode(value.callee) ? value.callee : null;
    const answers = callee?.type === 'MemberExpression' && isNode(callee.property);
    const answered = answers
      ? SCHEMA_USES.has((callee.property as { name?: string }).name ?? '')
      : false;
    return !answered && callsEvaluatedBy(value, []).some(buildsSchema);
  });
}

/**
 * `code` (a contracts module, as JavaScript) with each top-level schema (`schemaDefinitions`)
 * built by `LAZY_SCHEMA_NAME` (lazy-schema.ts, imported from `lazySchemaModule`) when it is first
 * used; `makers` are the contracts' functions that make schemas (`schemaMakers`). Lines keep
 * their numbers.
 */
export function withLazySchemas(
  code: string,
  program: unknown,
  lazySchemaModule: string,
  makers: ReadonlySet<string>,
): string {
  const schemas = schemaDefinitions(program, makers)
    .map(({ value }) => value)
    .sort((a, b) => b.start - a.start);
  if (schemas.length === 0) return code;
  let result = code;
  for (const schema of schemas) {
    const value = result.slice(schema.start, schema.end);
    result = `${result.slice(0, schema.start)}${LAZY_SCHEMA_NAME}(() => (${value}))${result.slice(schema.end)}`;
  }
  const maker = `import { lazySchema as ${LAZY_SCHEMA_NAME} } from ${JSON.stringify(lazySchemaModule)};`;
  return `${maker} ${result}`;
}
