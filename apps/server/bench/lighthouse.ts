/**
 * The web app's first load, as a visitor's phone gets it from the real server: the compressed
 * size of what the landing page loads, and Lighthouse (mobile emulation, its default) on the
 * pages of issue 10's goals, driving Debian's Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { report } from './support';

export const LIGHTHOUSE_PAGES = ['/', '/login', '/jobs'] as const;

/** A signed-in page (issue 31's "Done when": the gym home) and the session cookie to open it. */
export interface SignedInPage {
  path: string;
  cookie: string;
}

/**
 * The files the landing page makes the browser fetch at once: its styles, and its scripts and
 * preloads, which the prerendered page (dist/pages/index.html) names in its inline start-up
 * script and an unprerendered index.html in its tags.
 */
function firstLoadFiles(dist: string): string[] {
  const prerendered = path.join(dist, 'pages/index.html');
  const page = fs.existsSync(prerendered) ? prerendered : path.join(dist, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const files = new Set<string>([`/${path.relative(dist, page)}`]);
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)) {
    if (match[1]) files.add(match[1]);
  }
  return [...files];
}

/** Bytes over the wire for the first load, with the build's precompressed .br and .gz copies. */
export function firstLoadSizes(dist: string): void {
  const sizes = { raw: 0, br: 0, gz: 0, js: { br: 0, gz: 0 }, css: { br: 0, gz: 0 } };
  const files = firstLoadFiles(dist);
  for (const file of files) {
    const full = path.join(dist, file.replace(/^\//, ''));
    const raw = fs.statSync(full).size;
    // Small files are not precompressed; the server sends them as they are.
    const size = (ext: string) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : raw);
    const br = size('.br');
    const gz = size('.gz');
    sizes.raw += raw;
    sizes.br += br;
    sizes.gz += gz;
    const kind = file.endsWith('.js') ? sizes.js : file.endsWith('.css') ? sizes.css : null;
    if (kind) {
      kind.br += br;
      kind.gz += gz;
    }
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  report(
    `first load of / (${files.length} files), brotli`,
    `${kb(sizes.br)} (JS ${kb(sizes.js.br)}, CSS ${kb(sizes.css.br)}; ${kb(sizes.raw)} uncompressed)`,
    '-',
    undefined,
  );
  report(
    `first load of / (${files.length} files), gzip`,
    `${kb(sizes.gz)} (JS ${kb(sizes.js.gz)}, CSS ${kb(sizes.css.gz)})`,
    '-',
    undefined,
  );
}

interface Scores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own failure to measure the page, if any. */
  error: string | null;
}

/**
 * Lighthouse's failures to record the page load's trace (Chrome's, not the page's: Lighthouse's
 * own advice for them is to run again). NO_NAVSTART failed one gym-home audit in four on
 * 2026-11-30, with the next audit of the same tree scoring 97.
 */
const TRACE_NOT_RECORDED = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** The bench's niceness while the browser loads pages (Linux's scale: 0 as started, 19 last). */
const BENCH_NICENESS = 10;

/** Whether a thread is gone: a worker may end at any time between listing and reaching it. */
function threadGone(error: unknown): boolean {
  // Node's SystemError: its `code` is ERR_SYSTEM_ERROR, the system's own code is in `info`.
  return (error as { info?: { code?: string } }).info?.code === 'ESRCH';
}

/** A thread's priority, if the thread is still there. */
function setThreadPriority(tid: number, niceness: number): void {
  try {
    os.setPriority(tid, niceness);
  } catch (error) {
    if (!threadGone(error)) throw error;
  }
}

/** The priority of each thread still there. */
function threadPriorities(tids: number[]): Map<number, number> {
  const priorities = new Map<number, number>();
  for (const tid of tids) {
    try {
      priorities.set(tid, os.getPriority(tid));
    } catch (error) {
      if (!threadGone(error)) throw error;
    }
  }
  return priorities;
}

/**
 * Puts every thread of this process (the server under test, Lighthouse, their workers) behind
 * the browser, and gives back a way to restore them. On a visitor's phone neither the server nor
 * Lighthouse shares the page's cores; here they share two, and the page's long tasks were mostly
 * the page waiting for them (docs/performance.md, 2026-11-30: 56 to 104 ms of its own CPU in 130
 * to 284 ms; decision 0373). Threads started meanwhile inherit the priority. Linux only.
 */
