import { z } from 'zod';
import { pageQuerySchema } from '../common/api';
import { calendarDateSchema } from '../common/date';
import type { ImportField } from '../common/spreadsheet';

/** The library's book catalogue and shelf grid (spec 02 sections 2 to 9). */

// Spec 02 section 9, word for word and in order.
export const BOOK_FORMATS = [
  'Paper Book',
  'Hardcover',
  'Pocket Book',
  'Ebook',
  'Audio',
  'CD',
] as const;
export const BOOK_LANGUAGES = [
  'English',
  'Hindi',
  'Tamil',
  'Marathi',
  'Kumaoni',
  'French',
  'German',
  'Sanskrit',
] as const;
export const BOOK_GENRES = [
  'Art',
  "Children's Book",
  'Business',
  'Comic',
  'Education',
  'History',
  'Literature',
  'Autobiography',
  'Social Science',
] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];
export type BookGenre = (typeof BOOK_GENRES)[number];

export const BOOK_DEFAULTS = { format: 'Paper Book', language: 'English' } as const;

/** Where the form goes after 'Book added successfully!' (spec 02 section 2). */
export const BOOKS_PAGE_PATH = '/mgtservice/mgtlibrary/bookshell/books';

export const BOOK_MESSAGES = {
  title: 'Title is required',
  author: 'Author is required',
  publisher: 'Publisher is required',
  publisherDate: 'Publisher date is required',
  isbn: 'ISBN is required',
  isbnInvalid: 'Enter a valid ISBN of 10 or 13 digits.',
  price: 'Price is required',
  priceInvalid: 'Price must be an amount in rupees with at most two decimals.',
  quantity: 'Quantity is required',
  quantityInvalid: 'Quantity must be a whole number from 1 to 10000.',
  pages: 'Pages are required',
  pagesInvalid: 'Pages must be a whole number from 1 to 100000.',
  format: `Choose a format: ${BOOK_FORMATS.join(', ')}.`,
  language: `Choose a language: ${BOOK_LANGUAGES.join(', ')}.`,
  genre: `Choose a genre: ${BOOK_GENRES.join(', ')}.`,
  // Spec 02 sections 4 and 8, word for word.
  added: 'Book added successfully!',
  addFailed: 'Failed to add book. Please try again.',
  loadFailed: 'Error loading books. Please try again.',
  empty: 'No books found.',
  loading: 'Loading books',
  // Ours.
  updated: 'Book updated.',
  removed: 'Book removed.',
  notFound: 'Book not found.',
  duplicateIsbn: 'A book with this ISBN is already in the catalogue. Change its copies instead.',
  copiesBelowLoans: (onLoan: number) =>
    `${onLoan} ${onLoan === 1 ? 'copy is' : 'copies are'} on loan: copies cannot be fewer than that.`,
  onLoan: 'This book has copies on loan. Record their return before removing it.',
} as const;

