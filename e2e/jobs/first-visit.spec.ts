import type { Page } from '@playwright/test';
import { clientAddress, expect, test } from '../support';

/** The demo data's companies (apps/server/src/domains/jobs/jobs.seed.ts). */
const DEMO_COMPANIES = [
  'Sutra Technologies',
  'Kaveri Software',
  'Pixelnagar Studios',
  'Indus Cloud Labs',
  'Dilli Digital',
];

interface SeededQuery {
  key: unknown[];
  data: { jobs?: { _id: string; title: string; company: { name: string } }[] };
}

/** A filter option, named with its count ("Pune (9)"), as in jobs.spec.ts. */
const option = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

test('a first visit to /jobs has the first jobs in its HTML, and the app takes them over as they are @phone', async ({
  browser,
  page,
}) => {
  // 1. Without JavaScript, the server's answer alone shows the first page of jobs, as the data
  // block it carries for the app says.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  try {
    const first = await plain.newPage();
    await first.goto('/jobs');
    const seeded = JSON.parse(
      (await first.locator('#vedann-seeded-queries').textContent()) ?? '[]',
    ) as SeededQuery[];
    // The list's query key starts with its declared path (web lib/endpoint.ts).
    const jobs = seeded.find((query) => query.key[0] === '/jobs')?.data.jobs ?? [];
    const demo = jobs.find((job) => DEMO_COMPANIES.includes(job.company.name));
    if (!demo) throw new Error(`no demo job among the first page's ${jobs.length} jobs`);
    const cards = first.getByRole('region', { name: 'Job results' }).getByRole('article');
    await expect(cards).toHaveCount(jobs.length);
    await expect(cards.getByRole('link', { name: demo.title }).first()).toBeVisible();
    await expect(first.getByRole('status').filter({ hasText: / jobs?$/ })).toBeVisible();
  } finally {
    await plain.close();
  }

  // 2. With JavaScript, React takes that markup over (hydration): no card is replaced before
  // the page is live, and nothing is logged about it.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const watch = window as Window & {
      cardsReplaced?: number;
      takenOver?: boolean;
      inertAtTakeover?: number;
      renderedIds?: [Element, string][];
    };
    watch.cardsReplaced = 0;
    // The ids the server rendered for Mantine's fields, which the takeover keeps (decision 0369).
    document.addEventListener('DOMContentLoaded', () => {
      watch.renderedIds = Array.from(document.querySelectorAll('#root [id^="mantine-"]')).map(
        (element): [Element, string] => [element, element.id],
      );
    });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && (record.target as Element).id === 'root') {
          watch.takenOver ??= !(record.target as Element).hasAttribute('data-prerendered');
          // The mark goes with the last part to leave `inert` (one per frame): none is left then.
          watch.inertAtTakeover ??= document.querySelectorAll('#root > [inert]').length;
        }
        if (watch.takenOver) continue;
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches('article') || node.querySelector('article')))
            watch.cardsReplaced = (watch.cardsReplaced ?? 0) + 1;
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-prerendered'],
    });
  });
  const jobReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/jobs')) jobReads.push(pathname);
  });
  await page.goto('/jobs');
  await expect
    .poll(() => page.evaluate(() => (window as Window & { takenOver?: boolean }).takenOver))
    .toBe(true);
  expect(
    await page.evaluate(() => (window as Window & { inertAtTakeover?: number }).inertAtTakeover),
  ).toBe(0);
  // The answers the page carried are taken over as they are: neither the list nor its counts
  // are asked for again once the app is live.
  await page.waitForLoadState('networkidle');
  expect(jobReads).toEqual([]);
  expect(
    await page.evaluate(() => (window as Window & { cardsReplaced?: number }).cardsReplaced),
  ).toBe(0);
  const cards = page.getByRole('region', { name: 'Job results' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Mantine's fields keep the ids they were rendered with: none is swapped after the takeover.
  const ids = await page.evaluate(() =>
    ((window as Window & { renderedIds?: [Element, string][] }).renderedIds ?? []).map(
      ([element, rendered]) => ({ rendered, now: element.isConnected ? element.id : null }),
    ),
  );
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter(({ rendered, now }) => rendered !== now)).toEqual([]);

  // The page works: a filter narrows the list, and a job opens.
  await page.getByRole('button', { name: 'Show filters' }).click();
  await option(page, 'Pune').click();
  await expect(page).toHaveURL(/location=Pune/);
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('Pune'));
    })
    .toBe(true);
  const link = cards.first().getByRole('link');
  const title = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/description\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(errors).toEqual([]);
});
