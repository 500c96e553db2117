import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UTR_MESSAGES,
  type LibraryMember,
  type MemberDashboard,
  type MemberFeeMonth,
  type Payment,
} from '@vedann/contracts';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectActionIsolation } from '../../test/cross-tenant';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import { pdfText, qrOf } from '../../test/pdf';
import { runReminders } from '../reminders/reminders.service';
import { libraryFeeNumber } from './fees.payable';
import { FEE_DUE_KIND, feeDueReminder } from './fees.reminders';
import { addMonths, libraryToday } from './seats.service';

let t: TestApp;
let librarian: TestUser;
let library: string;
let student: TestUser;
let member: LibraryMember;

const RECORD = '/api/v1/payments/library-fee';
const REPORT = '/api/v1/payments/library-fee/report';
const decisionPath = (id: string) => `/api/v1/payments/library-fee/${id}/decision`;
const asDesk = () => ({ token: librarian.token, orgId: library });
const thisMonth = () => libraryToday().slice(0, 7);
const monthsAgo = (n: number) => addMonths(`${thisMonth()}-01`, -n).slice(0, 7);
const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
const paymentOf = (res: { json<T>(): T }) => res.json<{ payment: Payment }>().payment;
let utrs = 0;
const newUtr = () => String(523456789000 + ++utrs);

