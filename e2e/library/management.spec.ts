import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, todayInIndia } from '@vedann/contracts';
import {
  expect,
  expectAccessible,
  logIn,
  signUpViaApi,
  test,
  type NewAccount,
  fillDate,
  dayMonthYear,
} from '../support';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** Each screen is accessible and, at 390 px as at 1280 px, nothing on it scrolls sideways. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function apiAuth(request: APIRequestContext, account: NewAccount) {
  const login = await request.post('/api/v1/user/login', {
    data: { email: account.email, password: account.password },
    headers: XHR,
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, ...XHR };
}

// Profile: Contact, then Verification from the sidebar.
async function editTheProfile(page: Page, get: <T>(path: string) => Promise<T>) {
  await page.goto('/mgtservice/mgtlibrary/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
  await page.getByLabel('Mobile').fill('+91 98765 01234');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Address').fill('12 FC Road, Deccan, Pune');
  await page.getByLabel('Pincode').fill('411004');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await page.getByLabel('Email').fill('desk@shelftest.in');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  await checkScreen(page);
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('button', { name: 'Verification' })
    .click();
  await page.getByRole('textbox', { name: 'GST', exact: true }).fill('27AAPFU0939F1ZV');
  await page.getByRole('textbox', { name: 'PAN', exact: true }).fill('AAPFU0939F');
  await page.getByLabel('OTHERID').fill('UDYAM-MH-26-0012345');
  // The first save's message may still be showing: wait for this save's own answer.
  const savedVerification = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/library/profile') && res.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await savedVerification).status()).toBe(200);
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  const { profile } = await get<{
    profile: { mobile: string; pincode: string; GST: string; PAN: string };
  }>('/library/profile');
  expect(profile).toMatchObject({
    mobile: '+919876501234',
    pincode: '411004',
    GST: '27AAPFU0939F1ZV',
    PAN: 'AAPFU0939F',
  });
}

// The owner's round of the library's management pages (issue 12, section 1): the profile whose
// GSTIN the receipts print, a book added, shelved and lent, and a visitor's enquiry resolved.
/**
 * The loan's dates read the Indian way: today as DD/MM/YYYY, a day that does not exist refused
 * with the form's words, and a day picked from the calendar written DD/MM/YYYY.
 */
async function checkLoanDates(page: Page, loanForm: Locator) {
  const today = todayInIndia();
  const loanDate = loanForm.getByLabel('Loan Date');
  await expect(loanDate).toHaveValue(dayMonthYear(today));
  const dueDate = loanForm.getByLabel('Due Date');
  await dueDate.fill('31/02/2026');
  await loanForm.getByRole('button', { name: 'Add Loan' }).click();
  await expect(loanForm.getByText('Enter a real date as DD/MM/YYYY.')).toBeVisible();
  // A week ahead, so that the day picked below (the 2nd, on the 1st of a month) is not after it.
  await fillDate(dueDate, addDays(today, 7));
  const firstDay = `${today.slice(0, 8)}${today.endsWith('-01') ? '02' : '01'}`;
  await loanDate.click();
  await page
    .getByRole('button', {
      name: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${firstDay}T00:00:00Z`)),
      exact: true,
    })
    .click();
  await expect(loanDate).toHaveValue(dayMonthYear(firstDay));
}

test('a library owner edits the profile, adds, shelves and lends a book, and resolves an enquiry', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const owner = await signUpViaApi({ role: 'librarian', fullname: 'Kavita Owner' });
  const auth = await apiAuth(request, owner);
  const name = `Shelf Test Library ${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/orgs', {
    data: { kind: 'library', name },
    headers: auth,
  });
  expect(created.status(), await created.text()).toBe(201);
  const orgId = ((await created.json()) as { organization: { _id: string } }).organization._id;
  const asLibrary = { ...auth, 'X-Org-Id': orgId };
  const get = async <T>(path: string) => {
    const answer = await request.get(`/api/v1${path}`, { headers: asLibrary });
    expect(answer.status(), await answer.text()).toBe(200);
    return (await answer.json()) as T;
  };

  await logIn(page, owner.email, owner.password);

  await editTheProfile(page, get);

  // Books: an empty catalogue, then a book added; the form goes to /bookshell/books.
  await page.goto('/mgtservice/mgtlibrary/books');
  await expect(page.getByText('No books found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a New Book' }).click();
  const bookForm = page.getByRole('form', { name: 'Add a New Book' });
  await bookForm.getByRole('button', { name: 'Add Book' }).click();
  await expect(bookForm.getByText('Title is required')).toBeVisible();
  await bookForm.getByLabel('Title').fill('Indian Polity');
  await bookForm.getByLabel('Author').fill('M. Laxmikanth');
  await bookForm.getByRole('textbox', { name: 'Publisher', exact: true }).fill('McGraw Hill');
  await fillDate(bookForm.getByLabel('Publisher date'), '2023-06-01');
  await bookForm.getByLabel('ISBN').fill('978-0-306-40615-7');
  await bookForm.getByLabel('Price').fill('750');
  await bookForm.getByLabel('Pages').fill('820');
  await expect(bookForm.getByRole('textbox', { name: 'Format' })).toHaveValue('Paper Book');
  await expect(bookForm.getByRole('textbox', { name: 'Language' })).toHaveValue('English');
  await checkScreen(page);
  await bookForm.getByRole('button', { name: 'Add Book' }).click();
  await expect(page.getByText('Book added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/mgtservice\/mgtlibrary\/bookshell\/books\?book=/);
  const details = page.getByRole('region', { name: 'Indian Polity' });
  await expect(details).toContainText(/\d{4}B01/);
  await expect(details).toContainText('9780306406157');
  const {
    books: [book],
  } = await get<{ books: { _id: string; displayId: string; quantity: number }[] }>('/books');
  expect(book).toMatchObject({ quantity: 1 });
  const displayId = book?.displayId ?? '';
  expect(displayId).toMatch(/^\d{4}B01$/);
  await checkScreen(page);

  // The shelf: 6 by 7, the book put in row 2, column 3, then listed and downloaded.
  await page.goto('/mgtservice/mgtlibrary/bookshells');
  await expect(page.getByRole('group', { name: 'Book shelf: 6 rows, 7 columns' })).toBeVisible();
  await page.getByRole('button', { name: 'Row 2, column 3, empty' }).click();
  const cell = page.getByRole('dialog', { name: 'Row 2, column 3' });
  await cell.getByRole('textbox', { name: 'Book' }).fill('Polity');
  await page.getByRole('option', { name: `${displayId} Indian Polity` }).click();
  await checkScreen(page);
  await cell.getByRole('button', { name: 'Assign' }).click();
  await expect(cell).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Row 2, column 3: ${displayId} Indian Polity` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Books Available' }).click();
  await expect(
    page.getByText(`Row 2, column 3: ${displayId} Indian Polity, by M. Laxmikanth`),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download List' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('assigned_books_list.txt');
  const text = await readFile(await file.path(), 'utf8');
  expect(text).toContain(`Row 2, Column 3: ${displayId}  Indian Polity, by M. Laxmikanth`);
  await checkScreen(page);
  const { shelf } = await get<{ shelf: { cells: { row: number; column: number }[] } }>(
    '/bookshelf',
  );
  expect(shelf.cells).toEqual([expect.objectContaining({ row: 2, column: 3 })]);

  // Lending takes the one copy; returning gives it back.
  await page.goto('/mgtservice/mgtlibrary/bookloan');
  await page.getByRole('button', { name: 'Add a New Loan' }).click();
  const loanForm = page.getByRole('form', { name: 'Add a New Loan' });
  await loanForm.getByRole('button', { name: 'Add Loan' }).click();
  await expect(loanForm.getByText('Please fill in all required fields.').first()).toBeVisible();
  await loanForm.getByLabel('Loan ID').fill('L-001');
  await loanForm.getByLabel('Book ID').fill(displayId);
  await loanForm.getByLabel('Book Name').fill('Indian Polity');
  await loanForm.getByLabel('Borrower Name').fill('Rohan Kulkarni');
  await checkLoanDates(page, loanForm);
  await checkScreen(page);
  await loanForm.getByRole('button', { name: 'Add Loan' }).click();
  await expect(page.getByText('Loan added.')).toBeVisible();
  const loan = page.getByRole('region', { name: 'Indian Polity' });
  await expect(loan).toContainText('Pending');
  expect(
    (await get<{ book: { available: number } }>(`/books/${book?._id ?? ''}`)).book,
  ).toMatchObject({ available: 0 });
  await loan.getByRole('button', { name: 'Return book' }).click();
  await expect(page.getByText('Book returned.')).toBeVisible();
  await expect(loan).toContainText('Returned');
  const { loans } = await get<{ loans: { loanId: string; returnBook: boolean }[] }>('/loans');
  expect(loans).toEqual([expect.objectContaining({ loanId: 'L-001', returnBook: true })]);
  expect(
    (await get<{ book: { available: number } }>(`/books/${book?._id ?? ''}`)).book,
  ).toMatchObject({ available: 1 });
  await checkScreen(page);

  // A visitor asks from the library's public page; the owner resolves the ticket.
  await page.context().clearCookies();
  await page.goto(`/business/${orgId}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const ask = page.getByRole('region', { name: 'Ask the library' });
  await ask.getByLabel('Your name').fill('Sneha Patil');
  await ask.getByLabel('Phone').fill('+91 98220 12345');
  await ask.getByLabel('Subject').fill('Evening seat in June');
  await ask.getByLabel('Your question').fill('Is an evening seat free from 1 June?');
  await checkScreen(page);
  await ask.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(ask.getByText('Your enquiry has been sent to the library.')).toBeVisible();

  await logIn(page, owner.email, owner.password, '/mgtservice/mgtlibrary/enquiry');
  await expect(page.getByRole('heading', { name: 'Enquiry Tickets', level: 1 })).toBeVisible();
  const ticket = page.getByRole('article', { name: 'Evening seat in June' });
  await expect(ticket).toContainText('Sneha Patil');
  await expect(ticket).toContainText('+91 98220 12345');
  await expect(ticket).toContainText('Open');
  await checkScreen(page);
  await ticket.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Ticket resolved.')).toBeVisible();
  await expect(ticket).toContainText('Closed');
  await expect(ticket.getByRole('button', { name: 'Resolve' })).toBeHidden();
  const { tickets } = await get<{ tickets: { title: string; status: string }[] }>('/tickets');
  expect(tickets).toEqual([
    expect.objectContaining({
      title: 'Evening seat in June',
      status: 'Closed',
      phone: '+919822012345',
    }),
  ]);
});
