import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, test } from '../support';

/** Nothing on the page scrolls sideways (390 px on a phone, 1280 px on a desktop). */
async function expectNoSidewaysScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

// Spec 02 section 2 and the journeys 5 and 7: a visitor finds the demo library near its
// pincode; the demo member sees her seat, fees and loan and downloads her ID card.

test('a visitor searches by pincode and shift and finds the library', async ({ page }) => {
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Library search', level: 1 })).toBeVisible();
  // The popup opens by itself a second after load (spec 01 section 4).
  const dialog = page.getByRole('dialog', { name: 'Library search' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Pincode').fill('411004');
  await dialog.getByRole('textbox', { name: 'Time Slot' }).click();
  await page.getByRole('option', { name: 'Evening' }).click();
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('heading', { name: 'Libraries near 411004' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Vijnan Study Centre' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Free seats: \d+$/)).toBeVisible();
  await expect(page.getByText(/^Evening shift from /)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await card.getByRole('link', { name: 'See Vijnan Study Centre' }).click();
  await expect(page).toHaveURL(/\/business\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Vijnan Study Centre', level: 1 })).toBeVisible();
});

test('the member sees seat, fees and loan on her dashboard and downloads her ID card @phone', async ({
  page,
}) => {
  await logIn(page, DEMO.student, DEMO_PASSWORD, '/library/dashboard');
  await expect(page.getByRole('heading', { name: /dashboard$/, level: 1 })).toBeVisible();
  const library = page.getByRole('article', { name: 'Vijnan Study Centre' });
  await expect(library).toBeVisible();
  const memberId = (await library.getByText(/^Member ID:/).innerText()).match(
    /VJ[A-Z]{2}\d{5}/,
  )?.[0];
  expect(memberId).toBeTruthy();

  // What the screen shows is what the server keeps for her.
  const answer = await page.request.get('/api/v1/library/dashboard');
  const saved = (await answer.json()) as {
    libraries: {
      member: { memberId: string };
      seats: { seatNumber: number }[];
      loans: { bookName: string; overdue: boolean }[];
      totalDue: number;
    }[];
  };
  const entry = saved.libraries.find((l) => l.member.memberId === memberId);
  expect(entry?.seats.length).toBeGreaterThan(0);
  expect(entry?.loans.length).toBeGreaterThan(0);

  const seats = library.getByRole('table', { name: 'Seat Numbers' });
  await expect(seats.getByRole('row')).toHaveCount((entry?.seats.length ?? 0) + 1);
  const loans = library.getByRole('table', { name: 'Books on loan' });
  for (const loan of entry?.loans ?? []) await expect(loans).toContainText(loan.bookName);
  if (entry?.loans.some((l) => l.overdue)) await expect(loans.getByText('Overdue')).toBeVisible();
  await expect(library.getByRole('table', { name: 'Fees' })).toBeVisible();
  await expect(library.getByRole('table', { name: 'Attendance Tracker' })).toBeVisible();
  await expect(library.getByRole('table', { name: 'Books Available' })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const download = page.waitForEvent('download');
  await library.getByRole('button', { name: 'Download ID card' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ID card ${memberId}.pdf`);
  const saveAs = test.info().outputPath('card.pdf');
  await file.saveAs(saveAs);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', saveAs, '-']).toString();
  expect(text).toContain(memberId ?? '');
  expect(text).toContain('Vijnan Study Centre');
  fs.rmSync(saveAs, { force: true });

  // Smriti is her own record: the same page at its own address.
  await page.goto('/library/smriti');
  await expect(page.getByRole('article', { name: 'Vijnan Study Centre' })).toBeVisible();
});
