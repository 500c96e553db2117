import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  test,
  uniqueEmail,
  fillDate,
} from '../support';
import { actFor } from '../kit/kit-support';

// Issue 13, journeys 6 and 7: an Operator holding only Enquiry sees and does only that; the
// owner looks through the hub's panels and gives a member a workout plan in the client table,
// and the member signs in and sees their plan on their own gym page.

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The demo owner's API for Sutrin Fitness (the journeys' setup and their saved-state checks). */
async function ownerGym(request: APIRequestContext) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: DEMO.owner, password: DEMO_PASSWORD },
    headers: XHR,
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const orgs = await request.get('/api/v1/orgs', { headers: auth });
  const gym = (
    (await orgs.json()) as { organizations: { _id: string; name: string }[] }
  ).organizations.find((org) => org.name === 'Sutrin Fitness');
  expect(gym).toBeDefined();
  const headers = { ...auth, ...XHR, 'X-Org-Id': gym?._id ?? '' };
  return {
    async get<T>(url: string): Promise<T> {
      const res = await request.get(url, { headers });
      expect(res.status(), url).toBe(200);
      return (await res.json()) as T;
    },
    async post<T>(url: string, data: object): Promise<T> {
      const res = await request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as T;
    },
  };
}

/** The dashboard's menu: the side bar on a wide screen, the drawer on a phone. */
async function dashboardMenu(page: Page, isMobile: boolean) {
  // Told by the project, not by what is on screen yet: the page may still be loading.
  if (isMobile) {
    await page.getByRole('button', { name: 'Open the dashboard menu' }).click();
    return page.getByRole('dialog', { name: 'Dashboard menu' });
  }
  return page.getByRole('navigation', { name: 'Dashboard menu' });
}

