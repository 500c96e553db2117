import { expect, expectAccessible, logIn, signUpViaApi, test } from '../support';

test('a student keeps a timetable, takes the dosha questionnaire and asks for a consultant @phone', async ({
  page,
}) => {
  test.slow();
  const student = await signUpViaApi({ fullname: 'Divya Diet' });
  await logIn(page, student.email, student.password, '/diet');
  await expect(page.getByRole('heading', { level: 1, name: 'DIET CHART' })).toBeVisible();
  // The home: nothing kept yet, each figure a link to the pane that keeps it.
  await expect(page.getByRole('link', { name: '0 No timetable yet: make one' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Not yet Find your dosha' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0 consultant queries' })).toBeVisible();
  await expectAccessible(page);
  // A phone shows the menu above the pane, a wider screen beside it: the page holds both.
  const visibleMenu = page.getByRole('navigation', { name: 'Diet menu' }).filter({ visible: true });

  // Info: the nutrient table and the water guidance.
  await visibleMenu.getByRole('button', { name: 'Info' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'INFO' })).toBeVisible();
  await expect(page.getByText('Drink at least 8 cups of water a day.')).toBeVisible();

  // 1. TimeTable: seven slots from 09:00; the first has no remove button; a new slot starts
  //    where the last ended; changing a start moves its end.
  await visibleMenu.getByRole('button', { name: 'TimeTable' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TIME TABLE' })).toBeVisible();
  await expect(page.getByLabel('Start of slot 1')).toHaveValue('09:00');
  await expect(page.getByLabel('Start of slot 7')).toHaveValue('15:00');
  await expect(page.getByRole('button', { name: 'Remove slot 1' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add slot' }).click();
  await expect(page.getByLabel('Start of slot 8')).toHaveValue('16:00');
  await page.getByLabel('Start of slot 2').fill('10:30');
  await expect(page.getByText('10:30 to 11:30')).toBeVisible();
  await page.getByRole('textbox', { name: 'Monday, 09:00' }).fill('Breakfast: poha');
  await page.getByRole('textbox', { name: 'Friday, 16:00' }).fill('Evening walk');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Schedule updated successfully!')).toBeVisible();
  await page.reload();
  await visibleMenu.getByRole('button', { name: 'TimeTable' }).click();
  await expect(page.getByRole('textbox', { name: 'Monday, 09:00' })).toHaveValue('Breakfast: poha');
  await expect(page.getByRole('textbox', { name: 'Friday, 16:00' })).toHaveValue('Evening walk');
  await expect(page.getByLabel('Start of slot 2')).toHaveValue('10:30');
  const saved = await page.request.get('/api/v1/schedules');
  const days = (await saved.json()) as { day: string; timeSlots: { start: string }[] }[];
  expect(days.find((d) => d.day === 'Friday')?.timeSlots).toHaveLength(8);

  // 2. VPK Identify: six questions, the leading dosha, saved, with the way to its foods.
  await visibleMenu.getByRole('button', { name: 'Identify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VPK - IDENTIFY' })).toBeVisible();
  await expect(page.getByText('not medical advice')).toBeVisible();
  await page.getByRole('button', { name: 'Show my dosha' }).click();
  await expect(page.getByText('Answer every question.')).toBeVisible();
  for (const answer of [
    'Medium and muscular',
    'Warm and oily, prone to rashes',
    'Strong; I get irritable if I miss a meal',
    'Lightly; I wake up easily',
    'Irritated or impatient',
    'Cold and damp',
  ]) {
    await page.getByRole('radio', { name: answer }).check();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show my dosha' }).click();
  await expect(page.getByText('Your leading dosha is Pitta.')).toBeVisible();
  await page.getByRole('button', { name: 'See the foods for Pitta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VPK - ITEMS' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Pitta/ })).toContainText('coconut water');

  // 3. Consultant: the query modal (Pan India, any fee, ayurvedic), answered and remembered.
  await visibleMenu.getByRole('button', { name: 'Consultant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CONSULTANT' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Consultant query' }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultant query' });
  await dialog.getByRole('textbox', { name: 'Area (pincode)' }).fill('12');
  await dialog.getByRole('button', { name: 'Search consultants' }).click();
  await expect(dialog.getByText('Enter a 6-digit pincode or Pan India.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Pan India' }).check();
  await dialog.getByRole('textbox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Ayurvedic' }).click();
  await expect(dialog.getByText('Any fee (∞)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Search consultants' }).click();
  await expect(page.getByText('Your query is saved.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Matching consultants' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pan India, Ayurvedic, Any fee (∞)')).toBeVisible();
  const past = await page.request.get('/api/v1/consultations');
  expect(await past.json()).toMatchObject({
    consultations: [{ area: 'Pan India', type: 'ayurvedic', fees: 10000 }],
  });

  // Back home, the figures count what was kept, and the dosha leads to its foods.
  await page.goto('/diet');
  // Monday and Friday each hold one activity; the home counts the day in India.
  const weekDay = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date());
  const todays = ['Monday', 'Friday'].includes(weekDay) ? '1 activity today' : '0 activities today';
  await expect(page.getByRole('link', { name: todays })).toBeVisible();
  await expect(page.getByRole('link', { name: '1 consultant query' })).toBeVisible();
  await page.getByRole('link', { name: 'Pitta Your dosha: see its foods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VPK - ITEMS' })).toBeVisible();
  await expect(page).toHaveURL(/\/diet\?pane=items$/);
});
