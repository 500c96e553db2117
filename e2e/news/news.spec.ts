import { DEMO, DEMO_PASSWORD, TINY_PNG, expect, expectAccessible, logIn, test } from '../support';

test('the news page shows the demo articles, and Read more opens one @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read the latest news' }).click();
  await expect(page.getByRole('heading', { name: 'Latest News', level: 1 })).toBeVisible();
  const articles = page.getByRole('article');
  // The nine demo articles (the platform's eight and Sutra Technologies' approved news item), and
  // any a journey before this one published.
  await expect(articles.nth(8)).toBeVisible();
  for (const article of await articles.all()) {
    await expect(article.getByRole('heading')).not.toBeEmpty();
    await expect(article.getByRole('link', { name: /^Read more/ })).toBeVisible();
    await expect(article.locator('img')).toHaveAttribute('src', /^\/news\/.+\.svg$/);
  }
  // Visitors are not offered editing.
  await expect(page.getByRole('form', { name: 'Publish' })).toHaveCount(0);
  // Each article says when it was published, in the one date format (23 Nov 2026).
  await expect(articles.first()).toContainText(/Published \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(page).toHaveTitle('Latest News · Vedann');
  await expectAccessible(page);

  const first = articles.first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: /^Read more/ }).click();
  await expect(page).toHaveURL(/\/newsfeed\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // The picture loads from the app itself.
  const image = page.locator('main img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`${title} · Vedann`);
  await expectAccessible(page);
});

test('a platform administrator publishes, edits and removes an article', async ({ page }) => {
  await logIn(page, DEMO.admin, DEMO_PASSWORD, '/newsfeed');
  const form = page.getByRole('form', { name: 'Publish' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const before = await page.getByRole('article').count();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await form.getByLabel('Title').fill('Night shift in study centres');
  await form.getByLabel('Description').fill('Study centres open a night shift for the exam month.');
  // A picture of one's own: uploaded at once, then chosen for the article.
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(form.getByLabel('Image')).toHaveValue(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Article published.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(before + 1);

  const card = page.getByRole('article', { name: 'Night shift in study centres' });
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\//);
  await card.getByRole('link', { name: /^Read more/ }).click();
  const edit = page.getByRole('form', { name: 'Save article' });
  await edit.getByLabel('Title').fill('Night shift in every study centre');
  await edit.getByLabel('Image').selectOption({ label: 'Library' });
  await edit.getByRole('button', { name: 'Save article' }).click();
  await expect(page.getByText('Article updated.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Night shift in every study centre', level: 1 }),
  ).toBeVisible();

  await expectAccessible(page);
  // Removing asks first.
  await page.getByRole('button', { name: 'Remove article' }).click();
  const ask = page.getByRole('dialog', {
    name: 'Remove the article “Night shift in every study centre”?',
  });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Night shift in every study centre',
  );
  await page.getByRole('button', { name: 'Remove article' }).click();
  await ask.getByRole('button', { name: 'Remove article' }).click();
  await expect(page.getByText('Article removed.')).toBeVisible();
  await expect(page).toHaveURL(/\/newsfeed$/);
  await expect(page.getByRole('article')).toHaveCount(before);
});
