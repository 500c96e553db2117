import { and, asc, count, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BOOK_MESSAGES,
  booksListAnswer,
  booksQuerySchema,
  libraryApi,
  normalizeIsbn,
  pageInfo,
  parseBookDisplayId,
} from '@vedann/contracts';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { currentOrg } from '../../http/access';
import { routeOf } from '../../http/endpoint-routes';
import { conflict, notFound } from '../../http/errors';
import { keywordQuery } from '../../db/search';
import { books } from './books.table';
import { addBook, bookValues, rethrowBookConflict, toBook } from './books.service';

const tags = ['library'];
const api = libraryApi.books;

/**
 * What the search box finds: an ISBN (with or without hyphens) by the ISBN index, a displayed
 * id (2026B07) by the number index, and anything else as word prefixes of title, author and
 * publisher by the GIN index.
 */
function searchCondition(search: string): SQL {
  const isbn = normalizeIsbn(search);
  if (/^\d{9}[\dX]$|^\d{13}$/.test(isbn)) return eq(books.isbn, isbn);
  const display = parseBookDisplayId(search);
  if (display) return eq(books.number, display.number);
  const query = keywordQuery(search);
  return query ? sql`${books.searchVector} @@ to_tsquery('simple', ${query})` : sql`true`;
}

/** A page of a library's catalogue, oldest first, as the numbers run. */
export async function listBooks(
  db: Db,
  orgId: string,
  query: z.output<typeof booksQuerySchema>,
): Promise<z.infer<typeof booksListAnswer>> {
  const conditions: (SQL | undefined)[] = [eq(books.orgId, orgId)];
  if (query.search) conditions.push(searchCondition(query.search));
  if (query.genre) conditions.push(eq(books.series, query.genre));
  if (query.language) conditions.push(eq(books.language, query.language));
  if (query.format) conditions.push(eq(books.format, query.format));
  if (query.available !== undefined) {
    conditions.push(
      query.available
        ? lt(books.onLoan, books.quantity)
        : sql`${books.onLoan} >= ${books.quantity}`,
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(books)
      .where(where)
      .orderBy(asc(books.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(books).where(where),
  ]);
  return {
    success: true as const,
    books: rows.map(toBook),
    ...pageInfo(query, totals?.total ?? 0),
  };
}

export function registerBookRoutes({ app, db }: AppContext): void {
  // Spec 02 section 7: GET /books answers `books`. Oldest first, as the numbers run.
  app.route({
    ...routeOf(api.list, tags),
    handler: async (request) => listBooks(db, currentOrg(request).id, request.query),
  });

  app.route({
    ...routeOf(api.get, tags),
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(books)
        .where(and(eq(books.orgId, currentOrg(request).id), eq(books.id, request.params.id)));
      if (!row) throw notFound(BOOK_MESSAGES.notFound);
      return { success: true as const, book: toBook(row) };
    },
  });

  // Spec 02 section 7: POST /books with the book form.
  app.route({
    ...routeOf(api.create, tags),
    handler: async (request, reply) => {
      const row = await addBook(db, currentOrg(request).id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: BOOK_MESSAGES.added, book: toBook(row) });
    },
  });

  // The whole form again. Copies may not drop below those on loan (checked in the same update).
  app.route({
    ...routeOf(api.update, tags),
    handler: async (request) => {
      const orgId = currentOrg(request).id;
      const inOrg = and(eq(books.orgId, orgId), eq(books.id, request.params.id));
      const [row] = await db
        .update(books)
        .set(bookValues(request.body))
        .where(and(inOrg, sql`${books.onLoan} <= ${request.body.quantity}`))
        .returning()
        .catch(rethrowBookConflict);
      if (row) return { success: true as const, message: BOOK_MESSAGES.updated, book: toBook(row) };
      const [existing] = await db.select({ onLoan: books.onLoan }).from(books).where(inOrg);
      if (!existing) throw notFound(BOOK_MESSAGES.notFound);
      throw conflict(BOOK_MESSAGES.copiesBelowLoans(existing.onLoan));
    },
  });

  // A book with copies out cannot go: their loans would lose the book they hold.
  app.route({
    ...routeOf(api.remove, tags),
    handler: async (request) => {
      const inOrg = and(eq(books.orgId, currentOrg(request).id), eq(books.id, request.params.id));
      const [row] = await db
        .delete(books)
        .where(and(inOrg, eq(books.onLoan, 0)))
        .returning({ id: books.id });
      if (row) return { success: true as const, message: BOOK_MESSAGES.removed };
      const [existing] = await db.select({ id: books.id }).from(books).where(inOrg);
      if (!existing) throw notFound(BOOK_MESSAGES.notFound);
      throw conflict(BOOK_MESSAGES.onLoan);
    },
  });
}
