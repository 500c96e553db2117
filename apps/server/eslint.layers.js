/**
 * The server's floors, checked by ESLint's `no-restricted-imports` (decision 0338).
 *
 * - Top floor: the files that compose the app from its areas (`src/app.ts`, the list of areas
 *   `src/areas.ts`, `src/main.ts` and the process it starts `src/server.ts`, the demo data's
 *   `src/demo-seeds.ts`) and the test harness
 *   (`src/test/`, which builds the whole app). Tests (`*.test.ts`) sit there too. Nothing below
 *   imports them.
 * - Core: `db/`, `http/`, `mail/`, `storage/`, `pdf/`, `types/`, `src/app-context.ts`,
 *   `src/config.ts`, `src/server-files.ts`, and the areas every other area uses (`CORE_AREAS`). The core imports no
 *   area: what it needs from one is injected (a list in `src/areas.ts`) or typed generically.
 * - Areas: every other `domains/<area>/`. An area imports the core freely, and another area only
 *   through that area's `index.ts`. An area may keep one folder per entity
 *   (`domains/ahar/stock/`); its folders import each other freely.
 *
 * Imports are relative, so each floor's rule is a pattern on the path as written: one block per
 * depth of a file under `domains/`, which keeps the number of `../` to another area known.
 */

/**
 * The areas below every other one. `platform` is the app's own bookkeeping (`app_meta`);
 * `notifications` is written by the reminder job and by the areas that send e-mails (decision 0346);
 * `messages` (WhatsApp and SMS) is sent through by the reminder job (decision 0359).
 */
export const CORE_AREAS = [
  'accounts',
  'orgs',
  'files',
  'people',
  'reminders',
  'notifications',
  'messages',
  'platform',
];

const TOP_FILES = ['app', 'areas', 'main', 'server', 'demo-seeds'];
const coreAreas = CORE_AREAS.join('|');
const up = String.raw`(?:\./|(?:\.\./)+)`;
const ext = String.raw`(?:\.[jt]s)?`;

const TOP_FLOOR = {
  regex: String.raw`^${up}(?:${TOP_FILES.join('|')})${ext}$`,
  message:
    'Nothing below the top floor imports what composes the app (app, areas, main, server, demo-seeds): take it as an argument (decision 0338).',
};
const CORE_TO_AREA = {
  regex: String.raw`^${up}domains/(?!(?:${coreAreas})(?:/|$))`,
  message:
    'The core imports no area: have the area hand it what it needs through a list in src/areas.ts, or type it generically (decision 0338).',
};
/** `../` from a file `depth` folders under `domains/` up to `domains/`. */
const toDomains = (depth) => String.raw`\.\./`.repeat(depth);
const CORE_AREA_TO_AREA = (depth) => ({
  regex: String.raw`^${toDomains(depth)}(?!(?:${coreAreas}|\.\.)(?:/|$))`,
  message:
    'accounts, orgs, files, people, reminders, notifications and platform are the core: they import no other area (decision 0338).',
});
const AREA_TO_AREA = (depth) => ({
  regex: String.raw`^${toDomains(depth)}(?!(?:${coreAreas}|\.\.)(?:/|$))[^/]+/(?!index${ext}$)`,
  message: 'Another area is imported only through its index.ts (decision 0338).',
});

const SRC = 'apps/server/src';
const NOT_TESTS = ['**/*.test.ts'];
/** Files directly in an area's folder (depth 1) and in its entities' folders (depth 2). */
const DEPTHS = [1, 2];
const inArea = (area, depth) => `${SRC}/domains/${area}/${'*/'.repeat(depth - 1)}*.ts`;

/** Which patterns hold for each floor below the top; each floor of the domains, per depth. */
const FLOORS = [
  {
    files: [
      `${SRC}/{db,http,mail,storage,pdf,types}/**/*.ts`,
      `${SRC}/app-context.ts`,
      `${SRC}/config.ts`,
      `${SRC}/server-files.ts`,
    ],
    patterns: [TOP_FLOOR, CORE_TO_AREA],
  },
  ...DEPTHS.flatMap((depth) => [
    {
      depth,
      core: true,
      files: [inArea(`{${CORE_AREAS.join(',')}}`, depth)],
      patterns: [TOP_FLOOR, CORE_AREA_TO_AREA(depth)],
    },
    {
      depth,
      core: false,
      files: [inArea('*', depth)],
      ignores: CORE_AREAS.map((area) => `${SRC}/domains/${area}/**`),
      patterns: [TOP_FLOOR, AREA_TO_AREA(depth)],
    },
  ]),
];

const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The config blocks for eslint.config.js. */
export const serverLayerBlocks = [
  ...FLOORS.map((floor) => ({
    files: floor.files,
    ignores: [...NOT_TESTS, ...(floor.ignores ?? [])],
    rules: rule(floor.patterns),
  })),
];
