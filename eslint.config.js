import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { serverLayerBlocks } from './apps/server/eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'build/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.tools.json',
          './packages/contracts/tsconfig.json',
          './apps/server/tsconfig.json',
          './apps/web/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify handlers and hooks are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a screen shows comes from a catalogue (apps/web/src/i18n, domains/<area>/i18n.ts):
    // text in JSX and in the props that carry words fails the lint. Paths are not words.
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              '^(label|placeholder|title|alt|description|error|aria-label|aria-description|aria-valuetext|confirmLabel|cancelLabel|nothingFoundMessage|emptyText|tooltip)$',
            ],
          },
          words: {
            exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '^/[\\w/:?=&.#-]*$', '^[a-z]+(-[a-z]+)*$'],
          },
        },
      ],
    },
  },
  {
    // The shell and what it loads are every page's first load: a value from the contracts would
    // bring their code (zod and every schema) into it, over the landing page's 170 KB budget.
    files: [
      'apps/web/src/main.tsx',
      'apps/web/src/app/**/*.{ts,tsx}',
      // Each area's entry in the list of areas (app/areas.ts).
      'apps/web/src/domains/*/area.{ts,tsx}',
      'apps/web/src/i18n/index.ts',
      'apps/web/src/lib/{api,auth,org,org-store,web-area}.ts',
    ],
    // Tests beside the shell are never bundled.
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@vedann/contracts',
              message:
                'Only types from the contracts here: their code stays out of the first load.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // The server's floors: the core imports no area, an area imports another only through its
  // index.ts, nothing imports the files that compose the app (apps/server/eslint.layers.js).
  ...serverLayerBlocks,
  // Web layers (issue 30), top to bottom: app/ (router, route tables) composes the areas; an area
  // (domains/<area>/) uses ui/, lib/, i18n/ and another area only through that area's index.ts;
  // ui/, lib/ and i18n/ use no area and not app/. Lazy `import()`s are held to the same rule.
  ...[
    {
      files: ['apps/web/src/{ui,lib,i18n}/**/*.{ts,tsx}'],
      up: '^(\\.\\./)+(domains|app)(/|$)',
      message: 'ui/, lib/ and i18n/ are below the areas and the app: they import neither.',
    },
    ...[1, 2].flatMap((depth) => {
      const toSrc = '\\.\\./'.repeat(depth + 1);
      const toDomains = '\\.\\./'.repeat(depth);
      return [
        {
          files: [`apps/web/src/domains/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
          up: `^${toSrc}app(/|$)`,
          message: 'An area does not import app/: the app composes the areas, not the reverse.',
        },
        {
          files: [`apps/web/src/domains/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
          up: `^${toDomains}[^./][^/]*/`,
          message: "Another area is imported through its index.ts ('../<area>'), not its files.",
        },
      ];
    }),
  ]
    .reduce((blocks, { files, up, message }) => {
      const same = blocks.find((block) => block.files[0] === files[0]);
      const target = same ?? { files, patterns: [], selectors: [] };
      target.patterns.push({ regex: up, message });
      target.selectors.push({
        selector: `ImportExpression[source.value=/${up.replaceAll('/', '\\/')}/]`,
        message,
      });
      return same ? blocks : [...blocks, target];
    }, [])
    .map(({ files, patterns, selectors }) => ({
      files,
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': ['error', ...selectors],
      },
    })),
  {
    // Short enough to read in one sitting (issue 30). The language catalogues are lists of texts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['apps/web/src/domains/**/i18n.ts', 'apps/web/src/i18n/common.ts'],
    rules: {
      'max-lines': ['error', { max: 400 }],
      'max-lines-per-function': ['error', { max: 150, IIFEs: true }],
    },
  },
  {
    // A journey's "today" is India's, as the server's is: a UTC day is yesterday from 18:30 UTC
    // to midnight, and journeys built on it failed only then (a member joined the day before
    // her seat, a loan due before it was lent).
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
          message: "A journey's day comes from todayInIndia() and addDays() (@vedann/contracts).",
        },
      ],
    },
  },
  {
    // Tests read JSON answers, which are untyped by nature; explicit `any` stays banned.
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
