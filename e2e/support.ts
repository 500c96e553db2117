import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/** Where scripts/e2e-server.mjs keeps each server's DATA_DIR (one server per project). */
const DATA_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.e2e-data');

/** Every server's outbox: the addresses a test writes to are its own, so any outbox will do. */
function outboxDirs(): string[] {
  if (!fs.existsSync(DATA_ROOT)) return [];
  return fs
    .readdirSync(DATA_ROOT)
    .map((name) => path.join(DATA_ROOT, name, 'outbox'))
    .filter((dir) => fs.existsSync(dir));
}

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  student: 'student@vedann.demo',
  recruiter: 'recruiter@vedann.demo',
  librarian: 'librarian@vedann.demo',
  owner: 'owner@vedann.demo',
  admin: 'admin@vedann.demo',
} as const;

/**
 * Every test comes from its own client address (the e2e server trusts X-Forwarded-For), so the
 * server's per-address limits on logins and sign-ups count each test apart, as they would count
 * different people, and the suite never trips over 127.0.0.1's ten logins a minute.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress() });
  },
});

/** A made-up client address, for a browser context a test creates itself. */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * A second person at a browser of their own: a context with its own cookies and storage, coming
 * from its own client address as every test does, and its first page.
 */
export async function anotherBrowser(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': clientAddress() },
  });
  return { context, page: await context.newPage() };
}
export { expect };

/** A fresh address no account has yet (lower case, as the server stores it). */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.test`;
}

function outboxFileSuffix(email: string): string {
  // The outbox names each file <time>-<sequence>-<to>.eml with anything unusual in the address replaced.
  return `-${email.toLowerCase().replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
}

/** The outbox files written to `email`, oldest first (their names start with the time). */
export function outboxFiles(email: string): string[] {
  const suffix = outboxFileSuffix(email);
  return outboxDirs()
    .flatMap((dir) =>
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(suffix))
        .map((name) => ({ name, file: path.join(dir, name) })),
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ file }) => file);
}

/**
 * The reset link of the newest e-mail to `email`, waiting up to `timeoutMs` for it (the server
 * sends it after answering). Pass `ignore` (files already seen) to wait for a newer e-mail.
 */
export async function readResetLink(
  email: string,
  { timeoutMs = 5000, ignore = [] as readonly string[] } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = outboxFiles(email).filter((file) => !ignore.includes(file));
    const newest = fresh.at(-1);
    if (newest) {
      const match = /^(https?:\/\/\S+\/reset-password\/\S+)$/m.exec(
        fs.readFileSync(newest, 'utf8'),
      );
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) {
      throw new Error(`No reset link e-mailed to ${email} within ${timeoutMs} ms (${DATA_ROOT})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface NewAccount {
  fullname: string;
  email: string;
  phoneNumber: string;
  password: string;
  role: 'student' | 'recruiter' | 'librarian';
}

/** Creates an account through the API, for tests about something other than signing up. */
export async function signUpViaApi(overrides: Partial<NewAccount> = {}): Promise<NewAccount> {
  const account: NewAccount = {
    fullname: 'E2E Tester',
    email: uniqueEmail(),
    phoneNumber: '9123456780',
    password: 'Secret@123',
    role: 'student',
    ...overrides,
  };
  // Sign-up signs the new account in (decision 0347): it is made from a context of its own, so
  // the caller's page stays signed in as whoever it was, or signed out.
  const own = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  try {
    const response = await own.post('/api/v1/user/register', {
      data: account,
      // The server refuses state-changing calls without it (its cross-site request guard).
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status(), await response.text()).toBe(201);
  } finally {
    await own.dispose();
  }
  return account;
}

/**
 * Signs in and opens `landing`, the welcome page unless told. The session is the cookie the Log In
 * screen's request would set, asked for straight from the API: the journeys about that screen fill
 * it themselves, and every other journey is spared two page loads and the typing.
 */
export async function logIn(
  page: Page,
  email: string,
  password: string,
  landing = '/select',
): Promise<void> {
  const response = await page.request.post('/api/v1/user/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(landing);
}

/** The header's menu: the bar on a wide screen, the burger's drawer on a phone. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The header's account button, once its menu is there: named by the signed-in person. */
export function accountButton(page: Page) {
  return page.locator('header button[aria-haspopup="menu"]');
}

/**
 * Opens the header's account menu (the button named by the signed-in person, at every width)
 * and returns it: the person's own pages and Log Out are its items (role menuitem).
 */
export async function openAccountMenu(page: Page) {
  await accountButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A 1x1 PNG, small and valid, for the profile photo. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Axe's full rule set: every level's rules, the best practices, and the experimental rules axe
 * leaves off by default (label-content-name-mismatch: a control's visible label is part of its
 * accessible name). Deprecated rules stay off: axe is removing them. Off too:
 * color-contrast-enhanced, the AAA level's 7:1 contrast, a level the project does not target; the
 * AA contrast (4.5:1, color-contrast) is checked (docs/decisions/0335-axe-full-rule-set.md).
 */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag2aaa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];
const AXE_RULES_OFF = ['color-contrast-enhanced'];

/**
 * What makes two views the same screen for the accessibility check: the width, the path (ids
 * masked) and every distinct element shape on the page (tag, role, classes, inline style, which
 * carries Mantine's colours), but not the text. Journeys pass through the same screens again and
 * again (the job list, the sign-in page, a dashboard's menu); axe costs seconds per screen, so
 * each distinct screen is checked once per run, and a screen with any new element, state or
 * colour counts as new.
 */
async function screenShape(page: Page): Promise<string> {
  const shape = await page.evaluate(() => {
    const seen = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      seen.add(
        [
          element.tagName,
          element.getAttribute('role') ?? '',
          element.getAttribute('class') ?? '',
          element.getAttribute('style') ?? '',
          element.getAttribute('aria-expanded') ?? '',
          element.getAttribute('data-disabled') ?? '',
        ].join('|'),
      );
    }
    return [...seen].sort().join('\n');
  });
  const { pathname } = new URL(page.url());
  const route = pathname.replace(/[0-9a-f]{24}|\d+/g, ':id');
  const width = page.viewportSize()?.width ?? 0;
  return createHash('sha1').update(`${width} ${route}\n${shape}`).digest('hex');
}

/** Screens this worker has already checked (one worker runs one project's journeys). */
const checkedScreens = new Set<string>();

/**
 * The accessibility gate: every journey calls this on each screen it visits, once the screen has
 * settled. It runs axe's full rule set (AXE_TAGS) and fails on any serious or critical violation.
 */
export async function expectAccessible(page: Page, screen = page.url()): Promise<void> {
  const shape = await screenShape(page);
  if (checkedScreens.has(shape)) return;
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .disableRules(AXE_RULES_OFF)
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `accessibility of ${screen}`).toEqual([]);
  checkedScreens.add(shape);
}

/** A day kept as YYYY-MM-DD as a date field shows it and a person types it: DD/MM/YYYY. */
export function dayMonthYear(isoDate: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!day) throw new Error(`A day is written YYYY-MM-DD, not ${isoDate}`);
  return `${day[3]}/${day[2]}/${day[1]}`;
}

/**
 * Types a day (given as YYYY-MM-DD) into a date field the way a person in India writes it,
 * DD/MM/YYYY (apps/web/src/ui/date-field.tsx), then leaves the field, which closes its calendar.
 */
export async function fillDate(field: Locator, isoDate: string): Promise<void> {
  await field.fill(dayMonthYear(isoDate));
  await field.blur();
}
