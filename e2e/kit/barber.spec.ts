import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  test,
  anotherBrowser,
} from '../support';
import type { Page } from '@playwright/test';
import { businessId } from './helpers-people';

// Issue 11 section 6: the salon's price list and walk-in queue move, and the public page's
// waiting count follows. The gym's Token System is the same queue, kept by its front desk.

const waitingOn = async (page: Page) =>
  Number(
    /\d+/.exec(await page.getByRole('status').filter({ hasText: 'Waiting:' }).innerText())?.[0],
  );

test('a barber’s queue moves and the public count follows @phone', async ({ page, browser }) => {
  // Several screens and their accessibility scans, on a shared 2-core machine.
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/barber?panel=services');
  await expect(page.getByRole('heading', { name: 'Services and prices', level: 1 })).toBeVisible();
  const service = `Beard trim ${Date.now().toString(36)}`;
  const add = page.getByRole('form', { name: 'Add a service' });
  await add.getByLabel('Service').fill(service);
  await add.getByLabel('Price (₹)').fill('149.50');
  await add.getByLabel('Duration (minutes)').fill('20');
  await add.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('row').filter({ hasText: service })).toContainText('₹149.50');
  await expectAccessible(page);

  await page.goto('/barber?panel=queue');
  await expect(page.getByRole('heading', { name: 'Walk-in queue', level: 1 })).toBeVisible();
  const before = await waitingOn(page);
  const salon = await businessId(page, 'barber');

  // The public page, in another browser: the count and the price list, never a name.
  const { context, page: visitor } = await anotherBrowser(browser);
  await visitor.goto(`/queue/${salon}`);
  await expect(visitor.getByRole('heading', { name: 'Sutrin Salon', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('public-waiting')).toHaveText(String(before));
  await expect(visitor.getByRole('row').filter({ hasText: service })).toContainText('₹149.50');
  await expectAccessible(visitor);

  // A walk-in at the counter joins; the public count follows.
  const walkIn = `Ravi ${Date.now().toString(36)}`;
  const join = page.getByRole('form', { name: 'Add a walk-in' });
  await join.getByLabel('Customer name').fill(walkIn);
  await join.getByLabel('Service (optional)').selectOption({ label: service });
  await join.getByRole('button', { name: 'Add to the queue' }).click();
  const row = page.getByRole('row').filter({ hasText: walkIn });
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText(service);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting:' })).toHaveText(
    `Waiting: ${before + 1}`,
  );
  await expectAccessible(page);
  await visitor.getByRole('button', { name: 'Refresh' }).click();
  await expect(visitor.getByTestId('public-waiting')).toHaveText(String(before + 1));
  await expect(visitor.getByText(walkIn)).toHaveCount(0);

  // A visitor joins from the public page and is told their token.
  const form = visitor.getByRole('form', { name: 'Join the queue' });
  await form.getByLabel('Your name').fill('Meera');
  await form.getByRole('button', { name: 'Join the queue' }).click();
  await expect(visitor.getByText(/You joined the queue\. Your token is \d+;/)).toBeVisible();
  await expect(visitor.getByTestId('public-waiting')).toHaveText(String(before + 2));

  // Staff call the next person until the walk-in is being served; the count goes down each time.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Waiting:' })).toHaveText(
    `Waiting: ${before + 2}`,
  );
  for (let called = 1; called <= before + 1; called += 1) {
    await page.getByRole('button', { name: 'Call next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting:' })).toHaveText(
      `Waiting: ${before + 2 - called}`,
    );
  }
  await expect(page.getByRole('row').filter({ hasText: walkIn })).toContainText('Being served');
  await visitor.getByRole('button', { name: 'Refresh' }).click();
  await expect(visitor.getByTestId('public-waiting')).toHaveText('1');
  const token = (
    await page.getByRole('row').filter({ hasText: walkIn }).getByRole('cell').first().innerText()
  ).trim();
  await expect(visitor.getByRole('definition').nth(1)).toHaveText(token);
  await context.close();

  // The shop's home counts the same queue: Meera waiting, the walk-in's token being served.
  await page.goto('/barber');
  const queueNow = page.getByRole('region', { name: 'The queue now' });
  await expect(queueNow.getByRole('link', { name: '1 waiting' })).toBeVisible();
  await expect(queueNow.getByRole('link', { name: `${token} token being served` })).toBeVisible();
  await expectAccessible(page);
});

test('the gym’s front desk gives a walk-in a token, and the public page counts it', async ({
  page,
  browser,
}) => {
  // The demo gym's Operator holds Enquiry, which the Token System needs.
  await logIn(page, 'frontdesk@vedann.demo', DEMO_PASSWORD, '/gym?panel=tokenSystem');
  await expect(page.getByRole('heading', { name: 'Token System', level: 1 })).toBeVisible();
  const join = page.getByRole('form', { name: 'Add a walk-in' });
  // A gym has no price list to pick a service from.
  await expect(join.getByLabel('Service (optional)')).toHaveCount(0);
  const walkIn = `Asha ${Date.now().toString(36)}`;
  await join.getByLabel('Customer name').fill(walkIn);
  await join.getByRole('button', { name: 'Add to the queue' }).click();
  const row = page.getByRole('row').filter({ hasText: walkIn });
  await expect(row).toContainText('Waiting');
  const token = (await row.getByRole('cell').first().innerText()).trim();
  const waiting = await waitingOn(page);
  expect(waiting).toBeGreaterThan(0);
  await expectAccessible(page);

  const gym = await businessId(page, 'gym');
  const { context, page: visitor } = await anotherBrowser(browser);
  await visitor.goto(`/queue/${gym}`);
  await expect(visitor.getByRole('heading', { name: 'Sutrin Fitness', level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('public-waiting')).toHaveText(String(waiting));
  await expect(visitor.getByRole('heading', { name: 'Price list' })).toHaveCount(0);
  await expect(visitor.getByText(walkIn)).toHaveCount(0);
  await expectAccessible(visitor);

  // Called in turn until the walk-in's token is being served; the public page shows it.
  for (let called = 1; called <= waiting; called += 1) {
    await page.getByRole('button', { name: 'Call next' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting:' })).toHaveText(
      `Waiting: ${waiting - called}`,
    );
  }
  await expect(row).toContainText('Being served');
  await visitor.getByRole('button', { name: 'Refresh' }).click();
  await expect(visitor.getByRole('definition').nth(1)).toHaveText(token);
  await context.close();
});
