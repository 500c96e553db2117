import { anotherBrowser, expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

// Issue 32, item 2 (decision 0354): with a gateway switched on, a member's fee offers "Pay
// online" and the desk's fee dialog makes a link to send. The e2e server runs with Razorpay off
// (the default), so the status answer is the browser's, turned on here: the journey checks the
// screens, their words and axe; the member's request reaches the real server, whose "not
// switched on" shows as the error. The link itself is made and paid in the API tests
// (razorpay.test.ts, against a fake Razorpay).

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const ON = { success: true, online: true, provider: 'razorpay' };
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

test('a fee owed offers Pay online to the member and a link to send at the desk', async ({
  page,
  browser,
}) => {
  test.slow();
  const owner = await signUpViaApi();
  const payer = await signUpViaApi({ fullname: 'Ravi Online' });
  await logIn(page, owner.email, owner.password, '/select');
  const post = async (path: string, data: object) => {
    const res = await page.request.post(path, { data, headers: WRITE });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as Record<string, { _id: string; memberId: string }>;
  };
  // No UPI details: online payment is the only way offered.
  await post('/api/v1/orgs', { kind: 'gym', name: `Online Gym ${Date.now().toString(36)}` });
  const member = await anotherBrowser(browser, { viewport: { width: 360, height: 740 } });
  await logIn(member.page, payer.email, payer.password, '/select');
  const me = (await (await member.page.request.get('/api/v1/user')).json()) as {
    user: { profile: { userId: string } };
  };
  const added = await post('/api/v1/gym/members', {
    name: 'Ravi Online',
    mobile: '9876543210',
    vedanId: me.user.profile.userId,
  });
  const month = today().slice(0, 7);
  const fee = await post('/api/v1/gym/fees', {
    member: added.member?._id,
    feeFrom: `${month}-01`,
    feeTo: `${month}-28`,
    amount: 900,
  });
  for (const browserPage of [page, member.page])
    await browserPage.route('**/api/v1/payments/online', (route) => route.fulfill({ json: ON }));

  await member.page.goto('/gym/me');
  const pay = member.page.getByRole('region', { name: /^Pay the fee of / });
  await expect(pay.getByRole('button', { name: 'Pay online' })).toBeVisible();
  await expect(pay.getByRole('link', { name: 'Open in a UPI app' })).toHaveCount(0);
  await pay.getByRole('button', { name: 'Pay online' }).click();
  await expect(pay.getByRole('alert')).toHaveText('Online payment is not switched on.');
  await expectAccessible(member.page);

  // The desk: the fee's dialog makes the link (answered here as Razorpay's would be).
  const link = {
    _id: 'a'.repeat(24),
    url: 'https://rzp.io/rzp/e2e1',
    amount: '900.00',
    currency: 'INR',
    reference: `GI-${(fee.fee?._id ?? '').toUpperCase()}`,
    createdAt: new Date().toISOString(),
  };
  await page.route('**/api/v1/payments/gym-fee/pay-link', (route) =>
    route.fulfill({ json: { success: true, message: 'Pay link ready.', link } }),
  );
  await page.goto('/gym?panel=fees');
  const name = `Ravi Online (${added.member?.memberId ?? ''})`;
  const row = page.getByRole('row', { name: new RegExp(added.member?.memberId ?? '') });
  await row.getByRole('button', { name: `UPI payment of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `UPI payment of ${name}` });
  await dialog.getByRole('button', { name: 'Make online pay link' }).click();
  await expect(dialog.getByText(link.url)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open the pay link' })).toHaveAttribute(
    'href',
    link.url,
  );
  await expectAccessible(page);
  await member.context.close();
});
