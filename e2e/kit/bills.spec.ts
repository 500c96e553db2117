import { expect, expectAccessible, logIn, DEMO, DEMO_PASSWORD, test } from '../support';
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

test('a gym owner adds a wifi bill, converts it to INR, edits it and deletes it @phone', async ({
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
  await page.getByLabel('From date').fill(day);
  await page.getByLabel('To date').fill(day);
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
  await row.getByLabel('Billing Date').fill(day);
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
  await first.getByLabel('Bill Date').fill(day);
  await first.getByLabel('Bill Amount').fill('100');
  await first.getByLabel('Bill Unit').fill('250.5');
  // Changing a new row's currency converts its amount with the business's rates.
  await first.getByLabel('Currency').selectOption('INR');
  await expect(first.getByLabel('Bill Amount')).toHaveValue('8200.00');
  await newBills.getByRole('button', { name: 'Add Row' }).click();
  const second = newBills.getByRole('group', { name: 'New row 2' });
  await second.getByLabel('Bill Date').fill(day);
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
});
