import { execFileSync } from 'node:child_process';
import { todayInIndia } from '@vedann/contracts';
import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// The journey 4: the librarian records a fee payment and downloads its receipt, whose
// text (pdftotext) carries the amount, the GST and the amount in words.
test('a librarian records a fee payment and downloads the receipt @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const librarian = await signUpViaApi({ role: 'librarian', fullname: 'Fee Librarian' });
  const login = await request.post('/api/v1/user/login', {
    data: { email: librarian.email, password: librarian.password },
    headers: XHR,
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}`, ...XHR };
  const name = `Fee Test Library ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/orgs', {
    data: { kind: 'library', name },
    headers: auth,
  });
  const orgId = ((await created.json()) as { organization: { _id: string } }).organization._id;
  const asLibrary = { ...auth, 'X-Org-Id': orgId };
  const profile = await request.put('/api/v1/library/profile', {
    data: {
      section: 'verification',
      GST: '27AAPFU0939F1ZV',
      PAN: 'AAPFU0939F',
      OTHERID: 'UDYAM-MH-26-0012345',
    },
    headers: asLibrary,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const thisMonth = todayInIndia().slice(0, 7);
  const joined = await request.post('/api/v1/joined', {
    data: {
      picName: '',
      name: 'Ravi Kulkarni',
      vedanId: `VD${Date.now().toString(36).toUpperCase().slice(-6)}`,
      seatNo: '3',
      fees: 1180,
      time: 'Evening',
      joiningDate: `${thisMonth}-01`,
    },
    headers: asLibrary,
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const member = ((await joined.json()) as { member: { _id: string; memberId: string } }).member;

  await logIn(page, librarian.email, librarian.password, '/mgtservice/mgtlibrary');
  const dues = page
    .getByRole('region', { name: 'At the desk' })
    .getByRole('link', { name: '₹1,180.00 1 member-month unpaid' });
  await expect(dues).toBeVisible();
  await dues.click();
  await expect(page.getByRole('heading', { name: 'Fees', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Fees due' });
  await expect(table).toContainText('Ravi Kulkarni');
  await expectAccessible(page);

  await table.getByRole('button', { name: `Record payment: Ravi Kulkarni, ${thisMonth}` }).click();
  const dialog = page.getByRole('dialog', { name: /^Record a payment from Ravi Kulkarni/ });
  await dialog.getByRole('textbox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Online' }).click();
  await dialog.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Payment of ₹1,180.00 from Ravi Kulkarni recorded.')).toBeVisible();
  await expect(page.getByText('No fees are due.')).toBeVisible();

  // Saved: the month is Paid.
  const fees = await request.get(`/api/v1/joined/${member._id}/fees`, { headers: asLibrary });
  const months = ((await fees.json()) as { months: { month: string; status: string }[] }).months;
  expect(months.find((m) => m.month === thisMonth)?.status).toBe('Paid');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Receipt ${member.memberId} ${thisMonth}.pdf`);
  const saved = test.info().outputPath('receipt.pdf');
  await file.saveAs(saved);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'])
    .toString()
    .replace(/\s+/g, ' ');
  for (const expected of [
    name,
    '27AAPFU0939F1ZV',
    '₹1,180.00',
    '₹1,000.00',
    'CGST @ 9%',
    'Rupees One Thousand One Hundred Eighty Only',
  ]) {
    expect(text, expected).toContain(expected);
  }
});
