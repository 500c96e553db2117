import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import {
  schemaDefinitions,
  schemaMakers,
  withLazySchemas,
  withPureDefinitions,
  withoutServerSchemas,
} from './browser-contracts';

const strip = (code: string, lang?: 'ts') => withoutServerSchemas(code, parseAst(code, { lang }));

describe("the browser's contracts", () => {
  it("keep an endpoint's path, method, access and words, and drop its schemas", () => {
    const code = [
      'const list = endpoint({',
      "  method: 'GET',",
      "  path: '/jobs',",
      "  access: 'public',",
      "  description: 'Open jobs.',",
      '  query: jobsQuerySchema,',
      '  answer: z.object({',
      '    jobs: z.array(jobSchema),',
      '  }),',
      '});',
      'const plans = resource({ path: "/plans", keys: { list: "plans", item: "plan" }, input: planInput, item: planSchema });',
      'const kept = other({ answer: z.string() });',
      "const one = endpoint({ method: 'GET', path: '/x/:id', access: 'user', params });",
    ].join('\n');
    const stripped = strip(code);
    expect(stripped).toBe(
      [
        'const list = endpoint({',
        "  method: 'GET',",
        "  path: '/jobs',",
        "  access: 'public',",
        "  description: 'Open jobs.',",
        '  query: undefined,',
        '  answer: undefined',
        '',
        ',',
        '});',
        'const plans = resource({ path: "/plans", keys: { list: "plans", item: "plan" }, input: undefined, item: undefined });',
        'const kept = other({ answer: z.string() });',
        "const one = endpoint({ method: 'GET', path: '/x/:id', access: 'user', params: undefined });",
      ].join('\n'),
    );
    expect(stripped.split('\n')).toHaveLength(code.split('\n').length);
  });

  it.each(['jobs/api.ts', 'resumes/api.ts'])(
    'leave every endpoint of %s with its path and without a schema',
    (contract) => {
      const file = path.resolve(import.meta.dirname, '../../../packages/contracts/src', contract);
      const stripped = strip(fs.readFileSync(file, 'utf8'), 'ts');
      expect(stripped).not.toMatch(/\bundefined:/);
      const declarations = stripped.split(/\bendpoint\(/).slice(1);
      expect(declarations.length).toBeGreaterThan(5);
      for (const declaration of declarations) {
        const declared = declaration.slice(0, declaration.indexOf('})'));
        expect(declared).toMatch(/path: /);
        expect(declared).not.toMatch(/\b(answer|body|query|params): (?!undefined)/);
      }
    },
  );
});

const parsed = (code: string) => parseAst(code, { lang: 'ts' });

describe("the browser's contracts are built when used", () => {
  const module = [
    "import { z } from 'zod';",
    "import { requiredText } from './fields';",
    'const text = (message: string) => z.string({ error: message });',
    'export const itemSchema = z.object({ name: text("Name?") });',
    'export const itemShape = { name: requiredText("Name?"), id: z.string() };',
    'const flag = z.boolean();',
    'export const itemsSchema = itemSchema.array();',
    'export const ITEM_KINDS = ["a", "b"] as const;',
    'export const itemChoices = [z.literal("a")];',
    "export const emptyItem = itemSchema.parse({ name: 'x' });",
    'export const sameSchema = itemSchema;',
    'export const itemApi = { list: endpoint({ path: "/items" }) };',
    'export const label = ITEM_KINDS.join(", ");',
  ].join('\n');

  it('finds the functions that make schemas, in any module', () => {
    const makers = schemaMakers([
      parsed(module),
      parsed('export function requiredText(message: string) { return text(message).min(1); }'),
      parsed('export const text = (message: string) => z.string({ error: message }).trim();'),
    ]);
    expect([...makers].sort()).toEqual(['requiredText', 'text']);
  });

  it('wraps each schema, and each object of them, and nothing else', () => {
    const names = schemaDefinitions(parsed(module), new Set(['requiredText'])).map(
      ({ name }) => name,
    );
    expect(names).toEqual(['itemSchema', 'itemShape', 'flag', 'itemsSchema']);
    const lazy = withLazySchemas(module, parsed(module), '/lazy.ts', new Set(['requiredText']));
    expect(lazy.split('\n')).toHaveLength(module.split('\n').length);
    expect(lazy).toMatch(/^import \{ lazySchema as __lazySchema \} from "\/lazy.ts"; import/);
    expect(lazy).toContain('export const itemsSchema = __lazySchema(() => (itemSchema.array()));');
    expect(lazy).toContain("export const emptyItem = itemSchema.parse({ name: 'x' });");
    expect(lazy).toContain('export const itemChoices = [z.literal("a")];');
  });

  it('marks the calls that define a value pure, not those a function makes when called', () => {
    const code = [
      'const list = endpoint({ path: "/x", answer: make() });',
      'export const api = { list, one: resource({ path: "/y" }) };',
      'export const run = () => save();',
      'register();',
    ].join('\n');
    expect(withPureDefinitions(code, parsed(code))).toBe(
      [
        'const list = /* @__PURE__ */ endpoint({ path: "/x", answer: /* @__PURE__ */ make() });',
        'export const api = { list, one: /* @__PURE__ */ resource({ path: "/y" }) };',
        'export const run = () => save();',
        'register();',
      ].join('\n'),
    );
  });

  it('wraps in the real contracts only values that are objects, as the proxy needs', async () => {
    const root = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const programs = files.map((file) => parsed(fs.readFileSync(path.join(root, file), 'utf8')));
    const makers = schemaMakers(programs);
    let checked = 0;
    for (const [index, file] of files.entries()) {
      const exports = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const { name } of schemaDefinitions(programs[index], makers)) {
        if (!(name in exports)) continue;
        const value = exports[name];
        expect(typeof value === 'object' && value !== null && !Array.isArray(value), name).toBe(
          true,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});
