import { randomUUID } from 'node:crypto';
import {
  DEMO,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
  anotherBrowser,
} from '../support';

test('a library publishes an event and a student registers interest', async ({ page, browser }) => {
  const title = `Reading marathon ${randomUUID().slice(0, 6)}`;
  await logIn(page, DEMO.librarian, DEMO_PASSWORD, '/mgtservice/events');
  await expect(page.getByRole('heading', { name: 'Your events', level: 1 })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Publish an event' });
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Date (empty: Coming Soon)')
    .fill(new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10));
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
  await ask.getByLabel('Needed by').fill('2031-01-15');
  await ask.getByLabel('Contact name').fill('Ravi');
  await ask.getByLabel('Contact phone').fill('9876501234');
  await ask.getByRole('button', { name: 'Post a request' }).click();
  await expect(page.getByText('Request posted.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Your requests' });
  await expect(mine.getByRole('article', { name: '2 units of B+' })).toContainText(
    'Contact: Ravi, 9876501234',
  );
  await expectAccessible(page);

  // A donor of a compatible group (O- gives to B+) in the same city registers and sees it.
  const donor = await signUpViaApi({ fullname: 'Meera Donor' });
  const { context: donorContext, page: donorPage } = await anotherBrowser(browser);
  await logIn(donorPage, donor.email, donor.password, '/blood-help');
  const register = donorPage.getByRole('form', { name: 'Be a donor' });
  await register.getByLabel('Blood group').selectOption('O-');
  await register.getByLabel('City').fill(city.toUpperCase());
  await register.getByLabel('Contact phone').fill('9812345678');
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
  await expect(mine.getByText(`Meera Donor (O-), ${city.toUpperCase()}, 9812345678`)).toBeVisible();

  // A visitor sees the request without its contact, logs in and sees it.
  const { context: visitor, page: visitorPage } = await anotherBrowser(browser);
  await visitorPage.goto('/blood-help');
  const open = visitorPage.getByRole('region', { name: 'Open requests' });
  await open.getByLabel('City').fill(city);
  await open.getByRole('button', { name: 'Filter requests' }).click();
  const card = open.getByRole('article', { name: '2 units of B+' });
  await expect(card).toContainText('City Care Hospital');
  await expect(card).not.toContainText('9876501234');
  await expectAccessible(visitorPage);
  await card.getByRole('link', { name: 'Log in to see the contact.' }).click();
  await visitorPage.getByLabel('Email').fill(donor.email);
  await visitorPage.getByLabel('Password', { exact: true }).fill(donor.password);
  await visitorPage.getByRole('button', { name: 'Log In' }).click();
  await expect(visitorPage).toHaveURL(/\/blood-help$/);
  await open.getByLabel('City').fill(city);
  await open.getByRole('button', { name: 'Filter requests' }).click();
  await expect(open.getByRole('article', { name: '2 units of B+' })).toContainText(
    'Contact: Ravi, 9876501234',
  );
  await visitor.close();

  // Closing it takes it off the open list (saved on the server).
  await mine.getByRole('button', { name: /^Close request: B\+/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close request' }).click();
  await expect(page.getByText('Request closed.')).toBeVisible();
  const open2 = await page.request.get(`/api/v1/blood/requests?city=${encodeURIComponent(city)}`);
  expect((await open2.json()).requests).toEqual([]);
});
