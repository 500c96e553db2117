import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_MESSAGES, addDays, todayInIndia, type Book, type Loan } from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { users } from '../accounts/users.table';
import { bookForm } from './books.fixtures';

let t: TestApp;
let librarian: TestUser;
let library: string;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Loans Library');
});
afterAll(() => t.close());

const asLibrarian = () => ({ token: librarian.token, orgId: library });
const TODAY = todayInIndia();
let loanCounter = 0;

const loanForm = (overrides: Record<string, unknown> = {}) => {
  loanCounter += 1;
  return {
    loanId: `L-${loanCounter}`,
    bookName: 'A book outside the catalogue',
    borrowerName: 'Ravi Kumar',
    loanDate: TODAY,
    ...overrides,
  };
};

async function addBook(overrides: Parameters<typeof bookForm>[0] = {}): Promise<Book> {
  const res = await t.request('POST', '/api/v1/books', {
    ...asLibrarian(),
    body: bookForm(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ book: Book }>().book;
}

const lend = (body: object, as = asLibrarian()) =>
  t.request('POST', '/api/v1/loans', { ...as, body });
const bookNow = async (id: string) =>
  (await t.request('GET', `/api/v1/books/${id}`, asLibrarian())).json<{ book: Book }>().book;

describe('loans: recording, copies and returns', () => {
  it.each(['loanId', 'bookName', 'borrowerName', 'loanDate'])(
    "refuses a loan without %s: 'Please fill in all required fields.'",
    async (field) => {
      const res = await lend({ ...loanForm(), [field]: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: LOAN_MESSAGES.required });
    },
  );

  it('records a loan with every field, Pending, due in 14 days unless given', async () => {
    const res = await lend(loanForm({ loanId: 'L-FIELDS', bookName: 'Godaan', bookId: 'SHELF-9' }));
    expect(res.statusCode, res.body).toBe(201);
    const { loan, message } = res.json<{ loan: Loan; message: string }>();
    expect(message).toBe(LOAN_MESSAGES.added);
    expect(loan).toMatchObject({
      loanId: 'L-FIELDS',
      bookName: 'Godaan',
      bookId: 'SHELF-9',
      book: null,
      borrowerName: 'Ravi Kumar',
      loanDate: TODAY,
      dueDate: addDays(TODAY, 14),
      returnBook: false,
      returnedOn: null,
      status: 'Pending',
      overdue: false,
    });
    expect(loan.id).toBe(loan._id);

    const list = await t.request('GET', '/api/v1/loans', asLibrarian());
    expect(list.statusCode).toBe(200);
    expect(list.json<{ loans: Loan[] }>().loans.map((l) => l.loanId)).toContain('L-FIELDS');

    const twice = await lend(loanForm({ loanId: 'L-FIELDS' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(LOAN_MESSAGES.duplicateLoanId);
    const early = await lend(loanForm({ loanDate: '2026-11-10', dueDate: '2026-11-09' }));
    expect(early.json<{ message: string }>().message).toBe(LOAN_MESSAGES.dueBeforeLoan);
  });

  it('takes a copy; a book with every copy out is refused with 409; returning frees it', async () => {
    const book = await addBook({ title: 'The Discovery of India', quantity: 1 });
    const first = await lend(loanForm({ bookName: book.title, bookId: book.displayId }));
    expect(first.statusCode, first.body).toBe(201);
    const loan = first.json<{ loan: Loan }>().loan;
    expect(loan.book).toEqual({ _id: book._id, displayId: book.displayId });
    expect(loan.bookId).toBe(book.displayId);
    expect(await bookNow(book._id)).toMatchObject({ onLoan: 1, isAvailable: false });

    const second = await lend(loanForm({ bookName: book.title, bookId: book._id }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: LOAN_MESSAGES.noCopies });

    const returned = await t.request('POST', `/api/v1/loans/${loan._id}/return`, asLibrarian());
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json<{ message: string; loan: Loan }>()).toMatchObject({
      message: LOAN_MESSAGES.returned,
      loan: { returnBook: true, status: 'Returned', returnedOn: TODAY, overdue: false },
    });
    expect(await bookNow(book._id)).toMatchObject({ onLoan: 0, isAvailable: true });
    const again = await t.request('PATCH', `/api/v1/loans/${loan._id}/return`, asLibrarian());
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(LOAN_MESSAGES.alreadyReturned);
    expect((await bookNow(book._id)).onLoan).toBe(0);

    // By title alone, the one catalogue book with that title is lent.
    const byTitle = await lend(loanForm({ bookName: 'the discovery of india' }));
    expect(byTitle.json<{ loan: Loan }>().loan.book?._id).toBe(book._id);
    expect((await bookNow(book._id)).onLoan).toBe(1);
    // Deleting a pending loan puts its copy back.
    const pending = byTitle.json<{ loan: Loan }>().loan;
    expect(
      (await t.request('DELETE', `/api/v1/loans/${pending._id}`, asLibrarian())).statusCode,
    ).toBe(200);
    expect((await bookNow(book._id)).onLoan).toBe(0);

    const unknown = await lend(loanForm({ bookId: '2026B99' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(LOAN_MESSAGES.bookNotFound);
  });

  it('lends no more copies than exist when many loans arrive at once', async () => {
    const book = await addBook({ title: 'Quantitative Aptitude', quantity: 3 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => lend(loanForm({ bookName: book.title, bookId: book._id }))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await bookNow(book._id)).toMatchObject({ onLoan: 3, available: 0 });
  });
});

describe('loans: overdue, slips, access and tenants', () => {
  it('flags overdue loans and filters by state', async () => {
    const other = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(other, 'library');
    const as = { token: other.token, orgId };
    const late = await lend(
      loanForm({ loanId: 'LATE', loanDate: addDays(TODAY, -30), dueDate: addDays(TODAY, -1) }),
      as,
    );
    expect(late.json<{ loan: Loan }>().loan.overdue).toBe(true);
    await lend(
      loanForm({ loanId: 'DUE-TODAY', loanDate: addDays(TODAY, -14), dueDate: TODAY }),
      as,
    );
    const back = await lend(
      loanForm({
        loanId: 'BACK',
        loanDate: addDays(TODAY, -30),
        dueDate: addDays(TODAY, -2),
        returnBook: true,
      }),
      as,
    );
    expect(back.json<{ loan: Loan }>().loan).toMatchObject({ overdue: false, status: 'Returned' });
    const ids = async (query: string) =>
      (await t.request('GET', `/api/v1/loans?${query}`, as))
        .json<{ loans: Loan[] }>()
        .loans.map((l) => l.loanId);
    expect(await ids('overdue=true')).toEqual(['LATE']);
    expect(await ids('returnBook=true')).toEqual(['BACK']);
    expect(await ids('returnBook=false')).toEqual(['DUE-TODAY', 'LATE']);
    expect(await ids('search=due-to')).toEqual(['DUE-TODAY']);
    const paged = await t.request('GET', '/api/v1/loans?limit=2&page=2', as);
    expect(paged.json()).toMatchObject({ total: 3, totalPages: 2, page: 2 });
  });

  it('prints a loan slip whose text pdftotext reads back', async () => {
    const res = await lend(
      loanForm({ loanId: 'SLIP-7', bookName: 'Wings of Fire', borrowerName: 'आशा राव' }),
    );
    const loan = res.json<{ loan: Loan }>().loan;
    const slip = await t.request('GET', `/api/v1/loans/${loan._id}/slip`, asLibrarian());
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toContain('filename="Loan SLIP-7.pdf"');
    const file = path.join(os.tmpdir(), `slip-${process.pid}.pdf`);
    fs.writeFileSync(file, slip.rawPayload);
    try {
      const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-']);
      const text = stdout.replace(/\s+/g, ' ');
      for (const expected of [
        'Loans Library',
        'Book loan slip',
        'SLIP-7',
        'Wings of Fire',
        'आशा राव',
        addDays(TODAY, 14),
        'Loan SLIP-7: show this at the desk',
      ]) {
        expect(text, expected).toContain(expected);
      }
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('needs the loans permission, even to read', async () => {
    const person = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...asLibrarian(),
      body: { vedanId: person.user.profile.userId, role: 'staff', permissions: ['books'] },
    });
    const as = { token: person.token, orgId: library };
    expect((await t.request('GET', '/api/v1/loans', as)).statusCode).toBe(403);
    expect((await lend(loanForm(), as)).statusCode).toBe(403);
  });

  it("keeps one library's loans from another", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/loans',
      listKey: 'loans',
      itemPath: (id) => `/api/v1/loans/${id}`,
      async create(app, owner, orgId) {
        const res = await app.request('POST', '/api/v1/loans', {
          token: owner.token,
          orgId,
          body: loanForm(),
        });
        return res.json<{ loan: Loan }>().loan._id;
      },
      deletable: true,
    });
    // Nor can one library lend or return through another's book or loan.
    const other = await t.signUp({ role: 'librarian' });
    const orgB = await t.createOrg(other, 'library');
    const book = await addBook();
    const res = await lend(loanForm({ bookId: book._id }), { token: other.token, orgId: orgB });
    expect(res.statusCode).toBe(400);
    const mine = (await lend(loanForm())).json<{ loan: Loan }>().loan;
    const back = await t.request('POST', `/api/v1/loans/${mine._id}/return`, {
      token: other.token,
      orgId: orgB,
    });
    expect(back.statusCode).toBe(404);
  });
});

describe('the overdue reminder', () => {
  it('e-mails each overdue borrower with an address once, through the reminder job', async () => {
    const admin = await t.signUp();
    await t.database.db
      .update(users)
      .set({ isPlatformAdmin: true })
      .where(eq(users.id, admin.user._id));
    const member = await t.signUp({ email: 'overdue.member@example.com' });
    const other = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(other, 'library', 'Reminder Library');
    const as = { token: other.token, orgId };
    const past = { loanDate: addDays(TODAY, -20), dueDate: addDays(TODAY, -3) };
    const made = await Promise.all([
      lend(
        loanForm({
          ...past,
          loanId: 'R-ACCOUNT',
          bookName: 'Godaan',
          borrowerVedanId: member.user.profile.userId,
        }),
        as,
      ),
      lend(
        loanForm({
          ...past,
          loanId: 'R-EMAIL',
          bookName: 'Gitanjali',
          borrowerEmail: 'walk.in@example.com',
        }),
        as,
      ),
      lend(loanForm({ ...past, loanId: 'R-NONE', bookName: 'Panchatantra' }), as),
      lend(
        loanForm({
          ...past,
          loanId: 'R-BACK',
          bookName: 'Malgudi Days',
          borrowerEmail: 'back@example.com',
          returnBook: true,
        }),
        as,
      ),
      lend(
        loanForm({
          loanId: 'R-NOT-YET',
          bookName: 'Train to Pakistan',
          borrowerEmail: 'later@example.com',
        }),
        as,
      ),
    ]);
    expect(made.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const unknownVedan = await lend(loanForm({ borrowerVedanId: 'VDZZZZZZ' }), as);
    expect(unknownVedan.json<{ message: string }>().message).toBe(LOAN_MESSAGES.borrowerNotFound);

    const run = () =>
      t.request('POST', '/api/v1/admin/reminders/run', {
        token: admin.token,
        body: { kind: 'loan-overdue' },
      });
    const [first, second] = await Promise.all([run(), run()]);
    const sent = [first, second].map(
      (r) => r.json<{ results: { sent: number }[] }>().results[0]?.sent ?? 0,
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await run()).json<{ results: { sent: number }[] }>().results[0]?.sent).toBe(0);

    const mails = readOutbox(t.dataDir).filter((m) => m.includes('Reminder Library'));
    expect(mails).toHaveLength(2);
    const toAccount = mails.find((m) => m.includes('To: overdue.member@example.com'));
    expect(toAccount).toContain('Subject: Overdue book: Godaan, from Reminder Library');
    expect(toAccount).toContain(`was due back on ${past.dueDate}`);
    expect(toAccount).toContain('(loan R-ACCOUNT)');
    expect(mails.some((m) => m.includes('To: walk.in@example.com'))).toBe(true);
  });
});
