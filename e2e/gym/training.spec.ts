import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, TINY_PNG, expect, expectAccessible, logIn, test } from '../support';

// Issue 13, journey 5: the owner adds an exercise with an image to Back, edits it and deletes
// it; and fills in the gym profile. Each run registers its own gym for the demo owner, so the
// desktop and phone runs never meet, and every new gym starts with the exercise libraries.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface SavedExercise {
  _id: string;
  name: string;
  set: boolean;
  rep: boolean;
  focusArea: string;
  equipment: string;
  image: string | null;
}

/** A new gym of the demo owner's, acted for as choosing it in the header does. */
async function newGym(page: Page): Promise<string> {
  const name = `Training Gym ${Date.now().toString(36)}`;
  const made = await page.request.post('/api/v1/orgs', {
    data: { kind: 'gym', name, city: 'Pune' },
    headers: XHR,
  });
  expect(made.status(), await made.text()).toBe(201);
  const { organization } = (await made.json()) as { organization: { _id: string } };
  await page.evaluate((id) => window.localStorage.setItem('vedann.orgId', id), organization._id);
  return organization._id;
}

async function backExercises(page: Page, gym: string): Promise<SavedExercise[]> {
  const res = await page.request.get('/api/v1/back/exercises?limit=100', {
    headers: { 'X-Org-Id': gym },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedExercise[];
}

test('the owner keeps the Back library and fills in the gym profile', async ({ page }) => {
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  const gym = await newGym(page);

  await page.goto('/gym/vayayam/training');
  await expect(page.getByRole('heading', { name: 'Dashboard Home', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Back', level: 1 })).toBeVisible();
  const before = (await backExercises(page, gym)).length;
  await expect(page.getByRole('heading', { name: `Exercises (${before})` })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(before);

  // Add Exercise makes one with the spec's defaults and opens its card in edit mode.
  await page.getByRole('button', { name: 'Add Exercise' }).click();
  await expect(page.getByRole('heading', { name: `Exercises (${before + 1})` })).toBeVisible();
  const card = page.getByRole('article', { name: `Exercise ${before + 1}: New Exercise` });
  await expect(card.getByRole('switch', { name: 'Edit' })).toBeChecked();
  await expect(card.getByLabel('Name')).toHaveValue('New Exercise');
  await expect(card.getByLabel('Focus Area')).toHaveValue('General');
  await expect(card.getByLabel('Equipment')).toHaveValue('None');
  await expectAccessible(page);

  const name = `Rack Pull ${Date.now().toString(36)}`;
  await card.getByLabel('Name').fill(name);
  await card.getByRole('checkbox', { name: 'Sets' }).check();
  await card.getByLabel('Focus Area').fill('Upper back, traps');
  await card.getByLabel('Equipment').fill('Barbell, rack');
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'No image: choose one for New Exercise' }).click();
  await (
    await chooser
  ).setFiles({ name: 'rack-pull.png', mimeType: 'image/png', buffer: TINY_PNG });
  await card.getByRole('button', { name: 'Save' }).click();

  const saved = page.getByRole('article', { name: `Exercise ${before + 1}: ${name}` });
  await expect(saved.getByRole('switch', { name: 'Edit' })).not.toBeChecked();
  await expect(saved.getByLabel('Name')).toHaveAttribute('readonly', '');
  await expect(saved.getByRole('img', { name: `Picture of ${name}` })).toBeVisible();
  let stored = (await backExercises(page, gym)).find((row) => row.name === name);
  expect(stored).toMatchObject({
    set: true,
    rep: false,
    focusArea: 'Upper back, traps',
    equipment: 'Barbell, rack',
  });
  expect(stored?.image).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);

  // Edit it: the toggle opens the fields, Save returns to view mode.
  // The switch takes Space from the keyboard (its input lies over its own track for pointers).
  await saved.getByRole('switch', { name: 'Edit' }).press('Space');
  await expect(saved.getByRole('switch', { name: 'Edit' })).toBeChecked();
  await saved.getByRole('checkbox', { name: 'Reps' }).check();
  await saved.getByLabel('Equipment').fill('Barbell, rack, straps');
  await saved.getByRole('button', { name: 'Save' }).click();
  await expect(saved.getByRole('switch', { name: 'Edit' })).not.toBeChecked();
  await expect(saved.getByLabel('Equipment')).toHaveValue('Barbell, rack, straps');
  stored = (await backExercises(page, gym)).find((row) => row.name === name);
  expect(stored).toMatchObject({ rep: true, equipment: 'Barbell, rack, straps' });

  // Delete it, after the question.
  await saved.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Exercises (${before})` })).toBeVisible();
  expect((await backExercises(page, gym)).some((row) => row.name === name)).toBe(false);

  // The gym profile: a new gym has none, so the form's button reads Submit.
  await page.goto('/gym?panel=viewProfile');
  await expect(page.getByRole('heading', { name: 'View Profile', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Gym Profile' });
  await expect(form.getByLabel('Gym ID')).toHaveValue('12121');
  await expect(form.getByLabel('Branch ID')).toHaveValue('B1001');
  await form.getByLabel('Gym Name').fill('Training Gym Pune');
  await form.getByLabel('Contact No').fill('098220 12345');
  await form.getByLabel('Email').fill('desk@traininggym.example');
  await form.getByLabel('Main Address').fill('5 FC Road, Pune');
  await form.getByLabel('Branch Name').fill('FC Road');
  await form.getByLabel('Founder').fill('Meera Kulkarni');
  await form.getByLabel('Branch Address').fill('5 FC Road, Shivajinagar, Pune 411005');
  await form.getByLabel('Branch ID').selectOption('B1002');
  await form.getByRole('button', { name: 'Add Tax' }).click();
  await form.getByLabel('Tax Type').selectOption('GST');
  await form.getByLabel('Tax Number').fill('27AAPFU0939F1ZV');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Submit' }).click();

  const profile = page.getByRole('region', { name: 'Gym Profile' });
  await expect(profile.getByRole('heading', { name: 'Training Gym Pune' })).toBeVisible();
  await expect(profile).toContainText('27AAPFU0939F1ZV');
  await expect(profile).toContainText('B1002');
  await expect(profile).toContainText('+91 98220 12345');
  await expectAccessible(page);
  const answer = await page.request.get('/api/v1/gymProfiles', { headers: { 'X-Org-Id': gym } });
  const { profile: stored2 } = (await answer.json()) as {
    profile: { name: string; contactNo: string; branchId: string; gymId: string; taxes: unknown[] };
  };
  expect(stored2).toMatchObject({
    name: 'Training Gym Pune',
    contactNo: '+919822012345',
    branchId: 'B1002',
    gymId: '12121',
    taxes: [{ type: 'GST', taxNo: '27AAPFU0939F1ZV' }],
  });

  // Edit: the same form, now with Updated.
  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByRole('button', { name: 'Updated' })).toBeVisible();
  await form.getByLabel('Founder').fill('Meera and Arjun Kulkarni');
  await form.getByRole('button', { name: 'Updated' }).click();
  await expect(profile).toContainText('Meera and Arjun Kulkarni');
});
