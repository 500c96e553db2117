import { and, eq, sql } from 'drizzle-orm';
import { inJson, insertMany } from '../../db/bulk';
import { BOOK_IMPORT_FIELDS, BOOK_MESSAGES, bookInputSchema } from '@vedann/contracts';
import type { ImportTarget } from '../../http/spreadsheet-import';
import { repeatedRows } from '../../http/spreadsheet';
import { organizations } from '../orgs/orgs.table';
import { bookValues, rethrowBookConflict } from './books.service';
import { books } from './books.table';

/** A library's catalogue from a spreadsheet: an ISBN is catalogued once, numbered as it comes. */
export const bookImport: ImportTarget<typeof bookInputSchema> = {
  fields: BOOK_IMPORT_FIELDS,
  schema: bookInputSchema,
  async conflicts(db, orgId, rows) {
    const found = repeatedRows(rows, (book) => book.isbn, BOOK_MESSAGES.duplicateIsbn);
    const saved = await db
      .select({ isbn: books.isbn })
      .from(books)
      .where(
        and(
          eq(books.orgId, orgId),
          inJson(
            books.isbn,
            rows.map((row) => row.value.isbn),
          ),
        ),
      );
    const held = new Set(saved.map((row) => row.isbn));
    for (const row of rows)
      if (held.has(row.value.isbn)) found.set(row.line, BOOK_MESSAGES.duplicateIsbn);
    return found;
  },
  async save(tx, { org }, rows) {
    // As addBook: the library's row is locked, so the numbers run on without a gap or a twin.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, org.id))
      .for('update');
    const [top] = await tx
      .select({ number: sql<number>`coalesce(max(${books.number}), 0)::int` })
      .from(books)
      .where(eq(books.orgId, org.id));
    const first = Number(top?.number ?? 0) + 1;
    const values = rows.map((input, offset) => ({
      ...bookValues(input),
      orgId: org.id,
      number: first + offset,
    }));
    await insertMany(tx, books, values).catch(rethrowBookConflict);
  },
};
