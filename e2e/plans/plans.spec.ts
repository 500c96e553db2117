import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
} from '../support';

/** The shared editable table asks before removing a row; the journey says yes. */
async function confirmRemoval(page: Page) {
  const ask = page.getByRole('dialog');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(ask).toHaveCount(0);
}

interface SavedPlan {
  name: string;
  fee: number;
  free: boolean;
  affordable: boolean;
  standard: boolean;
  premium: boolean;
  details: string[];
}

async function savedPlans(request: APIRequestContext): Promise<SavedPlan[]> {
  const login = await request.post('/api/v1/user/login', {
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  // Other journeys may register more gyms for the demo owner, so name the one meant.
  const orgs = await request.get('/api/v1/orgs', { headers: auth });
  const gym = (
    (await orgs.json()) as { organizations: { _id: string; name: string }[] }
  ).organizations.find((org) => org.name === 'Sutrin Fitness');
  expect(gym).toBeDefined();
  const res = await request.get('/api/v1/plans?limit=100', {
    headers: { ...auth, 'X-Org-Id': gym?._id ?? '' },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as SavedPlan[];
}

test('a gym owner adds, edits and removes a plan, and visitors see the plans @phone', async ({
  page,
  request,
}) => {
  // Three screens' accessibility checks and two sign-ins: more than the default minute on a busy
  // machine.
  test.setTimeout(150_000);
  // Unique per run, since the phone run uses the same demo gym.
  const name = `Student Saver ${Date.now().toString(36)}`;
  const nameRow = new RegExp(name);
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice');
  await page.getByRole('link', { name: 'Membership plans: Sutrin Fitness' }).click();
  await expect(page.getByRole('heading', { name: 'Membership plans', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Plans of Sutrin Fitness' });
  await expect(table.getByRole('row', { name: /Monthly/ })).toBeVisible();
  await expect(page.getByText('Gym: Sutrin Fitness')).toBeVisible();
  await expectAccessible(page);

  // Every field is required: an empty form is refused before anything is sent.
  const addForm = page.getByRole('form', { name: 'Add a plan' });
  await addForm.getByRole('button', { name: 'Add Plan' }).click();
  await expect(addForm.getByText('Plan name is required.')).toBeVisible();
  await expect(addForm.getByText('Choose Yes or No for Free.')).toBeVisible();
  await expect(addForm.getByText('Details are required.')).toBeVisible();

  await addForm.getByLabel('Plan name').fill(name);
  await addForm.getByLabel('Fee').fill('899.50');
  await addForm.getByLabel('Free').selectOption('No');
  await addForm.getByLabel('Affordable').selectOption('Yes');
  await addForm.getByLabel('Standard').selectOption('No');
  await addForm.getByLabel('Premium').selectOption('No');
  await addForm.getByLabel('Details (separated by commas)').fill(' Morning batch ,  Locker ,');
  await addForm.getByRole('button', { name: 'Add Plan' }).click();
  await expect(page.getByText('Plan added.')).toBeVisible();
  const row = table.getByRole('row', { name: nameRow });
  await expect(row).toContainText('Morning batch, Locker');
  await expect(row).toContainText('899.50');
  expect((await savedPlans(request)).find((p) => p.name === name)).toMatchObject({
    name,
    fee: 899.5,
    free: false,
    affordable: true,
    standard: false,
    premium: false,
    details: ['Morning batch', 'Locker'],
  });

  await row.getByRole('button', { name: 'Edit' }).click();
  await row.getByLabel('Fee').fill('999');
  await row.getByLabel('Premium').selectOption('Yes');
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Plan updated.')).toBeVisible();
  await page.reload();
  const updated = table.getByRole('row', { name: nameRow });
  await expect(updated).toContainText('999');
  expect((await savedPlans(request)).find((p) => p.name === name)).toMatchObject({
    fee: 999,
    premium: true,
  });

  // Visitors see the plans on the gym's public page, signed in or not.
  await page.getByRole('link', { name: 'See the public page' }).click();
  await expect(page.getByRole('heading', { name: 'Sutrin Fitness', level: 1 })).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/service');
  await page.getByRole('link', { name: 'Find a library or gym and its membership plans' }).click();
  await expect(page.getByRole('heading', { name: 'Libraries and gyms', level: 1 })).toBeVisible();
  await page.getByText('Gyms', { exact: true }).click();
  await page.getByRole('link', { name: 'See the plans: Sutrin Fitness' }).click();
  await expect(page.getByRole('heading', { name: 'Sutrin Fitness', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Plans of Sutrin Fitness' }).getByRole('row', {
      name: nameRow,
    }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Silver card' })).toContainText('400');
  await expect(page.getByRole('table', { name: 'Waive-off tasks' })).toContainText('Water Bottle');
  // Fees in rupees with Indian grouping.
  await expect(page.getByRole('table', { name: 'Plans of Sutrin Fitness' })).toContainText('₹');
  await expect(page).toHaveTitle('Sutrin Fitness · Vedann');
  await expectAccessible(page);

  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice/plans');
  await table.getByRole('row', { name: nameRow }).getByRole('button', { name: 'Remove' }).click();
  await confirmRemoval(page);
  await expect(page.getByText('Plan removed.')).toBeVisible();
  await expect(table.getByRole('row', { name: nameRow })).toHaveCount(0);
  expect((await savedPlans(request)).map((p) => p.name)).not.toContain(name);
});

test('a librarian keeps card plans and waive-off tasks', async ({ page }) => {
  await logIn(page, DEMO.librarian, DEMO_PASSWORD, '/mgtservice/plans');
  await expect(page.getByRole('heading', { name: 'Membership plans', level: 1 })).toBeVisible();
  // Spec 02's billing row: Price, marked affordable and neither standard nor premium.
  const plans = page.getByRole('table', { name: 'Plans of Vijnan Study Centre' });
  await expect(plans.getByRole('row', { name: /Price/ }).getByRole('cell')).toHaveText([
    'Price',
    /800/,
    'No',
    'Yes',
    'No',
    'No',
    /Reserved seat/,
    /Edit/,
  ]);

  const tasks = page.getByRole('table', { name: 'Waive-off tasks' });
  for (const task of ['Water Bottle', 'Floor Clean', 'Attendance Maintain']) {
    await expect(tasks.getByRole('row', { name: new RegExp(task) })).toBeVisible();
  }
  const water = tasks.getByRole('row', { name: /Water Bottle/ });
  await water.getByRole('button', { name: 'Edit' }).click();
  await water.getByLabel('30 days').fill('250');
  await water.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Task updated.')).toBeVisible();
  await expect(tasks.getByRole('row', { name: /Water Bottle/ })).toContainText('250');

  const cardForm = page.getByRole('form', { name: 'Add a card plan' });
  await cardForm.getByRole('button', { name: 'Add Card Plan' }).click();
  await expect(cardForm.getByText('Card name is required.')).toBeVisible();
  await cardForm.getByLabel('Card name').fill('Exam month card');
  await cardForm.getByLabel('Annual fee').selectOption('Free');
  await cardForm.getByLabel('Benefits').fill('Night shift seat');
  await cardForm.getByRole('button', { name: 'Add Card Plan' }).click();
  await expect(page.getByText('Card plan added.')).toBeVisible();
  const card = page.getByRole('article', { name: 'Exam month card' });
  await expect(card).toContainText('Free');
  await card.getByRole('button', { name: 'Edit Exam month card' }).click();
  const editForm = card.getByRole('form', { name: 'Edit Exam month card' });
  await editForm.getByLabel('Annual fee').selectOption('1000');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Card plan updated.')).toBeVisible();
  await page.reload();
  await expect(card).toContainText('1,000.00 a year');
  await expectAccessible(page);
  // Removing a card asks first.
  await card.getByRole('button', { name: 'Remove Exam month card' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove the card plan Exam month card?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Remove Exam month card' }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Card plan removed.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Card plans' })).toBeFocused();
});

test('a new gym starts with no plans and the default tasks; a failed load says so', async ({
  page,
}) => {
  const account = await signUpViaApi({ fullname: 'New Gym Owner' });
  await logIn(page, account.email, account.password, '/mgtservice');
  await page.getByLabel('Kind').selectOption('gym');
  await page.getByLabel('Business name').fill('Iron Den');
  await page.getByRole('button', { name: 'Register business' }).click();
  await page.getByRole('link', { name: 'Membership plans: Iron Den' }).click();
  await expect(page.getByText('No plans available.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Waive-off tasks' })).toContainText(
    'Attendance Maintain',
  );

  await page.route('**/api/v1/plans?**', (route) =>
    route.fulfill({ status: 500, body: '{"success":false}' }),
  );
  await page.reload();
  await expect(page.getByText('Failed to fetch plans')).toBeVisible();
});
