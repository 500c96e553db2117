import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's floors (decision 0338). ESLint holds the rules file by file
 * (apps/server/eslint.layers.js); this test shows they fail on a new upward import, and measures
 * what a lint rule cannot: loops between the areas' folders.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(SRC, '../../..');

/** Relative imports and re-exports, static or dynamic. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : sourceFiles(file);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** `domains/<area>`, another folder of src, or `src` for the files at its root. */
function folderOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return 'src';
  return parts[0] === 'domains' ? `domains/${parts[1]}` : parts[0]!;
}

/** Folder → the folders it imports, with one file and import that makes each link. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[1] ?? match[2]!;
      const resolved = path.resolve(path.dirname(file), spec);
      // A folder's import (`../jobs`) is its index.ts.
      const isFolder = fs.existsSync(resolved) && fs.statSync(resolved).isDirectory();
      const target = folderOf(isFolder ? path.join(resolved, 'index.ts') : resolved);
      if (target === from) continue;
      const links = graph.get(from) ?? new Map<string, string>();
      if (!links.has(target)) links.set(target, `${path.relative(SRC, file)} → ${spec}`);
      graph.set(from, links);
    }
  }
  return graph;
}

/** The loops (strongly connected sets of more than one folder), each sorted, among `nodes`. */
function loops(graph: Map<string, Map<string, string>>, nodes: (folder: string) => boolean) {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!nodes(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const members = stack.splice(stack.indexOf(v));
    if (members.length > 1) found.push(members.sort());
  };
  for (const v of graph.keys()) if (nodes(v) && !index.has(v)) visit(v);
  return found;
}

const describeLoop = (graph: Map<string, Map<string, string>>, members: string[]) =>
  members.flatMap((a) =>
    members.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b}: ${graph.get(a)!.get(b)}`),
  );

describe('the server folders', () => {
  it('have no loop between areas', () => {
    const graph = folderImports();
    const areaLoops = loops(graph, (folder) => folder.startsWith('domains/'));
    expect(areaLoops.map((loop) => describeLoop(graph, loop))).toEqual([]);
  });
});

describe('the lint rule of the floors', () => {
  // The repository's own config, without type information (a fixture is in no tsconfig).
  const eslint = new ESLint({ cwd: ROOT, overrideConfig: [tseslint.configs.disableTypeChecked] });
  const errors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
  };

  it('fails an import of an area from the core', async () => {
    const code = "import { jobs } from '../domains/jobs/jobs.table';\nexport const x = jobs;\n";
    expect(await errors('apps/server/src/db/fixture.ts', code)).toBe(1);
    expect(
      await errors('apps/server/src/http/fixture.ts', "export * from '../domains/jobs';\n"),
    ).toBe(1);
    const fromOrgs = "export { jobs } from '../jobs';\n";
    expect(await errors('apps/server/src/domains/orgs/fixture.ts', fromOrgs)).toBe(1);
  });

  it('fails an import of what composes the app from below', async () => {
    const code = "export { PEOPLE_DIRECTORIES } from '../../areas';\n";
    expect(await errors('apps/server/src/domains/notices/fixture.ts', code)).toBe(1);
    expect(await errors('apps/server/src/db/fixture.ts', "export * from '../demo-seeds';\n")).toBe(
      1,
    );
  });

  it("fails an area importing another area's file; its index.ts and the core pass", async () => {
    const file = 'apps/server/src/domains/gym/fixture.ts';
    expect(await errors(file, "export { events } from '../student/events/events.table';\n")).toBe(
      1,
    );
    expect(await errors(file, "export { events } from '../student/events';\n")).toBe(1);
    expect(await errors(file, "export { events } from '../student';\n")).toBe(0);
    expect(await errors(file, "export { users } from '../accounts/users.table';\n")).toBe(0);
    expect(await errors(file, "export { HttpError } from '../../http/errors';\n")).toBe(0);
  });

  it("holds one folder deeper: an area's folders import each other, another area its index.ts", async () => {
    const file = 'apps/server/src/domains/ahar/stock/x.ts';
    expect(await errors(file, "export { jobs } from '../../jobs/jobs.table';\n")).toBe(1);
    expect(await errors(file, "export { jobs } from '../../jobs';\n")).toBe(0);
    expect(
      await errors(file, "export { aharDemandRecords } from '../demand/demand.table';\n"),
    ).toBe(0);
    expect(await errors(file, "export { users } from '../../accounts/users.table';\n")).toBe(0);
    expect(await errors(file, "export { HttpError } from '../../../http/errors';\n")).toBe(0);
    expect(await errors(file, "export * from '../../../areas';\n")).toBe(1);
  });
});
