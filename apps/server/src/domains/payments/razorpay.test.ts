import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONLINE_MESSAGES,
  UTR_MESSAGES,
  todayInIndia,
  type GymFee,
  type LibraryMember,
  type MemberFeeMonth,
  type OnlinePayLink,
  type OnlineStatus,
} from '@vedann/contracts';
import { expectActionIsolation } from '../../test/cross-tenant';
import { createTestApp, readOutbox, type TestApp, type TestUser } from '../../test/harness';
import {
  paidLinkEvent,
  signWebhook,
  startFakeRazorpay,
  type FakeLink,
  type FakeRazorpay,
} from '../../test/fake-razorpay';

const WEBHOOK = '/api/v1/payments/razorpay/webhook';
const GYM_PAY = '/api/v1/payments/gym-fee/pay-online';
const GYM_DESK = '/api/v1/payments/gym-fee/pay-link';
const LIBRARY_PAY = '/api/v1/payments/library-fee/pay-online';
const messageOf = (res: { json<T>(): T }) => res.json<{ message: string }>().message;
const linkOf = (res: { json<T>(): T }) => res.json<{ link: OnlinePayLink }>().link;
let events = 0;
const newEventId = () => `evt_Fake${String(++events).padStart(10, '0')}`;

let fake: FakeRazorpay;
let t: TestApp;
let owner: TestUser;
let member: TestUser;
let gym: string;
let memberRecord: string;

const asOwner = () => ({ token: owner.token, orgId: gym });
const asMember = () => ({ token: member.token });