test('an Operator with only the Enquiry permission sees and does only that', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow();
  const owner = await ownerGym(request);
  const email = uniqueEmail('enquiry-desk');
  await owner.post('/api/v1/gym/users', {
    selectedPlan: 'Operator',
    name: 'Enquiry Desk',
    phone: '9123456780',
    email,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    permissions: ['enquiry'],
  });

  await logIn(page, email, 'Secret@123');
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym');
  await expect(page.getByRole('heading', { name: 'Gym', level: 1 })).toBeVisible();
  const menu = await dashboardMenu(page, isMobile);
  await expect(menu.getByRole('button', { name: 'Enquiry' })).toBeVisible();
  // The groups whose every item needs another permission are not in the menu.
  for (const group of ['Accounts', 'Nutrition', 'SUTRIN (ADMIN)', 'User Panel', 'Vayayam'])
    await expect(menu.getByRole('button', { name: group })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Enquiry' }).click();
  await menu.getByRole('link', { name: 'Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Demo', level: 1 })).toBeVisible();
  await expectAccessible(page);

  // An enquiry, recorded by the Operator and saved.
  const name = `Walk-in ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'New enquiry' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill('9811100022');
  await form.getByLabel('Address').fill('4 Ring Road');
  await form.getByLabel('Amount (₹)').fill('1200');
  await fillDate(form.getByLabel('Follow-up Date'), '2030-01-15');
  await form.getByLabel('Follow-up Time').fill('18:30');
  await form.getByLabel('Description').fill('Asked about the Ladies batch');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('₹1,200.00');
  const saved = await owner.get<{ enquiries: { name: string; amount: number }[] }>(
    `/api/v1/enquiries?followUpDate=2030-01-15&limit=100`,
  );
  expect(saved.enquiries.find((e) => e.name === name)?.amount).toBe(1200);

  // Another screen's address shows the dashboard's home, not that screen.
  await page.goto('/gym?panel=member');
  await expect(page.getByRole('heading', { name: 'Gym', level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a member' })).toHaveCount(0);
  await expect(page.getByText('Choose a screen from the menu.')).toBeVisible();
});

test('the owner gives a member a workout plan, and the member sees their plan @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await ownerGym(request);
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');

  // The hub's panels open with the demo gym's records.
  const panels: [string, string, string][] = [
    ['package', 'Package', 'Quarterly'],
    ['batch', 'Batch', 'Morning'],
    ['workout', 'WorkOut', 'Zumba'],
    ['diet', 'Diet', 'Fat loss (Indian, high protein)'],
    ['live', 'Live', 'Morning mobility flow'],
    ['productView', 'Product View', 'Whey protein 1 kg'],
    ['inventory', 'Inventory', 'Treadmill'],
    ['organizations', 'Organizations', 'Lajpat Physio Clinic'],
    ['events', 'Events', 'Deadlift Day'],
  ];
  for (const [panel, heading, text] of panels) {
    await page.goto(`/gym?panel=${panel}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expectAccessible(page, panel);
  }

  // The client table: Asha Rao's workout plan becomes Gym, HIIT, CORE.
  await page.goto('/gym?panel=idCard');
  const clients = page.getByRole('region', { name: 'Clients' });
  const asha = clients.getByRole('row').filter({ hasText: 'Asha Rao' });
  await asha
    .getByRole('combobox', { name: 'Workout plan of Asha Rao' })
    .selectOption({ label: 'Gym, HIIT, CORE' });
  await expect(page.getByText('Workout plan assigned.')).toBeVisible();
  await expectAccessible(page);
  const found = await owner.get<{ clients: { workout: { workouts: string[] } | null }[] }>(
    '/api/v1/gym/clients?search=Asha%20Rao',
  );
  expect(found.clients[0]?.workout?.workouts).toEqual(['Gym', 'HIIT', 'CORE']);

  // The member signs in and finds their gym from their dashboard.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await logIn(page, DEMO.student, DEMO_PASSWORD, '/service');
  await page.getByRole('link', { name: 'My gym: plan, batch, fees, workout and diet' }).click();
  await expect(page.getByRole('heading', { name: 'My gym', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'Sutrin Fitness' });
  await expect(card).toContainText('Active');
  await expect(card.getByRole('region', { name: 'Workout plan' })).toContainText('HIIT');
  await expect(card.getByRole('region', { name: 'Diet plan' })).toContainText(
    'Fat loss (Indian, high protein)',
  );
  // Her check-ins at this gym, matched to it by its id (two gyms may share a name).
  await expect(
    card.getByRole('region', { name: 'Attendance' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectAccessible(page);
  const mine = (
    (await (await page.request.get('/api/v1/gym/my-memberships')).json()) as {
      memberships: { member: { expiredDate: string; plan: string } }[];
    }
  ).memberships[0];
  await expect(card).toContainText(mine?.member.plan ?? 'none');

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the workout plan (PDF)' }).click();
  const file = path.join(os.tmpdir(), `gym-workout-${Date.now()}.pdf`);
  await (await download).saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  fs.rmSync(file, { force: true });
  expect(text).toContain('Asha Rao');
  expect(text).toContain('HIIT');

  // She renews her package herself (decision 0360): the membership runs on, with a fee to pay.
  await card.getByRole('button', { name: `Renew ${mine?.member.plan ?? ''}` }).click();
  await expect(
    page.getByText('Renewed. The new fee is below: pay it by UPI or at the desk.'),
  ).toBeVisible();
  const renewed = (
    (await (await page.request.get('/api/v1/gym/my-memberships')).json()) as {
      memberships: { member: { expiredDate: string }; fees: { status: string }[] }[];
    }
  ).memberships[0];
  expect((renewed?.member.expiredDate ?? '') > (mine?.member.expiredDate ?? '')).toBe(true);
  expect(renewed?.fees[0]?.status).toBe('Notpaid');
  // A second load knows the renewal is waiting for its fee, and bills it once.
  await page.reload();
  await card.getByRole('button', { name: `Renew ${mine?.member.plan ?? ''}` }).click();
  await expect(
    card.getByText('A renewal is already waiting for its payment. Pay that fee, or ask the desk.'),
  ).toBeVisible();

  // She chooses how the gym reaches her (decision 0359): WhatsApp, kept after a reload; then
  // the gym's own channels again, as the demo data had it.
  const reach = card.getByRole('region', { name: 'How Sutrin Fitness reaches you' });
  await reach.getByLabel('Messages go by').selectOption('whatsapp');
  await reach.getByRole('button', { name: 'Save how I am reached' }).click();
  await expect(page.getByText('Saved. This gym will reach you that way.')).toBeVisible();
  await page.reload();
  await expect(reach.getByLabel('Messages go by')).toHaveValue('whatsapp');
  const chosen = (
    (await (await page.request.get('/api/v1/gym/my-memberships')).json()) as {
      memberships: { member: { messageChannel: string | null } }[];
    }
  ).memberships[0];
  expect(chosen?.member.messageChannel).toBe('whatsapp');
  await reach.getByLabel('Messages go by').selectOption('');
  await reach.getByRole('button', { name: 'Save how I am reached' }).click();
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get('/api/v1/gym/my-memberships')).json()) as {
        memberships: { member: { messageChannel: string | null } }[];
      };
      return answer.memberships[0]?.member.messageChannel;
    })
    .toBeNull();
});
