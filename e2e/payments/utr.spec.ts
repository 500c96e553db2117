import { todayInIndia } from '@vedann/contracts';
import { anotherBrowser, expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

// Issue 32, item 1: a gym member pays a fee by UPI from their own page and reports the UTR; the
// fee waits for the desk, which confirms it; the fee is then paid, with its UTR on both sides.
// A new gym, owner and member each run, made through the API: the journey is the two screens.

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
/** Today in India, as the gym's fee list picks its month. */

test('a member reports the UTR of a fee, the desk confirms it, the fee shows the UTR', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await signUpViaApi();
  const payer = await signUpViaApi({ fullname: 'Meera Paying' });
  await logIn(page, owner.email, owner.password, '/select');
  const post = async (path: string, data: object, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](path, { data, headers: WRITE });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Record<
      string,
      { _id: string; memberId: string; invoiceNo?: string }
    >;
  };
  await post('/api/v1/orgs', { kind: 'gym', name: `UTR Gym ${Date.now().toString(36)}` });
  await post('/api/v1/payments/upi', { upiId: 'utr.gym@oksbi', payeeName: 'UTR Gym' }, 'put');

  // The member pays from a phone: their page at 360 px, the narrowest it is made for.
  const member = await anotherBrowser(browser, { viewport: { width: 360, height: 740 } });
  await logIn(member.page, payer.email, payer.password, '/select');
  const me = (await (await member.page.request.get('/api/v1/user')).json()) as {
    user: { profile: { userId: string } };
  };
  const added = await post('/api/v1/gym/members', {
    name: 'Meera Paying',
    mobile: '9876543210',
    vedanId: me.user.profile.userId,
  });
  const month = todayInIndia().slice(0, 7);
  const fee = await post('/api/v1/gym/fees', {
    member: added.member?._id,
    feeFrom: `${month}-01`,
    feeTo: `${month}-28`,
    amount: 1499.5,
  });
  // The gym's first tax invoice: UG (UTR Gym), the financial year, 1 (decision 0349).
  const number = fee.fee?.invoiceNo ?? '';
  expect(number).toMatch(/^UG\/\d\d-\d\d\/000001$/);
  const encoded = encodeURIComponent(number);
  const uri = `upi://pay?pa=utr.gym%40oksbi&pn=UTR%20Gym&am=1499.50&cu=INR&tn=${encoded}&tr=${encoded}`;

  // The member's page: the QR code, the link and the UTR form.
  await member.page.goto('/gym/me');
  const pay = member.page.getByRole('region', { name: /^Pay the fee of / });
  await expect(pay.getByText('Pay ₹1,499.50 by UPI')).toBeVisible();
  await expect(
    pay.getByRole('img', { name: 'UPI QR code: pay ₹1,499.50 to UTR Gym' }),
  ).toBeVisible();
  await expect(pay.getByRole('link', { name: 'Open in a UPI app' })).toHaveAttribute('href', uri);
  await expect(pay.getByText(uri)).toBeVisible();
  await expect(pay.getByText(`Fee number ${number}.`)).toBeVisible();
  // Online payment is off unless Razorpay's keys are set (decision 0354): no button for it.
  await expect(pay.getByRole('button', { name: 'Pay online' })).toHaveCount(0);
  const overflow = await member.page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'nothing wider than the 360 px screen').toBeLessThanOrEqual(0);
  await expectAccessible(member.page);

  const utrField = pay.getByRole('textbox', { name: 'UTR (12 digits)' });
  await utrField.fill('4123 4567');
  await pay.getByRole('button', { name: 'Report payment' }).click();
  await expect(pay.getByText('Enter the 12-digit UTR from the payment.')).toBeVisible();
  const utr = `4${String(Date.now()).slice(-11)}`;
  await utrField.fill(utr);
  await pay.getByRole('button', { name: 'Report payment' }).click();
  await expect(member.page.getByText('Payment reported. The desk will confirm it.')).toBeVisible();
  await expect(member.page.getByText('Payment reported, waiting for the desk')).toBeVisible();
  await expect(member.page.getByRole('link', { name: 'Open in a UPI app' })).toHaveCount(0);
  await expectAccessible(member.page);

  // The desk's fee list shows the report; the desk confirms it in the fee's UPI dialog.
  await page.goto('/gym?panel=fees');
  const name = `Meera Paying (${added.member?.memberId ?? ''})`;
  const row = page.getByRole('row', { name: new RegExp(added.member?.memberId ?? '') });
  await expect(row.getByText('Payment reported, waiting for the desk')).toBeVisible();
  await expect(row.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await row.getByRole('button', { name: `UPI payment of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `UPI payment of ${name}` });
  await expect(dialog.getByText(`UTR ${utr}, ₹1,499.50.`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment confirmed. The fee is paid.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByText(`Paid by UPI, UTR ${utr}`)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Paid', exact: true })).toBeVisible();

  // The member sees the fee paid, with the UTR.
  await member.page.reload();
  await expect(member.page.getByText(`Paid by UPI, UTR ${utr}`)).toBeVisible();
  await expect(member.page.getByRole('region', { name: /^Pay the fee of / })).toHaveCount(0);
  await member.context.close();
});
