import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryMember, MemberFeeMonth } from '@vedann/contracts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';
import { financialYearLabel, financialYearOf } from '../payments';
import { libraryToday } from './seats.service';

/** The numbers of the library's fee receipts, its tax invoices (issue 31 item 5, decision 0349). */

let t: TestApp;
let librarian: TestUser;
let library: string;
let otherLibrarian: TestUser;
let otherLibrary: string;
const as = () => ({ token: librarian.token, orgId: library });
const asOther = () => ({ token: otherLibrarian.token, orgId: otherLibrary });
const thisMonth = () => libraryToday().slice(0, 7);
const year = () => financialYearLabel(financialYearOf(libraryToday()));

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Vidya Reading Room');
  otherLibrarian = await t.signUp({ role: 'librarian' });
  otherLibrary = await t.createOrg(otherLibrarian, 'library', 'Gyan Library');
});
afterAll(() => t.close());

let readers = 0;
async function join(name: string, who = as()): Promise<LibraryMember> {
  readers += 1;
  const res = await t.request('POST', '/api/v1/joined', {
    ...who,
    body: {
      name,
      vedanId: `VDRNUM${String(readers).padStart(2, '0')}`,
      picName: '',
      seatNo: String(readers),
      fees: 1000,
      time: 'Morning',
      joiningDate: `${thisMonth()}-01`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

async function pay(memberId: string, who = as()) {
  const res = await t.request('POST', `/api/v1/joined/${memberId}/payments`, {
    ...who,
    body: { month: thisMonth(), amount: '10', paidOn: libraryToday(), method: 'Cash' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ payment: { _id: string; receiptNo: string } }>().payment;
}

const sequenceOf = (receiptNo: string) => Number(receiptNo.split('/')[2]);

describe('library fee receipt numbers', () => {
  it('are consecutive from 1 and unique under 20 concurrent payments', async () => {
    const members = await Promise.all(
      ['Reader A', 'Reader B', 'Reader C', 'Reader D'].map((n) => join(n)),
    );
    const payments = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pay(members[i % members.length]!._id)),
    );
    const numbers = payments.map((payment) => payment.receiptNo);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) {
      expect(number).toMatch(new RegExp(`^VR/${year()}/\\d{6}$`));
      expect(number.length).toBeLessThanOrEqual(16);
    }
    expect(numbers.map(sequenceOf).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('go on through a payment by UPI, and each library has its own', async () => {
    const member = await join('Reader E');
    const utr = await t.request('POST', '/api/v1/payments/library-fee', {
      ...as(),
      body: { target: member._id, period: thisMonth(), utr: '512345678901' },
    });
    expect(utr.statusCode, utr.body).toBe(201);
    const months = await t.request('GET', `/api/v1/joined/${member._id}/fees`, as());
    const [payment] = months
      .json<{ months: MemberFeeMonth[] }>()
      .months.flatMap((month) => month.payments);
    expect(payment?.receiptNo).toBe(`VR/${year()}/000021`);

    const elsewhere = await join('Reader F', asOther());
    expect((await pay(elsewhere._id, asOther())).receiptNo).toBe(`GL/${year()}/000001`);
  });
});