async function join(who: TestUser | null, as = asDesk(), fees = 700.5) {
  const res = await t.request('POST', '/api/v1/joined', {
    ...as,
    body: {
      picName: '',
      name: 'Kavya Joshi',
      vedanId: who ? who.user.profile.userId : `VD${String(Math.random()).slice(2, 8)}`,
      seatNo: '12',
      fees,
      time: 'Morning',
      joiningDate: `${monthsAgo(2)}-01`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: LibraryMember }>().member;
}
async function deskMonths(memberId: string, as = asDesk()) {
  const res = await t.request('GET', `/api/v1/joined/${memberId}/fees`, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ months: MemberFeeMonth[] }>().months;
}
const deskMonth = async (month: string) =>
  (await deskMonths(member._id)).find((m) => m.month === month);
async function myMonth(month: string) {
  const res = await t.request('GET', '/api/v1/library/dashboard', { token: student.token });
  expect(res.statusCode, res.body).toBe(200);
  const { libraries } = res.json<MemberDashboard>();
  return libraries.find((l) => l.member._id === member._id)?.fees.find((m) => m.month === month);
}

beforeAll(async () => {
  t = await createTestApp();
  librarian = await t.signUp({ role: 'librarian' });
  student = await t.signUp();
  library = await t.createOrg(librarian, 'library', 'Saraswati Library');
  member = await join(student);
  const upi = await t.request('PUT', '/api/v1/payments/upi', {
    ...asDesk(),
    body: { upiId: 'saraswati@ybl', payeeName: 'सरस्वती पुस्तकालय' },
  });
  expect(upi.statusCode, upi.body).toBe(200);
});
afterAll(() => t.close());

describe('the UPI pay link of a library fee month', () => {
  it('is on the desk, the dues list and the member dashboard, for what is still owed', async () => {
    const month = monthsAgo(2);
    const part = await t.request('POST', `/api/v1/joined/${member._id}/payments`, {
      ...asDesk(),
      body: { month, amount: 200, paidOn: `${month}-05`, method: 'Cash' },
    });
    expect(part.statusCode, part.body).toBe(201);
    const number = libraryFeeNumber(member.memberId, month);
    expect(number).toBe(`LF-${member.memberId}-${month.replace('-', '')}`);
    const payee = encodeURIComponent('सरस्वती पुस्तकालय');
    const uri = `upi://pay?pa=saraswati%40ybl&pn=${payee}&am=500.50&cu=INR&tn=${number}&tr=${number}`;
    expect((await deskMonth(month))?.pay?.payLink?.uri).toBe(uri);
    expect((await myMonth(month))?.pay?.payLink?.uri).toBe(uri);
    const dues = await t.request('GET', `/api/v1/fees/due?month=${month}`, asDesk());
    const due = dues
      .json<{ dues: { memberId: string; pay?: { payLink: { uri: string } | null } }[] }>()
      .dues.find((row) => row.memberId === member._id);
    expect(due?.pay?.payLink?.uri).toBe(uri);

    // The part payment's receipt carries the link for the rest as its QR code.
    const paymentId = part.json<{ payment: { _id: string } }>().payment._id;
    const receipt = await t.request('GET', `/api/v1/fee-payments/${paymentId}/receipt`, asDesk());
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await qrOf(receipt.rawPayload)).toBe(uri);
  });
});

describe('library fees paid with a UTR', () => {
  it('are recorded by the desk as a fee payment whose receipt prints the UTR', async () => {
    const month = monthsAgo(1);
    const bad = await t.request('POST', RECORD, {
      ...asDesk(),
      body: { target: member._id, period: month, utr: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(UTR_MESSAGES.utr);
    const utr = newUtr();
    const res = await t.request('POST', RECORD, {
      ...asDesk(),
      body: { target: member._id, period: month, utr },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(paymentOf(res)).toMatchObject({
      kind: 'library-fee',
      period: month,
      amount: '700.50',
      status: 'confirmed',
    });
    const paid = await deskMonth(month);
    expect(paid).toMatchObject({ status: 'Paid', due: 0, pay: { payLink: null } });
    const [payment] = paid?.payments ?? [];
    expect(payment).toMatchObject({ amount: 700.5, method: 'Online', paidOn: libraryToday() });
    const receipt = await t.request(
      'GET',
      `/api/v1/fee-payments/${payment?._id}/receipt`,
      asDesk(),
    );
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(`Paid by UPI, UTR ${utr}`);
    expect(text).not.toContain('upi://pay');

    const reused = await t.request('POST', RECORD, {
      ...asDesk(),
      body: { target: member._id, period: monthsAgo(2), utr },
    });
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toBe(UTR_MESSAGES.used);
    const again = await t.request('POST', RECORD, {
      ...asDesk(),
      body: { target: member._id, period: month, utr: newUtr() },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(UTR_MESSAGES.notOwed);
    // A month before joining, or to come, is no fee of the member's.
    for (const period of [monthsAgo(3), addMonths(`${thisMonth()}-01`, 1).slice(0, 7), '']) {
      const res = await t.request('POST', RECORD, {
        ...asDesk(),
        body: { target: member._id, period, utr: newUtr() },
      });
      expect(res.statusCode, period).toBe(404);
    }
  });

  it('are reported by the member, shown waiting, and confirmed or rejected by the desk', async () => {
    const month = thisMonth();
    const utr = newUtr();
    const reported = await t.request('POST', REPORT, {
      token: student.token,
      body: { target: member._id, period: month, utr },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const payment = paymentOf(reported);
    expect((await myMonth(month))?.pay?.payment).toMatchObject({ status: 'reported', utr });
    expect((await deskMonth(month))?.pay?.payment).toMatchObject({ status: 'reported' });

    const rejected = await t.request('POST', decisionPath(payment._id), {
      ...asDesk(),
      body: { decision: 'reject' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await myMonth(month)).toMatchObject({
      status: 'Due',
      pay: { payment: { status: 'rejected' }, payLink: { amount: '700.50' } },
    });

    const second = paymentOf(
      await t.request('POST', REPORT, {
        token: student.token,
        body: { target: member._id, period: month, utr: newUtr() },
      }),
    );
    const confirmed = await t.request('POST', decisionPath(second._id), {
      ...asDesk(),
      body: { decision: 'confirm' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await myMonth(month)).toMatchObject({
      status: 'Paid',
      pay: { payLink: null, payment: { status: 'confirmed', utr: second.utr } },
    });
  });

  it("are reported for the member's own months only", async () => {
    const other = await join(null);
    const res = await t.request('POST', REPORT, {
      token: student.token,
      body: { target: other._id, period: thisMonth(), utr: newUtr() },
    });
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(UTR_MESSAGES.feeNotFound);
    expect((await deskMonths(other._id))[0]?.pay?.payment).toBeNull();
  });

  it('ask the fees permission to record and decide', async () => {
    const clerk = await t.signUp();
    const added = await t.request('POST', '/api/v1/orgs/members', {
      ...asDesk(),
      body: { vedanId: clerk.user.profile.userId, role: 'staff', permissions: ['members'] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const other = await join(null);
    const res = await t.request('POST', RECORD, {
      token: clerk.token,
      orgId: library,
      body: { target: other._id, period: thisMonth(), utr: newUtr() },
    });
    expect(res.statusCode).toBe(403);
  });

  it("keep each library's fees to itself", async () => {
    await expectActionIsolation(t, {
      kind: 'library',
      async prepare(t, owner, orgId) {
        const joined = await join(null, { token: owner.token, orgId });
        return {
          method: 'POST',
          path: RECORD,
          body: { target: joined._id, period: thisMonth(), utr: newUtr() },
        };
      },
      async untouched(t, owner, orgId) {
        const res = await t.request('GET', `/api/v1/fees/due?month=${thisMonth()}`, {
          token: owner.token,
          orgId,
        });
        return res.json<{ dues: unknown[] }>().dues.length === 1;
      },
    });
  });
});

describe('the fee reminder', () => {
  it('carries the pay link as text, and in its HTML part as a QR code a reader decodes', async () => {
    const reader = await t.signUp({ email: 'upi-reminder@example.com' });
    const joined = await join(reader);
    const [result] = await runReminders({
      db: t.database.db,
      mailer: t.deps.mailer,
      kinds: [feeDueReminder],
      today: libraryToday(),
    });
    expect(result).toMatchObject({ kind: FEE_DUE_KIND });
    const mail = readOutbox(t.dataDir).find((m) => m.includes('To: upi-reminder@example.com'));
    const number = libraryFeeNumber(joined.memberId, thisMonth());
    const payee = encodeURIComponent('सरस्वती पुस्तकालय');
    const uri = `upi://pay?pa=saraswati%40ybl&pn=${payee}&am=700.50&cu=INR&tn=${number}&tr=${number}`;
    expect(mail).toContain(`: ${uri}`);
    expect(mail).toContain('multipart/related');
    // The HTML part shows the picture the message carries (quoted-printable: = is =3D).
    expect(mail).toContain('src=3D"cid:upi-pay-qr@vedann"');
    expect(mail).toContain('Content-ID: <upi-pay-qr@vedann>');
    const png = /Content-Type: image\/png[\s\S]*?\n\n([A-Za-z0-9+/=\n]+?)\n--/.exec(mail ?? '');
    expect(png, 'the QR picture').not.toBeNull();
    const image = PNG.sync.read(Buffer.from(png?.[1] ?? '', 'base64'));
    const pixels = new Uint8ClampedArray(image.data);
    expect(jsQR(pixels, image.width, image.height)?.data).toBe(uri);
  });
});
