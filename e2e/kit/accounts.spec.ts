import { expect, expectAccessible, logIn, DEMO, DEMO_PASSWORD, test } from '../support';
import { ownerApi, actFor } from './kit-support';

// The business kit's accounts books (issue 11 section 3) on the demo owner's gym.

interface Sheet {
  assets: { type: string; rupees: number }[];
  liabilities: { type: string; rupees: number }[];
  equity: number;
  totals: { balanced: boolean; difference: number };
}

test('a gym owner fills a balance sheet and sees its totals and balance check', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request, 'Sutrin Fitness');
  // Different on every run, so that the saved sheet is this run's.
  const cash = String(100000 + (Date.now() % 50000));

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym/balancesheet');
  await expect(page.getByRole('heading', { name: 'Balance Sheet', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Balance Sheet' });
  // The demo sheet has loaded.
  await expect(form.getByLabel('Current Assets (₹)')).not.toHaveValue('0');
  await expectAccessible(page);

  await form.getByLabel('Current Assets (₹)').fill(cash);
  await form.getByLabel('Investments (₹)').fill('50000');
  await form.getByLabel('Property Plant & Equipments (₹)').fill('250000.50');
  await form.getByLabel('Intangible Assets (₹)').fill('not a number');
  await form.getByLabel('Other Assets (₹)').fill('0');
  await form.getByLabel('Current Liabilities (₹)').fill('100000');
  await form.getByLabel('Long-Term Liabilities (₹)').fill('200000');
  await form.getByLabel('Equity (₹)').fill(String(Number(cash)));

  const totals = page.getByRole('table', { name: 'Totals' });
  const assets = Number(cash) + 300000.5;
  const inr = (value: number) =>
    `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(totals.getByRole('row', { name: /Total Assets/ })).toContainText(inr(assets));
  await expect(totals.getByRole('row', { name: /Total Liabilities/ })).toContainText(
    '₹3,00,000.00',
  );
  await expect(page.getByTestId('balance-check')).toHaveText(
    'Not balanced: assets differ from liabilities plus equity by ₹0.50.',
  );
  await form.getByLabel('Equity (₹)').fill(`${cash}.50`);
  await expect(page.getByTestId('balance-check')).toHaveText(
    'Balanced: assets equal liabilities plus equity.',
  );

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Balance Sheet Updated Successfully!')).toBeVisible();
  const saved = await api.get<Sheet>('/api/v1/balancesheet/latest');
  expect(saved.assets).toEqual([
    { type: 'Current Assets', rupees: Number(cash) },
    { type: 'Investments', rupees: 50000 },
    { type: 'Property Plant & Equipments', rupees: 250000.5 },
    { type: 'Intangible Assets', rupees: 0 },
    { type: 'Other Assets', rupees: 0 },
  ]);
  expect(saved.equity).toBe(Number(cash) + 0.5);
  expect(saved.totals).toMatchObject({ balanced: true, difference: 0 });

  // The update is the newest version of the history.
  const history = page.getByRole('table', { name: 'Version history' });
  await expect(history.getByRole('row').nth(1)).toContainText(inr(assets));

  // The PDF downloads.
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('Balance Sheet.pdf');

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a gym owner adds a revenue row and sees the chart change @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await ownerApi(request, 'Sutrin Fitness');
  const value = (1 + (Date.now() % 900) / 100).toFixed(2);

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym?panel=financialReport');
  await expect(page.getByRole('heading', { name: 'Financial Report', level: 1 })).toBeVisible();
  const revenue = page.getByRole('region', { name: 'Revenue' });
  const dots = revenue.locator('.recharts-line-dot');
  // The chart's chunk (recharts) loads with the first chart.
  await expect(dots.first()).toBeVisible({ timeout: 30_000 });
  const before = await dots.count();
  const rows = revenue.getByRole('table', { name: 'Revenue' }).getByRole('row');
  const rowCount = await rows.count();
  await expectAccessible(page);

  await revenue.getByRole('button', { name: 'Add Row' }).click();
  const number = rowCount; // the header row counts too: the new row's number is the old count
  const name = `Revenue row ${number}`;
  await expect(revenue.getByLabel(`${name}: Month`)).toHaveValue('January');
  await revenue.getByLabel(`${name}: Month`).selectOption('December');
  await revenue.getByLabel(`${name}: Year`).fill('2099');
  await revenue.getByLabel(`${name}: Value (Cr)`).fill(value);
  await expect(dots).toHaveCount(before + 1);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await revenue.getByRole('button', { name: 'Update' }).click();
  const note = revenue.getByRole('status').filter({ hasText: 'Financial data updated.' });
  await expect(note).toBeVisible();
  // The note shows for 3 seconds.
  await expect(note).toBeHidden({ timeout: 6000 });
  const saved = await api.get<{ revenue: { time: string; year: number; value: number }[] }>(
    '/api/v1/financial-data',
  );
  expect(saved.revenue).toContainEqual(
    expect.objectContaining({ time: 'December', year: 2099, value: Number(value) }),
  );

  // Removed again (at least one row always stays), so the next run starts from the same series.
  await revenue.getByRole('button', { name: `Remove ${name}` }).click();
  await revenue.getByRole('button', { name: 'Update' }).click();
  await expect(note).toBeVisible();
  await expect(dots).toHaveCount(before);
});
