import fs from 'node:fs';
import { todayInIndia } from '@vedann/contracts';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  outboxFiles,
  test,
  anotherBrowser,
  TINY_PNG,
  fillDate,
  dayMonthYear,
} from '../support';
import { actFor } from './kit-support';
import { businessId, newPersonOf } from './helpers-people';

// Issue 11 section 5: the owner posts a notice on the gym's board, and a person it is for reads
// it on their own dashboard while it runs; then Multiple e-mails that person a message.

test('the owner posts a notice and one of the gym’s people sees it', async ({
  page,
  request,
  browser,
}) => {
  // Several screens and their accessibility scans, on a shared 2-core machine.
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym?panel=notice');
  await expect(page.getByRole('heading', { name: 'Notice', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notices', level: 2 })).toBeVisible();
  await expectAccessible(page);

  const text = `Pool closed for cleaning ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Notice' }).click();
  const form = page.getByRole('form', { name: 'New notice' });
  await expect(form.getByLabel('Visible To')).toHaveValue('User');
  await form.getByLabel('Notice').fill(text);
  await form.getByRole('button', { name: 'Submit' }).click();
  // The list returns with the notice on it.
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('For: User');
  await expectAccessible(page);

  // Editing loads it into the form.
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit notice' });
  await expect(edit.getByLabel('Notice')).toHaveValue(text);
  await edit.getByLabel('Notice').fill(`${text}, until noon`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `${text}, until noon` })).toBeVisible();

  // An operator of the gym is one of its users: the notice is on their dashboard.
  const gym = await businessId(page, 'gym');
  const operator = await newPersonOf(page, request, gym, 'operator');
  const { context, page: theirs } = await anotherBrowser(browser);
  await logIn(theirs, operator.email, operator.password, '/service');
  const mine = theirs.getByRole('region', { name: 'Notices for you' });
  await expect(mine).toContainText(`${text}, until noon`);
  await expect(mine).toContainText('From Sutrin Fitness');
  await expectAccessible(theirs);
  await context.close();

  // Multiple: the owner e-mails that operator alone; the e-mail reaches the outbox, and the
  // message its history with its counts.
  await page.goto('/gym?panel=multiple');
  const compose = page.getByRole('form', { name: 'New message' });
  const subject = `Desk hours ${Date.now().toString(36)}`;
  await compose.getByLabel('Subject').fill(subject);
  await compose.getByLabel('Message', { exact: true }).fill('The desk opens at 6 am from Monday.');
  await compose.getByLabel('Search people by name').fill(operator.fullname);
  await compose.getByRole('checkbox', { name: operator.fullname }).check();
  await compose.getByRole('button', { name: 'Send' }).click();
  await expect(compose.getByRole('status').filter({ hasText: 'Sent to' })).toHaveText(
    'Sent to 1 of 1 people; 0 could not be reached.',
  );
  await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('Done');
  const mailed = () =>
    outboxFiles(operator.email).some((file) => fs.readFileSync(file, 'utf8').includes(subject));
  await expect.poll(mailed).toBe(true);
  await expectAccessible(page);
});

// The other people panels of the gym: an enquiry due today shows on the follow-up list, a
// corrective action keeps its PDF, and the trainers' and users' panels open with their forms.
test('the owner records an enquiry and a corrective action; a file of the wrong type gets the spec words @phone', async ({
  page,
}) => {
  // Several screens and their accessibility scans, on a shared 2-core machine.
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym?panel=demo');
  await expect(page.getByRole('heading', { name: 'Demo', level: 1 })).toBeVisible();
  const name = `Enquirer ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'New enquiry' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill('98765 43210');
  await form.getByLabel('Address').fill('12 Park Street');
  await form.getByLabel('Amount (₹)').fill('500');
  // The enquiry's day starts as today in India, shown the Indian way.
  const today = todayInIndia();
  await expect(form.getByLabel('Date', { exact: true })).toHaveValue(dayMonthYear(today));
  await fillDate(form.getByLabel('Follow-up Date'), today);
  await form.getByLabel('Follow-up Time').fill('23:59');
  await form.getByLabel('Description').fill('Wants a trial week');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('₹500.00');
  const due = page.getByRole('region', { name: 'Follow-ups due today' });
  await expect(due).toContainText(`23:59: ${name} (+91 98765 43210), Week Plan`);
  await expectAccessible(page);

  await page.goto('/gym?panel=onlineList');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // A corrective action with its PDF starts Pending.
  await page.goto('/gym?panel=correct');
  const instrument = `Treadmill ${Date.now().toString(36)}`;
  const corrective = page.getByRole('form', { name: 'Add a corrective action' });
  await corrective.getByLabel('Instrument Name').fill(instrument);
  await corrective.getByLabel('Instrument ID').fill('TM-7');
  await corrective.getByLabel('Contact Person').fill('Kiran');
  await corrective.getByLabel('Corrective Action').fill('Belt replaced');
  // A file that is not a PDF gets the spec's words as soon as it is chosen (spec 03 section 5).
  await corrective.locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(corrective.getByText('Only PDF files are allowed.')).toBeVisible();
  await corrective.locator('input[type="file"]').setInputFiles({
    name: 'service-report.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await corrective.getByRole('button', { name: 'Submit' }).click();
  const saved = page.getByRole('row').filter({ hasText: instrument });
  await expect(saved).toContainText('Pending');
  await expect(saved.getByRole('link', { name: 'Open service-report.pdf' })).toBeVisible();
  await expectAccessible(page);

  // A product's description that is not a PDF: the field's own words, and nothing is sent.
  await page.goto('/gym?panel=productView');
  await page.getByLabel('Description (PDF)').setInputFiles({
    name: 'brochure.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(page.getByText('Only PDF files are allowed for description!')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/gym?panel=trainer');
  await expect(page.getByRole('form', { name: 'Add a trainer or staff member' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/gym?panel=user');
  await expect(page.getByRole('form', { name: 'Add a user' })).toBeVisible();
  await expectAccessible(page);
});
