import { USER_MESSAGES, welcomeText, type User } from '@vedann/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  TINY_PNG,
  accountButton,
  expect,
  expectAccessible,
  mainNav,
  openAccountMenu,
} from '../support';

export const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The signed-in account as the server has it (the page's context shares the session cookie). */
export async function savedUser(request: APIRequestContext): Promise<User> {
  const response = await request.get('/api/v1/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: User }).user;
}

export async function loginStatus(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: XHR,
  });
  return { status: response.status(), body: (await response.json()) as { message?: string } };
}

/** Mantine shows results as notifications; each is an element with role alert. */
export function notice(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The account the sign-up-to-logout journey makes, changed by its steps as the page changes it. */
export interface JourneyAccount {
  fullname: string;
  email: string;
  phone: string;
  password: string;
}

// The steps of that journey's tests, each its test's whole body.

export async function signUpAsTheSpecSays(page: Page, account: JourneyAccount) {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/user/register')) registerCalls.push(request.method());
  });

  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Full Name').fill(account.fullname);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await expect(page.getByRole('radio', { name: 'Student' })).toBeChecked();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText(USER_MESSAGES.phone, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
  // The form stopped in the browser: nothing was sent and no account exists.
  expect(registerCalls).toEqual([]);
  const refused = await loginStatus(page.request, account.email, account.password);
  expect(refused.status).toBe(401);
  expect(refused.body.message).toBe(USER_MESSAGES.invalidCredentials);

  await page.getByLabel('Phone Number').fill(account.phone);
  await page.getByLabel('Phone Number').blur();
  await expect(page.getByText(USER_MESSAGES.phone, { exact: true })).toBeHidden();

  // A password without an upper-case letter, a digit or a special character.
  await page.getByLabel('Password', { exact: true }).fill('weakpassword');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText(USER_MESSAGES.password, { exact: true })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText(USER_MESSAGES.password, { exact: true })).toBeHidden();
  await page.getByLabel('Confirm Password').fill('Strong@124');
  await page.getByLabel('Confirm Password').blur();
  await expect(page.getByText(USER_MESSAGES.passwordMismatch, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText(USER_MESSAGES.passwordMismatch, { exact: true })).toBeVisible();
  expect(registerCalls).toEqual([]);

  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // Signed in at once (decision 0347): the signed-in start, greeted as new, never "Welcome back".
  await expect(page).toHaveURL(/\/select$/);
  await expect(notice(page, USER_MESSAGES.registered)).toBeVisible();
  await expect(page.getByText(welcomeText('student'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello, ${account.fullname}` })).toBeVisible();
  await expect(page.getByText(USER_MESSAGES.loggedIn)).toHaveCount(0);
  expect(registerCalls).toEqual(['POST']);
  expect((await savedUser(page.request)).email).toBe(account.email);
}

export async function logInAsTheNewStudent(page: Page, account: JourneyAccount) {
  // Signed out first, as the person would be on another day.
  const out = await page.request.post('/api/v1/user/logout', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(out.ok()).toBe(true);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/select$/);
  await expect(page.getByText(welcomeText('student'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hello, ${account.fullname}` })).toBeVisible();
  await expect(notice(page, `${USER_MESSAGES.loggedIn} ${account.fullname}`)).toBeVisible();
  await expectAccessible(page);
  // A student without a business is not offered any.
  await expect(page.getByRole('region', { name: 'Your businesses' })).toHaveCount(0);

  await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Applications',
    'Resume builder',
    'Lost & Found',
    'View Profile',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const saved = await savedUser(page.request);
  expect(saved).toMatchObject({
    fullname: account.fullname,
    email: account.email,
    // Kept in E.164 (decision 0359).
    phoneNumber: `+91${account.phone}`,
    role: 'student',
  });

  await page.goto('/login');
  await expect(page).toHaveURL(/\/select$/);
  await expect(page.getByText(welcomeText('student'), { exact: true })).toBeVisible();

  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Vedann' })).toBeVisible();
}

