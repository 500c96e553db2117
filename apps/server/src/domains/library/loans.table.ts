import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, updatedAt } from '../../db/columns';
import { users } from '../accounts/users.table';
import { orgColumn } from '../orgs/orgs.table';
import { books } from './books.table';

/** A book lent to someone. A loan of a catalogue book holds one of its copies until returned. */
export const loans = pgTable(
  'loans',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /** The library's own loan number, as typed on the form. */
    loanId: varchar('loan_id', { length: 40 }).notNull(),
    bookName: varchar('book_name', { length: 200 }).notNull(),
    /** The catalogue book whose copy this is; null for a book outside the catalogue. */
    bookId: idRef('book_id').references(() => books.id, { onDelete: 'set null' }),
    /** What was typed as Book ID for a book outside the catalogue. */
    bookRef: varchar('book_ref', { length: 40 }).notNull().default(''),
    borrowerName: varchar('borrower_name', { length: 100 }).notNull(),
    borrowerVedanId: varchar('borrower_vedan_id', { length: 12 }),
    /** The borrower's account, found by Vedan ID: where the overdue reminder goes. */
    borrowerUserId: idRef('borrower_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    borrowerEmail: varchar('borrower_email', { length: 254 }),
    loanDate: date('loan_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    returnBook: boolean('return_book').notNull().default(false),
    returnedOn: date('returned_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('loans_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('loans_org_loan_id_key').on(t.orgId, t.loanId),
    index('loans_org_returned_idx').on(t.orgId, t.returnBook, t.id),
    index('loans_org_book_idx').on(t.orgId, t.bookId),
    // Overdue loans: a library's (its list filter) and everyone's (the reminder job).
    index('loans_org_pending_due_idx')
      .on(t.orgId, t.dueDate)
      .where(sql`${t.returnBook} = false`),
    index('loans_pending_due_idx')
      .on(t.dueDate)
      .where(sql`${t.returnBook} = false`),
    // The borrower's own dashboard: the books they have out.
    index('loans_borrower_pending_idx')
      .on(t.borrowerUserId, t.dueDate)
      .where(sql`${t.returnBook} = false`),
  ],
);

export type LoanRow = typeof loans.$inferSelect;
