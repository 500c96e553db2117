import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { todayInIndia } from '@vedann/contracts';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
  anotherBrowser,
  fillDate,
} from '../support';

test('a library publishes an event and a student registers interest', async ({ page, browser }) => {
  const title = `Reading marathon ${randomUUID().slice(0, 6)}`;
  await logIn(page, DEMO.librarian, DEMO_PASSWORD, '/mgtservice/events');
  await expect(page.getByRole('heading', { name: 'Your events', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Publish an event' });
  await form.getByLabel('Title').fill(title);
  await fillDate(form.getByLabel('Date (empty: Coming Soon)'), todayInIndia());
  await form.getByLabel('Location').fill('Vijnan Study Centre, Pune');
  await form.getByLabel('Description').fill('Read for twelve hours with friends.');
  await form.getByLabel('Kind').selectOption('competition');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Event published.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Interested: 0');

  // A student finds it among the competitions and registers interest.
  const student = await signUpViaApi();
  const { context, page: studentPage } = await anotherBrowser(browser);
  await logIn(studentPage, student.email, student.password, '/service/activity/compition');
  await expect(studentPage.getByRole('heading', { name: 'Competition', level: 1 })).toBeVisible();
  const card = studentPage.getByRole('article', { name: title });
  await expect(card).toContainText('By Vijnan Study Centre');
  await expectAccessible(studentPage);
  await card.getByRole('button', { name: `I am interested in ${title}` }).click();
  await expect(studentPage.getByText('You are interested in this event.')).toBeVisible();
  await expect(card).toContainText('Interested: 1');
  await context.close();

  // The organiser sees the count.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Interested: 1');
});

test('a person asks for blood, a compatible donor nearby sees it, and visitors see no contact @phone', async ({
  page,
  browser,
}) => {
  const city = `Testpur ${randomUUID().slice(0, 6)}`;
  const asker = await signUpViaApi({ fullname: 'Ravi Asker' });
  await logIn(page, asker.email, asker.password, '/blood-help');
  await expect(page.getByRole('heading', { name: 'Blood Help', level: 1 })).toBeVisible();
  const ask = page.getByRole('form', { name: 'Ask for blood' });
  await ask.getByLabel('Blood group').selectOption('B+');
  await ask.getByLabel('Units').fill('2');
  await ask.getByLabel('Hospital').fill('City Care Hospital');
  await ask.getByLabel('City').fill(city);
  await fillDate(ask.getByLabel('Needed by'), '2031-01-15');
  await ask.getByLabel('Contact name').fill('Ravi');
  // Typed as people write it; shown the way people read it.
  await ask.getByLabel('Contact phone').fill('098765 01234');
  await ask.getByRole('button', { name: 'Post a request' }).click();
  await expect(page.getByText('Request posted.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByRole('article', { name: '2 units of B+' })).toContainText(
    'Contact: Ravi, +91 98765 01234',
  );
  await expectAccessible(page);

  // A donor of a compatible group (O- gives to B+) in the same city registers and sees it.
  const donor = await signUpViaApi({ fullname: 'Meera Donor' });
  const { context: donorContext, page: donorPage } = await anotherBrowser(browser);
  await logIn(donorPage, donor.email, donor.password, '/blood-help');
  const register = donorPage.getByRole('form', { name: 'Be a donor' });
  await register.getByLabel('Blood group').selectOption('O-');
  await register.getByLabel('City').fill(city.toUpperCase());
  await register.getByLabel('Contact phone').fill('+91 98123 45678');
  await register.getByRole('button', { name: 'Save donor details' }).click();
  await expect(donorPage.getByText('You are registered as a donor.')).toBeVisible();
  const forMe = donorPage.getByRole('region', { name: 'Requests you can help with' });
  await expect(forMe.getByRole('article', { name: '2 units of B+' })).toContainText(
    'City Care Hospital',
  );
  await expectAccessible(donorPage);
  await donorContext.close();

  // The asker sees the willing donor.
  await page.reload();
  await mine.getByRole('button', { name: 'Show willing donors' }).click();
  await expect(
    mine.getByText(`Meera Donor (O-), ${city.toUpperCase()}, +91 98123 45678`),
  ).toBeVisible();

  // A visitor sees the request without its contact, logs in and sees it.
  const { context: visitor, page: visitorPage } = await anotherBrowser(browser);
  await visitorPage.goto('/blood-help');
  const open = visitorPage.getByRole('region', { name: 'Open requests' });
  await open.getByLabel('City').fill(city);
  await open.getByRole('button', { name: 'Filter requests' }).click();
  const card = open.getByRole('article', { name: '2 units of B+' });
  await expect(card).toContainText('City Care Hospital');
  await expect(card).not.toContainText('98765 01234');
  await expectAccessible(visitorPage);
  await card.getByRole('link', { name: 'Log in to see the contact.' }).click();
  await visitorPage.getByLabel('Email').fill(donor.email);
  await visitorPage.getByLabel('Password', { exact: true }).fill(donor.password);
  await visitorPage.getByRole('button', { name: 'Log In' }).click();
  await expect(visitorPage).toHaveURL(/\/blood-help$/);
  await open.getByLabel('City').fill(city);
  await open.getByRole('button', { name: 'Filter requests' }).click();
  await expect(open.getByRole('article', { name: '2 units of B+' })).toContainText(
    'Contact: Ravi, +91 98765 01234',
  );
  await visitor.close();

  // Closing it takes it off the open list (saved on the server).
  await mine.getByRole('button', { name: /^Close request: B\+/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByText('Request closed.')).toBeVisible();
  const open2 = await page.request.get(`/api/v1/blood/requests?city=${encodeURIComponent(city)}`);
  expect((await open2.json()).requests).toEqual([]);
});

/** Registers a new account as a willing donor through the API (as the Be a donor form does). */
async function registerDonor(
  request: APIRequestContext,
  fullname: string,
  bloodGroup: string,
  city: string,
  phone: string,
) {
  const person = await signUpViaApi({ fullname });
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  const login = await request.post('/api/v1/user/login', {
    data: { email: person.email, password: person.password },
    headers: xhr,
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.put('/api/v1/blood/donor', {
    data: { bloodGroup, city, phone, available: true },
    headers: { ...xhr, Authorization: `Bearer ${token}` },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// Issue 31: a student finds a donor by the patient's group and the city, with no request posted;
// the compatibility table decides who can give; at 360 px nothing scrolls sideways.
test('a student finds a donor without posting @phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const city = `Donorpur ${randomUUID().slice(0, 6)}`;
  await registerDonor(request, 'Kiran Universal', 'O-', city, '9811122233');
  await registerDonor(request, 'Sunil Mismatch', 'B+', city, '9811144455');
  const student = await signUpViaApi({ fullname: 'Tara Student' });
  await logIn(page, student.email, student.password, '/blood-help');
  await expect(page.getByRole('heading', { name: 'Blood Help', level: 1 })).toBeVisible();

  const search = page.getByRole('region', { name: 'Find a donor' });
  await search.getByLabel('Patient’s blood group').selectOption('A-');
  await search.getByLabel('City').fill(city.toLowerCase());
  await search.getByRole('button', { name: 'Find donors' }).click();
  await expect(search.getByText('A patient of A- can receive from: A-, O-')).toBeVisible();
  const found = search.getByRole('list', { name: 'Donors found' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText(`Kiran Universal (O-), ${city}:`);
  await expect(found.getByRole('link', { name: '+91 98111 22233' })).toHaveAttribute(
    'href',
    'tel:+919811122233',
  );
  await expect(found).not.toContainText('Sunil Mismatch');
  // Nothing was posted on the student's behalf.
  const mine = await page.request.get('/api/v1/blood/requests/mine');
  expect(((await mine.json()) as { requests: unknown[] }).requests).toEqual([]);

  // At 360 px the compatibility table is one line per recipient, and nothing spills sideways.
  const table = page.getByRole('region', { name: 'Who can give to whom' });
  await expect(table.getByRole('list', { name: 'Who can give to whom' })).toContainText(
    'AB+ can receive from: A+, A-, B+, B-, AB+, AB-, O+, O-',
  );
  await expect(table.getByRole('table')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);
});
