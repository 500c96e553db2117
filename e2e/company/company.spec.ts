import { randomUUID } from 'node:crypto';
import type { CompanyProfile } from '@vedann/contracts';
import { businessId, newPersonOf } from '../kit/helpers-people';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
  anotherBrowser,
  TINY_PNG,
  fillDate,
} from '../support';

const PDF = Buffer.from('%PDF-1.4\n% certificate\n%%EOF\n');

test('a recruiter fills the company profile with a founder and a certificate, adds a product and a news item (an administrator puts it on the news feed), enters share prices and sees the chart', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const word = randomUUID().slice(0, 6);
  const recruiter = await signUpViaApi({ role: 'recruiter', fullname: 'Rekha Recruiter' });
  const login = await request.post('/api/v1/user/login', {
    data: { email: recruiter.email, password: recruiter.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token, user } = (await login.json()) as { token: string; user: { _id: string } };
  const asRecruiter = { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
  // Registered as spec 04 section 7 sends it: founders and contact as JSON, and its image.
  const created = await request.post('/api/v1/companies', {
    headers: asRecruiter,
    multipart: {
      userId: user._id,
      name: `Tara ${word} Foods`,
      industry: 'Backend Developer',
      description: 'Millet snacks.',
      founders: JSON.stringify(['Tara Iyer']),
      contact: JSON.stringify({ email: `tara.${word}@example.com` }),
      image: { name: 'tara.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(created.status()).toBe(201);
  const companyId = ((await created.json()) as { company: { _id: string } }).company._id;

  await logIn(page, recruiter.email, recruiter.password, '/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expectAccessible(page);

  // 1. Edit Profile: details, two founders (one removed again: at least one stays), contact.
  await page.goto('/company?panel=editProfile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  // Spec 04's registration has no location; the job portal's profile asks for one.
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Pune');
  await page.getByRole('textbox', { name: 'Product No' }).fill('TF-01');
  await page.getByRole('textbox', { name: 'GST No' }).fill('27AAPFU0939F1ZV');
  await page.getByRole('textbox', { name: 'Established' }).fill('2018');
  await page.getByRole('textbox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'Food Industry' }).click();
  await expect(page.getByRole('button', { name: 'Remove founder 1' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Founder 1' }).fill('Tara Iyer');
  await page.getByRole('button', { name: 'Add founder' }).click();
  await page.getByRole('textbox', { name: 'Founder 2' }).fill('Someone Else');
  await page.getByRole('button', { name: 'Remove founder 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Founder 2' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Phone' }).fill('098765 43210');
  await page.getByRole('textbox', { name: 'Address' }).fill('FC Road, Pune');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page.getByText('Company profile submitted successfully')).toBeVisible();

  // The certificates of the Food Industry: FSSAI License, as a PDF.
  await page.getByLabel('FSSAI License file (pdf, jpg or png)').setInputFiles({
    name: 'fssai.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('Certificate saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uploaded: fssai.pdf' })).toBeVisible();
  const saved = await request.get('/api/v1/company/profile', {
    headers: { ...asRecruiter, 'X-Org-Id': companyId },
  });
  const profile = ((await saved.json()) as { profile: CompanyProfile }).profile;
  expect(profile).toMatchObject({
    productNo: 'TF-01',
    founders: ['Tara Iyer'],
    businessType: 'Food Industry',
    contact: { phone: '+919876543210', address: 'FC Road, Pune' },
  });
  expect(profile.certificates.map((c) => c.name)).toEqual(['FSSAI License']);

  // View Profile shows it, and so does the company's public page.
  await page.goto('/company?panel=viewProfile');
  await expect(page.getByRole('table', { name: 'Company details' })).toContainText('Tara Iyer');
  await expect(page.getByRole('table', { name: 'Contact' })).toContainText('+91 98765 43210');
  await expect(page.getByRole('img', { name: `Tara ${word} Foods logo` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open FSSAI License' })).toBeVisible();
  await expectAccessible(page);
  const publicPage = await request.get(`/api/v1/company-pages/${companyId}`);
  expect(await publicPage.json()).toMatchObject({ company: { founders: ['Tara Iyer'] } });

  // 2. A product and a news item.
  // The add form is open under the table.
  await page.goto('/company?panel=product');
  await page.getByRole('textbox', { name: 'Id' }).fill('P-1');
  await page.getByRole('textbox', { name: 'Name' }).fill('Millet mix');
  await page.getByRole('textbox', { name: 'HSN' }).fill('1008');
  await page.getByRole('spinbutton', { name: 'Price per unit (₹)' }).fill('120');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Millet mix' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/company?panel=news');
  await fillDate(page.getByLabel('Date'), '2026-11-20');
  const event = `Opened a Nagpur kitchen ${word}`;
  await page.getByRole('textbox', { name: 'Event' }).fill(event);
  await page.getByRole('button', { name: 'Add news' }).click();
  await expect(page.getByText('News saved.')).toBeVisible();
  // A row at 1280 px, a card of labelled lines on a phone.
  await expect(page.getByRole('row').filter({ hasText: event })).toBeVisible();

  // Beyond the spec: the item goes to the platform's news feed once an administrator approves it.
  await page.getByRole('button', { name: `Send to news feed: ${event}` }).click();
  await expect(
    page.getByText('Sent to the platform administrators for the news feed.'),
  ).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  const { context: adminContext, page: adminPage } = await anotherBrowser(browser);
  await logIn(adminPage, DEMO.admin, DEMO_PASSWORD, '/newsfeed');
  const queue = adminPage.getByRole('listitem', { name: event });
  await expect(queue).toContainText(`Tara ${word} Foods`);
  await expectAccessible(adminPage);
  await queue.getByRole('button', { name: `Approve ${event}`, exact: true }).click();
  await expect(adminPage.getByText('Approved: the news item is on the news feed.')).toBeVisible();
  await expect(adminPage.getByRole('article', { name: event })).toBeVisible();
  await adminContext.close();
  await page.reload();
  await page.getByRole('link', { name: 'On the news feed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible();

  // 3. Twelve monthly share prices (entered through the API here), and the chart of them.
  for (let month = 1; month <= 12; month += 1) {
    const res = await request.post('/api/v1/company/share-prices', {
      headers: { ...asRecruiter, 'X-Org-Id': companyId },
      data: { month: `2026-${String(month).padStart(2, '0')}`, price: 100 + month * 5 },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/company?panel=graphs');
  await expect(
    page.getByRole('heading', { name: 'Stock price over the last 12 months' }),
  ).toBeVisible();
  await expect(page.locator('.recharts-line')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Stock price over the last 12 months' }),
  ).toContainText('2026-12');
  await page.getByRole('button', { name: 'More Details' }).click();
  await expect(
    page
      .getByRole('region', { name: /^Monthly share prices/ })
      .getByRole('row')
      .filter({ hasText: '2026-01' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test("a company's Account menu opens the kit's bills and accounts books; a member without profile reads the news without its buttons", async ({
  page,
  request,
  browser,
}) => {
  const recruiter = await signUpViaApi({ role: 'recruiter' });
  const login = await request.post('/api/v1/user/login', {
    data: { email: recruiter.email, password: recruiter.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token } = (await login.json()) as { token: string };
  const addCompany = async (name: string) => {
    const created = await request.post('/api/v1/companies', {
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' },
      data: { name, industry: 'Backend Developer', location: 'Pune' },
    });
    expect(created.status()).toBe(201);
  };
  const ledger = `Ledger ${randomUUID().slice(0, 6)} Ltd`;
  await addCompany(`Books ${randomUUID().slice(0, 6)} Ltd`);
  await addCompany(ledger);

  // With two companies, the recruiter acts for one; on another device (nothing stored in the
  // browser) /company opens the one used last, which the server remembers.
  await logIn(page, recruiter.email, recruiter.password, '/mgtservice');
  await page.getByRole('button', { name: `Act for this business: ${ledger}` }).click();
  await expect(page.getByText(`You are acting for ${ledger}.`)).toBeVisible();
  await expect
    .poll(async () => {
      const answer = await page.request.get('/api/v1/orgs');
      const { organizations } = (await answer.json()) as {
        organizations: { name: string; lastUsedAt?: string | null }[];
      };
      const latest = (org: { lastUsedAt?: string | null }) => org.lastUsedAt ?? '';
      return organizations.reduce((a, b) => (latest(b) > latest(a) ? b : a)).name;
    })
    .toBe(ledger);
  await page.evaluate(() => window.localStorage.removeItem('vedann.orgId'));
  await page.goto('/company');
  await expect(page).toHaveTitle(new RegExp(ledger));
  // The home of a new company: nothing open yet, and the way to the jobs table.
  const noJobOpen = page.getByRole('region', { name: 'Jobs' }).getByRole('link');
  await expect(noJobOpen).toHaveAccessibleName('0 jobs open');
  await expect(noJobOpen).toHaveAttribute('href', '/admin/jobs');
  await expectAccessible(page);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await menu.getByRole('button', { name: 'Account' }).click();
  await menu.getByRole('link', { name: 'Balance Sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Balance Sheet', level: 1 })).toBeVisible();
  await expect(page.getByText('Assets').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Financial Report' }).click();
  await expect(page.getByRole('heading', { name: 'Financial Report', level: 1 })).toBeVisible();
  await expect(page.getByText('Revenue').first()).toBeVisible();
  await menu.getByRole('link', { name: 'Bill' }).click();
  await expect(page.getByRole('heading', { name: 'Bill', level: 1 })).toBeVisible();
  await expect(page.getByText('Wifi').first()).toBeVisible();
  await expectAccessible(page);

  // An operator without `profile` reads the news, and is offered no change the server refuses.
  const orgId = await businessId(page, 'company');
  const operator = await newPersonOf(page, request, orgId, 'operator');
  const { context: operatorContext, page: operatorPage } = await anotherBrowser(browser);
  await logIn(operatorPage, operator.email, operator.password, '/');
  await operatorPage.evaluate((id) => window.localStorage.setItem('vedann.orgId', id), orgId);
  await operatorPage.goto('/company?panel=news');
  // Nor asked to add the first item.
  await expect(operatorPage.getByText('No news yet.', { exact: true })).toBeVisible();
  await expect(operatorPage.getByRole('button', { name: 'Add news' })).toHaveCount(0);
  await operatorContext.close();
});
