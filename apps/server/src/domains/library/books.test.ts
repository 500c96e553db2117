import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOK_MESSAGES,
  SHELF_MESSAGES,
  bookDisplayId,
  todayInIndia,
  type Book,
  type Shelf,
  type ShelfCell,
} from '@vedann/contracts';
import { expectTenantIsolation } from '../../test/cross-tenant';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { bookForm } from './books.fixtures';

let t: TestApp;
let librarian: TestUser;
let library: string;

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Books Library');
});
afterAll(() => t.close());

const asLibrarian = () => ({ token: librarian.token, orgId: library });
const YEAR = Number(todayInIndia().slice(0, 4));

async function addBook(
  body: object = bookForm(),
  as: { token: string; orgId: string } = asLibrarian(),
): Promise<Book> {
  const res = await t.request('POST', '/api/v1/books', { ...as, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ book: Book }>().book;
}

async function addStaff(permissions: string[]): Promise<{ token: string; orgId: string }> {
  const person = await t.signUp();
  const res = await t.request('POST', '/api/v1/orgs/members', {
    ...asLibrarian(),
    body: { vedanId: person.user.profile.userId, role: 'staff', permissions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { token: person.token, orgId: library };
}

describe('the book catalogue: adding, numbering and checks', () => {
  it("adds a book with the spec's message, every field, defaults and a displayed id", async () => {
    const form = bookForm({ title: 'गोदान', author: 'Premchand', series: 'Literature' });
    delete form.format;
    delete form.language;
    const res = await t.request('POST', '/api/v1/books', { ...asLibrarian(), body: form });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ success: boolean; message: string; book: Book }>();
    expect(body.message).toBe('Book added successfully!');
    expect(body.book).toMatchObject({
      title: 'गोदान',
      author: 'Premchand',
      series: 'Literature',
      genre: 'Literature',
      publisher: 'McGraw Hill',
      publisherDate: '2023-06-01',
      format: 'Paper Book',
      language: 'English',
      price: 750,
      copies: 2,
      quantity: 2,
      onLoan: 0,
      available: 2,
      isAvailable: true,
      pages: 800,
      description: 'For the civil services.',
    });
    expect(body.book.id).toBe(body.book._id);
    expect(body.book.displayId).toBe(bookDisplayId(YEAR, body.book.number));
  });

  it('numbers books in the order they are catalogued, even when added at once', async () => {
    const other = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(other, 'library');
    const as = { token: other.token, orgId };
    const added = await Promise.all(Array.from({ length: 6 }, () => addBook(bookForm(), as)));
    expect(added.map((b) => b.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(added.map((b) => b.displayId).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${YEAR}B0${n}`),
    );
    // The id belongs to the book, not to its place in a list: removing one changes no other.
    const first = added.find((b) => b.number === 1)!;
    expect((await t.request('DELETE', `/api/v1/books/${first._id}`, as)).statusCode).toBe(200);
    const list = await t.request('GET', '/api/v1/books', as);
    const shown = list.json<{ books: Book[] }>().books;
    expect(shown.map((b) => b.displayId)).toEqual([2, 3, 4, 5, 6].map((n) => `${YEAR}B0${n}`));
    expect((await addBook(bookForm(), as)).number).toBe(7);
  });

  it.each([
    ['title', BOOK_MESSAGES.title],
    ['author', BOOK_MESSAGES.author],
    ['publisher', BOOK_MESSAGES.publisher],
    ['publisherDate', BOOK_MESSAGES.publisherDate],
    ['isbn', BOOK_MESSAGES.isbn],
    ['price', BOOK_MESSAGES.price],
    ['quantity', BOOK_MESSAGES.quantity],
    ['pages', BOOK_MESSAGES.pages],
  ])('refuses a book without %s, with its message', async (field, message) => {
    const res = await t.request('POST', '/api/v1/books', {
      ...asLibrarian(),
      body: { ...bookForm(), [field]: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses values outside the lists, a bad ISBN, and the same ISBN twice', async () => {
    for (const [body, message] of [
      [{ format: 'Scroll' }, BOOK_MESSAGES.format],
      [{ language: 'Latin' }, BOOK_MESSAGES.language],
      [{ series: 'Poetry' }, BOOK_MESSAGES.genre],
      [{ isbn: '978-93-0000000-0' }, BOOK_MESSAGES.isbnInvalid],
      [{ price: '-5' }, BOOK_MESSAGES.priceInvalid],
    ] as const) {
      const res = await t.request('POST', '/api/v1/books', {
        ...asLibrarian(),
        body: { ...bookForm(), ...body },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const form = bookForm();
    await addBook(form);
    const twice = await t.request('POST', '/api/v1/books', { ...asLibrarian(), body: form });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(BOOK_MESSAGES.duplicateIsbn);
  });
});

describe('the book catalogue: paging, search and filters', () => {
  it('pages, searches by words, ISBN and displayed id, and filters by genre, language and availability', async () => {
    const other = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(other, 'library');
    const as = { token: other.token, orgId };
    const polity = await addBook(bookForm({ title: 'Indian Polity', quantity: 1 }), as);
    await addBook(
      bookForm({ title: 'Wings of Fire', author: 'A. P. J. Abdul Kalam', series: 'Autobiography' }),
      as,
    );
    await addBook(bookForm({ title: 'Gitanjali', language: 'Hindi', series: 'Literature' }), as);
    const list = async (query: string) => {
      const res = await t.request('GET', `/api/v1/books?${query}`, as);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ books: Book[]; total: number; totalPages: number }>();
    };
    expect((await list('limit=2')).books.map((b) => b.title)).toEqual([
      'Indian Polity',
      'Wings of Fire',
    ]);
    expect(await list('limit=2&page=2')).toMatchObject({ total: 3, totalPages: 2 });
    expect((await list('search=abdul%20wing')).books.map((b) => b.title)).toEqual([
      'Wings of Fire',
    ]);
    expect((await list(`search=${polity.isbn.replace(/^978/, '978-')}`)).books).toHaveLength(1);
    expect((await list(`search=${polity.displayId}`)).books[0]?._id).toBe(polity._id);
    expect((await list('genre=Autobiography')).books.map((b) => b.title)).toEqual([
      'Wings of Fire',
    ]);
    expect((await list('language=Hindi')).books.map((b) => b.title)).toEqual(['Gitanjali']);
    expect((await list('search=nothing-like-this')).books).toEqual([]);
    expect((await t.request('GET', '/api/v1/books?genre=Poetry', as)).statusCode).toBe(400);

    // Lending the only copy takes the book off Books Available.
    const lent = await t.request('POST', '/api/v1/loans', {
      ...as,
      body: {
        loanId: 'L1',
        bookName: 'Indian Polity',
        borrowerName: 'Ravi',
        loanDate: '2026-11-01',
        bookId: polity.displayId,
      },
    });
    expect(lent.statusCode, lent.body).toBe(201);
    const available = await list('available=true');
    expect(available.books.map((b) => b.title)).toEqual(['Wings of Fire', 'Gitanjali']);
    const got = await t.request('GET', `/api/v1/books/${polity._id}`, as);
    expect(got.json<{ book: Book }>().book).toMatchObject({
      onLoan: 1,
      available: 0,
      isAvailable: false,
    });

    // Copies cannot drop below those on loan, and a lent book cannot be removed.
    const fewer = await t.request('PUT', `/api/v1/books/${polity._id}`, {
      ...as,
      body: { ...bookForm({ isbn: polity.isbn, title: 'Indian Polity' }), quantity: 0 },
    });
    expect(fewer.statusCode).toBe(400);
    const more = await t.request('PUT', `/api/v1/books/${polity._id}`, {
      ...as,
      body: {
        ...bookForm({ isbn: polity.isbn, title: 'Indian Polity, 7th edition' }),
        quantity: 3,
      },
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<{ message: string; book: Book }>()).toMatchObject({
      message: BOOK_MESSAGES.updated,
      book: {
        title: 'Indian Polity, 7th edition',
        quantity: 3,
        onLoan: 1,
        available: 2,
        number: polity.number,
      },
    });
    const removed = await t.request('DELETE', `/api/v1/books/${polity._id}`, as);
    expect(removed.statusCode).toBe(409);
    expect(removed.json<{ message: string }>().message).toBe(BOOK_MESSAGES.onLoan);
  });
});

describe('the book catalogue: copies on loan, access and tenants', () => {
  it('refuses fewer copies than are on loan with 409', async () => {
    const book = await addBook(bookForm({ quantity: 2 }));
    for (const loanId of ['C1', 'C2']) {
      const res = await t.request('POST', '/api/v1/loans', {
        ...asLibrarian(),
        body: {
          loanId,
          bookName: book.title,
          bookId: book._id,
          borrowerName: 'Meera',
          loanDate: '2026-11-02',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.request('PUT', `/api/v1/books/${book._id}`, {
      ...asLibrarian(),
      body: { ...bookForm({ isbn: book.isbn }), quantity: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(BOOK_MESSAGES.copiesBelowLoans(2));
  });

  it('lets any member read the catalogue and only the books permission change it', async () => {
    const reader = await addStaff(['loans']);
    expect((await t.request('GET', '/api/v1/books', reader)).statusCode).toBe(200);
    const denied = await t.request('POST', '/api/v1/books', { ...reader, body: bookForm() });
    expect(denied.statusCode).toBe(403);
    const keeper = await addStaff(['books']);
    expect(
      (await t.request('POST', '/api/v1/books', { ...keeper, body: bookForm() })).statusCode,
    ).toBe(201);
    // A gym is not a library.
    const gymOwner = await t.signUp();
    const gym = await t.createOrg(gymOwner, 'gym');
    expect(
      (await t.request('GET', '/api/v1/books', { token: gymOwner.token, orgId: gym })).statusCode,
    ).toBe(404);
  });

  it("keeps one library's books from another", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/books',
      listKey: 'books',
      itemPath: (id) => `/api/v1/books/${id}`,
      async create(app, owner, orgId) {
        const res = await app.request('POST', '/api/v1/books', {
          token: owner.token,
          orgId,
          body: bookForm(),
        });
        return res.json<{ book: Book }>().book._id;
      },
      updateBody: bookForm(),
      deletable: true,
    });
  });
});

describe('the shelf grid', () => {
  it('starts 6 by 7, takes books into cells and downloads the list as assigned_books_list.txt', async () => {
    const other = await t.signUp({ role: 'librarian' });
    const orgId = await t.createOrg(other, 'library', 'Shelf Library');
    const as = { token: other.token, orgId };
    const start = await t.request('GET', '/api/v1/bookshelf', as);
    expect(start.json<{ shelf: Shelf }>().shelf).toEqual({ rows: 6, columns: 7, cells: [] });

    const polity = await addBook(bookForm({ title: 'Indian Polity' }), as);
    const kalam = await addBook(
      bookForm({ title: 'Wings of Fire', author: 'A. P. J. Abdul Kalam' }),
      as,
    );
    const put = (row: number, column: number, bookId: string) =>
      t.request('POST', '/api/v1/bookshelf/cells', { ...as, body: { row, column, bookId } });
    const first = await put(1, 2, polity._id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<{ message: string; cell: ShelfCell }>()).toMatchObject({
      message: SHELF_MESSAGES.assigned,
      cell: {
        row: 1,
        column: 2,
        bookId: polity._id,
        displayId: polity.displayId,
        title: 'Indian Polity',
      },
    });
    expect((await put(6, 7, kalam._id)).statusCode).toBe(201);
    // A cell holds one book: assigning again replaces it.
    expect((await put(1, 2, kalam._id)).statusCode).toBe(201);
    expect((await put(7, 1, polity._id)).json()).toEqual({
      success: false,
      message: SHELF_MESSAGES.cell,
    });
    expect((await put(1, 1, '0'.repeat(24))).statusCode).toBe(404);

    const download = await t.request('GET', '/api/v1/bookshelf/assigned_books_list.txt', as);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toContain('filename="assigned_books_list.txt"');
    expect(download.body.split('\n')).toEqual([
      'Assigned books: Shelf Library',
      'Shelf of 6 rows and 7 columns; 2 books assigned.',
      '',
      `Row 1, Column 2: ${kalam.displayId}  Wings of Fire, by A. P. J. Abdul Kalam`,
      `Row 6, Column 7: ${kalam.displayId}  Wings of Fire, by A. P. J. Abdul Kalam`,
      '',
    ]);

    // Rows and columns never go below 1, nor off a cell that holds a book.
    const resize = (rows: number, columns: number) =>
      t.request('PUT', '/api/v1/bookshelf', { ...as, body: { rows, columns } });
    expect((await resize(0, 7)).json()).toEqual({ success: false, message: SHELF_MESSAGES.size });
    expect((await resize(5, 7)).json()).toEqual({
      success: false,
      message: SHELF_MESSAGES.cellsInTheWay,
    });
    const cells = (await t.request('GET', '/api/v1/bookshelf/cells', as)).json<{
      cells: ShelfCell[];
    }>().cells;
    const corner = cells.find((c) => c.row === 6)!;
    expect(
      (await t.request('DELETE', `/api/v1/bookshelf/cells/${corner._id}`, as)).statusCode,
    ).toBe(200);
    const smaller = await resize(5, 8);
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json<{ shelf: Shelf }>().shelf).toMatchObject({ rows: 5, columns: 8 });
    expect(
      (await t.request('GET', '/api/v1/bookshelf', as)).json<{ shelf: Shelf }>().shelf.rows,
    ).toBe(5);
  });

  it("keeps one library's shelf from another", async () => {
    await expectTenantIsolation(t, {
      kind: 'library',
      listPath: '/api/v1/bookshelf/cells',
      listKey: 'cells',
      itemPath: (id) => `/api/v1/bookshelf/cells/${id}`,
      async create(app, owner, orgId) {
        const as = { token: owner.token, orgId };
        const book = (
          await app.request('POST', '/api/v1/books', { ...as, body: bookForm() })
        ).json<{ book: Book }>().book;
        const res = await app.request('POST', '/api/v1/bookshelf/cells', {
          ...as,
          body: { row: 1, column: 1, bookId: book._id },
        });
        return res.json<{ cell: ShelfCell }>().cell._id;
      },
      deletable: true,
    });
    // Nor can a library shelve another library's book.
    const a = await t.signUp({ role: 'librarian' });
    const orgA = await t.createOrg(a, 'library');
    const foreign = await addBook(bookForm());
    const res = await t.request('POST', '/api/v1/bookshelf/cells', {
      token: a.token,
      orgId: orgA,
      body: { row: 1, column: 1, bookId: foreign._id },
    });
    expect(res.statusCode).toBe(404);
  });
});