function yieldToTheBrowser(): () => string | null {
  if (!fs.existsSync('/proc/self/task')) return () => null;
  const threads = () => fs.readdirSync('/proc/self/task').map(Number);
  const before = threadPriorities(threads());
  for (const tid of before.keys()) setThreadPriority(tid, BENCH_NICENESS);
  return () => {
    try {
      for (const tid of threads()) setThreadPriority(tid, before.get(tid) ?? 0);
      return null;
    } catch (error) {
      // Raising a priority again needs the right to (root, or CAP_SYS_NICE).
      return error instanceof Error ? error.message : String(error);
    }
  };
}

/**
 * Lighthouse on each page, one fresh Chromium run per page, the bench's own process behind the
 * browser meanwhile (decision 0373). CHROME_PATH overrides the browser;
 * LIGHTHOUSE=0 skips it (for example on a machine without Chromium); LIGHTHOUSE_REPORTS=<dir>
 * saves each page's full JSON report there.
 */
export async function benchLighthouse(
  base: string,
  signedIn: readonly SignedInPage[] = [],
): Promise<void> {
  if (process.env.LIGHTHOUSE === '0') {
    report('Lighthouse', 'skipped (LIGHTHOUSE=0)', '-', undefined);
    return;
  }
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // After the launch: Chromium, started from this process, keeps the priority it had.
  // LIGHTHOUSE_YIELD=0 keeps the bench level with the browser, as every run before 0373 was.
  const restorePriority = process.env.LIGHTHOUSE_YIELD === '0' ? () => null : yieldToTheBrowser();
  try {
    // LIGHTHOUSE_ONLY=/gym,/jobs audits only those pages, to compare one change quickly.
    const only = process.env.LIGHTHOUSE_ONLY?.split(',');
    const pages = [...LIGHTHOUSE_PAGES.map((path) => ({ path, cookie: '' })), ...signedIn].filter(
      ({ path: page }) => !only || only.includes(page),
    );
    for (const { path: page, cookie } of pages) {
      let scores = await audit(`${base}${page}`, chrome.port, cookie);
      // A trace Chrome failed to record measured nothing, good or bad: audit the page again.
      let attempts = 1;
      while (scores.error && TRACE_NOT_RECORDED.has(scores.error) && attempts < 3) {
        scores = await audit(`${base}${page}`, chrome.port, cookie);
        attempts += 1;
      }
      const again = attempts > 1 ? `; audit ${attempts}, the trace not recorded before` : '';
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      report(
        `Lighthouse mobile ${page}: performance`,
        scores.error
          ? `not measured: ${scores.error}${again}`
          : `${scores.performance} (FCP ${seconds(scores.fcpMs)}, LCP ${seconds(scores.lcpMs)}, TBT ${Math.round(scores.tbtMs)} ms${again})`,
        '>= 90',
        scores.performance >= 90,
      );
      report(
        `Lighthouse mobile ${page}: accessibility`,
        String(scores.accessibility),
        '100',
        scores.accessibility === 100,
      );
    }
  } finally {
    chrome.kill();
    const notRestored = restorePriority();
    if (notRestored) {
      report(
        'bench priority after Lighthouse',
        `left at ${BENCH_NICENESS}: ${notRestored}`,
        '-',
        false,
      );
    }
  }
}

/**
 * Puts the session cookie (`name=value`) in the browser's own jar, as signing in leaves it. Sent
 * as a header instead (Lighthouse's `extraHeaders`), it was dropped from the page's own requests
 * once the page wrote a cookie of its own, and the gym's home was audited on its way to /login.
 */
async function signIn(url: string, port: number, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const split = cookie.indexOf('=');
    if (!context || split < 1)
      throw new Error('Lighthouse: no browser context or cookie to sign in');
    await context.clearCookies();
    await context.addCookies([
      { name: cookie.slice(0, split), value: cookie.slice(split + 1), url, httpOnly: true },
    ]);
  } finally {
    await browser.close();
  }
}

async function audit(url: string, port: number, cookie: string): Promise<Scores> {
  if (cookie) await signIn(url, port, cookie);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse: ${url} ended at ${result.lhr.finalDisplayedUrl}`);
  }
  // LIGHTHOUSE_REPORTS=<dir> keeps each page's full report (trace figures, audits) to read.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || '_';
    fs.writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(result.lhr, null, 1));
    // The trace, unthrottled, to see what each long task ran (Lighthouse multiplies it by 4).
    fs.writeFileSync(
      path.join(reports, `${name}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    error: result.lhr.runtimeError?.code ?? null,
  };
}
