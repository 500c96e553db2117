import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { build, defineConfig, type Manifest, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { browserContracts } from './bundling/browser-contracts-plugin';
import { compileHints } from './bundling/compile-hints';
import { themeVariables } from './bundling/theme-variables';

// The API server owns /api; in development Vite forwards it there so the session cookie stays
// same-origin, exactly as it is in production where the server also serves dist/.
const apiProxy = { '/api': { target: 'http://localhost:3000' } };

/** Text files worth compressing; fonts and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The server's Node bundle of the app and its page templates, under dist/: never sent. */
const SSR_DIR = 'ssr';

/** Writes a brotli (.br) and a gzip (.gz) copy beside every text file under `dir`. */
function compressAll(dir: string): void {
  const ssr = path.join(dir, SSR_DIR) + path.sep;
  for (const file of filesUnder(dir)) {
    if (file.startsWith(ssr)) continue;
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < 512) continue;
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  }
}

/**
 * Modules of Mantine's that the app replaces (each file says why), by the file that imports them:
 * - the id hook of src/ui/mantine-use-id.ts, in place of Mantine's, which swaps every id for a
 *   random one after the first render; Mantine's package index is the only module that imports it;
 * - in the browser only, src/ui/mantine-css-variables.ts in place of the provider's variables,
 *   which the build writes as a stylesheet.
 */
function mantineReplacements({ browser }: { browser: boolean }): Plugin {
  const replacements = [
    {
      source: './use-id/use-id.mjs',
      importer: /@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
      replacement: 'src/ui/mantine-use-id.ts',
    },
    ...(browser
      ? [
          {
            source: './MantineCssVariables/MantineCssVariables.mjs',
            importer:
              /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
            replacement: 'src/ui/mantine-css-variables.ts',
          },
        ]
      : []),
  ];
  return {
    name: 'vedann-mantine-replacements',
    enforce: 'pre',
    resolveId(source, importer) {
      const found = replacements.find(
        (entry) =>
          entry.source === source && importer !== undefined && entry.importer.test(importer),
      );
      return found ? path.resolve(import.meta.dirname, found.replacement) : null;
    },
  };
}

/** What src/prerender.tsx gives the build. */
interface PrerenderModule {
  prerender(path: string): Promise<{ html: string; title: string }>;
  PRERENDERED_PAGES: ReadonlyArray<{
    path: string;
    modules: string[];
    onRequest?: boolean;
    signedIn?: boolean;
  }>;
  PRERENDERED_ATTRIBUTE: string;
  RENDERED_ORG_ATTRIBUTE: string;
  SEEDED_QUERIES_ID: string;
  RENDER_SLOTS: { html: string; queries: string; org: string };
  bootScript(entry: string, preloads: readonly string[]): string;
}

/**
 * Where each of the build's modules went: its path from the app's folder → the manifest's key of
 * the chunk that holds it. A lazy page whose module also sits in a chunk other pages share has
 * no manifest entry of its own; its chunk is found here.
 */
type ModuleChunks = Map<string, string>;

/** The chunk of `key` and every chunk it imports statically; and all their styles. */
function chunkFiles(
  manifest: Manifest,
  key: string,
  js: Set<string>,
  css: Set<string>,
  moduleChunks: ModuleChunks,
): void {
  const chunk = manifest[key] ?? manifest[moduleChunks.get(key) ?? ''];
  if (!chunk) throw new Error(`Prerendering: ${key} is not in the build's manifest`);
  if (chunk.file.endsWith('.css')) css.add(chunk.file);
  else if (!js.has(chunk.file)) {
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      chunkFiles(manifest, imported, js, css, moduleChunks);
    }
  }
  for (const file of chunk.css ?? []) css.add(file);
}

/**
 * Prerenders the pages of PRERENDERED_PAGES (app/prerendered.tsx) into dist/pages/<path>.html:
 * the app is built once more for Node, each page rendered to HTML and put into index.html's
 * #root, with the page's title, and preloads of its lazy route's chunks and styles. The server
 * answers those paths with them; every other path keeps the empty index.html.
 *
 * The Node bundle stays in dist/ssr/ (its packages are imported from node_modules, as here), with
 * a template of each page marked `onRequest` (dist/ssr/pages/<path>.html: the same page with
 * RENDER_SLOTS where its markup and its seeded queries go): the server renders those pages
 * again at request time with their data (apps/server/src/http/page-render.ts).
 */
