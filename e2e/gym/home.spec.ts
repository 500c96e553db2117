import type { ConsoleMessage } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, test } from '../support';
import { actFor, ownerApi } from '../kit/kit-support';

// Issue 31, item 1: the demo gym's owner opens the gym's home, reads today's figures (the same
// as the server's, and the list's), and follows "Expiring this week" to the members it counts.
// Item 2: in Hindi, the menu's groups carry their subtitles and the search box finds Fees.

interface Home {
  members: { active: number; expiring: number; expired: number; frozen: number };
  checkIns: { today: number };
  fees: { revenue: { at: string; value: number }[] };
}

test("an owner opens the gym's home and follows 'expiring this week' to the members", async ({
  page,
  request,
}) => {
  test.slow();
  const api = await ownerApi(request, 'Sutrin Fitness');
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym');
  await expect(page.getByRole('heading', { name: 'Gym', level: 1 })).toBeVisible();

  const members = page.getByRole('region', { name: 'Members' });
  const expiringLink = members.getByRole('link', { name: /Expiring this week/ });
  await expect(expiringLink).toBeVisible();
  const home = await api.get<Home>('/api/v1/gym/home');
  const listed = await api.get<{ total: number; members: { name: string }[] }>(
    '/api/v1/gym/members?status=Expiring&limit=12',
  );
  // The demo gym has members expiring this week; the tile counts what the list holds.
  expect(listed.total).toBeGreaterThan(0);
  expect(home.members.expiring).toBe(listed.total);
  await expect(expiringLink).toHaveText(
    `${listed.total.toLocaleString('en-IN')}Expiring this week`,
  );
  await expect(members.getByRole('link', { name: /Active/ })).toContainText(
    home.members.active.toLocaleString('en-IN'),
  );
  await expect(
    page.getByRole('region', { name: 'Visits' }).getByRole('link', { name: /Checked in today/ }),
  ).toContainText(String(home.checkIns.today));
  const fees = page.getByRole('region', { name: /^Fees of / });
  await expect(fees.getByRole('link', { name: /^₹[\d,]+\.\d\d Due: / })).toBeVisible();
  await expect(fees.getByText('Fees collected, last 12 months')).toBeVisible();
  // One bar a month, the latest chosen; Home chooses the first, and the line reads its amount.
  const bars = fees.getByRole('radiogroup', { name: 'Collected' }).getByRole('radio');
  await expect(bars).toHaveCount(home.fees.revenue.length);
  await expect(bars.last()).toBeChecked();
  await bars.last().press('Home');
  await expect(bars.first()).toBeChecked();
  await expect(bars.first()).toBeFocused();
  const firstMonth = home.fees.revenue[0]?.value ?? 0;
  await expect(fees.getByText(/^\w{3} \d{4}: ₹/)).toContainText(
    `₹${firstMonth.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  await expectAccessible(page);

  await expiringLink.click();
  await expect(page).toHaveURL(/\/gym\?panel=member&status=Expiring$/);
  await expect(page.getByRole('heading', { name: 'Member', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Expiring');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(listed.members.length);
  for (const member of listed.members) {
    await expect(page.getByRole('article', { name: member.name })).toBeVisible();
  }

  // Back on the home at the narrowest phone: the server renders it for the owner, with the
  // figures in its HTML, and React takes it over without a word logged. Nothing scrolls
  // sideways, and axe stays clean.
  await page.setViewportSize({ width: 360, height: 740 });
  const errors: string[] = [];
  const collect = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const thrown = (error: Error) => errors.push(error.message);
  page.on('console', collect);
  // A markup React could not take over as it is would be reported here (a recoverable error).
  page.on('pageerror', thrown);
  const rendered = await page.goto('/gym');
  expect(rendered?.headers()['cache-control']).toBe('private, no-store');
  const html = (await rendered?.text()) ?? '';
  expect(html).toContain('data-org="');
  expect(html).toContain('Expiring this week');
  expect(html).toContain('Fees collected, last 12 months');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(expiringLink).toBeVisible();
  // The HTML was titled as the page titles itself: "Gym · Sutrin Fitness · Vedann".
  expect(html).toContain(`<title>${await page.title()}</title>`);
  expect(await page.title()).toContain('Sutrin Fitness');
  page.off('console', collect);
  page.off('pageerror', thrown);
  expect(errors).toEqual([]);
  await expect(bars).toHaveCount(home.fees.revenue.length);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectAccessible(page);

  // In Hindi, at a desk's width: the groups' subtitles, and Fees found by a plain Hindi word.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.localStorage.setItem('vedann.language', 'hi'));
  await page.goto('/gym');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const menu = page.getByRole('navigation', { name: 'डैशबोर्ड मेन्यू' });
  await expect(menu.getByRole('button', { name: 'लेख (रिकॉर्ड)' })).toHaveAccessibleDescription(
    'हाज़िरी, पहचान पत्र, फ़ीस',
  );
  const finder = page.getByRole('dialog', { name: 'स्क्रीन खोजें' });
  const box = finder.getByRole('combobox', { name: 'स्क्रीन का नाम या सीधे शब्द' });
  // "/" opens it from the page, Escape closes it; Ctrl+K opens it again.
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();
  await page.keyboard.press('Control+K');
  await expect(box).toBeFocused();
  await box.fill('शुल्क');
  const options = finder.getByRole('option');
  // The fee book (Accounts) and Fees (Lekh) both open the fees; nothing else matches.
  await expect(options).toHaveCount(2);
  const feesOption = finder.getByRole('option', { name: /^फ़ीस\s*लेख/ });
  await expect(feesOption).toHaveAttribute('aria-selected', 'false');
  await box.press('ArrowDown');
  await expect(feesOption).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await feesOption.getAttribute('id')) ?? '',
  );
  await expectAccessible(page);
  await box.press('Enter');
  await expect(finder).toBeHidden();
  await expect(page).toHaveURL(/\/gym\?panel=fees$/);
  await expect(page.getByRole('heading', { name: 'फ़ीस', level: 1 })).toBeVisible();

  // On a phone the search box has its button.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'स्क्रीन खोजें' }).click();
  await expect(box).toBeFocused();
  await box.fill('सदस्य');
  await expect(finder.getByRole('option', { name: /^सदस्य\s*उपयोगकर्ता पैनल/ })).toBeVisible();
  await expectAccessible(page);
});
