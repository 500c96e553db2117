import type { TestApp } from '../../test/harness';

/** A valid seat booking, seat 7 in the morning through January 2030; `overrides` change fields. */
export const form = (overrides: Record<string, unknown> = {}) => ({
  seatNumber: 7,
  shift: 'Morning',
  memberIdLetter1: 'a',
  memberIdLetter2: 'r',
  tableNo: 1,
  planDetails: 'Monthly, AC hall',
  startDate: '2030-01-01',
  expiryDate: '2030-01-31',
  paymentMethod: 'Cash',
  paidAmount: 800,
  dueAmount: '200.50',
  nextBillDate: '2030-02-01',
  ...overrides,
});

/** Books a seat for the business `who` names. */
export function bookSeat(t: TestApp, body: object, who: { token: string; orgId: string }) {
  return t.request('POST', '/api/v1/book-seat', { ...who, body });
}

export const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