async function addGymMember(name: string, vedanId: string, orgId = gym, as = asOwner()) {
  const res = await t.request('POST', '/api/v1/gym/members', {
    ...as,
    orgId,
    body: { name, mobile: '9876543210', email: 'paying@example.com', vedanId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ member: { _id: string } }>().member._id;
}
const FEE = { feeFrom: '2026-11-01', feeTo: '2026-11-30', amount: 1200 };
async function addFee(body: object = {}, forMember = memberRecord) {
  const res = await t.request('POST', '/api/v1/gym/fees', {
    ...asOwner(),
    body: { member: forMember, ...FEE, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ fee: GymFee }>().fee;
}
async function readFee(id: string) {
  const res = await t.request('GET', `/api/v1/gym/fees/${id}`, asOwner());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ fee: GymFee }>().fee;
}
/** Razorpay's delivery of an event: signed with `secret`, no browser headers at all. */
function deliver(body: string, options: { secret?: string | null; eventId?: string } = {}) {
  const secret = options.secret === undefined ? fake.webhookSecret : options.secret;
  return t.request('POST', WEBHOOK, {
    crossSite: true,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId ?? newEventId(),
      ...(secret === null ? {} : { 'x-razorpay-signature': signWebhook(body, secret) }),
    },
    body,
  });
}
const fakeLinkOf = (link: OnlinePayLink): FakeLink => {
  const made = fake.links.find((l) => l.notes.link_id === link._id);
  if (!made) throw new Error(`Razorpay never made ${link._id}`);
  return made;
};

beforeAll(async () => {
  fake = await startFakeRazorpay();
  t = await createTestApp({ env: fake.env });
  owner = await t.signUp();
  member = await t.signUp();
  gym = await t.createOrg(owner, 'gym', 'Shree Gym');
  memberRecord = await addGymMember('Paying Member', member.user.profile.userId);
  // UPI details make the fee's number readable in its pay state.
  const upi = await t.request('PUT', '/api/v1/payments/upi', {
    ...asOwner(),
    body: { upiId: 'shree.gym@oksbi', payeeName: 'Shree Gym' },
  });
  expect(upi.statusCode, upi.body).toBe(200);
});
afterAll(() => Promise.all([t.close(), fake.close()]));

describe('pay links through Razorpay', () => {
  it('says it is on', async () => {
    const res = await t.request('GET', '/api/v1/payments/online', asMember());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<OnlineStatus>()).toEqual({ success: true, online: true, provider: 'razorpay' });
  });

  it('makes one link for what the fee owes, in paise, reused until the amount changes', async () => {
    const fee = await addFee();
    const reference = (await readFee(fee._id)).pay?.payLink?.reference ?? '';
    expect(reference).not.toBe('');
    const before = fake.links.length;
    const asked = await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(messageOf(asked)).toBe(ONLINE_MESSAGES.linkReady);
    const link = linkOf(asked);
    expect(link).toMatchObject({ amount: '1200.00', currency: 'INR', reference });
    expect(fake.links).toHaveLength(before + 1);
    const made = fakeLinkOf(link);
    expect(made).toMatchObject({
      amount: 120000,
      currency: 'INR',
      reference_id: reference,
      customer: { name: 'Paying Member', email: 'paying@example.com', contact: '+919876543210' },
      notes: { org_id: gym, link_id: link._id },
      callback_method: 'get',
    });
    expect(made.description).toContain(reference);
    expect(made.callback_url).toBe(`${t.config.publicUrl}/gym/me`);
    expect(link.url).toBe(made.short_url);

    // Asked again, by the member or the desk: the same link, no new one at Razorpay.
    const again = await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } });
    const desk = await t.request('POST', GYM_DESK, { ...asOwner(), body: { target: fee._id } });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(linkOf(again)._id).toBe(link._id);
    expect(linkOf(desk)._id).toBe(link._id);
    expect(fake.links).toHaveLength(before + 1);

    // Half paid at the desk: a new link for the half left, under the next reference.
    const changed = await t.request('PUT', `/api/v1/gym/fees/${fee._id}`, {
      ...asOwner(),
      body: { member: memberRecord, ...FEE, status: 'Halfpaid' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const half = linkOf(
      await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } }),
    );
    expect(half).toMatchObject({ amount: '600.00', reference: `${reference}-2` });
    expect(half._id).not.toBe(link._id);
    expect(fakeLinkOf(half)).toMatchObject({ amount: 60000, reference_id: `${reference}-2` });
    // The first link, for the whole amount, can no longer be paid at Razorpay.
    expect([fakeLinkOf(link).status, fakeLinkOf(half).status]).toEqual(['cancelled', 'created']);
  });

  it("answers 404 for another member's fee, a missing one, or a paid one's 409", async () => {
    const other = await addGymMember('Other Member', 'VDZZZZZZ');
    const theirs = await addFee({}, other);
    const before = fake.links.length;
    for (const target of [theirs._id, 'f'.repeat(24)]) {
      const res = await t.request('POST', GYM_PAY, { ...asMember(), body: { target } });
      expect(res.statusCode, target).toBe(404);
      expect(messageOf(res)).toBe(UTR_MESSAGES.feeNotFound);
    }
    const paid = await addFee({ status: 'Paid', paymentDate: '2026-11-02' });
    const nothing = await t.request('POST', GYM_PAY, { ...asMember(), body: { target: paid._id } });
    expect(nothing.statusCode).toBe(409);
    expect(messageOf(nothing)).toBe(UTR_MESSAGES.notOwed);
    // Another business's desk does not reach this gym's fee.
    const stranger = await t.signUp();
    const elsewhere = await t.createOrg(stranger, 'gym', 'Other Gym');
    const desk = await t.request('POST', GYM_DESK, {
      token: stranger.token,
      orgId: elsewhere,
      body: { target: theirs._id },
    });
    expect(desk.statusCode).toBe(404);
    expect(fake.links).toHaveLength(before);
  });

  it("makes the desk's link only for the desk's own business", async () => {
    await expectActionIsolation(t, {
      kind: 'gym',
      async prepare(t, owner, orgId) {
        const as = { token: owner.token, orgId };
        const record = await addGymMember('Isolated Member', 'VDXXXXXX', orgId, as);
        const res = await t.request('POST', '/api/v1/gym/fees', {
          ...as,
          body: { member: record, ...FEE },
        });
        expect(res.statusCode, res.body).toBe(201);
        const fee = res.json<{ fee: GymFee }>().fee;
        return { method: 'POST', path: GYM_DESK, body: { target: fee._id } };
      },
      untouched: (_t, _owner, orgId) =>
        Promise.resolve(!fake.links.some((link) => link.notes.org_id === orgId)),
    });
  });
});

