// The thread that renders the web app's pages at request time (see page-render.ts for why a
// thread). Plain JavaScript, so that the worker starts without a TypeScript loader wherever the
// server runs (tsx, vitest, node); it imports the web build's Node bundle (dist/ssr/).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What the web build's src/prerender.tsx gives this thread.
 * @typedef {{
 *   renderPage(
 *     path: string,
 *     load: (url: string, org: string | null) => Promise<unknown>,
 *     visitor?: { rememberedOrg: string | null },
 *   ): Promise<{ html: string, queries: unknown[], org: string | null, title?: string } | null>,
 *   RENDER_SLOTS: { html: string, queries: string, org: string },
 * }} SsrBundle
 */
/**
 * A render; `visitor` for a signed-in visitor's page (dist/ssr/signed-in/).
 * @typedef {{
 *   type: 'render', id: number, path: string, visitor?: { rememberedOrg: string | null },
 * }} RenderMessage
 */
/** @typedef {{ type: 'loaded', id: number, data: unknown }} LoadedMessage */

if (!parentPort) throw new Error('page-render-worker.mjs runs only as a worker thread');
const port = parentPort;
/** @type {{ ssrDir: string }} */
const { ssrDir } = workerData;

/**
 * A template split where the markup and the seeded queries go.
 * @param {string} text
 * @param {SsrBundle['RENDER_SLOTS']} slots
 */
function splitTemplate(text, slots) {
  const [before, rest, extra] = text.split(slots.html);
  if (before === undefined || rest === undefined || extra !== undefined)
    throw new Error(`a template must hold ${slots.html} once`);
  const [between, after, more] = rest.split(slots.queries);
  if (between === undefined || after === undefined || more !== undefined)
    throw new Error(`a template must hold ${slots.queries} once, after ${slots.html}`);
  return { before, between, after };
}

/**
 * The templates in `dir` by path (jobs.html is /jobs, index.html is /).
 * @param {string} dir
 * @param {SsrBundle['RENDER_SLOTS']} slots
 */
function readTemplates(dir, slots) {
  const templates = new Map();
  if (!fs.existsSync(dir)) return templates;
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const name = entry.slice(0, -'.html'.length).split(path.sep).join('/');
    const text = fs.readFileSync(path.join(dir, entry), 'utf8');
    templates.set(name === 'index' ? '/' : `/${name}`, splitTemplate(text, slots));
  }
  return templates;
}

/** The bundle, the public pages' templates and the signed-in visitors' pages' ones. */
const loading = (async () => {
  /** @type {SsrBundle} */
  const bundle = await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href);
  const templates = readTemplates(path.join(ssrDir, 'pages'), bundle.RENDER_SLOTS);
  const signedIn = readTemplates(path.join(ssrDir, 'signed-in'), bundle.RENDER_SLOTS);
  // One render of each page without data before the first visit: the first render of a fresh
  // thread takes several times as long (its code not yet compiled), and the visitor would wait.
  const none = async () => undefined;
  for (const pagePath of templates.keys()) await bundle.renderPage(pagePath, none);
  for (const pagePath of signedIn.keys()) await bundle.renderPage(pagePath, none);
  return { bundle, templates, signedIn };
})();
loading.then(
  () => port.postMessage({ type: 'ready' }),
  (error) => port.postMessage({ type: 'broken', error: String(error?.stack ?? error) }),
);

/** The main thread's answers to this thread's reads, by id. */
const loads = new Map();
let nextLoad = 1;

/**
 * Asks the main thread for `url`'s answer, for the render `render`, as the business `org`.
 * @param {number} render
 * @param {string} url
 * @param {string | null} org
 */
function load(render, url, org) {
  const id = nextLoad++;
  return new Promise((resolve) => {
    loads.set(id, resolve);
    port.postMessage({ type: 'load', id, render, url, org });
  });
}

/** @param {string} text */
const escapeAttribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @param {RenderMessage} message */
async function render(message) {
  const { bundle, templates, signedIn } = await loading;
  const template = (message.visitor ? signedIn : templates).get(message.path);
  if (!template) throw new Error(`no template for ${message.path}`);
  const page = await bundle.renderPage(
    message.path,
    (url, org) => load(message.id, url, org),
    message.visitor,
  );
  // A visitor the server does not know (signed out since): no page for them.
  if (!page) return null;
  // A JSON data block is not run, but its text ends at the first `</script`: no `<` stays in it.
  const queries = JSON.stringify(page.queries).replace(/</g, '\\u003c');
  const org = escapeAttribute(page.org ?? '');
  // The title the page gave itself (a business's page names the business), else the build's.
  const title = page.title ? `<title>${escapeAttribute(page.title)}</title>` : '';
  const before = template.before
    .replace(bundle.RENDER_SLOTS.org, () => org)
    .replace(/<title>[^<]*<\/title>/, (built) => title || built);
  const html = Buffer.from(before + page.html + template.between + queries + template.after);
  // Fast settings (a few ms for a page of ~100 KB), unlike the build's slowest and smallest.
  const br = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 6,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    },
  });
  const gzip = gzipSync(html, { level: 9 });
  return { html, br, gzip, seeded: page.queries.length };
}

port.on('message', (/** @type {RenderMessage | LoadedMessage} */ message) => {
  if (message.type === 'loaded') {
    const resolve = loads.get(message.id);
    loads.delete(message.id);
    resolve?.(message.data);
    return;
  }
  render(message).then(
    (rendered) => {
      if (!rendered) return port.postMessage({ type: 'declined', id: message.id });
      const { html, br, gzip, seeded } = rendered;
      const buffers = [html, br, gzip].map((bytes) =>
        bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      );
      port.postMessage({ type: 'rendered', id: message.id, buffers, seeded }, buffers);
    },
    (error) =>
      port.postMessage({ type: 'failed', id: message.id, error: String(error?.stack ?? error) }),
  );
});
