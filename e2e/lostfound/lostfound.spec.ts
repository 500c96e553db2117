import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  TINY_PNG,
  expect,
  expectAccessible,
  logIn,
  outboxFiles,
  signUpViaApi,
  test,
  anotherBrowser,
  fillDate,
} from '../support';

/** A pet name of letters only (the animal form takes nothing else), unique to this run. */
function petName(): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `Whiskers ${letters}`;
}

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('signed out, the lost-and-found page sends you to log in @both', async ({ page }) => {
  await page.goto('/lostnfound');
  await expect(page).toHaveURL(/\/login\?next=%2Flostnfound$/);
});

test('a lost animal is reported with a photo, found in Nikat Vastu, discussed and resolved @phone', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const reporter = await signUpViaApi({ fullname: 'Kavya Reporter' });
  const finder = await signUpViaApi({ fullname: 'Farhan Finder' });
  const name = petName();

  // 1. The reporter fills the animal form; keystrokes that break a pattern are ignored.
  await logIn(page, reporter.email, reporter.password, '/lostnfound');
  await expect(page.getByRole('tab', { name: 'Lost' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle(/^Lost and Found · /);
  await expectAccessible(page, 'lost forms');
  await page.getByRole('tab', { name: 'Animal' }).click();
  const form = page.getByRole('form', { name: 'Lost animal' });
  await form.getByLabel('Lost location').pressSequentially('Baner Pune 7');
  await expect(form.getByLabel('Lost location')).toHaveValue('Baner Pune ');
  await form.getByLabel('Lost location').fill('Baner Pune');
  await fillDate(form.getByLabel('Lost date'), '2026-11-20');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Class').fill('Mammalia');
  await form.getByLabel('Family').fill('Felidae');
  await form.getByLabel('Body color').fill('Orange tabby');
  await form.getByLabel('Age').pressSequentially('3y');
  await expect(form.getByLabel('Age')).toHaveValue('3');
  await form.getByLabel('Weight').pressSequentially('4.5kg');
  await expect(form.getByLabel('Weight')).toHaveValue('4.5');
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Guardian phone').pressSequentially('98765-43210');
  await expect(form.getByLabel('Guardian phone')).toHaveValue('9876543210');

  // No photo yet: a clear message, nothing sent.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please choose a photo (PNG, JPEG, WebP or GIF, at most 2 MB) before submitting.',
  );
  await form.getByLabel('Photo').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

  // What was saved, as the API gives it back.
  const reporterToken = await tokenFor(request, reporter.email, reporter.password);
  const saved = await request.get(`/api/animals?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${reporterToken}` },
  });
  const [stored] = ((await saved.json()) as { animals: Record<string, unknown>[] }).animals;
  expect(stored).toMatchObject({
    name,
    lostLocation: 'Baner Pune',
    lostDate: '2026-11-20',
    class: 'Mammalia',
    family: 'Felidae',
    age: '3',
    weight: '4.5',
    gender: 'Female',
    // The guardian's mobile, typed as ten digits, is kept in E.164 (decision 0359).
    guardianPhone: '+919876543210',
    city: 'Pune',
  });
  expect(stored?.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);

  // 2. A second user finds it in Nikat Vastu, with its photo, near Pune.
  const { context: finderContext, page: finderPage } = await anotherBrowser(browser);
  await logIn(finderPage, finder.email, finder.password, '/lostnfound');
  await finderPage.getByRole('tab', { name: 'Nikat Vastu' }).click();
  await finderPage.getByText('Animals', { exact: true }).click();
  await expect(finderPage.getByRole('radio', { name: 'Animals' })).toBeChecked();
  await finderPage.getByLabel('Near (city or pincode)').fill('411045');
  await fillDate(finderPage.getByLabel('Lost from'), '2026-11-20');
  await fillDate(finderPage.getByLabel('Lost until'), '2026-11-20');
  await finderPage.getByLabel('Search', { exact: true }).fill(name);
  const card = finderPage.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Lost at Baner Pune on 20 Nov 2026');
  await expect(card).toContainText('Guardian phone: +91 98765 43210');
  await expect(card).toContainText('0 km away');
  const photo = card.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', String(stored?.image));
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expectAccessible(finderPage, 'Nikat Vastu');

  // 3. The finder writes to the reporter from the item.
  await card.getByRole('button', { name: 'Message the reporter' }).click();
  const dialog = finderPage.getByRole('dialog', { name: 'Message Kavya Reporter' });
  await dialog.getByLabel('Message').fill('I think I saw your cat near Baner market this morning.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message sent.')).toBeVisible();
  await expect(dialog.getByRole('log')).toContainText('near Baner market');
  await expectAccessible(finderPage, 'message the reporter');
  // Closed before the reply comes: an open conversation reads the reply as it arrives.
  await finderPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 4. The reporter sees an unread message, reads it in Messages, replies, and resolves the report.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Messages' }).getByLabel('1 unread')).toBeVisible();
  await page.getByRole('tab', { name: 'Messages' }).click();
  const entry = page.getByRole('button', { name: `${name} · Farhan Finder New` });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page.getByRole('log')).toContainText(
    'I think I saw your cat near Baner market this morning.',
  );
  // Nothing spills sideways, at phone size either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expect(page.getByRole('button', { name: `${name} · Farhan Finder` })).toBeVisible();
  await expectAccessible(page, 'messages');
  await page.getByLabel('Reply').fill('Thank you! I am on my way.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText('Thank you! I am on my way.');
  await page.getByRole('button', { name: `Mark resolved: ${name}` }).click();
  await expect(page.getByRole('button', { name: `Mark resolved: ${name}` })).toBeHidden();

  // The finder sees the reply; the item has left Nikat Vastu.
  await finderPage.getByRole('tab', { name: 'Messages' }).click();
  await finderPage.getByRole('button', { name: `${name} · Kavya Reporter New` }).click();
  await expect(finderPage.getByRole('log')).toContainText('Thank you! I am on my way.');
  await finderPage.getByRole('tab', { name: 'Nikat Vastu' }).click();
  await finderPage.getByText('Animals', { exact: true }).click();
  await expect(finderPage.getByRole('radio', { name: 'Animals' })).toBeChecked();
  await finderPage.getByLabel('Search', { exact: true }).fill(name);
  await expect(finderPage.getByText('No animals found')).toBeVisible();
  const after = await request.get(`/api/animals?search=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${reporterToken}` },
  });
  expect(((await after.json()) as { total: number }).total).toBe(0);
  await finderContext.close();
});

