import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  LOAN_DEFAULT_DAYS,
  LOAN_MESSAGES,
  LOAN_STATUS,
  addDays,
  todayInIndia,
  type Loan,
  type LoanData,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../accounts/users.table';
import { books, type BookRow } from './books.table';
import { displayIdOf, findBookByRef, findBookByTitle, looksLikeBookRef } from './books.service';
import { loans, type LoanRow } from './loans.table';

export type LoanWithBook = LoanRow & { book: Pick<BookRow, 'id' | 'number' | 'createdAt'> | null };

/** A loan out past its due date on `today`: the loans page's Overdue filter and the home's count. */
export const overdueOn = (today: string) =>
  and(eq(loans.returnBook, false), lt(loans.dueDate, today));

export function toLoan(row: LoanWithBook, today: string = todayInIndia()): Loan {
  const displayId = row.book ? displayIdOf(row.book) : null;
  return {
    _id: row.id,
    id: row.id,
    loanId: row.loanId,
    bookName: row.bookName,
    bookId: displayId ?? row.bookRef,
    book: row.book && displayId ? { _id: row.book.id, displayId } : null,
    borrowerName: row.borrowerName,
    borrowerVedanId: row.borrowerVedanId,
    borrowerEmail: row.borrowerEmail,
    loanDate: row.loanDate,
    dueDate: row.dueDate,
    returnBook: row.returnBook,
    returnedOn: row.returnedOn,
    status: row.returnBook ? LOAN_STATUS.returned : LOAN_STATUS.pending,
    overdue: !row.returnBook && row.dueDate < today,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a loan. A catalogue book (by Book ID, or else by its exact title when one book has
 * it) gives up one copy in the same transaction: the conditional update succeeds only while a
 * copy is on the shelf, so two librarians lending the last copy at once get one loan and one 409.
 */
export async function addLoan(db: Db, orgId: string, input: LoanData): Promise<LoanWithBook> {
  let borrowerUserId: string | null = null;
  if (input.borrowerVedanId) {
    const [person] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.vedanId, input.borrowerVedanId));
    if (!person) throw badRequest(LOAN_MESSAGES.borrowerNotFound);
    borrowerUserId = person.id;
  }
  let book: BookRow | undefined;
  if (input.bookId && looksLikeBookRef(input.bookId)) {
    book = await findBookByRef(db, orgId, input.bookId);
    if (!book) throw badRequest(LOAN_MESSAGES.bookNotFound);
  } else {
    book = await findBookByTitle(db, orgId, input.bookName);
  }
  try {
    return await db.transaction(async (tx) => {
      if (book && !input.returnBook) {
        const [taken] = await tx
          .update(books)
          .set({ onLoan: sql`${books.onLoan} + 1` })
          .where(
            and(eq(books.orgId, orgId), eq(books.id, book.id), lt(books.onLoan, books.quantity)),
          )
          .returning({ id: books.id });
        if (!taken) throw conflict(LOAN_MESSAGES.noCopies);
      }
      const [row] = await tx
        .insert(loans)
        .values({
          orgId,
          loanId: input.loanId,
          bookName: input.bookName,
          bookId: book?.id ?? null,
          bookRef: book ? '' : (input.bookId ?? ''),
          borrowerName: input.borrowerName,
          borrowerVedanId: input.borrowerVedanId ?? null,
          borrowerUserId,
          borrowerEmail: input.borrowerEmail ?? null,
          loanDate: input.loanDate,
          dueDate: input.dueDate ?? addDays(input.loanDate, LOAN_DEFAULT_DAYS),
          returnBook: input.returnBook,
          returnedOn: input.returnBook ? todayInIndia() : null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { ...row, book: book ?? null };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'loans_org_loan_id_key')) {
      throw conflict(LOAN_MESSAGES.duplicateLoanId);
    }
    throw error;
  }
}

/** A loan of the library with its book's id columns, or 404. */
export async function findLoan(db: Db, orgId: string, id: string): Promise<LoanWithBook> {
  const [found] = await db
    .select({
      loan: loans,
      book: { id: books.id, number: books.number, createdAt: books.createdAt },
    })
    .from(loans)
    .leftJoin(books, eq(books.id, loans.bookId))
    .where(and(eq(loans.orgId, orgId), eq(loans.id, id)));
  if (!found) throw notFound(LOAN_MESSAGES.notFound);
  return { ...found.loan, book: found.book };
}

/**
 * Marks a loan returned and puts its copy back, together. Only a pending loan can be returned:
 * the update's condition makes a double click one return.
 */
export async function returnLoan(
  db: Db,
  orgId: string,
  id: string,
  returnedOn: string = todayInIndia(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(loans)
      .set({ returnBook: true, returnedOn })
      .where(and(eq(loans.orgId, orgId), eq(loans.id, id), eq(loans.returnBook, false)))
      .returning({ bookId: loans.bookId });
    if (!row) {
      const [existing] = await tx
        .select({ id: loans.id })
        .from(loans)
        .where(and(eq(loans.orgId, orgId), eq(loans.id, id)));
      throw existing ? conflict(LOAN_MESSAGES.alreadyReturned) : notFound(LOAN_MESSAGES.notFound);
    }
    if (row.bookId) await releaseCopy(tx, orgId, row.bookId);
  });
}

async function releaseCopy(db: Db, orgId: string, bookId: string): Promise<void> {
  await db
    .update(books)
    .set({ onLoan: sql`${books.onLoan} - 1` })
    .where(and(eq(books.orgId, orgId), eq(books.id, bookId), gt(books.onLoan, 0)));
}

/** Deletes a loan; a pending one gives its copy back first. */
export async function deleteLoan(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(loans)
      .where(and(eq(loans.orgId, orgId), eq(loans.id, id)))
      .returning({ bookId: loans.bookId, returnBook: loans.returnBook });
    if (!row) throw notFound(LOAN_MESSAGES.notFound);
    if (row.bookId && !row.returnBook) await releaseCopy(tx, orgId, row.bookId);
  });
}
