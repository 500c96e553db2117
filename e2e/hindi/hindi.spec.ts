import { expect, expectAccessible, signUpViaApi, test } from '../support';

/**
 * One journey entirely in Hindi: the language is chosen before the first page loads (the header's
 * switcher stores the same choice), then a student signs in, finds a job, applies, and sees the
 * application among their own. Sign-up goes through the API: its screen's Hindi is another area's.
 */
test('in Hindi, a student finds a job, applies and sees the application @phone', async ({
  page,
  isMobile,
}) => {
  test.slow();
  await page.addInitScript(() => localStorage.setItem('vedann.language', 'hi'));
  const student = await signUpViaApi({ fullname: 'Anjali Sharma' });

  // Log in by the fields' order, whatever their labels say.
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const form = page.locator('form').filter({ has: page.locator('input[type=password]') });
  await form.locator('input:not([type=password])').first().fill(student.email);
  await form.locator('input[type=password]').first().fill(student.password);
  await form.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);

  // The jobs page and its filter, in Hindi.
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'नौकरियाँ', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^नौकरियाँ · /);
  const showFilters = page.getByRole('button', { name: 'फ़िल्टर दिखाएँ' });
  if (isMobile) await showFilters.click();
  await expect(page.getByRole('heading', { name: 'नौकरियाँ छाँटें' })).toBeVisible();
  await expectAccessible(page, 'jobs in Hindi');
  // The salary filters in Hindi words, in lakh.
  await expect(page.getByRole('checkbox', { name: /^₹1 लाख से ₹5 लाख प्रति माह \(/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /^हैदराबाद \(/ }).click();
  await expect(page).toHaveURL(/location=Hyderabad/);
  const results = page.getByRole('region', { name: 'नौकरियों के परिणाम' });
  const card = results.getByRole('article').first();
  await expect(card).toContainText('हैदराबाद');
  // The salary in lakh per year, in Hindi words.
  await expect(card).toContainText(/₹[\d.,]+ (लाख )?प्रति वर्ष/);
  await expect(card).toContainText(/आज|दिन पहले/);
  const title = await card.getByRole('link').innerText();

  // The job, and Apply Now.
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('नौकरी का विवरण')).toBeVisible();
  await expect(page.getByText('कुल आवेदक')).toBeVisible();
  await expectAccessible(page, 'job in Hindi');
  await page.getByRole('button', { name: 'अभी आवेदन करें' }).click();
  const applyDialog = page.getByRole('dialog', { name: 'इस नौकरी के लिए आवेदन करें' });
  // Once the saved resumes are read: the send button moves when they replace the loader, and a
  // click in that instant missed it once.
  await expect(applyDialog.getByRole('link', { name: 'पहले रिज़्यूमे बनाएँ' })).toBeVisible();
  await applyDialog.getByRole('button', { name: 'आवेदन भेजें' }).click();
  await expect(page.getByText('आवेदन सफलतापूर्वक जमा हो गया।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'आवेदन हो चुका है' })).toBeDisabled();

  // My applications lists it as applied, in Hindi; the server holds it.
  await page.goto('/jobs/applications');
  await expect(page.getByRole('heading', { name: 'मेरे आवेदन' })).toBeVisible();
  const entry = page
    .getByRole('row', { name: new RegExp(title) })
    .or(page.getByRole('article', { name: title }));
  await expect(entry).toContainText('आवेदन किया');
  await expectAccessible(page, 'my applications in Hindi');
  const mine = await page.request.get('/api/v1/application/mine');
  expect(mine.status()).toBe(200);
  const body = (await mine.json()) as { applications: { job: { title: string } }[] };
  expect(body.applications.map((a) => a.job.title)).toContain(title);
});
