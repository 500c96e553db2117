import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../../../eslint.config.js';

// The web layers' lint blocks as the repo's config writes them, run without type information so
// that snippets need no file on disk.
const layerBlocks = (config as Linter.Config[]).filter(
  (block) => block.rules !== undefined && 'no-restricted-imports' in block.rules,
);
const eslint = new ESLint({
  cwd: new URL('../../../../', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...layerBlocks,
  ],
});

async function layerErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.line);
}

describe('web layers lint', () => {
  it('refuses an upward import from ui/, lib/ or i18n/, static or lazy', async () => {
    expect(
      await layerErrors(
        'apps/web/src/ui/example.ts',
        "import { ServiceTiles } from '../domains/dashboard';\nexport const tiles = ServiceTiles;\n",
      ),
    ).toEqual([1]);
    expect(
      await layerErrors(
        'apps/web/src/lib/example.ts',
        "export const load = () => import('../app/router');\n",
      ),
    ).toEqual([1]);
  });

  it('refuses app/ and another area’s files from an area; its index.ts is the way in', async () => {
    const code = [
      "import { routes } from '../../app/router';",
      "import { GymTrainers } from '../staff/index';",
      "import { GymUsers } from '../staff';",
      "import { Loading } from '../../ui/loading';",
      "import { useGymT } from './i18n';",
      "export const load = () => import('../staff/staff-panel');",
      'export const all = [routes, GymTrainers, GymUsers, Loading, useGymT];',
    ].join('\n');
    expect(await layerErrors('apps/web/src/domains/gym/example.tsx', code)).toEqual([1, 2, 6]);
  });

  it('holds one folder deeper in an area too', async () => {
    const code = [
      "import { MyNotices } from '../../notices/my-notices';",
      "import { MyNoticesToo } from '../../notices';",
      "import { useGymMembersT } from '../members/i18n';",
      "import { isWidePage } from '../../../lib/page-handle';",
      "import { shell } from '../../../app/shell';",
      'export const all = [MyNotices, MyNoticesToo, useGymMembersT, isWidePage, shell];',
    ].join('\n');
    expect(await layerErrors('apps/web/src/domains/gym/hub/example.tsx', code)).toEqual([1, 5]);
  });
});
