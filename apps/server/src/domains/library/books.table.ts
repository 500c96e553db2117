import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { BOOK_FORMATS, BOOK_GENRES, BOOK_LANGUAGES } from '@vedann/contracts';
import { createdAt, idColumn, money, updatedAt } from '../../db/columns';
import { orgColumn } from '../orgs/orgs.table';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A title in a library's catalogue, with how many copies it has and how many are lent out. */
export const books = pgTable(
  'books',
  {
    id: idColumn(),
    orgId: orgColumn(),
    /** The book's number in its library, given in order when catalogued (the displayed id). */
    number: integer('number').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    author: varchar('author', { length: 150 }).notNull(),
    /** Shown as Genre. */
    series: text('series', { enum: BOOK_GENRES }),
    publisher: varchar('publisher', { length: 150 }).notNull(),
    publisherDate: date('publisher_date', { mode: 'string' }).notNull(),
    /** Digits (and a final X), without hyphens. */
    isbn: varchar('isbn', { length: 13 }).notNull(),
    format: text('format', { enum: BOOK_FORMATS }).notNull(),
    language: text('language', { enum: BOOK_LANGUAGES }).notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** Copies out on loan now; a loan adds one only while it stays within quantity. */
    onLoan: integer('on_loan').notNull().default(0),
    pages: integer('pages').notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple', title || ' ' || author || ' ' || publisher)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The database itself never lets more copies out than the library has.
    check('books_on_loan_check', sql`${t.onLoan} >= 0 and ${t.onLoan} <= ${t.quantity}`),
    index('books_org_id_idx').on(t.orgId, t.id),
    uniqueIndex('books_org_number_key').on(t.orgId, t.number),
    uniqueIndex('books_org_isbn_key').on(t.orgId, t.isbn),
    index('books_org_genre_idx').on(t.orgId, t.series, t.id),
    index('books_org_language_idx').on(t.orgId, t.language, t.id),
    index('books_org_format_idx').on(t.orgId, t.format, t.id),
    index('books_org_title_idx').on(t.orgId, sql`lower(${t.title})`),
    // Books Available: only titles with a copy on the shelf.
    index('books_org_available_idx')
      .on(t.orgId, t.id)
      .where(sql`${t.onLoan} < ${t.quantity}`),
    index('books_search_idx').using('gin', t.searchVector),
  ],
);

export type BookRow = typeof books.$inferSelect;
