import { todayInIndia } from '@vedann/contracts';
import {
  expect,
  expectAccessible,
  logIn,
  DEMO,
  DEMO_PASSWORD,
  signUpViaApi,
  test,
  fillDate,
} from '../support';
import { ownerApi, uniqueDay, actFor } from './kit-support';

// The business kit's bills (issue 11 section 2), on the demo owner's gym and ahar. The rules and
// messages are the API tests'; these journeys check the screens and what they save.

interface WifiBill {
  _id: string;
  wifiPackagePrice: number;
  currency: string;
  amountInr: number;
  validity: string;
}

test('a gym owner adds a wifi bill, converts it to INR, edits it and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const day = uniqueDay();
  const api = await ownerApi(request, 'Sutrin Fitness');
  const saved = () => api.get<WifiBill[]>(`/api/v1/wifibills?from=${day}&to=${day}`);

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym/bills');
  // Wifi is the kind shown first.
  await expect(page.getByRole('heading', { name: 'Wifi', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Wifi bills' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Month totals in rupees' })).toBeVisible();
  await expectAccessible(page);

  // Only the day of this run's bill.
  await fillDate(page.getByLabel('From date'), day);
  await fillDate(page.getByLabel('To date'), day);
  await expect(page.getByText('No bills yet.')).toBeVisible();

  // A new row starts editable; a second one can be added and removed before submitting.
  const newBills = page.getByRole('form', { name: 'New bills' });
  await newBills.getByRole('button', { name: 'Add Row' }).click();
  await expect(newBills.getByRole('group', { name: 'New row 2' })).toBeVisible();
  await newBills
    .getByRole('group', { name: 'New row 2' })
    .getByRole('button', { name: 'Remove' })
    .click();
  const row = newBills.getByRole('group', { name: 'New row 1' });
  await fillDate(row.getByLabel('Billing Date'), day);
  await row.getByLabel('Wifi Package Price').fill('12.34');
  await row.getByLabel('Validity').fill('30 days');
  // An unsaved row cannot be updated: the spec's message.
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(row.getByRole('alert')).toHaveText('Save the new bill first before updating.');
  await newBills.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New bills submitted successfully!')).toBeVisible();

  const table = page.getByRole('table', { name: 'Wifi bills' });
  await expect(table.getByRole('row').filter({ hasText: '30 days' })).toBeVisible();
  expect(await saved()).toMatchObject([
    { wifiPackagePrice: 12.34, currency: 'USD', amountInr: 1011.88, validity: '30 days' },
  ]);

  // INR is one click away: the amount is converted to two decimals.
  await page.getByRole('button', { name: `Convert Wifi bills ${day} to INR` }).click();
  await expect(page.getByText('Bill updated successfully!').first()).toBeVisible();
  await expect(table.getByRole('button', { name: `Convert Wifi bills ${day} to INR` })).toHaveCount(
    0,
  );
  await expect(table.getByText('₹1,011.88').first()).toBeVisible();
  expect(await saved()).toMatchObject([
    { wifiPackagePrice: 1011.88, currency: 'INR', amountInr: 1011.88 },
  ]);

  // Read-only until Edit; Update saves the row.
  await table.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit ${day}` });
  await edit.getByLabel('Validity').fill('60 days');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(table.getByRole('row').filter({ hasText: '60 days' })).toBeVisible();
  expect(await saved()).toMatchObject([{ validity: '60 days', currency: 'INR' }]);

  // Delete asks first.
  await table.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Bill deleted successfully!')).toBeVisible();
  await expect(page.getByText('No bills yet.')).toBeVisible();
  expect(await saved()).toEqual([]);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an ahar owner submits two electricity bills at once from /ahar/bill @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const day = uniqueDay();
  const api = await ownerApi(request, 'Ahar Tiffin House');

  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/ahar/bill?panel=electricity');
  // Opening the ahar's page acts for the owner's ahar (the header switches business first).
  await expect(page.getByRole('heading', { name: 'Electricity Bill', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);

  const newBills = page.getByRole('form', { name: 'New bills' });
  const first = newBills.getByRole('group', { name: 'New row 1' });
  await fillDate(first.getByLabel('Bill Date'), day);
  await first.getByLabel('Bill Amount').fill('100');
  await first.getByLabel('Bill Unit').fill('250.5');
  // Changing a new row's currency converts its amount with the business's rates.
  await first.getByLabel('Currency').selectOption('INR');
  await expect(first.getByLabel('Bill Amount')).toHaveValue('8200.00');
  await newBills.getByRole('button', { name: 'Add Row' }).click();
  const second = newBills.getByRole('group', { name: 'New row 2' });
  await fillDate(second.getByLabel('Bill Date'), day);
  await second.getByLabel('Bill Amount').fill('40');
  await newBills.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New bills submitted successfully!')).toBeVisible();

  const bills = await api.get<{ billAmount: number; currency: string; amountInr: number }[]>(
    `/api/v1/electricitybills?from=${day}&to=${day}`,
  );
  expect(bills).toHaveLength(2);
  expect(bills).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ billAmount: 8200, currency: 'INR', amountInr: 8200 }),
      expect.objectContaining({ billAmount: 40, currency: 'USD', amountInr: 3280 }),
    ]),
  );

  // The month's totals count them, in rupees.
  await page.getByLabel('Month', { exact: true }).fill(day.slice(0, 7));
  const totals = page.getByRole('table', { name: 'Month totals in rupees' });
  await expect(totals.getByRole('row', { name: /Electricity/ })).toContainText('₹11,480.00');

  // Water Bill is the menu's first kind: a bill is added and updated with the spec's words.
  // (A phone keeps the menu in a drawer.)
  const openMenu = page.getByRole('button', { name: 'Open the dashboard menu' });
  if (await openMenu.isVisible()) await openMenu.click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Water Bill' })
    .click();
  await expect(page.getByRole('heading', { name: 'Water Bill', level: 1 })).toBeVisible();
  await fillDate(page.getByLabel('From date'), day);
  await fillDate(page.getByLabel('To date'), day);
  const newWater = page.getByRole('form', { name: 'New bills' });
  await fillDate(newWater.getByLabel('Billing Date'), day);
  await newWater.getByLabel('Amount').fill('25');
  await newWater.getByLabel('Remarks').fill('Tanker');
  await newWater.getByRole('button', { name: 'Add Row' }).click();
  await expect(page.getByText('Data submitted successfully!')).toBeVisible();
  const water = page.getByRole('table', { name: 'Water bills' });
  await water.getByRole('button', { name: 'Edit' }).click();
  const editWater = page.getByRole('form', { name: `Edit ${day}` });
  await editWater.getByLabel('Remarks').fill('Two tankers');
  await editWater.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Water bill updated successfully!')).toBeVisible();
  await expect(water.getByRole('row').filter({ hasText: 'Two tankers' })).toBeVisible();
  const waterBills = await api.get<{ amount: number; remarks: string }[]>(
    `/api/v1/water/bills?from=${day}&to=${day}`,
  );
  expect(waterBills).toMatchObject([{ amount: 25, remarks: 'Two tankers' }]);
});

test('a new gym owner adds a wifi bill and an electricity bill that are still there after a reload', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // A fresh account with a new gym and nothing else, registered through the management service.
  const account = await signUpViaApi({ fullname: 'Fresh Gym Owner' });
  await logIn(page, account.email, account.password, '/mgtservice');
  await page.getByLabel('Kind').selectOption('gym');
  await page.getByLabel('Business name').fill('Fresh Iron Gym');
  await page.getByRole('button', { name: 'Register business' }).click();
  await expect(page.getByRole('link', { name: 'Membership plans: Fresh Iron Gym' })).toBeVisible();

  await page.goto('/gym/bills');
  await expect(page.getByRole('heading', { name: 'Wifi', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('No bills yet.')).toBeVisible();
  // The menu opens on the five kinds, Wifi the current one.
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link', { name: 'Water' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wifi' })).toHaveAttribute('aria-current', 'page');
  // The spec's way in: Add Row, fill the row it adds, Submit. The first row, left as it was
  // shown, is not a bill and does not stop the others.
  const today = todayInIndia();
  const newBills = page.getByRole('form', { name: 'New bills' });
  await newBills.getByRole('button', { name: 'Add Row' }).click();
  const added = newBills.getByRole('group', { name: 'New row 2' });
  await fillDate(added.getByLabel('Billing Date'), today);
  await added.getByLabel('Wifi Package Price').fill('15');
  await added.getByLabel('Validity').fill('28 days');
  await newBills.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New bills submitted successfully!')).toBeVisible();
  const wifi = page.getByRole('table', { name: 'Wifi bills' });
  await expect(wifi.getByRole('row').filter({ hasText: '28 days' })).toHaveCount(1);

  await page.reload();
  await expect(wifi.getByRole('row').filter({ hasText: '28 days' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(wifi.getByRole('row')).toHaveCount(2);

  // Another kind: a row filled and an empty one added after it.
  await menu.getByRole('link', { name: 'Electricity' }).click();
  await expect(page.getByRole('heading', { name: 'Electricity', level: 1 })).toBeVisible();
  const first = newBills.getByRole('group', { name: 'New row 1' });
  await first.getByLabel('Bill Amount').fill('40');
  await first.getByLabel('Bill Unit').fill('120');
  await newBills.getByRole('button', { name: 'Add Row' }).click();
  await newBills.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('New bills submitted successfully!').first()).toBeVisible();
  await page.reload();
  const power = page.getByRole('table', { name: 'Electricity bills' });
  await expect(power.getByRole('row').filter({ hasText: '120' })).toHaveCount(1, {
    timeout: 30_000,
  });
});
