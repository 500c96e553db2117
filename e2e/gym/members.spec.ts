import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO, DEMO_PASSWORD, TINY_PNG, expect, expectAccessible, logIn, test } from '../support';
import { actFor, ownerApi } from '../kit/kit-support';

// Issue 13 section 2: the demo gym's owner enrols a member, sells, renews and invoices.

interface Member {
  _id: string;
  name: string;
  memberId: string;
  profileImage: string;
  status: string | null;
  plan: string;
  expiredDate: string;
  batch: { batchName: string } | null;
}

/** A calendar day as the app writes it in English: 2026-12-28 → 28 Dec 2026. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

test('the owner adds a member with a photo, sells a package, renews, and invoices a fee @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request, 'Sutrin Fitness');
  const name = `Journey ${Date.now() % 1_000_000}`;

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym?panel=member');
  const form = page.getByRole('form', { name: 'Add a member' });
  await expect(form).toBeVisible();
  // The demo gym's board lists members expiring this week.
  await expect(page.getByText(/Expiring this week \(\d+\)/)).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill('9811122233');
  const { batches } = await api.get<{
    batches: { _id: string; batchName: string; free: number }[];
  }>('/api/v1/gym/members-batches');
  // A batch with a free place (a full one cannot be chosen).
  const batch = [...batches].sort((a, b) => b.free - a.free)[0];
  await form.getByLabel('Batch').selectOption(batch?._id ?? '');
  await form.getByLabel('Package').selectOption({ label: 'Monthly (1 Month)' });
  const chooser = page.waitForEvent('filechooser');
  await form.getByLabel('Profile image').click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(new RegExp(`^${name}: Monthly, until `))).toBeVisible();
  const found = await api.get<{ members: Member[] }>(
    `/api/v1/gym/members?search=${encodeURIComponent(name)}`,
  );
  const member = found.members[0];
  // The message names the person and writes the last day as a date, not "Monthly until 2026-12-28.".
  await expect(
    page.getByText(`${name}: Monthly, until ${dayText(member?.expiredDate ?? '')}`, {
      exact: true,
    }),
  ).toBeVisible();
  expect(member).toMatchObject({ name, plan: 'Monthly', status: 'Active' });
  expect(member?.batch?.batchName).toBe(batch?.batchName);
  expect(member?.profileImage).toMatch(/^\/api\/v1\/files\//);

  // Its card, found by search: the panels show one at a time.
  await page.getByLabel('Search members').fill(name);
  const card = page.getByRole('article', { name });
  await card.getByRole('button', { name: 'ID Card' }).click();
  await expect(card.getByText(`Batch: ${batch?.batchName ?? ''}`)).toBeVisible();
  await card.getByRole('button', { name: 'ID Card' }).click();
  await expect(card.getByText(`Batch: ${batch?.batchName ?? ''}`)).toBeHidden();

  // The Expiring members of the demo gym show as such; renewing one moves the expiry on.
  await page.getByLabel('Search members').fill('');
  await page.getByLabel('Status').selectOption('Expiring');
  const expiring = page.getByRole('article').first();
  await expect(expiring.getByText('Expiring')).toBeVisible();
  const expiringName = (await expiring.getByRole('heading').textContent()) ?? '';
  const before = await api.get<{ members: Member[] }>(
    `/api/v1/gym/members?search=${encodeURIComponent(expiringName)}`,
  );
  await expiring.getByRole('button', { name: 'Renew' }).click();
  const renewed = async () =>
    (
      await api.get<{ members: Member[] }>(
        `/api/v1/gym/members?search=${encodeURIComponent(expiringName)}`,
      )
    ).members[0];
  await expect
    .poll(
      async () => ((await renewed())?.expiredDate ?? '') > (before.members[0]?.expiredDate ?? ''),
    )
    .toBe(true);
  await expect(
    page.getByText(
      `${expiringName}: ${(await renewed())?.plan ?? ''}, until ${dayText((await renewed())?.expiredDate ?? '')}`,
      { exact: true },
    ),
  ).toBeVisible();
  expect((await renewed())?.status).toBe('Active');

  // A fee for the new member, and its GST invoice.
  await page.goto('/gym?panel=fees');
  const add = page.getByRole('form', { name: 'Add a fee row' });
  await add.getByLabel('Member ID').fill(member?.memberId ?? '');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Fee added.')).toBeVisible();
  // The new row opens in edit mode: it is marked paid, with a late fee.
  const editing = page.getByRole('form', { name: `Edit ${name} (${member?.memberId ?? ''})` });
  await expect(editing).toBeVisible();
  // The status is written out ("Not paid"), not the stored "Notpaid".
  await expect(editing.getByLabel('Status').locator('option:checked')).toHaveText('Not paid');
  await editing.getByLabel('Status').selectOption('Paid');
  await editing.getByLabel('Penalty').fill('50');
  await editing.getByRole('button', { name: 'Update' }).click();
  await expect(editing).toHaveCount(0);
  const fees = await api.get<{ fees: { penalty: number; status: string }[] }>(
    `/api/v1/gym/fees?member=${member?._id ?? ''}&limit=100`,
  );
  expect(fees.fees.filter((f) => f.penalty === 50 && f.status === 'Paid')).toHaveLength(1);
  const row = page.getByRole('row', { name: new RegExp(member?.memberId ?? '') }).first();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Invoice' }).click();
  const file = path.join(os.tmpdir(), `gym-invoice-${Date.now()}.pdf`);
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  fs.rmSync(file, { force: true });
  expect(text).toContain('07AAFCS1234E1ZR');
  expect(text).toContain('CGST @ 9%');
  expect(text).toContain('999723');
});
