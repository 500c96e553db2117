import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Book, Loan, Shelf } from '@vedann/contracts';
import { DEMO_SEEDS } from '../../demo-seeds';
import { PEOPLE_DIRECTORIES } from '../../areas';
import { runDemoSeeds } from '../../db/seed/steps';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_PASSWORD } from '../orgs/demo-accounts.seed';

let t: TestApp;
let as: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeeds(t.database.db, DEMO_SEEDS, {
    people: PEOPLE_DIRECTORIES,
    storage: t.deps.storage,
  });
  const login = await t.request('POST', '/api/v1/user/login', {
    body: { email: 'librarian@vedann.demo', password: DEMO_PASSWORD },
  });
  as = { token: login.json<{ token: string }>().token };
});
afterAll(() => t.close());

describe("Vijnan Study Centre's books", () => {
  it('has 60 books, numbered from 1, in several languages and genres', async () => {
    const first = await t.request('GET', '/api/v1/books?limit=100', as);
    expect(first.statusCode, first.body).toBe(200);
    const { books, total } = first.json<{ books: Book[]; total: number }>();
    expect(total).toBe(60);
    expect(books.map((b) => b.number)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(books.map((b) => b.isbn)).size).toBe(60);
    expect(new Set(books.map((b) => b.language))).toEqual(
      new Set(['English', 'Hindi', 'Marathi', 'Tamil', 'Sanskrit']),
    );
    expect(books.find((b) => b.title === 'गोदान')?.language).toBe('Hindi');
  });

  it('has loans, a few overdue, each pending one holding a copy', async () => {
    const res = await t.request('GET', '/api/v1/loans?limit=100', as);
    const { loans } = res.json<{ loans: Loan[] }>();
    expect(loans.length).toBe(13);
    const overdue = loans.filter((l) => l.overdue);
    expect(overdue.length).toBeGreaterThanOrEqual(4);
    expect(loans.some((l) => l.status === 'Returned')).toBe(true);
    expect(loans.find((l) => l.borrowerName === 'Asha Rao')).toMatchObject({ overdue: true });
    const books = (await t.request('GET', '/api/v1/books?limit=100', as)).json<{ books: Book[] }>()
      .books;
    const pending = loans.filter((l) => !l.returnBook);
    expect(books.reduce((sum, b) => sum + b.onLoan, 0)).toBe(pending.length);
  });

  it('has a shelf of 6 by 7 with books in it', async () => {
    const res = await t.request('GET', '/api/v1/bookshelf', as);
    const { shelf } = res.json<{ shelf: Shelf }>();
    expect(shelf).toMatchObject({ rows: 6, columns: 7 });
    expect(shelf.cells).toHaveLength(24);
  });
});
