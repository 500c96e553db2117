import { todayInIndia } from '@vedann/contracts';
import {
  DEMO,
  DEMO_PASSWORD,
  TINY_PNG,
  expect,
  expectAccessible,
  logIn,
  test,
  fillDate,
} from '../support';
import { actFor, ownerApi } from '../kit/kit-support';

// Issue 14, journeys 1 to 3: the owner of Ahar Tiffin House adds a category of its own and picks
// it, adds a warehouse item with a photo and a PDF, moves half of it to the showroom, edits the
// rest, and sees it under expiring soon.

interface StockItem {
  _id: string;
  name: string;
  price: number;
  total: string;
  quantity: number;
  unit: string;
  pic: string | null;
  description: string | null;
  lineageId: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the owner adds its own category, adds a warehouse item with a photo and a PDF, moves half to the showroom, edits the rest, and sees it expiring soon', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request, 'Ahar Tiffin House');
  const name = `Paneer ${Date.now() % 1_000_000}`;
  const today = todayInIndia();

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Ahar Tiffin House');
  await page.goto('/ahar?panel=warehouse');
  const form = page.getByRole('form', { name: 'Add item' });
  await expect(form).toBeVisible();

  // The business adds its own category from the picker, then picks it: the picker fills the
  // category and the item name.
  await form.getByRole('button', { name: 'Select Category' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Category' });
  await picker.getByRole('button', { name: 'Manage categories' }).click();
  const addCategory = picker.getByRole('form', { name: 'Add a category' });
  await addCategory.getByLabel('Category name').fill('Tiffin');
  await addCategory.getByLabel('Items (one a line)').fill('Mini Tiffin\nPaneer Tiffin');
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category added.')).toBeVisible();
  await expect(picker.getByRole('cell', { name: 'Mini Tiffin, Paneer Tiffin' })).toBeVisible();
  await expectAccessible(page);
  const own = await api.get<{ categories: { name: string; items: string[] }[] }>(
    '/api/v1/ahar/own-categories',
  );
  expect(own.categories).toContainEqual(
    expect.objectContaining({ name: 'Tiffin', items: ['Mini Tiffin', 'Paneer Tiffin'] }),
  );
  await picker.getByRole('button', { name: 'Back' }).click();
  await picker.getByRole('button', { name: 'Tiffin', exact: true }).click();
  await picker.getByRole('button', { name: 'Paneer Tiffin', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Category')).toHaveValue('Tiffin');
  await expect(form.getByLabel('Name')).toHaveValue('Paneer Tiffin');
  await expectAccessible(page);

  await form.getByLabel('Name').fill(name);
  await fillDate(form.getByLabel('Expire Date'), today);
  await form.getByLabel('Price').fill('380');
  await form.getByLabel('Quantity').fill('4');
  const photo = page.waitForEvent('filechooser');
  await form.getByLabel('Pic').click();
  await (await photo).setFiles({ name: 'paneer.png', mimeType: 'image/png', buffer: TINY_PNG });
  const pdf = page.waitForEvent('filechooser');
  await form.getByLabel('Description PDF').click();
  await (await pdf).setFiles({ name: 'label.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Inventory added successfully!')).toBeVisible();

  await page.getByLabel('Search by name').fill(name);
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText('4 KG')).toBeVisible();
  await expect(card.getByRole('img', { name })).toBeVisible();
  const [saved] = await api.get<StockItem[]>(
    `/api/v1/suchigodown?search=${encodeURIComponent(name)}`,
  );
  expect(saved).toMatchObject({ quantity: 4, unit: 'KG', category: 'Tiffin' });
  expect(saved?.pic).toMatch(/^\/api\/v1\/files\//);
  expect(saved?.description).toMatch(/^\/api\/v1\/files\//);

  // Half of it to the showroom.
  await card.getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: `Move ${name}` });
  await move.getByLabel('Move to').click();
  await page.getByRole('option', { name: 'Showroom' }).click();
  await move.getByLabel('Quantity to move (KG)').fill('2');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Stock moved.')).toBeVisible();
  await expect(card.getByText('2 KG')).toBeVisible();
  const [left] = await api.get<StockItem[]>(
    `/api/v1/suchigodown?search=${encodeURIComponent(name)}`,
  );
  const [moved] = await api.get<StockItem[]>(
    `/api/v1/aharshowroom?search=${encodeURIComponent(name)}`,
  );
  expect(left?.quantity).toBe(2);
  expect(moved).toMatchObject({ quantity: 2, lineageId: saved?._id });
  await expect(
    page.getByRole('list', { name: 'Stock journal' }).getByText(`${name} 2 KG`),
  ).toBeVisible();

  // Editing the saved row: its fields open in the card, Update writes them with PUT.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = card.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Pic')).toBeVisible();
  await expectAccessible(page);
  await edit.getByLabel('Price').fill('400');
  await edit.getByLabel('Quantity').fill('3');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Item updated successfully!')).toBeVisible();
  await expect(card.getByText('3 KG')).toBeVisible();
  const [edited] = await api.get<StockItem[]>(
    `/api/v1/suchigodown?search=${encodeURIComponent(name)}`,
  );
  expect(edited).toMatchObject({ _id: left?._id, quantity: 3, price: 400, total: '1200.00' });
  expect(edited?.pic).toBe(saved?.pic);
  await expect(
    page.getByRole('list', { name: 'Stock journal' }).getByText(`${name} +1 KG`),
  ).toBeVisible();

  // The dashboard home lists it under expiring soon (it expires today).
  await page.goto('/ahar');
  const soon = page.getByRole('region', { name: /Expiring within \d+ days/ });
  await expect(soon.getByText(new RegExp(`^${name}: 2 KG in the Showroom`))).toBeVisible();
  await expect(soon.getByText(new RegExp(`^${name}: 3 KG in the Warehouse`))).toBeVisible();
  await expectAccessible(page);
});
