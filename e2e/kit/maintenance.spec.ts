import type { Page } from '@playwright/test';
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
import { actFor, ownerApi } from './kit-support';
import { businessId } from './helpers-people';

// Issue 11 section 5: the maintenance checklists on the gym's and the ahar's dashboards, and the
// User panel's permissions.

interface SavedChecklist {
  _id: string;
  itemName: string;
  columns: string[];
  rows: { name: string; days: Record<string, string> }[];
  notations: { date: string; info: string }[];
  inspectionBy: string;
  selectedYear: number | null;
  selectedMonth: string | null;
}

const stamp = () => Date.now().toString(36);

/** The saved-checklists view: Cards or Table (a segmented control of two radios). */
async function showAs(page: Page, view: 'Cards' | 'Table') {
  await page.getByRole('radiogroup', { name: 'View' }).getByText(view, { exact: true }).click();
  await expect(page.getByRole('radio', { name: view })).toBeChecked();
}

test('a gym owner fills a preventive checklist, sees its card and table, and deletes it @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await ownerApi(request, 'Sutrin Fitness');
  const item = `Treadmill ${stamp()}`;
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym?panel=preventive');
  await expect(page.getByRole('heading', { name: 'Preventive', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Preventive Actions' });
  await expect(form.getByLabel('Column 1 name')).toHaveValue('Mon');
  await expect(form.getByLabel('Column 7 name')).toHaveValue('Sun');
  await expectAccessible(page);

  await form.getByLabel('Item Name').fill(item);
  // A Day column is added, renamed; Sun is removed.
  await form.getByRole('button', { name: 'Add Day' }).click();
  await expect(form.getByLabel('Column 8 name')).toHaveValue('Day 8');
  await form.getByLabel('Column 8 name').fill('Weekend');
  await form.getByRole('button', { name: 'Remove column Sun' }).click();
  await expect(form.getByLabel('Column 7 name')).toHaveValue('Weekend');

  await form.getByLabel('Row 1 name').fill('Belt');
  // The first two columns are notes; the others cycle Right, Wrong by click or by keyboard.
  await form.getByLabel('Belt, Mon').fill('oiled');
  await form.getByRole('button', { name: 'Belt, Wed: not checked' }).click();
  await form.getByRole('button', { name: 'Belt, Wed: Right' }).click();
  await expect(form.getByRole('button', { name: 'Belt, Wed: Wrong' })).toBeVisible();
  await form.getByRole('button', { name: 'Belt, Weekend: not checked' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('button', { name: 'Belt, Weekend: Right' })).toBeFocused();

  await fillDate(form.getByLabel('Notation 1 date'), '2026-11-20');
  await form.getByLabel('Notation 1 info').fill('Belt slips at speed 12');
  await form.getByLabel('Inspection performed by').fill('Kiran');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Data submitted successfully!')).toBeVisible();
  // The form clears for the next item.
  await expect(form.getByLabel('Item Name')).toHaveValue('');

  const card = page.getByRole('article', { name: item });
  await expect(card).toContainText('Belt (Mon: oiled)');
  await expect(card).toContainText('Wrong on Wed');
  await expect(card).toContainText('Inspection performed by: Kiran');
  await expectAccessible(page);

  // What was saved.
  const { checklists } = await api.get<{ checklists: SavedChecklist[] }>(
    `/api/v1/gym/preventive?search=${encodeURIComponent(item)}`,
  );
  expect(checklists).toHaveLength(1);
  expect(checklists[0]).toMatchObject({
    columns: ['Mon', 'Tues', 'Wed', 'Thurs', 'Fri', 'Sat', 'Weekend'],
    rows: [{ name: 'Belt', days: { Mon: 'oiled', Wed: 'Wrong', Weekend: 'Right' } }],
    notations: [{ date: '2026-11-20', info: 'Belt slips at speed 12' }],
    inspectionBy: 'Kiran',
  });

  // After a reload it is still there; the table view shows it too, and Delete Card removes it.
  await page.reload();
  await expect(card).toBeVisible();
  await showAs(page, 'Table');
  const table = page.getByRole('table', { name: 'Submitted checklists' });
  const row = table.getByRole('row', { name: new RegExp(item) });
  await expect(row).toContainText('Kiran');
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Delete Card' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Card' }).click();
  await expect(row).toHaveCount(0);
  const after = await api.get<{ checklists: SavedChecklist[] }>(
    `/api/v1/gym/preventive?search=${encodeURIComponent(item)}`,
  );
  expect(after.checklists).toHaveLength(0);
});

test('an ahar owner saves a month of machine maintenance and finds it again', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await ownerApi(request, 'Ahar Tiffin House');
  const item = `Dough Mixer ${stamp()}`;
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Ahar Tiffin House');
  await page.goto('/ahar?panel=machine');
  await expect(page.getByRole('heading', { name: 'Machine', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Machine Maintenance' });
  await expectAccessible(page);

  // February 2025 has 28 days: they are the columns.
  await form.getByLabel('Year').selectOption('2025');
  await form.getByLabel('Month').selectOption('February');
  await expect(form.getByRole('columnheader', { name: '28', exact: true })).toBeVisible();
  await expect(form.getByRole('columnheader', { name: '29', exact: true })).toHaveCount(0);

  await form.getByLabel('Item Name').fill(item);
  await form.getByLabel('Row 1 name').fill('Motor');
  await form.getByLabel('Motor, 1', { exact: true }).fill('greased');
  await form.getByRole('button', { name: 'Motor, 3: not checked' }).click();
  await form.getByRole('button', { name: 'Motor, 28: not checked' }).click();
  await form.getByRole('button', { name: 'Motor, 28: Right' }).click();
  await form.getByLabel('Inspection performed by').fill('Asha');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Data submitted successfully!')).toBeVisible();
  const card = page.getByRole('article', { name: item });
  await expect(card).toContainText('February 2025');
  await expect(card).toContainText('Wrong on 28');

  const query = `selectedYear=2025&selectedMonth=February&search=${encodeURIComponent(item)}`;
  const { checklists } = await api.get<{ checklists: SavedChecklist[] }>(
    `/api/v1/machine-maintenance?${query}`,
  );
  expect(checklists).toHaveLength(1);
  expect(checklists[0]).toMatchObject({
    selectedYear: 2025,
    selectedMonth: 'February',
    rows: [{ name: 'Motor', days: { '1': 'greased', '3': 'Right', '28': 'Wrong' } }],
    inspectionBy: 'Asha',
  });
  expect(checklists[0]?.columns).toHaveLength(28);

  // A reload starts at this month; choosing February 2025 again shows the saved month.
  await page.reload();
  await expect(form.getByLabel('Item Name')).toBeVisible();
  await form.getByLabel('Year').selectOption('2025');
  await form.getByLabel('Month').selectOption('February');
  await expect(card).toContainText('Motor (1: greased)');
});

test('the owner changes a user’s permissions in the gym’s User panel @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const api = await ownerApi(request, 'Sutrin Fitness');
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  const gym = await businessId(page, 'gym');
  const name = `Desk User ${stamp()}`;
  const created = await page.request.post('/api/v1/gym/users', {
    data: {
      selectedPlan: 'Operator',
      name,
      phone: '9123456780',
      email: uniqueEmail('desk'),
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      permissions: ['enquiry'],
    },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Org-Id': gym },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { user: { _id: string } }).user._id;

  await page.goto('/gym?panel=user');
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Enquiry');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByRole('checkbox', { name: 'Enquiry' })).toBeChecked();
  await edit.getByRole('checkbox', { name: 'Notice' }).check();
  await edit.getByRole('checkbox', { name: 'Enquiry' }).uncheck();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(row).toContainText('Notice');
  await expect(row).not.toContainText('Enquiry');

  const saved = await api.get<{ user: { permissions: string[] } }>(`/api/v1/gym/users/${id}`);
  expect(saved.user.permissions).toEqual(['notice']);
  // Still so after a reload.
  await page.reload();
  await expect(users.getByRole('row', { name: new RegExp(name) })).toContainText('Notice');
});
