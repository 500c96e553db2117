import { DEMO, DEMO_PASSWORD, logInViaUi, mainNav, test } from '../support';

test('debug logout', async ({ page }) => {
  await logInViaUi(page, DEMO.student, DEMO_PASSWORD);
  const resp = page.waitForResponse((r) => r.url().includes('/user/logout'));
  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  const r = await resp;
  console.log('STATUS', r.status(), await r.text(), JSON.stringify(await r.request().allHeaders()));
  await page.waitForTimeout(500);
  console.log('URL', page.url());
  console.log(await page.getByRole('alert').allTextContents());
});
