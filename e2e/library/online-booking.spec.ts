import { execFileSync } from 'node:child_process';
import { anotherBrowser, expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// Issue 32 item 4 (decision 0360): a student books a seat on the library's public page, pays by
// UPI and reports the UTR; the librarian confirms it from the seat page, and the receipt of the
// paid month carries the UTR. A new library and accounts each run, so runs never meet.
test('a student books a seat online, reports the UTR, and the librarian confirms it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const librarian = await signUpViaApi({ role: 'librarian', fullname: 'Online Librarian' });
  const login = await request.post('/api/v1/user/login', {
    data: { email: librarian.email, password: librarian.password },
    headers: XHR,
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}`, ...XHR };
  const created = await request.post('/api/v1/orgs', {
    data: { kind: 'library', name: `Online Library ${Date.now().toString(36)}` },
    headers: auth,
  });
  const orgId = ((await created.json()) as { organization: { _id: string } }).organization._id;
  const asLibrary = { ...auth, 'X-Org-Id': orgId };
  for (const [path, method, data] of [
    ['/api/v1/payments/upi', 'put', { upiId: 'onlinelib@ybl', payeeName: 'Online Library' }],
    [
      '/api/v1/plans',
      'post',
      {
        name: 'Monthly',
        fee: '850',
        free: false,
        affordable: true,
        standard: false,
        premium: false,
        details: ['AC hall'],
      },
    ],
  ] as const) {
    const res = await request[method](path, { data, headers: asLibrary });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }

  // The student finds the library's page, chooses a seat and holds it.
  const student = await signUpViaApi({ fullname: 'Meera Iyer' });
  await logIn(page, student.email, student.password, `/business/${orgId}`);
  const booking = page.getByRole('region', { name: 'Book a seat online' });
  await expect(booking.getByRole('textbox', { name: 'Plan' })).toHaveValue(
    'Monthly, ₹850.00 a month',
  );
  await booking.getByRole('button', { name: 'Seat 5, free' }).click();
  await expect(booking.getByText('Chosen: Seat 5')).toBeVisible();
  await expectAccessible(page);
  await booking.getByRole('button', { name: 'Hold this seat' }).click();
  await expect(booking.getByRole('heading', { name: 'Your seat' })).toBeVisible();
  await expect(booking.getByText(/^Held until /)).toBeVisible();
  await expect(booking.getByText('Pay ₹850.00 by UPI')).toBeVisible();
  await expectAccessible(page);

  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  await booking.getByRole('textbox', { name: 'UTR (12 digits)' }).fill(utr);
  await booking.getByRole('button', { name: 'Report payment' }).click();
  await expect(booking.getByText('Payment reported, waiting for the desk')).toBeVisible();
  await expect(booking.getByText(/The seat stays yours until the desk confirms it/)).toBeVisible();

  // The librarian sees it booked online, held on the map, and confirms the payment.
  const desk = await anotherBrowser(browser);
  await logIn(desk.page, librarian.email, librarian.password, '/mgtservice/mgtlibrary/seat');
  const online = desk.page.getByRole('region', { name: 'Booked online' });
  await expect(online.getByText('Payment reported, waiting for the desk')).toBeVisible();
  await expect(online.getByText(/Meera Iyer .*Seat 5, Morning/)).toBeVisible();
  await expect(
    desk.page.getByRole('button', { name: 'Seat 5, held for an online booking' }),
  ).toBeVisible();
  await expectAccessible(desk.page);
  await online.getByRole('button', { name: 'UPI payment of Meera Iyer' }).click();
  const dialog = desk.page.getByRole('dialog', { name: 'UPI payment of Meera Iyer' });
  await expect(dialog.getByText(`UTR ${utr}, ₹850.00.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(desk.page.getByText('Payment confirmed. The fee is paid.')).toBeVisible();
  await expect(online.getByText('No seats are held by online bookings.')).toBeVisible();
  await expect(
    desk.page.getByRole('button', { name: 'Seat 5, occupied by Meera Iyer' }),
  ).toBeVisible();
  await desk.context.close();

  // Saved: the student is the library's member, the month is paid, its receipt prints the UTR.
  const dues = await request.get('/api/v1/joined?limit=10', { headers: asLibrary });
  expect(dues.status(), await dues.text()).toBe(200);
  const members = (await dues.json()) as { members?: { _id: string; name: string }[] };
  const member = (members.members ?? []).find((one) => one.name === 'Meera Iyer');
  expect(member, 'the student joined the library').toBeDefined();
  const fees = await request.get(`/api/v1/joined/${member?._id}/fees`, { headers: asLibrary });
  const months = (
    (await fees.json()) as { months: { status: string; payments: { _id: string }[] }[] }
  ).months;
  expect(months[0]?.status).toBe('Paid');
  const receipt = await request.get(`/api/v1/fee-payments/${months[0]?.payments[0]?._id}/receipt`, {
    headers: asLibrary,
  });
  expect(receipt.status()).toBe(200);
  const saved = test.info().outputPath('receipt.pdf');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(saved, await receipt.body());
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saved, '-'])
    .toString()
    .replace(/\s+/g, ' ');
  expect(text).toContain(`Paid by UPI, UTR ${utr}`);
});