async function prerenderPages(
  root: string,
  outDir: string,
  moduleChunks: ModuleChunks,
): Promise<void> {
  const ssrDir = path.join(outDir, SSR_DIR);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), mantineReplacements({ browser: false })],
    build: {
      ssr: 'src/prerender.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  const app = (await import(
    pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href
  )) as PrerenderModule;
  const manifestFile = path.join(outDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  fs.mkdirSync(path.join(outDir, 'pages'), { recursive: true });
  for (const page of app.PRERENDERED_PAGES) {
    const { html, title } = await app.prerender(page.path);
    const js = new Set<string>();
    const css = new Set<string>();
    // A lazy route brings the rest of the component styles with it (app/router.tsx).
    const modules = page.modules.length ? [...page.modules, 'src/app/area-styles.css'] : [];
    for (const module of modules) chunkFiles(manifest, module, js, css, moduleChunks);
    // The app's code is requested once the page is painted (bootScript), so the page's HTML
    // loads no script itself: its entry and preloads move into that inline script.
    const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
    if (!entry?.[1]) throw new Error('Prerendering: index.html has no module script');
    const preloads = [
      ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g),
    ];
    const head = [...preloads, entry].reduce((text, [tag]) => text.replace(tag, ''), template);
    const styles = [...css]
      .filter((file) => !template.includes(`"/${file}"`))
      .map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`);
    const chunks = new Set([
      ...preloads.map(([, href]) => href ?? ''),
      ...[...js].map((file) => `/${file}`),
    ]);
    chunks.delete(entry[1]);
    const boot = app.bootScript(entry[1], [...chunks]);
    const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    // A signed-in visitor's page names the business it was rendered for (main.tsx).
    const orgAttribute = page.signedIn
      ? ` ${app.RENDERED_ORG_ATTRIBUTE}="${app.RENDER_SLOTS.org}"`
      : '';
    const document = (inRoot: string, afterRoot: string) =>
      head
        .replace(/<title>[^<]*<\/title>/, `<title>${escapedTitle}</title>`)
        .replace('</head>', `${styles.join('')}  </head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" ${app.PRERENDERED_ATTRIBUTE}="${page.path}"${orgAttribute}>` +
            `${inRoot}</div>${afterRoot}<script>${boot}</script>`,
        );
    const out = document(html, '');
    if (!out.includes(html)) throw new Error('Prerendering: index.html has no empty #root');
    const name = `${page.path === '/' ? 'index' : page.path}.html`;
    // A signed-in visitor's page is only ever rendered for them: no page is left for anyone.
    if (!page.signedIn) {
      const file = path.join(outDir, 'pages', name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, out);
    }
    if (page.onRequest) {
      // The data block comes before the inline script, which starts the app: it is in the
      // document by the time main.tsx reads it.
      const template = path.join(ssrDir, page.signedIn ? 'signed-in' : 'pages', name);
      fs.mkdirSync(path.dirname(template), { recursive: true });
      fs.writeFileSync(
        template,
        document(
          app.RENDER_SLOTS.html,
          `<script type="application/json" id="${app.SEEDED_QUERIES_ID}">` +
            `${app.RENDER_SLOTS.queries}</script>`,
        ),
      );
    }
  }
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
}

/**
 * After the build: prerenders the first pages, then writes a brotli and a gzip copy beside every
 * text file, once, at the highest settings; the server sends the one the browser accepts
 * (@fastify/static preCompressed) and never compresses per request.
 */
function prerenderAndCompress(): Plugin {
  let root = '.';
  let outDir = 'dist';
  const moduleChunks: ModuleChunks = new Map();
  return {
    name: 'vedann-prerender-and-compress',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      // The manifest keys a shared chunk `_<file name>` (Vite's manifest plugin).
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const key = output.facadeModuleId
          ? path.relative(root, output.facadeModuleId)
          : `_${path.basename(output.fileName)}`;
        for (const id of output.moduleIds) moduleChunks.set(path.relative(root, id), key);
      }
    },
    async closeBundle() {
      await prerenderPages(root, outDir, moduleChunks);
      compressAll(outDir);
    },
  };
}

/** What every page's first load fetches: the scripts and styles dist/index.html names. */
function shellFiles(outDir: string): Set<string> {
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return new Set(
    [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+)"/g)].map(
      ([, file]) => file ?? '',
    ),
  );
}

/**
 * The service worker (decision 0345): it keeps the app's shell (index.html's scripts and styles,
 * the icons, the manifests) and the offline page, and answers a page it cannot fetch with that
 * page. Pages always come from the network: the server renders some per visit, and a page kept
 * from an older build would ask for chunks that are gone. Nothing else passes through it; an API
 * call above all is never kept, so a failure can never look like data. main.tsx registers it
 * (app/install.ts): no inline script, which the CSP would refuse.
 */
function serviceWorker(): PluginOption {
  let outDir = 'dist';
  return [
    {
      name: 'vedann-service-worker-out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      injectRegister: false,
      // Two manifests of our own (public/), one per language: the plugin writes only one.
      manifest: false,
      // Before the prerendering and compression, which then compress sw.js like any script.
      integration: { closeBundleOrder: 'pre' },
      workbox: {
        globPatterns: [
          'assets/*.{js,css}',
          'offline.{html,js}',
          '*.webmanifest',
          'favicon.{svg,ico}',
          'icons/*.png',
        ],
        // Of the built chunks, only the first load's: the rest are fetched as pages need them.
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles(outDir);
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
        navigationPreload: true,
        inlineWorkboxRuntime: true,
        // A new build's worker takes over at once: it keeps no page, only the shell it names.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ];
}

/** recharts, Mantine's charts, and the packages only recharts brings. */
const CHART_PACKAGES =
  /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|@reduxjs|decimal\.js-light|es-toolkit|eventemitter3|immer|react-redux|redux|redux-thunk|reselect|tiny-invariant|victory-vendor|d3-[a-z-]+|internmap)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    mantineReplacements({ browser: true }),
    browserContracts(),
    themeVariables(),
    serviceWorker(),
    compileHints({ exceptGroups: ['charts', 'zod'] }),
    prerenderAndCompress(),
  ],
  build: {
    outDir: 'dist',
    // Read by the prerendering to preload each prerendered page's chunks, then removed.
    manifest: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'], propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false },
            // The chart pages' library and what only it uses, kept out of `ui`: merging its small
            // subgroups made the sign-in page and the homes load all of recharts (245 KB).
            {
              name: 'charts',
              test: CHART_PACKAGES,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // zod whole, in a chunk of its own: the `ui` group had merged one of its modules into
            // a Mantine chunk, and the homes and the bell loaded all of zod through it.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/]zod[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'ui',
              test: /node_modules/,
              entriesAware: true,
              entriesAwareMergeThreshold: 30_000,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
