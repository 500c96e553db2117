import { USER_MESSAGES, welcomeText } from '@vedann/contracts';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  readResetLink,
  signUpViaApi,
  test,
} from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('the account screens pass the accessibility check @both', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Log In'],
    ['/register', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Vedann`);
    await expectAccessible(page);
  }

  await logIn(page, DEMO.student, DEMO_PASSWORD);
  await expect(page).toHaveTitle('Welcome · Vedann');
  await expectAccessible(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
  await expectAccessible(page);
});

test('a used or unknown reset link says so as soon as the page opens @phone', async ({ page }) => {
  const account = await signUpViaApi({ fullname: 'Asha Rao' });
  const sent = await page.request.post('/api/v1/user/forgot-password', {
    data: { email: account.email },
    headers: XHR,
  });
  expect(sent.status()).toBe(200);
  const link = await readResetLink(account.email);
  const token = new URL(link).pathname.split('/').pop() ?? '';

  // Unused, the link opens the form (looking at it does not use it up).
  await page.goto(link);
  await expect(page.getByLabel('New Password')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('New Password')).toBeVisible();

  const used = await page.request.post(`/api/v1/user/reset-password/${token}`, {
    data: { newPassword: 'Fresh@123' },
    headers: XHR,
  });
  expect(used.status()).toBe(200);

  for (const address of [link, '/reset-password/no-such-token']) {
    await page.goto(address);
    await expect(page.getByText(USER_MESSAGES.resetInvalid, { exact: true })).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("an owner's /select speaks to an owner and links each business", async ({ page }) => {
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await expect(page.getByText(/^Welcome! You run businesses on Vedann/)).toBeVisible();
  await expect(page.getByText(welcomeText('student'), { exact: true })).toHaveCount(0);

  const businesses = page.getByRole('region', { name: 'Your businesses' });
  await expect(businesses.getByRole('link', { name: 'Open Sutrin Fitness' })).toHaveAttribute(
    'href',
    '/gym',
  );
  await expect(businesses.getByRole('link', { name: 'Open Ahar Tiffin House' })).toHaveAttribute(
    'href',
    '/ahar',
  );
  await expect(businesses.getByRole('link', { name: 'Manage my businesses' })).toHaveAttribute(
    'href',
    '/mgtservice',
  );
  await expectAccessible(page);

  // Opening a business acts for it: the header's business is the one opened.
  const orgs = (await (await page.request.get('/api/v1/orgs')).json()) as {
    organizations: { _id: string; name: string }[];
  };
  const ahar = orgs.organizations.find((org) => org.name === 'Ahar Tiffin House');
  await businesses.getByRole('link', { name: 'Open Ahar Tiffin House' }).click();
  await expect(page).toHaveURL(/\/ahar$/);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('vedann.orgId')))
    .toBe(ahar?._id);
});

test('signing in to apply comes back to the job @phone', async ({ page }) => {
  await page.goto('/jobs');
  const firstJob = page.getByRole('main').locator('a[href^="/description/"]').first();
  await firstJob.click();
  await expect(page).toHaveURL(/\/description\/[0-9a-f]{24}$/);
  const jobPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Apply Now' }).click();
  const jobId = jobPath.split('/').pop() ?? '';
  await expect(page).toHaveURL(new RegExp(`/login\\?next=(%2F|/)description(%2F|/)${jobId}$`));
  await expect(page.getByText('Please log in to continue.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email').fill(DEMO.student);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(page.getByRole('button', { name: /Apply Now|Already Applied/ })).toBeVisible();
  // Signed in now, on the job's page.
  expect((await page.request.get('/api/v1/user')).status()).toBe(200);
  await expectAccessible(page);
});

test('Log In goes back only to a page of this site', async ({ page }) => {
  for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    // An address that could leave the site is ignored, with its message.
    await expect(page.getByText('Please log in to continue.')).toHaveCount(0);
    await page.getByLabel('Email').fill(DEMO.student);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/select$/);
  }

  // A members' page is reached too: the account is known by the time it asks.
  await page.context().clearCookies();
  await page.goto('/login?next=/profile');
  await page.getByLabel('Email').fill(DEMO.student);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
});