describe("Razorpay's webhook", () => {
  it('marks the gym fee paid on a good webhook, with the payment id and the RRN as UTR', async () => {
    const fee = await addFee({ amount: 1499.5 });
    const link = linkOf(
      await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } }),
    );
    const made = fakeLinkOf(link);
    expect(made.amount).toBe(149950);
    const res = await deliver(paidLinkEvent(made, { rrn: '612345678901', paymentId: 'pay_Gym1' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(messageOf(res)).toBe(ONLINE_MESSAGES.paid);
    const paid = await readFee(fee._id);
    expect(paid.status).toBe('Paid');
    expect(paid.pay?.payment).toMatchObject({
      status: 'confirmed',
      source: 'razorpay',
      gatewayPaymentId: 'pay_Gym1',
      utr: '612345678901',
      amount: '1499.50',
      reference: link.reference,
    });
    // The link is used: the fee owes nothing, so no new link is made.
    const after = await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } });
    expect(after.statusCode).toBe(409);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const fee = await addFee();
    const made = fakeLinkOf(
      linkOf(await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } })),
    );
    const body = paidLinkEvent(made);
    const tampered = body.replace(`"amount_paid":${made.amount}`, `"amount_paid":${made.amount} `);
    for (const [what, res] of [
      ['wrong secret', await deliver(body, { secret: 'not-the-secret' })],
      ['no signature', await deliver(body, { secret: null })],
      [
        'other bytes',
        await t.request('POST', WEBHOOK, {
          crossSite: true,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-event-id': newEventId(),
            'x-razorpay-signature': signWebhook(body, fake.webhookSecret),
          },
          body: tampered,
        }),
      ],
    ] as const) {
      expect(res.statusCode, what).toBe(400);
      expect(messageOf(res), what).toBe(ONLINE_MESSAGES.signature);
    }
    expect((await readFee(fee._id)).status).toBe('Notpaid');
  });

  it('refuses a wrong amount or currency, then takes the right one', async () => {
    const fee = await addFee({ amount: 800 });
    const made = fakeLinkOf(
      linkOf(await t.request('POST', GYM_PAY, { ...asMember(), body: { target: fee._id } })),
    );
    const eventId = newEventId();
    for (const paid of [{ amount: 79999 }, { amount: 80001 }, { currency: 'USD' }]) {
      const res = await deliver(paidLinkEvent(made, paid), { eventId });
      expect(res.statusCode, JSON.stringify(paid)).toBe(400);
      expect(messageOf(res)).toBe(ONLINE_MESSAGES.mismatch);
      expect(await readFee(fee._id)).toMatchObject({ status: 'Notpaid', pay: { payment: null } });
    }
    const right = await deliver(paidLinkEvent(made));
    expect(right.statusCode, right.body).toBe(200);
    expect((await readFee(fee._id)).status).toBe('Paid');
  });

  it('answers 200 and changes nothing for an event or a link it does not know', async () => {
    const stranger: FakeLink = {
      ...fake.links[0]!,
      id: 'plink_NotOurs0000001',
      notes: { org_id: gym, link_id: 'a'.repeat(24) },
    };
    const unknownLink = await deliver(paidLinkEvent(stranger));
    expect(unknownLink.statusCode, unknownLink.body).toBe(200);
    expect(messageOf(unknownLink)).toBe(ONLINE_MESSAGES.ignored);
    const otherEvent = await deliver(
      JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} }),
    );
    expect(otherEvent.statusCode).toBe(200);
    expect(messageOf(otherEvent)).toBe(ONLINE_MESSAGES.ignored);
    const notAnEvent = await deliver('[1,2,3]');
    expect(notAnEvent.statusCode).toBe(400);
  });
});

