import { ORG_MESSAGES, USER_MESSAGES, welcomeText } from '@vedann/contracts';
import type { BrowserContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  accountButton,
  clientAddress,
  expect,
  expectAccessible,
  logIn,
  mainNav,
  openAccountMenu,
  outboxFiles,
  readResetLink,
  signUpViaApi,
  test,
  uniqueEmail,
} from '../support';
import {
  XHR,
  editTheProfile,
  logInAsTheNewStudent,
  loginStatus,
  notice,
  savedUser,
  signUpAsTheSpecSays,
  uploadAProfilePhoto,
} from './accounts.steps';

test.describe('a new student account, from sign-up to logout', () => {
  // One person's journey: each step starts where the one before left the account.
  test.describe.configure({ mode: 'serial' });

  const account = {
    fullname: 'Priya Sharma',
    email: uniqueEmail('journey'),
    phone: '9876501234',
    password: 'Strong@123',
  };
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport } = testInfo.project.use;
    context = await browser.newContext({
      baseURL,
      viewport,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    });
    page = await context.newPage();
  });
  // eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument first.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.screenshot({ path: testInfo.outputPath('failure.png'), fullPage: true });
    }
  });
  test.afterAll(async () => {
    await context.close();
  });

  test('sign up: field rules are worded as the spec says and a valid form creates the account', async () => {
    await signUpAsTheSpecSays(page, account);
  });

  test('log in: lands on /select with the student welcome; /login and /register redirect', async () => {
    await logInAsTheNewStudent(page, account);
  });

  test('profile: handler name is kept only by Save Changes, and the edits persist', async () => {
    await editTheProfile(page, account);
  });

  test('profile photo: a small PNG is stored and shown; other files are refused', async () => {
    await uploadAProfilePhoto(page);
  });

  test('log out: back on the home page, signed out in the browser and on the server', async () => {
    expect((await page.request.get('/api/v1/user')).status()).toBe(200);
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await expect(mainNav(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(notice(page, USER_MESSAGES.loggedOut)).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
    expect(
      ((await (await page.request.get('/api/v1/user')).json()) as { user: unknown }).user,
    ).toBeNull();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  });
});

test('forgot and reset password through the e-mailed link', async ({ page }) => {
  const account = await signUpViaApi({ fullname: 'Kiran Das' });
  const newPassword = 'Fresh@pass42';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.getByLabel('Email').fill('kiran-at-example');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(USER_MESSAGES.email, { exact: true })).toBeVisible();
  expect(outboxFiles(account.email)).toEqual([]);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(USER_MESSAGES.forgotSent, { exact: true })).toBeVisible();
  const sentAt = Date.now();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  const waited = Date.now() - sentAt;
  expect(waited).toBeGreaterThan(2000);
  expect(waited).toBeLessThan(6000);

  const link = await readResetLink(account.email);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\/[^/\s]+$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByLabel('New Password')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill('Fresh@pass43');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(USER_MESSAGES.resetMismatch, { exact: true })).toBeVisible();

  await page.getByLabel('New Password').fill('abc12');
  await page.getByLabel('Confirm Password').fill('abc12');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(USER_MESSAGES.resetShort, { exact: true })).toBeVisible();

  // A new password meets the sign-up policy, as every password does.
  await page.getByLabel('New Password').fill('fresh-pass-42');
  await page.getByLabel('Confirm Password').fill('fresh-pass-42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(USER_MESSAGES.password, { exact: true })).toBeVisible();
  // No refusal used the link: the old password still works (and opens a session).
  expect((await loginStatus(page.request, account.email, account.password)).status).toBe(200);
  expect((await page.request.get('/api/v1/user')).status()).toBe(200);

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice(page, USER_MESSAGES.resetDone)).toBeVisible();
  // The reset ended the sessions the account had.
  expect(
    ((await (await page.request.get('/api/v1/user')).json()) as { user: unknown }).user,
  ).toBeNull();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(USER_MESSAGES.invalidCredentials, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/select$/);
  expect((await savedUser(page.request)).email).toBe(account.email);
  // Signed out through the API: the header's Logout button is broken (see the journey above).
  expect((await page.request.get('/api/v1/user/logout', { headers: XHR })).status()).toBe(200);

  // The link works once: opened again, it says so at once, with no form to fill in.
  await page.goto(link);
  await expect(page.getByText(USER_MESSAGES.resetInvalid, { exact: true })).toBeVisible();
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page).toHaveURL(/\/reset-password\/[^/]+$/);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expectAccessible(page);
  // The page only looked at the link; the server still refuses to use it.
  const reuse = await page.request.post(new URL(link).pathname.replace(/^/, '/api/v1/user'), {
    data: { newPassword: 'Another@pass1' },
    headers: XHR,
  });
  expect(reuse.status()).toBe(400);
  expect(((await reuse.json()) as { message: string }).message).toBe(USER_MESSAGES.resetInvalid);
  expect((await loginStatus(page.request, account.email, 'another-pass-1')).status).toBe(401);

  // A link without its token.
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice(page, USER_MESSAGES.resetInvalid)).toBeVisible();
});

