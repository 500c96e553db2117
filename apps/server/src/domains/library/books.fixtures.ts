import { isbn13 } from './books.seed';
import type { BookInput } from '@vedann/contracts';

let serial = 0;

/** A complete book form, each call with its own ISBN. */
export function bookForm(overrides: Partial<BookInput> = {}): BookInput {
  serial += 1;
  return {
    title: 'Indian Polity',
    author: 'M. Laxmikanth',
    series: 'Education',
    publisher: 'McGraw Hill',
    publisherDate: '2023-06-01',
    isbn: isbn13(`97893${String(serial).padStart(7, '0')}`),
    price: '750.00',
    quantity: 2,
    pages: 800,
    description: 'For the civil services.',
    ...overrides,
  };
}
