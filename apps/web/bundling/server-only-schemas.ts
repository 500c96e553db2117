/**
 * What the browser's build leaves out of the contracts (vite.config.ts,
 * `contractsWithoutServerSchemas`): the schemas of endpoint and resource declarations, which only
 * the server and the types read.
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
        found.push(property.value);
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
    result = `${result.slice(0, value.start)}undefined${'\n'.repeat(lines)}${result.slice(value.end)}`;
  }
  return result;
}
