import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-compile-hints-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A real build of a small app: an entry, a page it loads lazily, and a library of its own. */
async function builtChunks(): Promise<Rolldown.OutputChunk[]> {
  const files = {
    'index.html': '<script type="module" src="/main.js"></script>',
    'main.js': "document.body.onclick = () => import('./page.js').then((page) => page.open());",
    'page.js':
      "import './page.css';\nimport { chart } from './chart-lib.js';\nexport function open() { return chart('page'); }",
    'page.css': 'body { color: red; }',
    'chart-lib.js': 'export function chart(title) {\n  return `chart of ${title}`;\n}',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text);
  const output = await build({
    root,
    logLevel: 'silent',
    plugins: [compileHints({ exceptGroups: ['charts'] })],
    build: {
      write: false,
      sourcemap: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'charts', test: /chart-lib/ }] } },
      },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('no build output');
  return result.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
}

describe('the compile hint on the built scripts', () => {
  it('heads every chunk but those of the excepted groups, and moves their maps with the code', async () => {
    const chunks = await builtChunks();
    const byName = new Map(chunks.map((chunk) => [chunk.name, chunk]));
    expect([...byName.keys()].sort()).toEqual(['charts', 'index', 'page']);
    for (const name of ['index', 'page']) {
      const chunk = byName.get(name);
      // The first line: Vite starts the entry's chunk with a list of what it loads lazily.
      expect(chunk?.code.split('\n')[0], name).toBe(COMPILE_HINT);
      expect(chunk?.map?.mappings.startsWith(';'), name).toBe(true);
    }
    expect(byName.get('index')?.code).toContain('__vite__mapDeps');
    expect(byName.get('charts')?.code).not.toContain(COMPILE_HINT);
    expect(byName.get('charts')?.map?.mappings.startsWith(';')).toBe(false);
  });
});
