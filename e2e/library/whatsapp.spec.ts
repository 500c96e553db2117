import { todayInIndia } from '@vedann/contracts';
import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';
import { actFor } from '../kit/kit-support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// Issue 32, item 3: with no WhatsApp provider configured, the desk sends a fee-due reminder by
// click-to-chat. The button opens wa.me with the member's number and the message in their
// language (Hindi here), and the row then says it was sent. wa.me itself is never loaded: the
// new tab's request is answered here.
test('the desk sends a fee due on WhatsApp, in the member’s Hindi', async ({ page, request }) => {
  test.setTimeout(120_000);
  const librarian = await signUpViaApi({ role: 'librarian', fullname: 'Chat Librarian' });
  const student = await signUpViaApi({ fullname: 'Asha Verma', phoneNumber: '098765-43219' });
  const tokenOf = async (account: { email: string; password: string }) => {
    const login = await request.post('/api/v1/user/login', {
      data: { email: account.email, password: account.password },
      headers: XHR,
    });
    return (await login.json()) as {
      token: string;
      user: { phoneNumber: string; profile: { userId: string } };
    };
  };
  const desk = await tokenOf(librarian);
  const member = await tokenOf(student);
  // Typed with a 0 and a dash, kept in E.164.
  expect(member.user.phoneNumber).toBe('+919876543219');
  const hindi = await request.put('/api/v1/user/language', {
    data: { language: 'hi' },
    headers: { Authorization: `Bearer ${member.token}`, ...XHR },
  });
  expect(hindi.status(), await hindi.text()).toBe(200);

  const auth = { Authorization: `Bearer ${desk.token}`, ...XHR };
  const created = await request.post('/api/v1/orgs', {
    data: { kind: 'library', name: `Chat Library ${Date.now().toString(36)}` },
    headers: auth,
  });
  const orgId = ((await created.json()) as { organization: { _id: string } }).organization._id;
  const thisMonth = todayInIndia().slice(0, 7);
  const joined = await request.post('/api/v1/joined', {
    data: {
      picName: '',
      name: 'Asha Verma',
      vedanId: member.user.profile.userId,
      seatNo: '7',
      fees: 500,
      time: 'Morning',
      joiningDate: `${thisMonth}-01`,
    },
    headers: { ...auth, 'X-Org-Id': orgId },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { memberId } = ((await joined.json()) as { member: { memberId: string } }).member;

  // The library's channels: e-mail until chosen; with no provider, WhatsApp is the desk's.
  await logIn(page, librarian.email, librarian.password, '/mgtservice/mgtlibrary?panel=messages');
  const channels = page.getByRole('group', { name: 'Channels' });
  await expect(channels.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  const whatsapp = channels.getByRole('checkbox', { name: 'WhatsApp' });
  await expect(whatsapp).not.toBeChecked();
  await expect(whatsapp).toHaveAccessibleDescription(/^Sent from your desk/);
  await whatsapp.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Message channels saved.')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
  const saved = await request.get('/api/v1/messages/settings', {
    headers: { ...auth, 'X-Org-Id': orgId },
  });
  expect(((await saved.json()) as { settings: { channels: string[] } }).settings.channels).toEqual([
    'email',
    'whatsapp',
  ]);

  await page.goto('/mgtservice/mgtlibrary');
  await page
    .getByRole('region', { name: 'At the desk' })
    .getByRole('link', { name: '₹500.00 1 member-month unpaid' })
    .click();
  const table = page.getByRole('table', { name: 'Fees due' });
  const send = table.getByRole('link', {
    name: `Send on WhatsApp to Asha Verma (${thisMonth})`,
  });
  await expect(send).toBeVisible();
  await expect(send).toHaveAttribute('target', '_blank');
  const href = (await send.getAttribute('href')) ?? '';
  const [base, query] = href.split('?text=');
  expect(base).toBe('https://wa.me/919876543219');
  const text = decodeURIComponent(query ?? '');
  expect(text).toMatch(/^प्रिय Asha Verma, Chat Library \S+ में \S+ \d{4} का आपका शुल्क बाकी है/);
  expect(text).toContain('₹500.00 का भुगतान अभी शेष है');
  expect(text).toContain(`(सदस्य आईडी ${memberId})`);
  await expect(table.getByText(/^Sent on WhatsApp/)).toHaveCount(0);
  await expectAccessible(page);

  // The new tab asks for wa.me; the answer comes from here, never from the internet.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'click-to-chat' }),
    );
  const popup = page.waitForEvent('popup');
  await send.click();
  const chat = await popup;
  expect(chat.url()).toBe(href);
  await chat.close();

  await expect(table.getByText(/^Sent on WhatsApp \d/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Fees due' }).getByText(/^Sent on WhatsApp \d/),
  ).toBeVisible();
  await expectAccessible(page);

  // The gym's and the ahar's menus have the same screen, each for its own business.
  const owner = await signUpViaApi({ fullname: 'Chat Owner' });
  const ownerAuth = { Authorization: `Bearer ${(await tokenOf(owner)).token}`, ...XHR };
  const stamp = Date.now().toString(36);
  for (const kind of ['gym', 'ahar'] as const) {
    const business = await request.post('/api/v1/orgs', {
      data: { kind, name: `Chat ${kind} ${stamp}` },
      headers: ownerAuth,
    });
    expect(business.status(), await business.text()).toBe(201);
  }
  await logIn(page, owner.email, owner.password);
  for (const kind of ['gym', 'ahar'] as const) {
    await actFor(page, `Chat ${kind} ${stamp}`);
    await page.goto(`/${kind}?panel=messages`);
    await expect(page.getByRole('heading', { name: 'WhatsApp and SMS', level: 1 })).toBeVisible();
    const own = page.getByRole('group', { name: 'Channels' });
    await expect(own.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await expect(own.getByRole('checkbox', { name: 'SMS' })).toHaveAccessibleDescription(
      /^Not switched on/,
    );
    await expectAccessible(page);
  }
});
