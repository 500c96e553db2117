import { DEMO, DEMO_PASSWORD, expect, expectAccessible, logIn, test } from '../support';
import { actFor } from './kit-support';
import { businessId, newPersonOf } from './helpers-people';

// Issue 11 section 4: the owner keeps a day's attendance and a month's register, and checks
// someone in at the desk. Rules and messages are in the API and unit tests.

test('the owner keeps a day and a month of attendance and checks someone in @phone', async ({
  page,
  request,
}) => {
  // Several screens and their accessibility scans, on a shared 2-core machine.
  test.slow();
  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Sutrin Fitness');
  await page.goto('/gym/attendence');
  await expect(page.getByRole('heading', { name: 'Attendance', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  // The totals come in their own request: read them once they are numbers, not the placeholder.
  await expect(page.getByTestId('total-totalStudents')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('total-present')).toHaveText(/^\d+$/);
  const presentBefore = Number(await page.getByTestId('total-present').innerText());
  const studentsBefore = Number(await page.getByTestId('total-totalStudents').innerText());
  await expectAccessible(page);

  // A new row: numbered after the day's rows, ID S00 plus the count, Absent until ticked.
  const name = `Walk-in ${Date.now().toString(36)}`;
  const add = page.getByRole('form', { name: 'Add a row' });
  await add.getByLabel('Student Name').fill(name);
  await add.getByLabel('Time In').fill('09:15');
  await add.getByRole('button', { name: 'Add row' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`S00${studentsBefore + 1}`);
  await expect(row).toContainText('Absent');
  await expect(page.getByTestId('total-totalStudents')).toHaveText(String(studentsBefore + 1));

  await row.getByRole('button', { name: `Change the sign of ${name} (now Absent)` }).click();
  await expect(page.getByText('Attendance Submitted Successfully!').first()).toBeVisible();
  await expect(row).toContainText('Present');
  await expect(page.getByTestId('total-present')).toHaveText(String(presentBefore + 1));
  // Saved: a reload reads it back from the server.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Present');

  // The month's register: a fresh grid, the gym's cycle P, A, -, totals as the cells change.
  await page.getByRole('tab', { name: 'Monthly' }).click();
  await expect(page).toHaveURL(/tab=monthly/);
  const months = page.getByRole('group', { name: 'Month' });
  await expect(months.getByRole('button', { pressed: true })).toHaveCount(1);
  const register = page.getByRole('form', { name: 'Add a person to the register' });
  const person = `Regular ${Date.now().toString(36)}`;
  await register.getByLabel('Name', { exact: true }).fill(person);
  const grid = register.getByRole('group', { name: `Days of ${person}` });
  await grid.getByRole('button', { name: 'Day 1: not marked' }).click();
  await grid.getByRole('button', { name: 'Day 2: not marked' }).click();
  await grid.getByRole('button', { name: 'Day 2 P: present' }).click();
  await expect(grid.getByRole('button', { name: 'Day 2 A: absent' })).toBeVisible();
  await expect(register).toContainText('Total Days: 2');
  await expect(register).toContainText('Performed Total P: 1');
  await register.getByRole('button', { name: 'Add to the register' }).click();
  const saved = page.getByRole('listitem', { name: person });
  await expect(saved).toContainText('Total Days: 2');
  // The form starts a fresh grid for the next person.
  await expect(register.getByRole('button', { name: 'Day 1: not marked' })).toBeVisible();

  await saved.getByRole('button', { name: 'Day 3: not marked' }).click();
  await saved.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Attendance updated.').first()).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  const reloaded = page.getByRole('listitem', { name: person });
  await expect(reloaded).toContainText('Total Days: 3');
  await expect(reloaded).toContainText('Performed Total P: 2');

  // Another month shows its own register, without this row.
  const other = (await months.getByRole('button', { pressed: false }).first().innerText()).trim();
  await months.getByRole('button', { name: other }).click();
  await expect(page.getByRole('listitem', { name: person })).toHaveCount(0);

  // The desk: a scan checks in, the next scan checks out, an unknown ID is said plainly.
  const gym = await businessId(page, 'gym');
  const member = await newPersonOf(page, request, gym, 'member');
  await page.getByRole('tab', { name: 'Check-in desk' }).click();
  const code = page.getByLabel('ID or Vedan ID');
  await expect(code).toBeFocused();
  await code.fill(member.vedanId);
  await code.press('Enter');
  const status = page.getByRole('status').filter({ hasText: member.fullname });
  await expect(status).toContainText(`${member.fullname} checked in at`);
  await expect(code).toHaveValue('');
  await code.fill(member.vedanId.toLowerCase());
  await code.press('Enter');
  await expect(status).toContainText(`${member.fullname} checked out at`);
  await code.fill('VDZZZZZZ');
  await code.press('Enter');
  await expect(
    page.getByText('No member or staff member of this business has the ID VDZZZZZZ.', {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // Saved on the day's sheet, with both times.
  await page.getByRole('tab', { name: 'Daily' }).click();
  const scanned = page.getByRole('row').filter({ hasText: member.fullname });
  await expect(scanned).toContainText('Present');
  await expect(scanned.getByRole('cell').nth(3)).toHaveText(/^\d{1,2}:\d{2} [ap]m$/);
  await expect(scanned.getByRole('cell').nth(4)).toHaveText(/^\d{1,2}:\d{2} [ap]m$/);
});