test.describe('the header and the welcome text by role', () => {
  test('a recruiter sees Companies, Jobs and View Profile', async ({ page }) => {
    await logIn(page, DEMO.recruiter, DEMO_PASSWORD);
    await expect(page.getByText(welcomeText('recruiter'), { exact: true })).toBeVisible();
    await expect(page.getByText(welcomeText('student'), { exact: true })).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: 'Companies', exact: true })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
    await expect(menu.getByRole('menuitem', { name: 'Jobs', exact: true })).toHaveAttribute(
      'href',
      '/admin/jobs',
    );
    await expect(menu.getByRole('menuitem', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();

    await menu.getByRole('menuitem', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Jobs', exact: true, level: 1 })).toBeVisible();
  });

  test('a librarian has no View Profile and gets the librarian welcome', async ({ page }) => {
    await logIn(page, DEMO.librarian, DEMO_PASSWORD);
    await expect(page.getByText(welcomeText('librarian'), { exact: true })).toBeVisible();
    await expect(page.getByText(welcomeText('student'), { exact: true })).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText(['Logout']);
  });
});

test.describe('businesses', () => {
  test('an owner sees their businesses, registers a gym and switches to it', async ({ page }) => {
    const gymName = `Lohgarh Gym ${Date.now().toString(36)}`;
    await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice');

    const businesses = page.getByRole('region', { name: 'My businesses' });
    await expect(businesses.getByRole('article')).toHaveCount(3);
    await expect(businesses.getByRole('article', { name: 'Sutrin Fitness' })).toContainText('Gym');
    await expect(businesses.getByRole('article', { name: 'Sutrin Salon' })).toContainText('Barber');
    await expect(businesses.getByRole('article', { name: 'Ahar Tiffin House' })).toContainText(
      'Ahar (food business)',
    );

    // Choose one of the existing businesses first, so the new one does not become current
    // on its own and the switcher has something to change.
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Act for this business: Sutrin Fitness' }).click();
    await expect(page.getByText('You are acting for Sutrin Fitness.')).toBeVisible();
    // Acting for a gym shows its team right under the businesses, before the register form.
    await expect(page.getByRole('heading', { name: 'Team of Sutrin Fitness' })).toBeVisible();
    const switcher = mainNav(page).getByRole('combobox', { name: 'Business' });
    await expect(switcher.locator('option:checked')).toHaveText('Sutrin Fitness');

    await page.getByLabel('Kind').selectOption({ label: 'Gym' });
    await page.getByLabel('Business name').fill(gymName);
    await page.getByLabel('City').fill('Chandigarh');
    await page.getByRole('button', { name: 'Register business' }).click();
    await expect(notice(page, ORG_MESSAGES.created)).toBeVisible();

    const card = businesses.getByRole('article', { name: gymName });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Chandigarh');
    await expect(card).toContainText('Your role: Owner');
    await expect(businesses.getByRole('article')).toHaveCount(4);
    await expect(switcher.getByRole('option', { name: gymName })).toHaveCount(1);
    await expect(switcher.locator('option:checked')).toHaveText('Sutrin Fitness');

    const listed = (await (await page.request.get('/api/v1/orgs')).json()) as {
      organizations: { _id: string; name: string; kind: string; city: string }[];
    };
    const gym = listed.organizations.find((org) => org.name === gymName);
    expect(gym).toMatchObject({ kind: 'gym', city: 'Chandigarh' });

    await switcher.selectOption({ label: gymName });
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('vedann.orgId')))
      .toBe(gym?._id);
    await expect(card.getByText('Acting for', { exact: true })).toBeVisible();
    await expect(page.getByText(`You are acting for ${gymName}.`)).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Act for this business: ${gymName}` }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Act for this business: Sutrin Fitness' }),
    ).toBeVisible();
    // Each business card leads to its home.
    await expect(card.getByRole('link', { name: `Open its home: ${gymName}` })).toHaveAttribute(
      'href',
      '/gym',
    );

    await page.reload();
    await expect(switcher.locator('option:checked')).toHaveText(gymName);

    // The server remembers the business used last (decision 0351): the demo owner goes back to
    // Sutrin Fitness, which the other journeys open.
    await switcher.selectOption({ label: 'Sutrin Fitness' });
    await expect
      .poll(async () => {
        const { organizations } = (await (await page.request.get('/api/v1/orgs')).json()) as {
          organizations: { name: string; lastUsedAt: string | null }[];
        };
        const newest = organizations.toSorted((a, b) =>
          (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? ''),
        )[0];
        return newest?.name;
      })
      .toBe('Sutrin Fitness');
  });

  test('a student cannot register a company', async ({ page }) => {
    const name = `Not A Company ${Date.now().toString(36)}`;
    await logIn(page, DEMO.student, DEMO_PASSWORD, '/mgtservice');
    await expect(page.getByText('You have not registered a business yet.')).toBeVisible();

    await page.getByLabel('Kind').selectOption({ label: 'Company' });
    await page.getByLabel('Business name').fill(name);
    await page.getByRole('button', { name: 'Register business' }).click();
    // The server's refusal, word for word (ORG_MESSAGES.roleRequired in the contracts).
    await expect(
      page.getByText('Only a recruiter account can register a company.', { exact: true }),
    ).toBeVisible();

    const listed = (await (await page.request.get('/api/v1/orgs')).json()) as {
      organizations: unknown[];
    };
    expect(listed.organizations).toEqual([]);
    await expect(mainNav(page).getByRole('combobox', { name: 'Business' })).toHaveCount(0);
  });
});

test.describe('landing page and unknown addresses', () => {
  const destinations = [
    { label: 'Kreta (Buyer)', href: '/mgtservice', membersOnly: true },
    { label: 'Vikreta (Seller)', href: '/mgtservice', membersOnly: true },
    { label: 'Contact Us', href: '/contactus', area: 'Contact us' },
    { label: 'Student', href: '/service', area: 'Student dashboard' },
    { label: 'Social', href: '/social', area: 'Social' },
    { label: 'Profile', href: '/profile', membersOnly: true },
    { label: 'Game', href: '/service/activity/esports', area: 'Esports' },
  ];

  test('each landing button leads where it should @phone', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main').getByRole('navigation', { name: 'Where to start' });
    await expect(main.getByRole('link')).toHaveCount(destinations.length);
    for (const destination of destinations) {
      const link = main.getByRole('link', { name: destination.label, exact: true });
      await expect(link).toHaveAttribute('href', destination.href);
      await link.click();
      if (destination.membersOnly) {
        // Signed out, the members' pages send the visitor to log in first.
        await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
        await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(new RegExp(`${destination.href}$`));
        await expect(page.getByRole('heading', { name: destination.area, level: 1 })).toBeVisible();
      }
      await page.goto('/');
    }
  });

  test('an unknown address shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This part of Vedann is not available yet.')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test('the burger menu leads to Log In and on to the profile @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Vedann' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const nav = mainNav(page);
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    await expect(nav.getByRole('link', { name: 'Log In' })).not.toBeInViewport();
    await burger.click();
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav.getByRole('link', { name: 'Log In' })).not.toBeInViewport();

    await page.getByLabel('Email').fill(DEMO.student);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/select$/);

    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Student Profile' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.student);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
