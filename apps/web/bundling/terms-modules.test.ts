import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The `*-terms.ts` modules hold the plain values (kinds, messages, rules) that pages read without
 * building a form (decisions 0370 and 0371). A page that imports one must not load zod: a value
 * import of zod, in the module or in anything it imports, would bring zod's whole module back
 * to every such page (about 50 ms of a throttled phone's time).
 */
const SOURCE = path.resolve(import.meta.dirname, '../../../packages/contracts/src');

/** The modules `file` imports or re-exports as values (not `import type`), as they are written. */
function valueImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)) {
    found.push(match[1] ?? '');
  }
  return found;
}

/** The chain of modules from `file` to a zod import, or null when it reaches none. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const imported of valueImports(file)) {
    if (imported === 'zod' || imported.startsWith('zod/')) return [file];
    if (!imported.startsWith('.')) continue;
    const next = path.resolve(path.dirname(file), `${imported}.ts`);
    const chain = pathToZod(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

function termsModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return termsModules(full);
    return entry.name.endsWith('-terms.ts') ? [full] : [];
  });
}

describe('the contracts’ terms modules', () => {
  const modules = termsModules(SOURCE);

  it('are found', () => {
    expect(modules.map((file) => path.relative(SOURCE, file))).toEqual(
      expect.arrayContaining([
        'orgs/organization-terms.ts',
        'common/business-time-terms.ts',
        'jobs/job-terms.ts',
      ]),
    );
  });

  it.each(modules.map((file) => [path.relative(SOURCE, file), file]))(
    '%s reaches no zod',
    (_name, file) => {
      const chain = pathToZod(file);
      expect(chain?.map((step) => path.relative(SOURCE, step)) ?? null).toBeNull();
    },
  );

  it('would see a zod import through another module', () => {
    // The check itself: organization.ts holds the schemas and imports zod.
    const chain = pathToZod(path.join(SOURCE, 'orgs/organization.ts'));
    expect(chain?.map((step) => path.relative(SOURCE, step))).toEqual(['orgs/organization.ts']);
  });
});