/** The ISBN without spaces or hyphens, X upper-cased. */
export function normalizeIsbn(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalized ISBN has 10 or 13 characters and a right check digit. */
export function isValidIsbn(isbn: string): boolean {
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = [...isbn].reduce(
      (total, c, i) => total + (c === 'X' ? 10 : Number(c)) * (10 - i),
      0,
    );
    return sum % 11 === 0;
  }
  if (/^\d{13}$/.test(isbn)) {
    const sum = [...isbn].reduce((total, c, i) => total + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
    return sum % 10 === 0;
  }
  return false;
}

/** A required text: missing, empty or blank gives the field's message. */
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** Empty form fields count as missing. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const wholeNumber = (requiredMessage: string, invalid: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<string | number>((value) => value !== undefined && value !== null, requiredMessage)
      .pipe(
        z.coerce
          .number<string | number>({ error: invalid })
          .int(invalid)
          .min(1, invalid)
          .max(max, invalid),
      ),
  );

/** Rupees with at most two decimals, up to 9,99,99,99,999.99 (numeric(12,2)); kept as text. */
const RUPEES = /^\d{1,10}(\.\d{1,2})?$/;

export const bookInputSchema = z.preprocess(
  // The spec's Book has "copies or quantity": either name is accepted, quantity wins.
  (value) =>
    value && typeof value === 'object' && !('quantity' in value) && 'copies' in value
      ? { ...value, quantity: value.copies }
      : value,
  z.object({
    title: required(BOOK_MESSAGES.title, 200),
    author: required(BOOK_MESSAGES.author, 150),
    /** Shown as Genre (spec 02 section 3). Optional: the spec does not require it. */
    series: z.preprocess(
      blankToUndefined,
      z.enum(BOOK_GENRES, { error: BOOK_MESSAGES.genre }).optional(),
    ),
    publisher: required(BOOK_MESSAGES.publisher, 150),
    publisherDate: z.preprocess(
      blankToUndefined,
      z.string({ error: BOOK_MESSAGES.publisherDate }).pipe(calendarDateSchema()),
    ),
    isbn: z.preprocess(
      blankToUndefined,
      z
        .string({ error: BOOK_MESSAGES.isbn })
        .transform(normalizeIsbn)
        .refine(isValidIsbn, BOOK_MESSAGES.isbnInvalid),
    ),
    format: z.enum(BOOK_FORMATS, { error: BOOK_MESSAGES.format }).default(BOOK_DEFAULTS.format),
    language: z
      .enum(BOOK_LANGUAGES, { error: BOOK_MESSAGES.language })
      .default(BOOK_DEFAULTS.language),
    price: z.preprocess(
      blankToUndefined,
      z
        .union([z.number(), z.string()], {
          error: (issue) =>
            issue.input === undefined ? BOOK_MESSAGES.price : BOOK_MESSAGES.priceInvalid,
        })
        .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
        .refine((value) => RUPEES.test(value), BOOK_MESSAGES.priceInvalid),
    ),
    quantity: wholeNumber(BOOK_MESSAGES.quantity, BOOK_MESSAGES.quantityInvalid, 10_000),
    pages: wholeNumber(BOOK_MESSAGES.pages, BOOK_MESSAGES.pagesInvalid, 100_000),
    description: z.string().trim().max(2000, 'At most 2000 characters.').default(''),
  }),
);
/** What the book form sends (empty texts count as missing). */
export interface BookInput {
  title: string;
  author: string;
  series?: BookGenre | '';
  publisher: string;
  publisherDate: string;
  isbn: string;
  format?: BookFormat;
  language?: BookLanguage;
  price: string | number;
  quantity?: string | number;
  /** The spec's other name for quantity. */
  copies?: string | number;
  pages: string | number;
  description?: string;
}
export type BookData = z.output<typeof bookInputSchema>;

export const bookSchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** The id the screens show: the year it was catalogued, B, its number in the library (2026B07). */
  displayId: z.string(),
  /** The book's number in its library: 1 for the first catalogued, never reused. */
  number: z.number(),
  title: z.string(),
  author: z.string(),
  series: z.string(),
  genre: z.string(),
  publisher: z.string(),
  publisherDate: z.string(),
  isbn: z.string(),
  format: z.enum(BOOK_FORMATS),
  language: z.enum(BOOK_LANGUAGES),
  /** Rupees. */
  price: z.number(),
  copies: z.number(),
  quantity: z.number(),
  onLoan: z.number(),
  available: z.number(),
  isAvailable: z.boolean(),
  pages: z.number(),
  description: z.string(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const booksQuerySchema = pageQuerySchema.extend({
  genre: z.enum(BOOK_GENRES, { error: BOOK_MESSAGES.genre }).optional(),
  language: z.enum(BOOK_LANGUAGES, { error: BOOK_MESSAGES.language }).optional(),
  format: z.enum(BOOK_FORMATS, { error: BOOK_MESSAGES.format }).optional(),
  /** Books Available: only books with a copy on the shelf. */
  available: flag.optional(),
});

/**
 * The displayed book id (spec 02 section 9: the year, a fixed letter, a number padded to two
 * digits). The number is the book's own, given when it is catalogued, not its place in a list,
 * so the id stays the same whatever the list's order, filter or page.
 */
export function bookDisplayId(year: number, number: number): string {
  return `${year}B${String(number).padStart(2, '0')}`;
}

/** '2026B07' read back as year and number, or null. */
export function parseBookDisplayId(value: string): { year: number; number: number } | null {
  const match = /^(\d{4})B(\d{2,})$/i.exec(value.trim());
  return match ? { year: Number(match[1]), number: Number(match[2]) } : null;
}

// The shelf grid.

export const SHELF_DEFAULTS = { rows: 6, columns: 7 } as const;
export const SHELF_LIMITS = { rows: 50, columns: 50 } as const;
/** The file the shelf list downloads as (spec 02 section 9). */
export const SHELF_LIST_FILE = 'assigned_books_list.txt';

export const SHELF_MESSAGES = {
  size: `A shelf has 1 to ${SHELF_LIMITS.rows} rows and 1 to ${SHELF_LIMITS.columns} columns.`,
  cell: 'That cell is not on the shelf.',
  cellsInTheWay:
    'Books are assigned to the rows or columns being removed. Move them to other cells first.',
  resized: 'Shelf resized.',
  assigned: 'Book assigned to the shelf.',
  removed: 'Book taken off the shelf.',
  notFound: 'Shelf cell not found.',
  bookRequired: 'Choose a book for the cell.',
} as const;

export const shelfSizeSchema = z.object({
  rows: z.coerce
    .number({ error: SHELF_MESSAGES.size })
    .int(SHELF_MESSAGES.size)
    .min(1, SHELF_MESSAGES.size)
    .max(SHELF_LIMITS.rows, SHELF_MESSAGES.size),
  columns: z.coerce
    .number({ error: SHELF_MESSAGES.size })
    .int(SHELF_MESSAGES.size)
    .min(1, SHELF_MESSAGES.size)
    .max(SHELF_LIMITS.columns, SHELF_MESSAGES.size),
});
export type ShelfSize = z.infer<typeof shelfSizeSchema>;

export const shelfCellInputSchema = z.object({
  /** Rows and columns count from 1, top left. */
  row: z.coerce
    .number({ error: SHELF_MESSAGES.cell })
    .int(SHELF_MESSAGES.cell)
    .min(1, SHELF_MESSAGES.cell),
  column: z.coerce
    .number({ error: SHELF_MESSAGES.cell })
    .int(SHELF_MESSAGES.cell)
    .min(1, SHELF_MESSAGES.cell),
  bookId: z
    .string({ error: SHELF_MESSAGES.bookRequired })
    .regex(/^[0-9a-f]{24}$/, SHELF_MESSAGES.bookRequired),
});
export type ShelfCellInput = z.input<typeof shelfCellInputSchema>;

export const shelfCellSchema = z.object({
  _id: z.string(),
  row: z.number(),
  column: z.number(),
  bookId: z.string(),
  displayId: z.string(),
  title: z.string(),
  author: z.string(),
  isAvailable: z.boolean(),
});
export type ShelfCell = z.infer<typeof shelfCellSchema>;

export const shelfSchema = z.object({
  rows: z.number(),
  columns: z.number(),
  cells: z.array(shelfCellSchema),
});
export type Shelf = z.infer<typeof shelfSchema>;

/** The columns a spreadsheet of books may fill (issue 32 item 5). */
export const BOOK_IMPORT_FIELDS: readonly ImportField[] = [
  {
    key: 'title',
    en: 'Title',
    hi: 'शीर्षक',
    aliases: ['Book Title', 'Book Name', 'पुस्तक का नाम'],
    required: true,
  },
  { key: 'author', en: 'Author', hi: 'लेखक', aliases: ['Writer'], required: true },
  {
    key: 'series',
    en: 'Genre',
    hi: 'विधा',
    aliases: ['Series', 'Category', 'शैली'],
    choices: BOOK_GENRES,
  },
  { key: 'publisher', en: 'Publisher', hi: 'प्रकाशक', required: true },
  {
    key: 'publisherDate',
    en: 'Publisher Date',
    hi: 'प्रकाशन तिथि',
    aliases: ['Published', 'Publication Date', 'Published On'],
    required: true,
    kind: 'date',
  },
  { key: 'isbn', en: 'ISBN', hi: 'आईएसबीएन', required: true },
  { key: 'format', en: 'Format', hi: 'प्रारूप', choices: BOOK_FORMATS },
  { key: 'language', en: 'Language', hi: 'भाषा', choices: BOOK_LANGUAGES },
  {
    key: 'price',
    en: 'Price',
    hi: 'मूल्य',
    aliases: ['MRP', 'कीमत'],
    required: true,
    kind: 'number',
  },
  {
    key: 'quantity',
    en: 'Quantity',
    hi: 'मात्रा',
    aliases: ['Copies', 'Qty', 'प्रतियाँ'],
    required: true,
    kind: 'number',
  },
  {
    key: 'pages',
    en: 'Pages',
    hi: 'पृष्ठ',
    aliases: ['No of Pages', 'पन्ने'],
    required: true,
    kind: 'number',
  },
  { key: 'description', en: 'Description', hi: 'विवरण' },
];
