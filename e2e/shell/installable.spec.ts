import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support';

// Installable and recognisable (issue 31 item 7): the icons and the two manifests are there with
// their types, the page names the manifest of its language, the service worker registers, and
// a page opened offline says so in the reader's language instead of the browser's error.

const FILES: ReadonlyArray<[string, RegExp]> = [
  ['/favicon.svg', /^image\/svg\+xml/],
  ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
  ['/icons/apple-touch-icon.png', /^image\/png$/],
  ['/manifest.webmanifest', /^application\/manifest\+json/],
  ['/manifest.hi.webmanifest', /^application\/manifest\+json/],
];

interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** This device's language, as the app keeps it. */
async function chooseLanguage(page: Page, language: 'en' | 'hi') {
  await page.evaluate((chosen) => localStorage.setItem('vedann.language', chosen), language);
}

test('the app installs: icons, a manifest per language, a service worker, an offline page', async ({
  page,
  context,
  request,
}) => {
  for (const [path, type] of FILES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const manifests = {
    en: (await (await request.get('/manifest.webmanifest')).json()) as WebManifest,
    hi: (await (await request.get('/manifest.hi.webmanifest')).json()) as WebManifest,
  };
  expect(manifests.en).toMatchObject({ name: 'Vedann', lang: 'en', start_url: '/' });
  expect(manifests.hi).toMatchObject({ name: 'वेदन', short_name: 'वेदन', lang: 'hi' });
  expect(manifests.hi.description).toMatch(/[\u0900-\u097F]/);
  for (const manifest of Object.values(manifests)) {
    expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#3b55be' });
    // What a phone needs to offer the install: a 192 and a 512 px icon, and a maskable one.
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      // No SVG: the browser draws one on the page's main thread as it checks the manifest, a
      // task of up to 70 ms while the page loads.
      expect(icon.type, icon.src).toBe('image/png');
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe(icon.type);
    }
  }

  // No icon or manifest the page asks for is missing (the favicon was a 404 on every page).
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // The worker registers and takes charge of the page; it keeps the shell and the offline page.
  // (Waited for before the reload: a page whose load began while the worker was still
  // activating is not claimed, and stays the network's until its next load.)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await chooseLanguage(page, 'hi');
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.hi.webmanifest',
  );
  expect(missing).toEqual([]);

  // Reloaded after it took charge, the page is still the worker's.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(kept).toContain('/offline.html');
  expect(kept.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(kept.filter((path) => path.startsWith('/api/'))).toEqual([]);

  // Offline, a page opens to the offline page, in Hindi for this reader; an API call fails as
  // it would without the worker, never answered from a cache.
  await context.setOffline(true);
  try {
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveURL(/\/jobs$/);
    const api = await page.evaluate(async () => {
      try {
        return (await fetch('/api/v1/jobs')).status;
      } catch {
        return 'failed';
      }
    });
    expect(api).toBe('failed');

    await chooseLanguage(page, 'en');
    await page.goto('/gym');
    await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('You are offline · Vedann');
    await expectAccessible(page, 'the offline page');
  } finally {
    await context.setOffline(false);
  }

  // Back online, Try again opens the page the person asked for.
  await page.getByRole('link', { name: 'Try again' }).click();
  // Signed out, the gym sends the visitor to log in first: the app, not the offline page.
  await expect(page).toHaveURL(/\/login\?next=%2Fgym$/);
  await expect(page.getByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
});
