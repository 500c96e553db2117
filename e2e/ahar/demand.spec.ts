import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
  anotherBrowser,
} from '../support';
import { actFor } from '../kit/kit-support';
import { businessId } from '../kit/helpers-people';

// Issue 14, journeys 4 to 7: the owner records the day's demand with two items, finds it in the
// paged, searched list and sees the forecast chart; a customer reviews the business from its
// public page and the owner replies.

test('the tiffin house records demand, forecasts it and answers a review @phone', async ({
  page,
  browser,
}) => {
  // Several screens, a chart chunk and their accessibility scans, on a shared 2-core machine.
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Ahar Tiffin House');
  const stamp = Date.now().toString(36);
  const counter = `Counter ${stamp}`;

  // 4. Dainik → Add: two items, the first from the category picker.
  await page.goto('/ahar?panel=add');
  await expect(page.getByRole('heading', { name: 'Add', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Daily Inventory Form' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(counter);
  await form.getByRole('textbox', { name: 'ID', exact: true }).fill(`ID-${stamp}`);
  await form.getByRole('button', { name: 'Add Item' }).click();
  await form.getByRole('button', { name: 'Select Category: Item 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Category' });
  await picker.getByRole('button', { name: 'Sweets', exact: true }).click();
  await picker.getByRole('button', { name: 'Jalebi', exact: true }).click();
  await expect(picker).toBeHidden();
  const first = form.getByRole('group', { name: 'Item 1' });
  await expect(first.getByRole('textbox', { name: 'Category' })).toHaveValue('Sweets');
  await expect(first.getByLabel('Item name')).toHaveValue('Jalebi');
  await first.getByLabel('Company').fill('Sweet Corner');
  await first.getByLabel('Quantity').fill('12');
  await first.getByLabel('Price').fill('20');
  const second = form.getByRole('group', { name: 'Item 2' });
  await second.getByRole('textbox', { name: 'Category' }).fill('Beverages');
  await second.getByLabel('Company').fill('Own kitchen');
  await second.getByLabel('Quantity').fill('30');
  await second.getByLabel('Price').fill('15');
  await expect(form).toContainText('₹690.00');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Inventory submitted successfully!')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

  // What was saved: one record with both lines.
  const saved = await page.request.get(
    `/api/v1/demandinventory?search=${encodeURIComponent(stamp)}`,
    { headers: { 'X-Org-Id': await businessId(page, 'ahar') } },
  );
  const body = (await saved.json()) as {
    items: { total: string; items: { category: string; itemName: string }[] }[];
  };
  expect(body.items).toHaveLength(1);
  expect(body.items[0]?.total).toBe('690.00');
  expect(body.items[0]?.items.map((i) => `${i.category}/${i.itemName}`)).toEqual([
    'Sweets/Jalebi',
    'Beverages/',
  ]);

  // 5. Dainik → Full: the 240 demo records span pages; the search finds the new one.
  await page.goto('/ahar?panel=full');
  await expect(page.getByRole('heading', { name: 'Full', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(counter);
  const card = page.getByRole('article').filter({ hasText: counter });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByRole('row').filter({ hasText: 'Jalebi' })).toContainText('Sweet Corner');
  await expect(card.getByRole('row').filter({ hasText: 'Beverages' })).toContainText('30');
  await expectAccessible(page);

  // 6. Demand → Own: the forecast of each category, with its chart.
  await page.goto('/ahar?panel=own');
  await expect(page.getByRole('heading', { name: 'Own', level: 1 })).toBeVisible();
  const forecast = page.getByRole('region', {
    name: 'Forecasting based on time, space, events, past result, news',
  });
  await expect(forecast.getByRole('row').filter({ hasText: 'Ready meals' })).toContainText('%');
  await expect(
    page.getByRole('img', { name: /Forecasting based on time.*: Beverages/ }),
  ).toBeVisible();
  await expectAccessible(page);

  // 7. A customer rates and reviews the business on its public page.
  const shop = await businessId(page, 'ahar');
  const customer = await signUpViaApi({ fullname: `Meal Fan ${stamp}` });
  const { context, page: visitor } = await anotherBrowser(browser);
  await logIn(visitor, customer.email, customer.password, `/ahars/${shop}`);
  await expect(visitor.getByRole('heading', { name: 'Ahar Tiffin House', level: 1 })).toBeVisible();
  const rating = visitor.getByRole('region', { name: 'Your rating' });
  await rating.getByRole('button', { name: 'Add' }).click();
  await expect(rating.getByRole('alert')).toHaveText('Please enter Key Point and Number!');
  await rating.getByLabel('Key Point').selectOption('Taste');
  await rating.getByLabel('Number').selectOption('5');
  await rating.getByRole('button', { name: 'Add' }).click();
  await expect(rating.getByRole('row').filter({ hasText: 'Taste' })).toContainText('5');
  const comment = `Crisp jalebis ${stamp}`;
  const review = visitor.getByRole('region', { name: 'Your review' });
  await review.getByLabel('Review').fill(comment);
  await review.getByRole('button', { name: 'Post review' }).click();
  await expect(visitor.getByRole('article').filter({ hasText: comment })).toBeVisible();
  await expectAccessible(visitor);

  // The owner replies from Rating → Review; the public page shows the reply.
  await page.goto('/ahar?panel=review');
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  const reviewCard = page.getByRole('article', { name: `Meal Fan ${stamp}` });
  await expect(reviewCard).toContainText(comment);
  await reviewCard.getByLabel('Your reply').fill(`Thank you ${stamp}!`);
  await reviewCard.getByRole('button', { name: 'Send reply' }).click();
  await expect(reviewCard.getByText(`Thank you ${stamp}!`)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('article').filter({ hasText: comment })).toContainText(
    `Thank you ${stamp}!`,
  );
  await context.close();
});
