import { eq } from 'drizzle-orm';
import { addDays, bookInputSchema, todayInIndia, type BookInput } from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { bookValues } from './books.service';
import { books } from './books.table';
import { addLoan } from './loans.service';
import { DEMO_BOOKS, DEMO_LOANS } from './books.seed-data';
import { bookShelves, shelfCells } from './shelves.table';

/** A valid ISBN-13 made from a 12-digit stem and its check digit. */
export function isbn13(stem: string): string {
  if (!/^\d{12}$/.test(stem)) throw new Error('An ISBN stem has 12 digits.');
  const sum = [...stem].reduce((total, c, i) => total + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

/** The shelf: the first 24 books, four to a row from the top left. */
const SHELVED = 24;

async function findId(db: Db, table: 'org' | 'user', key: string): Promise<string | undefined> {
  if (table === 'org') {
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, key));
    return org?.id;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, key));
  return user?.id;
}

export const demoBooksSeed: DemoSeed = {
  key: 'demo_library_books_seeded',
  async run(db) {
    const orgId = await findId(db, 'org', 'Vijnan Study Centre');
    if (!orgId) return;
    // One insert for the catalogue: the demo library has no books yet, so they are numbered
    // 1 to 60 in this order (addBook's lock is for librarians adding at once).
    const rows = await db
      .insert(books)
      .values(
        DEMO_BOOKS.map(
          ([title, author, publisher, year, series, pages, price, copies, language], i) => {
            const input: BookInput = {
              title,
              author,
              publisher,
              publisherDate: `${year}-${String((i % 12) + 1).padStart(2, '0')}-01`,
              series,
              language: language ?? 'English',
              format: i % 9 === 0 ? 'Hardcover' : i % 13 === 0 ? 'Pocket Book' : 'Paper Book',
              isbn: isbn13(`978938${String(100000 + i * 37).slice(-6)}`),
              price: String(price),
              quantity: copies,
              pages,
              description: `${title} by ${author}.`,
            };
            return { ...bookValues(bookInputSchema.parse(input)), orgId, number: i + 1 };
          },
        ),
      )
      .returning({ id: books.id, number: books.number });
    const bookIds = rows.sort((x, y) => x.number - y.number).map((r) => r.id);

    const today = todayInIndia();
    const [student] = await db
      .select({ vedanId: users.vedanId })
      .from(users)
      .where(eq(users.email, 'student@vedann.demo'));
    // The demo student has a book out too, linked to her account, and overdue.
    const loans = [
      ...DEMO_LOANS,
      ...(student
        ? [
            {
              title: 'Wings of Fire',
              borrower: 'Asha Rao',
              lentDaysAgo: 21,
              days: 14,
              vedanId: student.vedanId,
            },
          ]
        : []),
    ];
    for (const [i, loan] of loans.entries()) {
      const book = DEMO_BOOKS.findIndex(([title]) => title === loan.title);
      const loanDate = addDays(today, -loan.lentDaysAgo);
      await addLoan(db, orgId, {
        loanId: `VSC-${String(i + 1).padStart(3, '0')}`,
        bookName: loan.title,
        bookId: bookIds[book],
        borrowerName: loan.borrower,
        loanDate,
        dueDate: addDays(loanDate, loan.days),
        returnBook: 'returned' in loan ? (loan.returned ?? false) : false,
        borrowerEmail: 'email' in loan ? loan.email : undefined,
        borrowerVedanId: 'vedanId' in loan ? loan.vedanId : undefined,
      });
    }

    await db.insert(bookShelves).values({ orgId, rows: 6, columns: 7 }).onConflictDoNothing();
    await db
      .insert(shelfCells)
      .values(
        bookIds.slice(0, SHELVED).map((bookId, i) => ({
          orgId,
          row: Math.floor(i / 4) + 1,
          column: (i % 4) + 1,
          bookId,
        })),
      )
      .onConflictDoNothing();
  },
};
