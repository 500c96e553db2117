import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import {
  schemaMakers,
  withLazySchemas,
  withPureDefinitions,
  withoutServerSchemas,
} from './browser-contracts';

/**
 * The contracts as the browser's build gives them (browser-contracts.ts):
 * - endpoint and resource declarations keep their paths, access and messages, and drop their
 *   schemas: the web app reads an answer's type, never its schema;
 * - every other schema is built when it is first used (lazy-schema.ts), not when its
 *   module is evaluated with the page's chunks;
 * - a module's definitions are declared free of side effects, as zod's calls are
 *   (`manualPureFunctions`), so that what no page uses leaves the bundle (decision 0370).
 */
export function browserContracts(): Plugin {
  const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/].+(?<!\.test)\.ts$/;
  const lazySchemaModule = path.resolve(import.meta.dirname, 'lazy-schema.ts');
  const sources = path.resolve(import.meta.dirname, '../../../packages/contracts/src');
  let makers = new Set<string>();
  return {
    name: 'vedann-browser-contracts',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildStart() {
      const files = fs
        .readdirSync(sources, { recursive: true, encoding: 'utf8' })
        .filter((file) => contracts.test(path.join(sources, file)));
      makers = schemaMakers(
        files.map((file) =>
          parseAst(fs.readFileSync(path.join(sources, file), 'utf8'), { lang: 'ts' }),
        ),
      );
    },
    transform(code, id) {
      if (!contracts.test(id)) return null;
      const withoutSchemas = /\b(endpoint|resource)\(/.test(code)
        ? withoutServerSchemas(code, this.parse(code))
        : code;
      const program = this.parse(withoutSchemas);
      const lazy = withLazySchemas(withoutSchemas, program, lazySchemaModule, makers);
      const result = withPureDefinitions(lazy, this.parse(lazy));
      return result === code ? null : { code: result, map: null };
    },
  };
}
