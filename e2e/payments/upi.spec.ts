import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

// Issue 32, item 1: a business's owner saves its UPI ID from the dashboard's menu, sees it again
// after a reload with the example pay link, and a malformed ID gets the contract's words. A new
// account and barber shop each run, so the widths and runs never meet; at 360 px, the narrowest
// phone the screen is made for.

test('an owner saves the UPI ID members will pay to @phone', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const owner = await signUpViaApi();
  await logIn(page, owner.email, owner.password, '/select');
  const made = await page.request.post('/api/v1/orgs', {
    data: { kind: 'barber', name: `UPI Salon ${Date.now().toString(36)}`, city: 'Pune' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(made.status(), await made.text()).toBe(201);

  // Reached from the business's menu, a drawer on a phone.
  await page.goto('/barber');
  await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  await drawer.getByRole('button', { name: 'Accounts' }).click();
  await drawer.getByRole('link', { name: 'UPI payments' }).click();
  await expect(page.getByRole('heading', { name: 'UPI payments', level: 1 })).toBeVisible();
  await expect(page.getByText('No UPI ID saved yet.')).toBeVisible();
  await expect(
    page.getByText('Enter a valid UPI ID and payee name to see the link.'),
  ).toBeVisible();
  await expectAccessible(page);

  // A malformed ID: the contract's words under the field, and nothing saved.
  const upiId = page.getByRole('textbox', { name: 'UPI ID' });
  const payeeName = page.getByRole('textbox', { name: 'Payee name' });
  await upiId.fill('salon.ybl');
  await payeeName.fill('UPI Salon');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(upiId).toHaveAccessibleDescription(/Enter a UPI ID like name@bank\./);
  await expectAccessible(page);

  // As typed: spaces and capitals; kept trimmed and lower-cased, with the example link for ₹1.00.
  await upiId.fill('  Salon.Owner@OkSBI ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('UPI details saved.')).toBeVisible();
  await expect(upiId).toHaveValue('salon.owner@oksbi');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'UPI payments', level: 1 })).toBeVisible();
  await expect(upiId).toHaveValue('salon.owner@oksbi');
  await expect(payeeName).toHaveValue('UPI Salon');
  await expect(page.getByText(/^Last saved on /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example pay link for ₹1.00' })).toBeVisible();
  const link =
    'upi://pay?pa=salon.owner%40oksbi&pn=UPI%20Salon&am=1.00&cu=INR&tn=Test%20payment&tr=VEDANN-TEST';
  await expect(page.getByTestId('upi-example')).toHaveText(link);
  await expect(page.getByRole('link', { name: 'Open the example in a UPI app' })).toHaveAttribute(
    'href',
    link,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'nothing wider than the 360 px screen').toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