describe('a library month paid online', () => {
  let librarian: TestUser;
  let student: TestUser;
  let library: string;
  let joined: LibraryMember;
  const asDesk = () => ({ token: librarian.token, orgId: library });
  const month = () => todayInIndia().slice(0, 7);
  const monthOf = async (m: string) => {
    const res = await t.request('GET', `/api/v1/joined/${joined._id}/fees`, asDesk());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ months: MemberFeeMonth[] }>().months.find((row) => row.month === m);
  };

  beforeAll(async () => {
    librarian = await t.signUp({ role: 'librarian' });
    student = await t.signUp();
    library = await t.createOrg(librarian, 'library', 'Saraswati Library');
    const res = await t.request('POST', '/api/v1/joined', {
      ...asDesk(),
      body: {
        picName: '',
        name: 'Kavya Joshi',
        vedanId: student.user.profile.userId,
        seatNo: '12',
        fees: 700.5,
        time: 'Morning',
        joiningDate: `${month()}-01`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    joined = res.json<{ member: LibraryMember }>().member;
  });

  it('is paid once, however often Razorpay delivers the event', async () => {
    const m = (await monthOf(month()))?.month ?? month();
    const asked = await t.request('POST', LIBRARY_PAY, {
      token: student.token,
      body: { target: joined._id, period: m },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const made = fakeLinkOf(linkOf(asked));
    expect(made).toMatchObject({
      amount: 70050,
      currency: 'INR',
      customer: { name: 'Kavya Joshi', email: student.email },
    });
    expect(made.callback_url).toBe(`${t.config.publicUrl}/library/dashboard`);
    // Not the member's month: the gym member's account asks in vain.
    const theirs = await t.request('POST', LIBRARY_PAY, {
      ...asMember(),
      body: { target: joined._id, period: m },
    });
    expect(theirs.statusCode).toBe(404);

    const body = paidLinkEvent(made, { rrn: null, paymentId: 'pay_Card1' });
    const eventId = newEventId();
    const first = await deliver(body, { eventId });
    expect(first.statusCode, first.body).toBe(200);
    const paid = await monthOf(m);
    expect(paid).toMatchObject({
      pay: { payment: { source: 'razorpay', gatewayPaymentId: 'pay_Card1', utr: '' } },
    });
    expect(Number(paid?.paid)).toBe(700.5);

    const replay = await deliver(body, { eventId });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(messageOf(replay)).toBe(ONLINE_MESSAGES.replay);
    // Razorpay's retry under a new event id: the link is paid already.
    const retried = await deliver(body);
    expect(retried.statusCode).toBe(200);
    expect(messageOf(retried)).toBe(ONLINE_MESSAGES.received);
    expect(Number((await monthOf(m))?.paid)).toBe(700.5);
    await t.app.drainBackground(); // Its receipt is e-mailed once (decision 0359).
    const receipts = readOutbox(t.dataDir).filter((mail) => mail.includes('₹700.50, Saraswati'));
    expect(receipts.map((mail) => mail.includes(`To: ${student.email}`))).toEqual([true]);
  });
});

describe('online payment, off by default', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());

  it('says it is off, makes no link and takes no webhook', async () => {
    const user = await off.signUp();
    const status = await off.request('GET', '/api/v1/payments/online', { token: user.token });
    expect(status.json<OnlineStatus>()).toEqual({ success: true, online: false, provider: null });
    const before = fake.links.length;
    const asked = await off.request('POST', GYM_PAY, {
      token: user.token,
      body: { target: 'a'.repeat(24) },
    });
    expect(asked.statusCode).toBe(404);
    expect(messageOf(asked)).toBe(ONLINE_MESSAGES.off);
    const body = JSON.stringify({ event: 'payment_link.paid', payload: {} });
    const hook = await off.request('POST', WEBHOOK, {
      crossSite: true,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': newEventId(),
        'x-razorpay-signature': signWebhook(body, fake.webhookSecret),
      },
      body,
    });
    expect(hook.statusCode).toBe(404);
    expect(fake.links).toHaveLength(before);
  });
});
