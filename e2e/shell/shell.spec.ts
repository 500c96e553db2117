import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, mainNav, test } from '../support';

/** The header's language choice (a select named Language, or भाषा in Hindi). */
function languageSelect(page: Page) {
  return page.getByRole('combobox', { name: /^(Language|भाषा)$/ });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the shell at 1280 px', () => {
  test('skip link, page titles and focus on arrival', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'landing page');

    // The skip link is the first stop of the keyboard and leads to the page's content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();

    const landingTitle = await page.title();
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    const heading = page.locator('main h1');
    await expect(heading).toBeFocused();
    await expect(page).not.toHaveTitle(landingTitle);
    await expect(page).toHaveTitle(/Vedann$/);
    await expectAccessible(page, '/jobs');

    await mainNav(page).getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('main h1')).toBeFocused();
    const loginTitle = await page.title();
    expect(new Set([landingTitle, loginTitle]).size).toBe(2);
    await expectAccessible(page, '/login');
  });

  test('the language switches to Hindi, is remembered, and switches back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageSelect(page).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const hindiNav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(hindiNav.getByRole('link', { name: 'नौकरियाँ खोजें' })).toBeVisible();
    await expectAccessible(page, 'landing page in Hindi');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(hindiNav.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
    // The Devanagari face is self-hosted and fetched for Hindi text.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return document.fonts.check('16px "Noto Sans Devanagari"', 'हिन्दी');
        }),
      )
      .toBe(true);

    await languageSelect(page).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mainNav(page).getByRole('link', { name: 'Find Jobs' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the account remembers its language and applies it after sign-in', async ({ page }) => {
    // The page learns who is signed in late: a language chosen before then is still saved.
    await page.route('**/api/v1/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await logIn(page, DEMO.recruiter, DEMO_PASSWORD);
    await languageSelect(page).selectOption('hi');
    // Waits for a delayed check still in the handler, which would otherwise answer it twice.
    await page.unrouteAll({ behavior: 'wait' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/v1/user')).json()) as {
              user: { language: string | null };
            }
          ).user.language,
      )
      .toBe('hi');
    // Another device (no stored choice) follows the account once signed in.
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await languageSelect(page).selectOption('en');
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/v1/user')).json()) as {
              user: { language: string | null };
            }
          ).user.language,
      )
      .toBe('en');
  });

  test('static files: robots.txt, 404 for unknown files, compressed assets', async ({
    page,
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/^User-agent: \*/m);
    for (const path of ['/missing.png', '/assets/nope.js', '/jobs/logo.svg']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).not.toContain('<div id="root">');
    }

    await page.goto('/');
    const script = await page.locator('script[type="module"]').getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const br = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['cache-control']).toContain('immutable');
    const gz = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');

    // Signed out is an answer, not an error.
    const me = await request.get('/api/v1/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toEqual({ success: true, user: null });
  });

  test('signing in to continue comes back to the page asked for', async ({ page }) => {
    await page.goto('/lostnfound');
    await expect(page).toHaveURL(/\/login\?next=%2Flostnfound$/);
    // The login page says why it is there.
    await expect(page.getByText('Please log in to continue.')).toBeVisible();
    await expectAccessible(page, '/login?next=');
  });
});

test.describe('the shell on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('menu button, language and accessibility @phone', async ({ page }) => {
    for (const path of ['/', '/login', '/jobs']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `${path} at 360 px`);
    }

    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toHaveAttribute('aria-controls', 'main-navigation');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Find Jobs' })).toBeVisible();
    await expectAccessible(page, 'phone menu');
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).click();
    await expect(page.locator('main h1')).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

    await languageSelect(page).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'मेन्यू खोलें या बंद करें' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await languageSelect(page).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an editable table row is a card whose Edit opens the full form @phone', async ({
    page,
  }) => {
    await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice');
    await page.getByRole('link', { name: 'Membership plans: Sutrin Fitness' }).click();
    const table = page.getByRole('table', { name: 'Plans of Sutrin Fitness' });
    const row = table.getByRole('row', { name: /Monthly/ });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Every action of the card is on screen.
    for (const name of ['Edit', 'Remove']) {
      const box = await row.getByRole('button', { name }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(360);
    }

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(row.getByLabel('Plan name')).toBeFocused();
    const fee = row.getByLabel('Fee');
    // The field has room for its value, not a squeezed column.
    expect((await fee.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    await expect(row.getByRole('button', { name: 'Update' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'plan row being edited at 360 px');
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row.getByRole('button', { name: 'Edit' })).toBeFocused();

    // Deleting asks first; cancelling keeps the row.
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Monthly');
    await expectAccessible(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeVisible();
  });
});
