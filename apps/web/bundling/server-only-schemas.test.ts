import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { withoutServerSchemas } from './server-only-schemas';

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
      ].join('\n'),
    );
    expect(stripped.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leave every endpoint of a real contract with its path and without a schema', () => {
    const file = path.resolve(import.meta.dirname, '../../../packages/contracts/src/jobs/api.ts');
    const stripped = strip(fs.readFileSync(file, 'utf8'), 'ts');
    const declarations = stripped.split(/\bendpoint\(/).slice(1);
    expect(declarations.length).toBeGreaterThan(5);
    for (const declaration of declarations) {
      const declared = declaration.slice(0, declaration.indexOf('})'));
      expect(declared).toMatch(/path: /);
      expect(declared).not.toMatch(/\b(answer|body|query|params): (?!undefined)/);
    }
  });
});
