import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, mainNav, test } from '../support';

// The business dashboard shell (issue 11 section 1), on the demo owner's gym, ahar and salon.
// The kit's own screens have their journeys; this one is about the menu itself.

test('an owner finds their way around the gym dashboard and its menu is remembered', async ({
  page,
}) => {
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/ahar');
  // Opening the ahar's dashboard acts for the owner's ahar, and the header says so.
  await expect(page.getByRole('heading', { name: 'Ahar Tiffin House', level: 1 })).toBeVisible();
  await expect(
    mainNav(page).getByRole('combobox', { name: 'Business' }).locator('option:checked'),
  ).toHaveText('Ahar Tiffin House');

  await page.goto('/gym');
  await expect(page.getByRole('heading', { name: 'Gym', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  const more = menu.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Dainik' })).toBeHidden();

  // A group opens on hover...
  await more.hover();
  await expect(menu.getByRole('link', { name: 'Dainik' })).toBeVisible();
  // ...and on a click, staying open.
  await more.click();
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(more).toHaveAttribute('aria-expanded', 'true');

  // An item without a route swaps the pane and the large title, and keeps it in the address.
  await menu.getByRole('link', { name: 'Dainik' }).click();
  await expect(page).toHaveURL(/\/gym\?panel=dainik$/);
  await expect(page.getByRole('heading', { name: 'Dainik', level: 1 })).toBeVisible();
  await expect(page.getByText('This part of Vedann is not available yet.')).toBeVisible();
  // The title names the group beside the spec's one word, and the business acted for.
  const business = mainNav(page)
    .getByRole('combobox', { name: 'Business' })
    .locator('option:checked');
  await expect(page).toHaveTitle(`More: Dainik · ${await business.innerText()} · Vedann`);
  await expectAccessible(page);

  // An item with a route navigates.
  const accounts = menu.getByRole('button', { name: 'Accounts' });
  await accounts.click();
  await expect(menu.getByRole('link', { name: 'Bill' })).toHaveAttribute('href', '/gym/bills');

  // Collapsed to 74 px, remembered across a reload; the groups keep their names for a reader.
  await menu.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(74);
  await page.reload();
  const collapsedMenu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(collapsedMenu.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await expect.poll(async () => (await collapsedMenu.boundingBox())?.width).toBe(74);
  await collapsedMenu.getByRole('button', { name: 'More' }).hover();
  await expect(collapsedMenu.getByRole('link', { name: 'Dainik' })).toBeVisible();
  await expectAccessible(page);
  await collapsedMenu.getByRole('button', { name: 'Expand the menu' }).click();
  await expect.poll(async () => (await collapsedMenu.boundingBox())?.width).toBe(250);
});

test('on a phone the dashboard menu is a drawer @phone', async ({ page }) => {
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/barber');
  await expect(page.getByRole('heading', { name: 'Barber', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  await drawer.getByRole('button', { name: 'Shop' }).click();
  await drawer.getByRole('link', { name: 'Walk-in queue' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Walk-in queue', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
