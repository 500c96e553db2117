import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-context';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

// A signed-in visitor's page (a business's home) rendered per visit with their own session and
// business (web app/prerendered.tsx, `signedIn`), never kept, never anyone else's.

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let gymId: string;
let app: App;
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vedann-web-visitor-'));

const BOOT = 'if (1 < 2) start();';
const TEMPLATE =
  '<title>Gym · Vedann</title><div id="root" data-prerendered="/gym" data-org="<!--vedann:org-->">' +
  '<!--vedann:html--></div>' +
  '<script type="application/json" id="vedann-seeded-queries"><!--vedann:queries--></script>' +
  `<script>${BOOT}</script>`;

/**
 * A stand-in for the web build's Node bundle: as the real one, it reads the account, then its
 * businesses, then the home of the business the browser remembers (else the first), and gives
 * no page to a visitor the server does not know.
 */
const FAKE_BUNDLE = `
export const RENDER_SLOTS = { html: '<!--vedann:html-->', queries: '<!--vedann:queries-->', org: '<!--vedann:org-->' };
export async function renderPage(path, load, visitor) {
  if (!visitor) return { html: '<p>warm</p>', queries: [], org: null };
  const me = await load('/user', null);
  if (!me?.user) return null;
  const orgs = (await load('/orgs', null))?.organizations ?? [];
  const remembered = orgs.find((org) => org._id === visitor.rememberedOrg);
  const org = (remembered ?? orgs[0])?._id ?? null;
  // Read as the remembered business even when it is not the visitor's: the server must refuse.
  const home = await load('/gym/home', visitor.rememberedOrg ?? org);
  return {
    html: '<p>' + me.user.fullname + ' of ' + path + (home ? ': home read' : ': no home') + '</p>',
    queries: [{ key: ['me'], data: me.user }],
    org,
    title: 'Gym · ' + (remembered?.name ?? 'none') + ' <&> · Vedann',
  };
}
`;

function writeWebDir(): void {
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Vedann</title>');
  fs.mkdirSync(path.join(webDir, 'pages'));
  fs.mkdirSync(path.join(webDir, 'ssr', 'signed-in'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'ssr', 'signed-in', 'gym.html'), TEMPLATE);
  fs.writeFileSync(path.join(webDir, 'ssr', 'prerender.mjs'), FAKE_BUNDLE);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  stranger = await t.signUp();
  gymId = await t.createOrg(owner, 'gym', 'Sutrin Fitness');
  writeWebDir();
  app = await buildApp({ ...t.deps, webDir });
});
afterAll(async () => {
  await app.close();
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** /gym as a browser with these cookies opens it, once the thread has started. */
async function openGym(cookie?: string) {
  const headers = cookie ? { cookie } : {};
  for (const deadline = Date.now() + 20_000; ;) {
    const res = await app.inject({ method: 'GET', url: '/gym', headers });
    if (!cookie || res.body.includes('<p>') || Date.now() > deadline) return res;
    // A busy machine's thread may still be starting: the visitor then gets the app's page.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a signed-in visitor's page", () => {
  it('is rendered with their own session and business, and kept by no cache', async () => {
    const res = await openGym(`vedann_session=${owner.token}; vedann_org=${gymId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<p>${owner.user.fullname} of /gym: home read</p>`);
    expect(res.body).toContain(`data-org="${gymId}"`);
    // Titled as the page titled itself, escaped, in place of the build's title.
    expect(res.body).toContain('<title>Gym · Sutrin Fitness &lt;&amp;> · Vedann</title>');
    expect(res.body).not.toContain('<title>Gym · Vedann</title>');
    expect(res.body).not.toContain('vedann:');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toContain('cookie');
    // Another account right after gets its own page, not the one before.
    const other = await openGym(`vedann_session=${stranger.token}`);
    expect(other.body).toContain(`<p>${stranger.user.fullname} of /gym: no home</p>`);
    expect(other.body).toContain('data-org=""');
  });

  it("never reads a business the visitor is not in: the server refuses it as any request's", async () => {
    const res = await openGym(`vedann_session=${stranger.token}; vedann_org=${gymId}`);
    expect(res.body).toContain(`<p>${stranger.user.fullname} of /gym: no home</p>`);
    expect(res.body).not.toContain(gymId);
  });

  it("is the app's empty page for a visitor with no session, or one the server does not know", async () => {
    for (const cookie of [undefined, 'vedann_session=not-a-session']) {
      const res = await openGym(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><title>Vedann</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The template and the bundle are never sent.
    for (const url of ['/ssr/signed-in/gym.html', '/ssr/prerender.mjs']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
