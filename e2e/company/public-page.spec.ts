import type { Job, PublicCompany } from '@vedann/contracts';
import { expect, expectAccessible, test } from '../support';

// Issue 15: a company's public page, from the demo data (domains/company/company.seed.ts).

test("a visitor opens the demo company's page from one of its jobs and sees its profile, products, news, share prices and rating @phone", async ({
  page,
  request,
}) => {
  test.slow();
  const found = await request.get('/api/v1/company-pages?search=Sutra%20Technologies');
  const companyId = ((await found.json()) as { companies: { _id: string }[] }).companies[0]?._id;
  expect(companyId).toBeDefined();
  const jobs = await request.get(`/api/v1/jobs?company=${companyId ?? ''}`);
  const job = ((await jobs.json()) as { jobs: Job[] }).jobs[0];
  expect(job).toBeDefined();
  // What the page must show, as the server keeps it.
  const saved = await request.get(`/api/v1/company-pages/${companyId ?? ''}`);
  const company = ((await saved.json()) as { company: PublicCompany }).company;

  // From the job, signed out, the company's name leads to its page.
  await page.goto(`/description/${job?._id ?? ''}`);
  await page.getByRole('link', { name: 'Sutra Technologies', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${companyId ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sutra Technologies' })).toBeVisible();
  await expect(page).toHaveTitle('Sutra Technologies · Vedann');
  await expect(page.getByRole('img', { name: 'Sutra Technologies logo' })).toBeVisible();

  // The profile: founders and the contact the company entered.
  await expect(page.getByRole('table', { name: 'Company details' })).toContainText(
    company.founders.join(', '),
  );
  const contact = page.getByRole('table', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: company.contact.email })).toHaveAttribute(
    'href',
    `mailto:${company.contact.email}`,
  );
  await expect(contact).toContainText(company.contact.address);

  // The products, each with its picture and price.
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('article')).toHaveCount(company.products.length);
  const billing = products.getByRole('article', { name: 'Sutra Billing' });
  await expect(billing).toContainText('Price per unit: ₹4,999.00');
  await expect(billing.getByRole('img', { name: 'Sutra Billing' })).toBeVisible();

  // The news, newest first; the approved item links to its article on the news feed.
  const news = page.getByRole('region', { name: 'News and events' }).getByRole('listitem');
  await expect(news).toHaveCount(company.news.length);
  const approved = company.news.find((item) => item.feed === 'approved');
  await expect(news.first()).toHaveAccessibleName(company.news[0]?.event ?? '');
  await expect(
    page
      .getByRole('listitem', { name: approved?.event ?? '' })
      .getByRole('link', { name: 'On the news feed' }),
  ).toHaveAttribute('href', `/newsfeed/${approved?.articleId ?? ''}`);

  // The students' average rating.
  const rating = page.getByRole('region', { name: "Students' rating" });
  await expect(rating).toContainText(
    `Average ${company.rating.average ?? ''} of 5 from ${company.rating.count} ratings`,
  );
  expect(company.rating.count).toBeGreaterThanOrEqual(2);

  // Twelve months of share prices, drawn and listed.
  const shares = page.getByRole('region', { name: 'Share price' });
  await expect(shares.locator('.recharts-line')).toBeVisible();
  const points = shares.getByRole('table', { name: 'Stock price over the last 12 months' });
  await expect(points.getByRole('row')).toHaveCount(13);
  await expect(points).toContainText(company.sharePrices.at(-1)?.month ?? '');

  // Nothing scrolls sideways, on a phone or a desktop.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // A company that does not exist: a heading and a way back.
  await page.goto('/companies/000000000000000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Company not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});
