import type { Plugin } from 'vite';

/**
 * V8's compile hint for a whole file (Chrome 136 and later; other browsers read a comment).
 * Without it, V8 compiles a function the first time it is called, on the main thread, in the
 * middle of the page's start: the router's, React's and Mantine's first calls each paid for it.
 * With it, V8 compiles the whole file as it arrives, on a background thread.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every script chunk with `COMPILE_HINT`, on its first line, but those of `exceptGroups`:
 * the chunk groups of libraries of which a page runs a small part (the charts, zod), whose unused
 * code would be compiled for nothing. A page's own chunk and the shared ones it imports run as
 * the page opens. The source map, if any, moves down a line with the code.
 */
export function compileHints({ exceptGroups }: { exceptGroups: readonly string[] }): Plugin {
  return {
    name: 'vedann-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own, which writes a first line into chunks that import others lazily.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || exceptGroups.includes(output.name)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
