import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema } from '../common/api';
import { endpoint, type OrgKindAccess } from '../common/endpoint';
import { importEndpoints } from '../common/spreadsheet';
import {
  bookInputSchema,
  bookSchema,
  booksQuerySchema,
  shelfCellInputSchema,
  shelfCellSchema,
  shelfSchema,
  shelfSizeSchema,
} from './books';
import { loanInputSchema, loanReturnSchema, loanSchema, loansQuerySchema } from './loans';

/** Any member of the library reads the catalogue and the shelves; changing them needs `books`. */
const BOOKS_READ: OrgKindAccess = { org: 'library' };
const BOOKS_WRITE: OrgKindAccess = { org: 'library', permission: 'books' };
/** Loans name people: reading them needs the loans permission too. */
const LOANS_ACCESS: OrgKindAccess = { org: 'library', permission: 'loans' };

const idParams = z.object({ id: idSchema });

/** A page of a catalogue (a library's own, or Books Available on the member's dashboard). */
export const booksListAnswer = z
  .object({ success: z.literal(true), books: z.array(bookSchema) })
  .extend(pageInfoSchema.shape);
const bookChanged = z.object({ success: z.literal(true), message: z.string(), book: bookSchema });
const loanChanged = z.object({ success: z.literal(true), message: z.string(), loan: loanSchema });

/** The library's catalogue (spec 02 section 7). */
export const libraryBooksApi = {
  /** Oldest first, as the numbers run. */
  list: endpoint({
    method: 'GET',
    path: '/books',
    access: BOOKS_READ,
    query: booksQuerySchema,
    answer: booksListAnswer,
  }),
  get: endpoint({
    method: 'GET',
    path: '/books/:id',
    access: BOOKS_READ,
    params: idParams,
    answer: z.object({ success: z.literal(true), book: bookSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/books',
    access: BOOKS_WRITE,
    body: bookInputSchema,
    answer: bookChanged,
    status: 201,
  }),
  /** The whole form again. */
  update: endpoint({
    method: 'PUT',
    path: '/books/:id',
    access: BOOKS_WRITE,
    params: idParams,
    body: bookInputSchema,
    answer: bookChanged,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/books/:id',
    access: BOOKS_WRITE,
    params: idParams,
    answer: messageResponseSchema,
  }),
  /** Books from a spreadsheet, after a preview (issue 32 item 5). */
  import: importEndpoints('/books', BOOKS_WRITE),
};

/** The library's loans (spec 02 section 7): `/api/loans` answers the loans list. */
export const libraryLoansApi = {
  /** Newest first. */
  list: endpoint({
    method: 'GET',
    path: '/loans',
    access: LOANS_ACCESS,
    query: loansQuerySchema,
    answer: z
      .object({ success: z.literal(true), loans: z.array(loanSchema) })
      .extend(pageInfoSchema.shape),
  }),
  get: endpoint({
    method: 'GET',
    path: '/loans/:id',
    access: LOANS_ACCESS,
    params: idParams,
    answer: z.object({ success: z.literal(true), loan: loanSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/loans',
    access: LOANS_ACCESS,
    body: loanInputSchema,
    answer: loanChanged,
    status: 201,
  }),
  /** The book comes back (the server answers PATCH the same way). */
  return: endpoint({
    method: 'POST',
    path: '/loans/:id/return',
    access: LOANS_ACCESS,
    params: idParams,
    body: loanReturnSchema,
    answer: loanChanged,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/loans/:id',
    access: LOANS_ACCESS,
    params: idParams,
    answer: messageResponseSchema,
  }),
};

/** The bookshelf grid and the books assigned to its cells (spec 02 section 9). */
export const libraryShelfApi = {
  get: endpoint({
    method: 'GET',
    path: '/bookshelf',
    access: BOOKS_READ,
    answer: z.object({ success: z.literal(true), shelf: shelfSchema }),
  }),
  /** Adding or removing a row or column. */
  resize: endpoint({
    method: 'PUT',
    path: '/bookshelf',
    access: BOOKS_WRITE,
    body: shelfSizeSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), shelf: shelfSchema }),
  }),
  cells: endpoint({
    method: 'GET',
    path: '/bookshelf/cells',
    access: BOOKS_READ,
    answer: z.object({ success: z.literal(true), cells: z.array(shelfCellSchema) }),
  }),
  cell: endpoint({
    method: 'GET',
    path: '/bookshelf/cells/:id',
    access: BOOKS_READ,
    params: idParams,
    answer: z.object({ success: z.literal(true), cell: shelfCellSchema }),
  }),
  /** Puts a book in a cell (replacing what was there). */
  assign: endpoint({
    method: 'POST',
    path: '/bookshelf/cells',
    access: BOOKS_WRITE,
    body: shelfCellInputSchema,
    answer: z.object({ success: z.literal(true), message: z.string(), cell: shelfCellSchema }),
    status: 201,
  }),
  removeCell: endpoint({
    method: 'DELETE',
    path: '/bookshelf/cells/:id',
    access: BOOKS_WRITE,
    params: idParams,
    answer: messageResponseSchema,
  }),
};
