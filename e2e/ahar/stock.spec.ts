import { DEMO, DEMO_PASSWORD, TINY_PNG, expect, expectAccessible, logIn, test } from '../support';
import { actFor, ownerApi } from '../kit/kit-support';

// Issue 14, journeys 1 to 3: the owner of Ahar Tiffin House adds a warehouse item with a photo
// and a PDF, moves half of it to the showroom, and sees it under expiring soon.

interface StockItem {
  _id: string;
  name: string;
  quantity: number;
  unit: string;
  pic: string | null;
  description: string | null;
  lineageId: string;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the owner adds a warehouse item with a photo and a PDF, moves half to the showroom, and sees it expiring soon @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await ownerApi(request, 'Ahar Tiffin House');
  const name = `Paneer ${Date.now() % 1_000_000}`;
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

  await logIn(page, DEMO.owner, DEMO_PASSWORD);
  await actFor(page, 'Ahar Tiffin House');
  await page.goto('/ahar?panel=warehouse');
  const form = page.getByRole('form', { name: 'Add item' });
  await expect(form).toBeVisible();

  // The category picker fills the category and the item name.
  await form.getByRole('button', { name: 'Select Category' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Category' });
  await picker.getByRole('button', { name: 'Dairy' }).click();
  await picker.getByRole('button', { name: 'Paneer', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByLabel('Category')).toHaveValue('Dairy');
  await expect(form.getByLabel('Name')).toHaveValue('Paneer');
  await expectAccessible(page);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Expire Date').fill(today);
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
  expect(saved).toMatchObject({ quantity: 4, unit: 'KG' });
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

  // The dashboard home lists it under expiring soon (it expires today).
  await page.goto('/ahar');
  const soon = page.getByRole('region', { name: /Expiring within \d+ days/ });
  await expect(soon.getByText(new RegExp(`^${name}: 2 KG in the Showroom`))).toBeVisible();
  await expect(soon.getByText(new RegExp(`^${name}: 2 KG in the Warehouse`))).toBeVisible();
  await expectAccessible(page);
});
