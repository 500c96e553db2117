import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEE_MESSAGES,
  LIBRARY_MEMBER_MESSAGES,
  type Book,
  type LibraryMember,
  type MemberDashboard,
  type MemberFeeMonth,
} from '@vedann/contracts';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { pdfText, qrOf } from '../../test/pdf';
import { users } from '../accounts/users.table';
import { bookForm } from './books.fixtures';
import { FEE_DUE_KIND } from './fees.reminders';
import { feeTax } from './library.documents';
import { addMonths, libraryToday } from './seats.service';

let t: TestApp;
let librarian: TestUser;
let library: string;
let otherLibrarian: TestUser;
let otherLibrary: string;
let student: TestUser;
let admin: TestUser;
const as = () => ({ token: librarian.token, orgId: library });
const asOther = () => ({ token: otherLibrarian.token, orgId: otherLibrary });
const thisMonth = () => libraryToday().slice(0, 7);

async function join(body: Record<string, unknown>, who = as()): Promise<LibraryMember> {
  const res = await t.request('POST', '/api/v1/joined', {
    ...who,
    body: {
      picName: '',
      seatNo: '7',
      fees: 1180,
      time: 'Morning',
      joiningDate: `${thisMonth()}-01`,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}

async function pay(memberId: string, amount: string, who = as()) {
  const res = await t.request('POST', `/api/v1/joined/${memberId}/payments`, {
    ...who,
    body: { month: thisMonth(), amount, paidOn: libraryToday(), method: 'Online' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ payment: { _id: string } }>().payment._id;
}

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  library = await t.createOrg(librarian, 'library', 'Receipt Library');
  otherLibrarian = await t.signUp({ role: 'librarian' });
  otherLibrary = await t.createOrg(otherLibrarian, 'library', 'Plain Library');
  student = await t.signUp({ email: 'member.reader@example.com' });
  admin = await t.signUp();
  await t.database.db
    .update(users)
    .set({ isPlatformAdmin: true })
    .where(eq(users.id, admin.user._id));
  const verification = await t.request('PUT', '/api/v1/library/profile', {
    ...as(),
    body: {
      section: 'verification',
      GST: '27AAPFU0939F1ZV',
      PAN: 'AAPFU0939F',
      OTHERID: 'UDYAM-MH-26-0012345',
    },
  });
  expect(verification.statusCode, verification.body).toBe(200);
});
afterAll(() => t.close());

describe('the GST inside a fee', () => {
  it('splits an amount paid into taxable value, CGST and SGST that add up to it', () => {
    expect(feeTax(118_000, '27AAPFU0939F1ZV')).toEqual({
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      halfRateBp: 900,
    });
    for (const paid of [1, 99, 70_001, 123_457, 99_999_999]) {
      const tax = feeTax(paid, '27AAPFU0939F1ZV');
      expect(tax.taxable + tax.cgst + tax.sgst).toBe(paid);
      expect(Math.abs(tax.cgst - Math.round(tax.taxable * 0.09))).toBeLessThanOrEqual(1);
    }
  });
});

describe('fee receipts', () => {
  it('prints the library, its GSTIN and PAN, the tax and the amount in figures and words', async () => {
    const member = await join({ name: 'ravi kumar', vedanId: 'VDRCPT01' });
    const paymentId = await pay(member._id, '1180');
    const months = await t.request('GET', `/api/v1/joined/${member._id}/fees`, as());
    expect(months.statusCode, months.body).toBe(200);
    const receiptNo = months
      .json<{ months: MemberFeeMonth[] }>()
      .months.flatMap((month) => month.payments)
      .find((payment) => payment._id === paymentId)?.receiptNo;
    // Receipt Library's receipts: RL, the financial year, the sequence (decision 0349).
    expect(receiptNo).toMatch(/^RL\/\d\d-\d\d\/000001$/);
    const res = await t.request('GET', `/api/v1/fee-payments/${paymentId}/receipt`, as());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename="Receipt ${member.memberId} ${thisMonth()}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Receipt Library',
      'Fee receipt',
      '27AAPFU0939F1ZV',
      'AAPFU0939F',
      'Ravi kumar',
      member.memberId,
      'Online',
      'Taxable value',
      '₹1,000.00',
      'CGST @ 9%',
      'SGST @ 9%',
      '₹90.00',
      '₹1,180.00',
      'Rupees One Thousand One Hundred Eighty Only',
      receiptNo ?? '',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('prints no tax for a library without a GSTIN', async () => {
    const member = await join({ name: 'meera iyer', vedanId: 'VDRCPT02', fees: 500 }, asOther());
    const paymentId = await pay(member._id, '499.50', asOther());
    const res = await t.request('GET', `/api/v1/fee-payments/${paymentId}/receipt`, asOther());
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Plain Library');
    expect(text).toContain('₹499.50');
    expect(text).toContain('Rupees Four Hundred Ninety Nine and Fifty Paise Only');
    expect(text).toContain('not registered for GST');
    expect(text).not.toContain('CGST');
  });

  it('is 404 at another library and needs the fees permission', async () => {
    const member = await join({ name: 'anil', vedanId: 'VDRCPT03' });
    const paymentId = await pay(member._id, '100');
    const elsewhere = await t.request(
      'GET',
      `/api/v1/fee-payments/${paymentId}/receipt`,
      asOther(),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ message: string }>().message).toBe(FEE_MESSAGES.paymentNotFound);

    const staff = await t.signUp();
    await t.request('POST', '/api/v1/orgs/members', {
      ...as(),
      body: { vedanId: staff.user.profile.userId, role: 'staff', permissions: ['members'] },
    });
    const denied = await t.request('GET', `/api/v1/fee-payments/${paymentId}/receipt`, {
      token: staff.token,
      orgId: library,
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('ID cards and the check-in desk', () => {
  it("prints the member's card with a QR code of the member id, which the desk accepts", async () => {
    const member = await join({ name: 'kiran desai', vedanId: 'VDCARD01' });
    const booked = await t.request('POST', '/api/v1/book-seat', {
      ...as(),
      body: { seatNumber: 9, memberId: member.memberId, shift: 'Evening' },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const card = await t.request('GET', `/api/v1/joined/${member._id}/card`, as());
    expect(card.statusCode, card.body).toBe(200);
    expect(card.headers['content-disposition']).toContain(`ID card ${member.memberId}.pdf`);
    const text = await pdfText(card.rawPayload);
    for (const expected of [
      'Member ID card',
      'Kiran desai',
      'VDCARD01',
      member.memberId,
      'Evening',
      'Seat 9',
      'Receipt Library',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const code = await qrOf(card.rawPayload);
    expect(code).toBe(member.memberId);

    // The desk scans the card: the library's people directory names the member.
    const scan = await t.request('POST', '/api/v1/attendance/check-in', {
      ...as(),
      body: { code: code ?? '' },
    });
    expect(scan.statusCode, scan.body).toBe(201);
    expect(scan.json<{ action: string; attendance: { studentName: string } }>()).toMatchObject({
      action: 'in',
      attendance: { studentName: 'Kiran desai' },
    });
    // Another library's desk does not know the card.
    const elsewhere = await t.request('POST', '/api/v1/attendance/check-in', {
      ...asOther(),
      body: { code: member.memberId },
    });
    expect(elsewhere.statusCode).toBe(404);
    // Another library's staff cannot print it.
    const card404 = await t.request('GET', `/api/v1/joined/${member._id}/card`, asOther());
    expect(card404.statusCode).toBe(404);
  });
});

describe("the member's own dashboard", () => {
  it('shows their loans and attendance, Books Available and their own ID card only', async () => {
    const vedanId = student.user.profile.userId;
    const member = await join({ name: 'asha rao', vedanId });
    const stranger = await join({ name: 'someone else', vedanId: 'VDOTHER1' });

    const catalogue = await t.request('POST', '/api/v1/books', {
      ...as(),
      body: bookForm({ title: 'Godaan', quantity: 1 }),
    });
    expect(catalogue.statusCode, catalogue.body).toBe(201);
    const book = catalogue.json<{ book: Book }>().book;
    await t.request('POST', '/api/v1/books', {
      ...as(),
      body: bookForm({ title: 'Gitanjali', quantity: 2 }),
    });
    const lent = await t.request('POST', '/api/v1/loans', {
      ...as(),
      body: {
        loanId: 'DASH-1',
        bookName: 'Godaan',
        bookId: book.displayId,
        borrowerName: 'Asha Rao',
        borrowerVedanId: vedanId,
        loanDate: libraryToday(),
      },
    });
    expect(lent.statusCode, lent.body).toBe(201);
    await t.request('POST', '/api/v1/loans', {
      ...as(),
      body: {
        loanId: 'DASH-2',
        bookName: 'Gitanjali',
        borrowerName: 'Someone Else',
        loanDate: libraryToday(),
      },
    });
    const scan = await t.request('POST', '/api/v1/attendance/check-in', {
      ...as(),
      body: { code: member.memberId },
    });
    expect(scan.statusCode, scan.body).toBe(201);

    const res = await t.request('GET', '/api/v1/library/dashboard', { token: student.token });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<MemberDashboard>().libraries;
    expect(mine).toHaveLength(1);
    const entry = mine[0];
    expect(entry?.loans.map((l) => l.loanId)).toEqual(['DASH-1']);
    expect(entry?.loans[0]).toMatchObject({ bookId: book.displayId, status: 'Pending' });
    expect(entry?.attendance.present).toBe(1);
    expect(entry?.attendance.days[0]).toMatchObject({ date: libraryToday(), remark: 'Present' });

    const available = await t.request('GET', `/api/v1/library/dashboard/${member._id}/books`, {
      token: student.token,
    });
    expect(available.statusCode, available.body).toBe(200);
    const titles = available.json<{ books: Book[] }>().books.map((b) => b.title);
    expect(titles).toContain('Gitanjali');
    expect(titles).not.toContain('Godaan');

    const card = await t.request('GET', `/api/v1/library/dashboard/${member._id}/card`, {
      token: student.token,
    });
    expect(card.statusCode).toBe(200);
    expect(await pdfText(card.rawPayload)).toContain(member.memberId);
    for (const pathOf of [
      `/api/v1/library/dashboard/${stranger._id}/card`,
      `/api/v1/library/dashboard/${stranger._id}/books`,
    ]) {
      const other = await t.request('GET', pathOf, { token: student.token });
      expect(other.statusCode).toBe(404);
      expect(other.json<{ message: string }>().message).toBe(LIBRARY_MEMBER_MESSAGES.notFound);
    }
  });
});

describe('the fee-due reminder', () => {
  it('e-mails each linked member whose month is unpaid, once a month', async () => {
    const reader = await t.signUp({ email: 'fee.due.reader@example.com' });
    const paidUp = await t.signUp({ email: 'fee.paid.reader@example.com' });
    const due = await join({ name: 'due reader', vedanId: reader.user.profile.userId, fees: 800 });
    await pay(due._id, '300');
    const paid = await join({
      name: 'paid reader',
      vedanId: paidUp.user.profile.userId,
      fees: 800,
    });
    await pay(paid._id, '800');
    // Not linked to an account: nobody to write to.
    await join({ name: 'walk in', vedanId: 'VDNOACCT', fees: 800 });
    // Joins next month: nothing due yet.
    await join({
      name: 'later reader',
      vedanId: (await t.signUp({ email: 'fee.later.reader@example.com' })).user.profile.userId,
      joiningDate: addMonths(`${thisMonth()}-01`, 1),
    });

    const run = () =>
      t.request('POST', '/api/v1/admin/reminders/run', {
        token: admin.token,
        body: { kind: FEE_DUE_KIND },
      });
    const [first, second] = await Promise.all([run(), run()]);
    const sent = [first, second].map(
      (r) => r.json<{ results: { sent: number }[] }>().results[0]?.sent ?? 0,
    );
    // Earlier tests joined linked members too (Asha); count this test's by their addresses.
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await run()).json<{ results: { sent: number }[] }>().results[0]?.sent).toBe(0);

    const mails = readOutbox(t.dataDir).filter((m) => m.includes(`Fee due for ${thisMonth()}`));
    const toReader = mails.filter((m) => m.includes('To: fee.due.reader@example.com'));
    expect(toReader).toHaveLength(1);
    expect(toReader[0]).toContain('Subject: Fee due for');
    expect(toReader[0]).toContain('Receipt Library');
    expect(toReader[0]).toContain('₹500.00 of it is still to be paid');
    expect(mails.some((m) => m.includes('fee.paid.reader@'))).toBe(false);
    expect(mails.some((m) => m.includes('fee.later.reader@'))).toBe(false);
  });
});
