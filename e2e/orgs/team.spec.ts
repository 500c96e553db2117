import type { APIRequestContext } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  mainNav,
  signUpViaApi,
  test,
} from '../support';

interface Member {
  _id: string;
  vedanId: string;
  role: string;
  permissions: string[];
}

async function tokenFor(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/user/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('an owner builds the team of a gym: add by Vedan ID, change permissions, remove @phone', async ({
  page,
  request,
}) => {
  // Unique per run, since the phone run builds the same demo gym's team.
  const who = `Ravi Operator ${Date.now().toString(36)}`;
  const person = await signUpViaApi({ fullname: who });
  const personToken = await tokenFor(request, person.email, person.password);
  const me = await request.get('/api/v1/user', {
    headers: { Authorization: `Bearer ${personToken}` },
  });
  const vedanId = ((await me.json()) as { user: { profile: { userId: string } } }).user.profile
    .userId;

  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice');
  // The team is found from the business's own card.
  await page.getByRole('link', { name: 'Manage the team: Sutrin Fitness' }).click();
  await expect(page.getByText('You are acting for Sutrin Fitness.')).toBeVisible();
  const team = page.getByRole('table', { name: 'Team of Sutrin Fitness' });
  await expect(team.getByRole('row', { name: /Vikram Singh/ })).toContainText('Every permission');
  await expectAccessible(page);

  // A mistyped id is caught before it is sent.
  await page.getByLabel('Vedan ID').fill('nonsense');
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('Enter the Vedan ID of the person to add.')).toBeVisible();

  await page.getByLabel('Vedan ID').fill(vedanId.toLowerCase());
  await page.getByLabel('Role').selectOption('operator');
  await page.getByRole('checkbox', { name: 'Notice' }).check();
  await page.getByRole('checkbox', { name: 'Enquiry' }).check();
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('Added to the business.')).toBeVisible();
  const row = team.getByRole('row', { name: new RegExp(who) });
  await expect(row).toContainText(vedanId);
  await expect(row).toContainText('Operator');
  await expect(row).toContainText('Enquiry, Notice');

  // Adding the same person twice is refused with the server's message.
  await page.getByLabel('Vedan ID').fill(vedanId);
  await page.getByRole('button', { name: 'Add to team' }).click();
  await expect(page.getByText('This person is already part of the business.')).toBeVisible();

  // The operator now acts for the gym with exactly those permissions.
  const theirs = await request.get('/api/v1/orgs', {
    headers: { Authorization: `Bearer ${personToken}` },
  });
  const [membership] = (
    (await theirs.json()) as {
      organizations: { name: string; role: string; permissions: string[] }[];
    }
  ).organizations;
  expect(membership).toMatchObject({ name: 'Sutrin Fitness', role: 'operator' });
  expect(membership?.permissions).toEqual(['enquiry', 'notice']);

  await row.getByRole('button', { name: `Edit ${who}` }).click();
  await row.getByRole('checkbox', { name: 'Package' }).check();
  await row.getByRole('checkbox', { name: 'Notice' }).uncheck();
  await row.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Member updated.')).toBeVisible();
  await page.reload();
  await expect(team.getByRole('row', { name: new RegExp(who) })).toContainText('Enquiry, Package');

  // Removing asks first; Cancel keeps the person.
  await team.getByRole('button', { name: `Remove ${who}` }).click();
  const ask = page.getByRole('dialog', { name: `Remove ${who} from Sutrin Fitness?` });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(team.getByRole('row', { name: new RegExp(who) })).toHaveCount(1);

  await team.getByRole('button', { name: `Remove ${who}` }).click();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from the business.')).toBeVisible();
  await expect(team.getByRole('row', { name: new RegExp(who) })).toHaveCount(0);
  // Focus lands on the team's heading, not on the page's body.
  await expect(page.getByRole('heading', { name: 'Team of Sutrin Fitness' })).toBeFocused();
  const after = await request.get('/api/v1/orgs', {
    headers: { Authorization: `Bearer ${personToken}` },
  });
  expect(((await after.json()) as { organizations: Member[] }).organizations).toEqual([]);
});

test('the owner row cannot be edited or removed, and a non-admin sees no team', async ({
  page,
}) => {
  await logIn(page, DEMO.owner, DEMO_PASSWORD, '/mgtservice');
  // The header's switcher chooses the business to act for (the first one may already be chosen).
  await mainNav(page)
    .getByRole('combobox', { name: 'Business' })
    .selectOption({ label: 'Ahar Tiffin House' });
  const ownerRow = page.getByRole('table', { name: 'Team of Ahar Tiffin House' }).getByRole('row', {
    name: /Vikram Singh/,
  });
  await expect(ownerRow).toBeVisible();
  await expect(ownerRow.getByRole('button')).toHaveCount(0);

  const student = await signUpViaApi();
  await page.context().clearCookies();
  await logIn(page, student.email, student.password, '/mgtservice');
  await expect(page.getByText('You have not registered a business yet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Team of/ })).toHaveCount(0);
});