export async function editTheProfile(page: Page, account: JourneyAccount) {
  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();

  const before = await savedUser(page.request);
  await expect(page.getByLabel('Vedan ID')).toHaveValue(before.profile.userId);
  await expect(page.getByLabel('Vedan ID')).toHaveAttribute('readonly');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.fullname);
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Phone Number')).toHaveValue(account.phone);
  const handler = page.getByTestId('handler-name');
  await expect(handler).toHaveText('Not set');
  await expectAccessible(page);

  // Edit, type, Save: the display shows the new name, but nothing is stored yet.
  await page.getByLabel('Full Name').fill('Priya S. Sharma');
  await page.getByLabel('Bio').fill('Reads in the Vijnan library every evening.');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Handler name').fill('priya_reads');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(handler).toHaveText('priya_reads');
  await expect(page.getByLabel('Handler name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await page.reload();
  await expect(handler).toHaveText('Not set');
  await expect(page.getByLabel('Full Name')).toHaveValue(account.fullname);
  await expect(page.getByLabel('Bio')).toHaveValue('');
  expect((await savedUser(page.request)).profile.handlerName).toBe('');

  // The same edits, then Save Changes.
  await page.getByLabel('Full Name').fill('Priya S. Sharma');
  await page.getByLabel('Bio').fill('Reads in the Vijnan library every evening.');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Handler name').fill('priya_reads');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, USER_MESSAGES.profileUpdated)).toBeVisible();
  await expect(handler).toHaveText('priya_reads');

  await page.reload();
  await expect(handler).toHaveText('priya_reads');
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya S. Sharma');
  await expect(page.getByLabel('Bio')).toHaveValue('Reads in the Vijnan library every evening.');
  // The profile card shows the saved name and bio too, and the header's account button the name.
  await expect(page.getByRole('main').getByText('Priya S. Sharma', { exact: true })).toBeVisible();
  await expect(accountButton(page)).toHaveAccessibleName('Priya S. Sharma');
  await expect(
    page
      .getByRole('paragraph')
      .and(page.getByText('Reads in the Vijnan library every evening.', { exact: true })),
  ).toBeVisible();

  const after = await savedUser(page.request);
  expect(after.fullname).toBe('Priya S. Sharma');
  expect(after.profile.bio).toBe('Reads in the Vijnan library every evening.');
  expect(after.profile.handlerName).toBe('priya_reads');
  expect(after.profile.userId).toBe(before.profile.userId);
  account.fullname = 'Priya S. Sharma';
}

export async function uploadAProfilePhoto(page: Page) {
  await page.goto('/profile');
  const photoInput = page.locator('input[name=profilePhoto]');
  const avatarImage = page.locator('img[src^="/api/v1/files/"]');
  await expect(avatarImage).toHaveCount(0);

  await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(notice(page, USER_MESSAGES.profileUpdated)).toBeVisible();
  await expect(avatarImage).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f]{24}$/);
  await expect
    .poll(() => avatarImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const saved = await savedUser(page.request);
  expect(saved.profile.profilePhoto).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
  await expect(avatarImage).toHaveAttribute('src', saved.profile.profilePhoto ?? '');
  const served = await page.request.get(saved.profile.profilePhoto ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), TINY_PNG)).toBe(0);

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/user/update-profile')) uploads.push(request.method());
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const html = Buffer.from('<!doctype html><html><body><h1>not an image</h1></body></html>');

  // What the browser reports as a non-image is refused before anything is sent.
  await photoInput.setInputFiles({ name: 'photo.png', mimeType: 'text/html', buffer: html });
  await expect.poll(() => alerts).toEqual([USER_MESSAGES.photo]);

  // Over 2 MB, even though it is a real PNG type: refused in the browser too.
  const tooLarge = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await photoInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: tooLarge });
  await expect.poll(() => alerts).toEqual([USER_MESSAGES.photo, USER_MESSAGES.photo]);
  expect(uploads).toEqual([]);

  // HTML named photo.png is typed image/png by the browser from its name; the browser's check
  // lets it through and the server, which reads the bytes, refuses it with the same words.
  const refusal = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/user/update-profile'),
  );
  await photoInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: html });
  expect((await refusal).status()).toBe(415);
  await expect(notice(page, USER_MESSAGES.photo)).toBeVisible();
  expect(alerts).toHaveLength(2);

  // The refused files changed nothing.
  expect((await savedUser(page.request)).profile.profilePhoto).toBe(saved.profile.profilePhoto);
  await page.reload();
  await expect(avatarImage).toHaveAttribute('src', saved.profile.profilePhoto ?? '');
}