test('a found animal report matches a lost one, and both authors see it', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = await signUpViaApi({ fullname: 'Omkar Owner' });
  const finder = await signUpViaApi({ fullname: 'Gauri Finder' });
  const name = petName();
  const tag = name.split(' ')[1] ?? '';

  // The owner's lost dog, through the spec's API.
  const ownerToken = await tokenFor(request, owner.email, owner.password);
  const lost = await request.post('/api/animals', {
    headers: { Authorization: `Bearer ${ownerToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      lostLocation: 'Aundh Pune',
      lostDate: '2026-11-18',
      name,
      family: 'Canidae',
      bodyColor: `Grey ${tag}`,
      gender: 'Male',
      guardianPhone: '9822001122',
      image: { name: 'dog.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(lost.status(), await lost.text()).toBe(201);
  const lostId = ((await lost.json()) as { animal: { _id: string } }).animal._id;

  // The finder reports the dog found; the form says why a comma is not taken.
  await logIn(page, finder.email, finder.password, '/lostnfound?menu=found');
  await page.getByRole('tab', { name: 'Animal' }).click();
  const form = page.getByRole('form', { name: 'Found animal' });
  await form.getByLabel('Found location').pressSequentially('Wakad, Pune');
  await expect(form.getByLabel('Found location')).toHaveValue('Wakad Pune');
  await expect(form.getByRole('status')).toHaveText(
    'A comma cannot be typed here: Found location takes letters and spaces only.',
  );
  await fillDate(form.getByLabel('Found date'), '2026-11-19');
  await form.getByLabel('Family').fill('Canidae');
  await form.getByLabel('Body color').fill(`Grey ${tag}`);
  await form.getByLabel('Weight (kg)').pressSequentially('21kg');
  await expect(form.getByLabel('Weight (kg)')).toHaveValue('21');
  await expect(form.getByRole('status')).toHaveText(
    'A letter cannot be typed here: Weight takes a number, such as 12.5.',
  );
  await form.getByLabel('Remarks').fill('Calm grey dog, now at my home in Wakad');
  await form.getByLabel('Photo').setInputFiles({
    name: 'found.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expectAccessible(page, 'found forms');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Form submitted successfully!');

  // The finder sees the lost dog under Matches, with the words in common.
  await page.getByRole('tab', { name: 'Matches' }).click();
  const mine = page.getByRole('region', { name: 'Your report: Animal' });
  await expect(mine.getByRole('article', { name })).toBeVisible();
  const words = ['canidae', 'grey', tag].sort().join(', ');
  await expect(mine).toContainText(`Words in common: ${words}`);
  await expect(mine.getByRole('article', { name })).toContainText(
    'Lost at Aundh Pune on 18 Nov 2026',
  );
  await expectAccessible(page, 'matches');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  // The owner sees the found report beside their lost dog, and can open the dog's poster.
  const { context: ownerContext, page: ownerPage } = await anotherBrowser(browser);
  await logIn(ownerPage, owner.email, owner.password, '/lostnfound?menu=matches');
  const theirs = ownerPage.getByRole('region', { name: `Your report: ${name}` });
  await expect(theirs).toContainText(`You reported ${name} lost`);
  const foundCard = theirs.getByRole('article', { name: 'Animal' });
  await expect(foundCard).toContainText('Found at Wakad Pune on 19 Nov 2026');
  await expect(foundCard).toContainText('Weight: 21 kg');
  await expect(foundCard).toContainText('Reported by Gauri Finder');
  await ownerPage.goto(`/lostnfound/report/${lostId}`);
  const poster = ownerPage.getByRole('link', { name: `Download poster: ${name}` });
  await expect(poster).toHaveAttribute('href', `/api/v1/lostnfound/reports/${lostId}/poster`);
  await expectAccessible(ownerPage, 'report page');
  const pdf = await ownerPage.request.get(`/api/v1/lostnfound/reports/${lostId}/poster`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // What was saved: one match, seen from both sides, and one e-mail to each author.
  const finderToken = await tokenFor(request, finder.email, finder.password);
  const seen = async (token: string) => {
    const res = await request.get('/api/v1/lostnfound/matches', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { matches: { mine: { _id: string }; other: { _id: string } }[] })
      .matches;
  };
  const ownerMatches = await seen(ownerToken);
  expect(ownerMatches).toHaveLength(1);
  expect(ownerMatches[0]?.mine._id).toBe(lostId);
  const finderMatches = await seen(finderToken);
  expect(finderMatches.map((m) => m.other._id)).toEqual([lostId]);
  for (const person of [owner, finder]) {
    const mails = outboxFiles(person.email).filter((file) =>
      fs.readFileSync(file, 'utf8').includes('A possible match'),
    );
    expect(mails, person.email).toHaveLength(1);
  }
  await ownerContext.close();
});

test('the material form alerts without a valid file and shows the server refusal', async ({
  page,
}) => {
  const owner = await signUpViaApi({ fullname: 'Mira Material' });
  await logIn(page, owner.email, owner.password, '/lostnfound');
  await page.getByRole('tab', { name: 'Material' }).click();
  const form = page.getByRole('form', { name: 'Lost material' });
  // The material form has no pattern rules: digits and punctuation are kept.
  await form.getByLabel('Lost location').pressSequentially('Pune 411001, gate 2');
  await expect(form.getByLabel('Lost location')).toHaveValue('Pune 411001, gate 2');
  await fillDate(form.getByLabel('Lost date'), '2026-11-21');
  await form.getByLabel('Material type').fill('Umbrella');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a valid file before submitting.');

  // A file that only claims to be a PNG passes the browser's check; the server reads its bytes.
  await form.getByLabel('Photo').setInputFiles({
    name: 'umbrella.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The photo must be a PNG, JPEG, WebP or GIF image of at most 2 MB.',
  );
  await expect(form.getByLabel('Material type')).toHaveValue('Umbrella');

  // A look at Nikat Vastu does not lose the half-filled form.
  await page.getByRole('tab', { name: 'Nikat Vastu' }).click();
  await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Lost', exact: true }).click();
  await expect(form.getByLabel('Material type')).toHaveValue('Umbrella');
  await expect(form.getByLabel('Lost location')).toHaveValue('Pune 411001, gate 2');
});

test('lists say when nothing matches or the server fails; a form says when the network fails', async ({
  page,
}) => {
  const viewer = await signUpViaApi({ fullname: 'Lata Lister' });
  await logIn(page, viewer.email, viewer.password, '/lostnfound?menu=nikat-vastu');
  await expect(page.getByRole('radio', { name: 'Human Beings' })).toBeChecked();
  await page.getByLabel('Search', { exact: true }).fill('zzqxnothingmatches');
  await expect(page.getByText('No human beings data found')).toBeVisible();
  await page.getByText('Materials', { exact: true }).click();
  await expect(page.getByText('No materials found')).toBeVisible();

  await page.route('**/api/animals?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByText('Animals', { exact: true }).click();
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('Failed to fetch data from the server');
  // A failed list says so with a way to try again, and never its empty text.
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('No animals found')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Lost', exact: true }).click();
  const form = page.getByRole('form', { name: 'Lost human being' });
  await form.getByLabel('Lost location').fill('Pune');
  await fillDate(form.getByLabel('Lost date'), '2026-11-21');
  await form.getByLabel('Photo').setInputFiles({
    name: 'person.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.route('**/api/humans', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Network error. Please try again.');
});

test("nearby ranks by the browser's location when it is shared", async ({ browser }) => {
  const { context, page } = await anotherBrowser(browser, {
    geolocation: { latitude: 19.07, longitude: 72.87 },
    permissions: ['geolocation'],
  });
  await logIn(page, DEMO.student, DEMO_PASSWORD, '/lostnfound?menu=nikat-vastu');
  await page.getByText('Animals', { exact: true }).click();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByLabel('Near (city or pincode)')).toHaveValue('My location');
  // The demo parrot was lost in Mumbai (its centre is 2 km from this browser); the Pune dog next.
  const cards = page.getByRole('article');
  await expect(cards.first()).toHaveAccessibleName('Mithu');
  await expect(cards.first()).toContainText('2 km away');
  // Other tests leave their own reports behind, so check the order rather than fixed places:
  // nearest first, and reports with no known place after every placed one.
  const distances = await cards.evaluateAll((articles) =>
    articles.map((article) => {
      const match = /(\d+) km away/.exec(article.textContent ?? '');
      return match ? Number(match[1]) : null;
    }),
  );
  const placed = distances.filter((d): d is number => d !== null);
  expect(placed).toEqual([...placed].sort((a, b) => a - b));
  expect(distances.slice(0, placed.length)).toEqual(placed);
  await expect(page.getByRole('article', { name: 'Bruno' })).toContainText('km away');
  await context.close();
});
