import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  anotherBrowser,
  expect,
  expectAccessible,
  fillDate,
  logIn,
  signUpViaApi,
  test,
} from '../support';
import { actFor } from '../kit/kit-support';
import { businessId } from '../kit/helpers-people';

// Issue 14 sections 1 and 5: the owner adds a regular member, finds them in the searched list,
// downloads their ID card, sees the staff and regular members in Identification, and fills the
// business profile. Issue 32 item 4: the member, linked by Vedan ID, pauses a day at /ahar/me and
// the list shows it as their next pause. Issue 32 item 1 (decision 0366): the tiffin is billed;
// the member reports the bill's UTR at /ahar/me, the owner confirms it in Tiffin bills, and the
// receipt shows the UTR.

/** Nothing on the page scrolls sideways (the phone's 390 px and the desktop's 1280 px). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const fits = await page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
  expect(fits, 'the page scrolls sideways').toBe(true);
}

/**
 * The month's bill at the member's monthly amount, with its QR code: the member reports the UTR
 * at /ahar/me, the owner confirms it in Tiffin bills, and the member's receipt prints the UTR.
 */
async function payTheTiffinBill(page: Page, memberPage: Page, name: string): Promise<void> {
  const bill = memberPage.getByRole('region', { name: /^Pay the tiffin bill of / });
  await expect(bill.getByText('Pay ₹2,500.00 by UPI')).toBeVisible();
  await expect(
    bill.getByRole('img', { name: 'UPI QR code: pay ₹2,500.00 to Ahar Tiffin House' }),
  ).toBeVisible();
  const utr = `5${Date.now().toString().slice(-11)}`;
  await bill.getByRole('textbox', { name: 'UTR (12 digits)' }).fill(utr);
  await bill.getByRole('button', { name: 'Report payment' }).click();
  await expect(memberPage.getByText('Payment reported, waiting for the desk')).toBeVisible();
  await expectAccessible(memberPage);
  await expectNoSidewaysScroll(memberPage);

  // The owner confirms it in Tiffin bills, beside Regular Member.
  await page.goto('/ahar?panel=tiffinBills');
  await expect(page.getByRole('heading', { name: 'Tiffin bills', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^UPI payment of / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Payment confirmed. The fee is paid.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row).toContainText(`Paid by UPI, UTR ${utr}`);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  // The receipt the member downloads prints the UTR.
  await memberPage.reload();
  await expect(memberPage.getByText(`Paid by UPI, UTR ${utr}`)).toBeVisible();
  const receiving = memberPage.waitForEvent('download');
  await memberPage.getByRole('button', { name: /^Receipt for / }).click();
  const receipt = await receiving;
  const saved = test.info().outputPath('tiffin-receipt.pdf');
  await receipt.saveAs(saved);
  const receiptText = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'])
    .toString()
    .replace(/\s+/g, ' ');
  expect(receiptText).toContain(`Paid by UPI, UTR ${utr}`);
}

test('the tiffin house adds a regular member, prints their ID card and fills its profile @phone', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const eater = await signUpViaApi({ fullname: 'Nandini Tiffin' });
  const signedIn = await request.post('/api/v1/user/login', {
    data: { email: eater.email, password: eater.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const vedanId = ((await signedIn.json()) as { user: { profile: { userId: string } } }).user
    .profile.userId;
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Ahar Tiffin House');
  const stamp = Date.now().toString(36);
  const name = `Nandini ${stamp}`;
  const phone = `9${Date.now().toString().slice(-9)}`;

  // User Panel → Regular Member: the paged list of the five demo members, and the add form.
  await page.goto('/ahar?panel=regularMember');
  await expect(page.getByRole('heading', { name: 'Regular Member', level: 1 })).toBeVisible();
  await expect(page.getByText('Ramesh Gupta')).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a regular member' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('combobox', { name: 'Meal kind' }).selectOption('Jain');
  await fillDate(form.getByLabel('Start date'), '2026-11-01');
  await form.getByLabel('Monthly amount (₹)').fill('2500');
  await form.getByRole('textbox', { name: 'Vedan ID (optional)' }).fill(vedanId);
  // The desk knows she reads Hindi; the channel stays the business's (decision 0359).
  await expect(form.getByLabel('Messages go by').locator('option:checked')).toHaveText(
    'As the business chooses',
  );
  await form.getByLabel('Messages written in').selectOption('hi');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await form.getByRole('button', { name: 'Add Regular Member' }).click();
  await expect(page.getByText(`${name} added: 2 Jain meals a day from 1 Nov 2026.`)).toBeVisible();

  // What was saved, found by the server's search.
  const orgId = await businessId(page, 'ahar');
  const upi = await page.request.put('/api/v1/payments/upi', {
    data: { upiId: 'tiffin.house@oksbi', payeeName: 'Ahar Tiffin House' },
    headers: { 'X-Org-Id': orgId, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(upi.ok(), await upi.text()).toBe(true);
  const saved = await page.request.get(
    `/api/v1/ahar/regular-members?search=${encodeURIComponent(stamp)}`,
    { headers: { 'X-Org-Id': orgId } },
  );
  const body = (await saved.json()) as {
    members: { name: string; phone: string; mealKind: string; monthlyAmount: string }[];
  };
  expect(body.members).toEqual([
    expect.objectContaining({
      name,
      phone: `+91${phone}`,
      mealKind: 'Jain',
      monthlyAmount: '2500.00',
      messageChannel: null,
      messageLanguage: 'hi',
    }),
  ]);
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(stamp);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('Ramesh Gupta')).toBeHidden();

  // The cut-off hour for pausing a tiffin day (decision 0360), above the list.
  const cutoff = page.getByRole('region', { name: 'Pausing a day' });
  await cutoff.getByLabel('Cut-off hour for pausing').click();
  await page.getByRole('option', { name: '9:00 pm' }).click();
  await cutoff.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cut-off hour saved.')).toBeVisible();

  // The member finds /ahar/me from their dashboard and pauses the first day still open
  // (tomorrow, before the cut-off).
  const member = await anotherBrowser(browser);
  await logIn(member.page, eater.email, eater.password, '/service');
  await member.page.getByRole('link', { name: 'My tiffin: meals a day and paused days' }).click();
  const tiffin = member.page.getByRole('article', { name: 'Ahar Tiffin House' });
  await tiffin.getByRole('button', { name: 'Pause this day' }).click();
  await expect(member.page.getByText('Tiffin paused for the day.')).toBeVisible();
  const mine = await member.page.request.get('/api/v1/ahar/my-tiffins');
  const [tiffins] = ((await mine.json()) as { tiffins: { pauses: string[] }[] }).tiffins;
  expect(tiffins?.pauses).toHaveLength(1);
  const day = await member.page.evaluate(
    (paused) =>
      new Intl.DateTimeFormat('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${paused}T00:00:00Z`)),
    tiffins?.pauses[0] ?? '',
  );
  // She chooses WhatsApp herself; the desk's Hindi stays, and both are kept after a reload.
  const reach = tiffin.getByRole('region', { name: 'How Ahar Tiffin House reaches you' });
  await expect(reach.getByLabel('Messages written in')).toHaveValue('hi');
  await reach.getByLabel('Messages go by').selectOption('whatsapp');
  await reach.getByRole('button', { name: 'Save how I am reached' }).click();
  await expect(member.page.getByText('Saved. This ahar will reach you that way.')).toBeVisible();
  await member.page.reload();
  await expect(tiffin.getByRole('button', { name: `Resume ${day}` })).toBeVisible();
  await expect(reach.getByLabel('Messages go by')).toHaveValue('whatsapp');
  await expect(reach.getByLabel('Messages written in')).toHaveValue('hi');
  await expectAccessible(member.page);

  await payTheTiffinBill(page, member.page, name);
  await member.context.close();
  // The owner's list shows it as the member's next pause.
  await page.goto('/ahar?panel=regularMember');
  await page.getByRole('searchbox', { name: 'Search by name or phone' }).fill(stamp);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(day);

  // Lekh Record → Identification: staff and regular members, each with an ID card.
  await page.goto('/ahar?panel=identification');
  await expect(page.getByRole('heading', { name: 'Identification', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Lakshmi Reddy' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('regular');
  await expect(page.getByRole('article', { name: 'Lakshmi Reddy' })).toBeHidden();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Regular member');
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download ID card of ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ID card ${name}.pdf`);

  // Profile → View Profile → Edit: the company's form without the job portal's industry.
  await page.goto('/ahar?panel=viewProfile');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('textbox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'Food Industry' }).click();
  await expect(page.getByRole('textbox', { name: 'Industry', exact: true })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Founder 1' }).fill('Kamla Devi');
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page.getByText('Company profile submitted successfully!')).toBeVisible();
  const profile = await page.request.get('/api/v1/company/profile', {
    headers: { 'X-Org-Id': orgId },
  });
  expect(await profile.json()).toMatchObject({
    profile: { founders: ['Kamla Devi'], businessType: 'Food Industry', industry: '' },
  });
});
