import { and, eq, sql } from 'drizzle-orm';
import {
  BOOK_MESSAGES,
  bookDisplayId,
  normalizeIsbn,
  parseBookDisplayId,
  todayInIndia,
  type Book,
  type BookData,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { conflict } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { organizations } from '../orgs/orgs.table';
import { books, type BookRow } from './books.table';

/** The year a book was catalogued, in India. */
const catalogueYear = (row: Pick<BookRow, 'createdAt'>) =>
  Number(todayInIndia(row.createdAt).slice(0, 4));

export const displayIdOf = (row: Pick<BookRow, 'createdAt' | 'number'>) =>
  bookDisplayId(catalogueYear(row), row.number);

export function toBook(row: BookRow): Book {
  const available = row.quantity - row.onLoan;
  return {
    _id: row.id,
    id: row.id,
    displayId: displayIdOf(row),
    number: row.number,
    title: row.title,
    author: row.author,
    series: row.series ?? '',
    genre: row.series ?? '',
    publisher: row.publisher,
    publisherDate: row.publisherDate,
    isbn: row.isbn,
    format: row.format,
    language: row.language,
    price: Number(row.price),
    copies: row.quantity,
    quantity: row.quantity,
    onLoan: row.onLoan,
    available,
    isAvailable: available > 0,
    pages: row.pages,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export const bookValues = (input: BookData) => ({
  title: input.title,
  author: input.author,
  series: input.series ?? null,
  publisher: input.publisher,
  publisherDate: input.publisherDate,
  isbn: input.isbn,
  format: input.format,
  language: input.language,
  price: input.price,
  quantity: input.quantity,
  pages: input.pages,
  description: input.description,
});

/** A duplicate ISBN is the librarian's to fix: 409 with what to do instead. */
export function rethrowBookConflict(error: unknown): never {
  if (isUniqueViolation(error, 'books_org_isbn_key')) throw conflict(BOOK_MESSAGES.duplicateIsbn);
  throw error;
}

/**
 * Catalogues a book with the library's next number. The library's row is locked for the
 * transaction, so two books added at once get consecutive numbers, never the same one.
 */
export async function addBook(db: Db, orgId: string, input: BookData): Promise<BookRow> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, orgId))
        .for('update');
      const [next] = await tx
        .select({ number: sql<number>`coalesce(max(${books.number}), 0)::int + 1` })
        .from(books)
        .where(eq(books.orgId, orgId));
      const [row] = await tx
        .insert(books)
        .values({ ...bookValues(input), orgId, number: next?.number ?? 1 })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    });
  } catch (error) {
    rethrowBookConflict(error);
  }
}

/** Whether a Book ID is meant as a catalogue reference: an id, a displayed id or an ISBN. */
export function looksLikeBookRef(ref: string): boolean {
  const value = ref.trim();
  const isbn = normalizeIsbn(value);
  return (
    /^[0-9a-f]{24}$/.test(value) ||
    parseBookDisplayId(value) !== null ||
    /^\d{9}[\dX]$|^\d{13}$/.test(isbn)
  );
}

/**
 * The library's book a loan or a shelf names: its id, its displayed id (2026B07) or its ISBN.
 * Undefined when none matches.
 */
export async function findBookByRef(
  db: Db,
  orgId: string,
  ref: string,
): Promise<BookRow | undefined> {
  const value = ref.trim();
  if (/^[0-9a-f]{24}$/.test(value)) {
    const [row] = await db
      .select()
      .from(books)
      .where(and(eq(books.orgId, orgId), eq(books.id, value)));
    return row;
  }
  const display = parseBookDisplayId(value);
  if (display) {
    const [row] = await db
      .select()
      .from(books)
      .where(and(eq(books.orgId, orgId), eq(books.number, display.number)));
    // The number names the book; the year must be the one it shows.
    return row && catalogueYear(row) === display.year ? row : undefined;
  }
  const isbn = normalizeIsbn(value);
  if (/^\d{9}[\dX]$|^\d{13}$/.test(isbn)) {
    const [row] = await db
      .select()
      .from(books)
      .where(and(eq(books.orgId, orgId), eq(books.isbn, isbn)));
    return row;
  }
  return undefined;
}

/** The one book with exactly this title (case and spacing aside), if only one has it. */
export async function findBookByTitle(
  db: Db,
  orgId: string,
  title: string,
): Promise<BookRow | undefined> {
  const rows = await db
    .select()
    .from(books)
    .where(and(eq(books.orgId, orgId), sql`lower(${books.title}) = ${title.trim().toLowerCase()}`))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}
