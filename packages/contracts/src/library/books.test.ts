import { describe, expect, it } from 'vitest';
import {
  BOOK_MESSAGES,
  bookDisplayId,
  bookInputSchema,
  isValidIsbn,
  normalizeIsbn,
  parseBookDisplayId,
} from './books';
import { LOAN_MESSAGES, loanInputSchema } from './loans';

const BOOK = {
  title: 'Indian Polity',
  author: 'M. Laxmikanth',
  publisher: 'McGraw Hill',
  publisherDate: '2023-06-01',
  isbn: '978-0-306-40615-7',
  price: '750',
  quantity: 3,
  pages: 800,
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('book form (spec 02 section 5)', () => {
  it('defaults format to Paper Book and language to English, and normalizes the ISBN', () => {
    const book = bookInputSchema.parse(BOOK);
    expect(book).toMatchObject({
      format: 'Paper Book',
      language: 'English',
      isbn: '9780306406157',
      price: '750',
      quantity: 3,
      description: '',
    });
    expect(book.series).toBeUndefined();
  });

  it.each([
    ['title', BOOK_MESSAGES.title],
    ['author', BOOK_MESSAGES.author],
    ['publisher', BOOK_MESSAGES.publisher],
    ['publisherDate', BOOK_MESSAGES.publisherDate],
    ['isbn', BOOK_MESSAGES.isbn],
    ['price', BOOK_MESSAGES.price],
    ['quantity', BOOK_MESSAGES.quantity],
    ['pages', BOOK_MESSAGES.pages],
  ])('requires %s, missing or blank', (field, message) => {
    const without: Record<string, unknown> = { ...BOOK };
    delete without[field];
    expect(firstMessage(bookInputSchema.safeParse(without))).toBe(message);
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, [field]: '  ' }))).toBe(message);
  });

  it('takes copies for quantity, and refuses values outside the lists and ranges', () => {
    const copies: Record<string, unknown> = { ...BOOK, copies: '5' };
    delete copies.quantity;
    expect(bookInputSchema.parse(copies).quantity).toBe(5);
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, quantity: 0 }))).toBe(
      BOOK_MESSAGES.quantityInvalid,
    );
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, pages: 2.5 }))).toBe(
      BOOK_MESSAGES.pagesInvalid,
    );
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, price: '12.345' }))).toBe(
      BOOK_MESSAGES.priceInvalid,
    );
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, format: 'Scroll' }))).toBe(
      BOOK_MESSAGES.format,
    );
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, series: 'Poetry' }))).toBe(
      BOOK_MESSAGES.genre,
    );
    expect(bookInputSchema.parse({ ...BOOK, series: "Children's Book" }).series).toBe(
      "Children's Book",
    );
    expect(firstMessage(bookInputSchema.safeParse({ ...BOOK, isbn: '978-0-306-40615-8' }))).toBe(
      BOOK_MESSAGES.isbnInvalid,
    );
  });

  it('checks ISBN-10 and ISBN-13 check digits', () => {
    expect(isValidIsbn(normalizeIsbn('0-306-40615-2'))).toBe(true);
    expect(isValidIsbn(normalizeIsbn('0-8044-2957-x'))).toBe(true);
    expect(isValidIsbn('0306406153')).toBe(false);
    expect(isValidIsbn('9780306406157')).toBe(true);
    expect(isValidIsbn('978030640615')).toBe(false);
  });

  it('shows the book id as year, B and the book number padded to two digits', () => {
    expect(bookDisplayId(2026, 7)).toBe('2026B07');
    expect(bookDisplayId(2026, 123)).toBe('2026B123');
    expect(parseBookDisplayId('2026b07')).toEqual({ year: 2026, number: 7 });
    expect(parseBookDisplayId('B07')).toBeNull();
  });
});

describe('loan form (spec 02 section 5)', () => {
  const LOAN = {
    loanId: 'L-001',
    bookName: 'Indian Polity',
    borrowerName: 'Ravi Kumar',
    loanDate: '2026-11-01',
  };

  it.each(['loanId', 'bookName', 'borrowerName', 'loanDate'])(
    'requires %s with the one message',
    (field) => {
      const without: Record<string, unknown> = { ...LOAN };
      delete without[field];
      expect(firstMessage(loanInputSchema.safeParse(without))).toBe(LOAN_MESSAGES.required);
      expect(firstMessage(loanInputSchema.safeParse({ ...LOAN, [field]: '' }))).toBe(
        LOAN_MESSAGES.required,
      );
    },
  );

  it('keeps the optional fields optional and checks them when given', () => {
    expect(loanInputSchema.parse({ ...LOAN, bookId: '', dueDate: '' })).toMatchObject({
      returnBook: false,
      bookId: undefined,
      dueDate: undefined,
    });
    expect(loanInputSchema.parse({ ...LOAN, borrowerVedanId: 'vdabc123' }).borrowerVedanId).toBe(
      'VDABC123',
    );
    expect(firstMessage(loanInputSchema.safeParse({ ...LOAN, dueDate: '2026-10-31' }))).toBe(
      LOAN_MESSAGES.dueBeforeLoan,
    );
    expect(firstMessage(loanInputSchema.safeParse({ ...LOAN, borrowerEmail: 'nope' }))).toBe(
      LOAN_MESSAGES.email,
    );
    expect(firstMessage(loanInputSchema.safeParse({ ...LOAN, borrowerVedanId: 'X1' }))).toBe(
      LOAN_MESSAGES.vedanId,
    );
  });
});
