import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { chooseEncoding } from './page-render';

let t: TestApp;
let recruiter: TestUser;
let companyId: string;
const webDirs: string[] = [];

async function postJob(title: string): Promise<void> {
  const job = await t.request('POST', '/api/v1/admin/jobs', {
    token: recruiter.token,
    orgId: companyId,
    body: {
      title,
      description: 'Keep the platform up.',
      position: 1,
      jobType: 'Full Time',
      salary: 12,
      location: 'Pune',
      industry: 'Backend Developer',
      experience: 2,
    },
  });
  expect(job.statusCode, job.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  // One open job, so the first page the render reads has a card's worth of data.
  recruiter = await t.signUp({ role: 'recruiter' });
  const company = await t.request('POST', '/api/v1/companies', {
    token: recruiter.token,
    body: { name: 'Zentrava Labs', industry: 'Backend Developer', location: 'Pune' },
  });
  expect(company.statusCode, company.body).toBe(201);
  companyId = company.json<{ company: { _id: string } }>().company._id;
  await postJob('Zentrava Platform Engineer');
});
afterAll(async () => {
  await t.close();
  for (const dir of webDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const BOOT = 'if (1 < 2) start();';
const STATIC_JOBS = `<title>Jobs · Vedann</title><div id="root" data-prerendered="/jobs"><p>static</p></div><script>${BOOT}</script>`;
const TEMPLATE =
  '<title>Jobs · Vedann</title><div id="root" data-prerendered="/jobs"><!--vedann:html--></div>' +
  '<script type="application/json" id="vedann-seeded-queries"><!--vedann:queries--></script>' +
  `<script>${BOOT}</script>`;

/**
 * A stand-in for the web build's Node bundle (src/prerender.tsx): it reads what a page would
 * (a public list, its counts, and a path that needs a session), and says in its markup how
 * many times it rendered with data (the thread's warm-up render gets none) and what it was
 * given.
 */
const FAKE_BUNDLE = `
export const RENDER_SLOTS = { html: '<!--vedann:html-->', queries: '<!--vedann:queries-->' };
let renders = 0;
export async function renderPage(path, load) {
  if (MODE === 'throw') throw new Error('the page broke');
  const wanted = [
    [['jobs', 'list', { page: 1 }], '/jobs?page=1'],
    [['jobs', 'counts', {}], '/jobs/counts'],
    [['mine'], '/application/mine'],
  ];
  const queries = [];
  for (const [key, url] of wanted) {
    const data = await load(url);
    if (data !== undefined) queries.push({ key, data });
  }
  if (queries.length > 0) renders += 1;
  queries.push({ key: ['text'], data: '</script><script>alert(1)</script>' });
  const list = queries[0]?.data?.jobs ?? [];
  return {
    html: '<p>render ' + renders + ' of ' + path + '</p>' +
      list.map((job) => '<article>' + job.title + '</article>').join(''),
    queries,
  };
}
`;

function webDir(mode: 'ok' | 'throw'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-web-render-'));
  webDirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vedann</title>');
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(path.join(dir, 'pages', 'jobs.html'), STATIC_JOBS);
  fs.mkdirSync(path.join(dir, 'ssr', 'pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'ssr', 'pages', 'jobs.html'), TEMPLATE);
  fs.writeFileSync(
    path.join(dir, 'ssr', 'prerender.mjs'),
    `const MODE = ${JSON.stringify(mode)};\n${FAKE_BUNDLE}`,
  );
  return dir;
}

function seededQueries(body: string): { key: unknown[]; data: unknown }[] {
  const block =
    /<script type="application\/json" id="vedann-seeded-queries">([^<]*)<\/script>/.exec(body);
  if (!block?.[1]) throw new Error('no data block in the page');
  return JSON.parse(block[1]) as { key: unknown[]; data: unknown }[];
}

describe('pages rendered at request time', () => {
  it('answers /jobs rendered on the public answers, once for concurrent visits and again when they change', async () => {
    const app = await buildApp({ ...t.deps, webDir: webDir('ok') });
    try {
      // Three visits at once start one render. On a busy machine the thread may still be
      // starting, and a visit waits only so long (then it gets the build's page): wait for the
      // rendered page, which must still be that first render.
      const first = await Promise.all(
        [1, 2, 3].map(() => app.inject({ method: 'GET', url: '/jobs' })),
      );
      for (const res of first) expect(res.statusCode).toBe(200);
      const answers = [];
      for (const deadline = Date.now() + 20_000; answers.length < 2;) {
        const res = await app.inject({ method: 'GET', url: '/jobs' });
        if (res.body.includes('<p>render')) answers.push(res);
        else if (Date.now() > deadline) throw new Error('the page was never rendered');
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const res of [...first, ...answers].filter((res) => res.body.includes('<p>render'))) {
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<p>render 1 of /jobs</p>');
      }
      const { body, headers } = answers[0]!;
      expect(body).toContain('<article>Zentrava Platform Engineer</article>');
      expect(body).not.toContain('<p>static</p>');
      expect(body).not.toContain('vedann:html');

      // The data block holds the server's own answers to a signed-out GET, and only 200s (the
      // list of one's applications needs a session: 401, left out).
      const queries = seededQueries(body);
      const list = await t.request('GET', '/api/v1/jobs?page=1');
      const counts = await t.request('GET', '/api/v1/jobs/counts');
      expect(queries).toEqual([
        { key: ['jobs', 'list', { page: 1 }], data: list.json() },
        { key: ['jobs', 'counts', {}], data: counts.json() },
        { key: ['text'], data: '</script><script>alert(1)</script>' },
      ]);
      // No text in the block can end it: every < is escaped.
      expect(body).not.toContain('</script><script>alert(1)');

      // The page's one inline script is still allowed by its hash, and nothing else inline.
      const hash = crypto.createHash('sha256').update(BOOT).digest('base64');
      expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(body.match(/<script>/g)).toHaveLength(1);

      // Compressed as the browser accepts, like the static pages.
      const br = await app.inject({
        method: 'GET',
        url: '/jobs',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toBe('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
      const gzip = await app.inject({
        method: 'GET',
        url: '/jobs',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);
      // Kept for a while: not rendered again.
      expect(gunzipSync(gzip.rawPayload).toString()).toContain('<p>render 1 of /jobs</p>');

      // A later visit reads the answers again (at most once a second): unchanged, the kept page;
      // changed, a new render with them.
      const pause = () => new Promise((resolve) => setTimeout(resolve, 1_100));
      await pause();
      const same = await app.inject({ method: 'GET', url: '/jobs' });
      expect(same.body).toContain('<p>render 1 of /jobs</p>');
      await postJob('Zentrava Data Engineer');
      await pause();
      const fresh = await app.inject({ method: 'GET', url: '/jobs' });
      expect(fresh.body).toContain('<p>render 2 of /jobs</p>');
      expect(fresh.body).toContain('<article>Zentrava Data Engineer</article>');

      // A query, a HEAD and another screen are the build's static pages, as before.
      const filtered = await app.inject({ method: 'GET', url: '/jobs?location=Pune' });
      expect(filtered.statusCode).toBe(200);
      expect(filtered.body).toBe(STATIC_JOBS);
      expect((await app.inject({ method: 'HEAD', url: '/jobs' })).statusCode).toBe(200);
      const other = await app.inject({ method: 'GET', url: '/login' });
      expect(other.body).toContain('<title>Vedann</title>');
      // The server's bundle and templates are never sent.
      for (const url of ['/ssr/prerender.mjs', '/ssr/pages/jobs.html']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });

  it('answers the static page when the render fails', async () => {
    const app = await buildApp({ ...t.deps, webDir: webDir('throw') });
    try {
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ method: 'GET', url: '/jobs' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(STATIC_JOBS);
        const hash = crypto.createHash('sha256').update(BOOT).digest('base64');
        expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      }
    } finally {
      await app.close();
    }
  });

  it('answers the static page when the bundle does not load', async () => {
    const dir = webDir('ok');
    fs.writeFileSync(path.join(dir, 'ssr', 'prerender.mjs'), 'export const = broken;');
    const app = await buildApp({ ...t.deps, webDir: dir });
    try {
      const res = await app.inject({ method: 'GET', url: '/jobs' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(STATIC_JOBS);
    } finally {
      await app.close();
    }
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as accepted', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
