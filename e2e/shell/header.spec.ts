import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  accountButton,
  expect,
  expectAccessible,
  logIn,
  mainNav,
  openAccountMenu,
  test,
} from '../support';

// The header of a business owner who is also a student (issue 31 item 3): the owner's pages and
// Log Out live in the account menu, so that at 1280 and 360 px, in English and in Hindi, nothing
// in the header is cut or pushed past its edge; a page's code loading shows the progress bar.

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;

/**
 * Every element of the header whose content is wider than its box (a cut word: "Logou"), or that
 * reaches past the header's edges (a select pushed off the screen). Elements hidden for screen
 * readers only (1 px boxes with a clip) are skipped with what they hold.
 */
async function clippedInHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const edge = header.getBoundingClientRect();
    const found: string[] = [];
    const visit = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 && rect.height <= 1) return;
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name} holds ${element.scrollWidth} px in ${element.clientWidth} px`);
      }
      if (rect.width > 0 && (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5)) {
        found.push(`${name} spans ${rect.left}..${rect.right} of ${edge.left}..${edge.right}`);
      }
      for (const child of Array.from(element.children)) visit(child);
    };
    visit(header);
    return found;
  });
}

/** This device's language (not the account's), then the page again in it. */
async function readIn(page: Page, language: 'en' | 'hi', path: string) {
  await page.evaluate((chosen) => localStorage.setItem('vedann.language', chosen), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(accountButton(page)).toHaveAccessibleName('Vikram Singh');
  // The business select: in the bar on a wide screen, in the closed burger menu on a phone.
  await expect(
    page.getByRole('combobox', { name: /^(Business|व्यवसाय)$/, includeHidden: true }),
  ).toBeAttached();
}

test('the owner’s header fits at 1280 and 360 px in English and Hindi; the account menu holds their pages and Log Out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/gym');
  await expect(page.getByRole('heading', { name: 'Gym', level: 1 })).toBeVisible();

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const language of ['en', 'hi'] as const) {
      // The gym, and the ahar, whose kind is the longest name in Hindi.
      for (const path of ['/gym', '/ahar']) {
        await readIn(page, language, path);
        expect(
          await clippedInHeader(page),
          `${path} at ${viewport.width} px in ${language}`,
        ).toEqual([]);
      }
    }
  }

  // At 360 px in Hindi: the menu opens from the keyboard, named by the person's button, in Hindi,
  // with their Vedan ID.
  const button = accountButton(page);
  await button.focus();
  await page.keyboard.press('Enter');
  const hindiMenu = page.getByRole('menu', { name: 'Vikram Singh' });
  await expect(hindiMenu.getByRole('menuitem')).toHaveText([
    'आवेदन',
    'रिज़्यूमे बनाएँ',
    'खोया-पाया',
    'प्रोफ़ाइल देखें',
    'लॉग आउट',
  ]);
  await expect(hindiMenu.getByText(/^वेदन आईडी: VD[A-Z0-9]{6}$/)).toBeVisible();
  expect(await clippedInHeader(page)).toEqual([]);
  await expectAccessible(page, 'the account menu at 360 px in Hindi');
  await page.keyboard.press('Escape');
  await expect(hindiMenu).toBeHidden();
  await expect(button).toBeFocused();

  // At 1280 px in English the bar keeps Find Jobs; the menu the person's own pages.
  await page.setViewportSize(WIDTHS[0]);
  await readIn(page, 'en', '/gym');
  await expect(mainNav(page).getByRole('link', { name: 'Find Jobs' })).toBeVisible();
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Applications',
    'Resume builder',
    'Lost & Found',
    'View Profile',
    'Logout',
  ]);
  await expectAccessible(page, 'the account menu at 1280 px');

  // A page whose code is slow to come: the bar shows and "Loading page" is said, and the page
  // below does not move; then the page arrives and the bar goes.
  const mainTop = async () => (await page.locator('main').boundingBox())?.y;
  const before = await mainTop();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await menu.getByRole('menuitem', { name: 'View Profile' }).click();
  const progress = page.locator('.page-progress');
  await expect(progress).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeAttached();
  expect(await mainTop()).toBe(before);
  release();
  await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
  await expect(progress).not.toHaveAttribute('data-active');
  await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
  await page.unroute('**/assets/*.js');

  // Log Out from the menu: home, signed out, the visitor's Log In and Sign Up back in the bar.
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(accountButton(page)).toHaveCount(0);
  expect(
    ((await (await page.request.get('/api/v1/user')).json()) as { user: unknown }).user,
  ).toBeNull();
});
