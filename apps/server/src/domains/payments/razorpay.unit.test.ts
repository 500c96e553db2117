import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { linkReference } from './gateway.service';
import {
  isRazorpaySignature,
  razorpayLinkBody,
  razorpaySignature,
  readRazorpayEvent,
} from './razorpay.provider';

const SECRET = 'whsec-test';

describe('the Razorpay webhook signature', () => {
  const body = Buffer.from('{"event":"payment_link.paid","payload":{"x":"₹"}}');

  it('is HMAC-SHA256 in hex of the raw bytes, as openssl computes it', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac secret
    const known = 'aa9e2e3575f5d7098b6caccd790888c36d5fdb63342a73bada2d6a51747a8494';
    expect(razorpaySignature('{"a":1}', 'secret')).toBe(known);
    expect(isRazorpaySignature(Buffer.from('{"a":1}'), known, 'secret')).toBe(true);
    expect(isRazorpaySignature(body, razorpaySignature(body, SECRET), SECRET)).toBe(true);
    expect(isRazorpaySignature(body, razorpaySignature(body, SECRET).toUpperCase(), SECRET)).toBe(
      true,
    );
  });

  it('refuses another secret, other bytes, and anything not 64 hex digits', () => {
    const good = razorpaySignature(body, SECRET);
    expect(isRazorpaySignature(body, razorpaySignature(body, 'other'), SECRET)).toBe(false);
    expect(isRazorpaySignature(Buffer.concat([body, Buffer.from(' ')]), good, SECRET)).toBe(false);
    for (const signature of [undefined, '', good.slice(1), `${good}0`, 'z'.repeat(64)])
      expect(isRazorpaySignature(body, signature, SECRET), String(signature)).toBe(false);
  });
});

describe('readRazorpayEvent', () => {
  const paid = (payment: object, notes: unknown = { org_id: 'o', link_id: 'l' }) =>
    Buffer.from(
      JSON.stringify({
        event: 'payment_link.paid',
        payload: {
          payment_link: { entity: { id: 'plink_1', amount_paid: 100, currency: 'INR', notes } },
          payment: { entity: { id: 'pay_1', amount: 100, currency: 'INR', ...payment } },
        },
      }),
    );

  it('reads a paid link, the RRN kept only when it is 12 digits', () => {
    expect(readRazorpayEvent(paid({ acquirer_data: { rrn: '612345678901' } }))).toEqual({
      event: 'payment_link.paid',
      paid: {
        linkId: 'plink_1',
        notes: { org_id: 'o', link_id: 'l' },
        linkAmountPaidPaise: 100,
        linkCurrency: 'INR',
        paymentAmountPaise: 100,
        paymentCurrency: 'INR',
        paymentId: 'pay_1',
        rrn: '612345678901',
      },
    });
    expect(readRazorpayEvent(paid({ acquirer_data: { rrn: 'ABC' } }))?.paid?.rrn).toBe('');
    expect(readRazorpayEvent(paid({ acquirer_data: { auth_code: '1' } }))?.paid?.rrn).toBe('');
    expect(readRazorpayEvent(paid({}))?.paid?.rrn).toBe('');
  });

  it("takes Razorpay's empty notes ([]) as none", () => {
    expect(readRazorpayEvent(paid({}, []))?.paid?.notes).toEqual({});
  });

  it('names other events without a payment, and refuses what is not an event', () => {
    expect(readRazorpayEvent(Buffer.from('{"event":"payment.captured","payload":{}}'))).toEqual({
      event: 'payment.captured',
      paid: null,
    });
    for (const text of ['', 'not json', '[]', '{"payload":{}}', '{"event":"payment_link.paid"}'])
      expect(readRazorpayEvent(Buffer.from(text)), text).toBeNull();
  });
});

describe("the link Razorpay's paymentLink.create is sent", () => {
  const request = {
    amountPaise: 149950,
    currency: 'INR' as const,
    reference: 'GI-ABC',
    description: 'Fee GI-ABC',
    callbackUrl: 'https://vedann.example/gym/me',
    notes: { org_id: 'o', link_id: 'l' },
  };

  it('asks the amount in paise, the reference, the member and the way back', () => {
    expect(
      razorpayLinkBody({
        ...request,
        customer: { name: 'Asha', email: 'asha@example.com', phone: '9876543210' },
      }),
    ).toEqual({
      amount: 149950,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'GI-ABC',
      description: 'Fee GI-ABC',
      customer: { name: 'Asha', email: 'asha@example.com', contact: '+919876543210' },
      notify: { sms: false, email: false },
      reminder_enable: false,
      notes: { org_id: 'o', link_id: 'l' },
      callback_url: 'https://vedann.example/gym/me',
      callback_method: 'get',
    });
  });

  it('leaves out what is not known of the member', () => {
    expect(
      razorpayLinkBody({ ...request, customer: { name: 'Asha', email: '', phone: '' } }).customer,
    ).toEqual({ name: 'Asha' });
  });

  it("numbers a fee's later links after the fee", () => {
    expect(linkReference('LF-7-202611', 0)).toBe('LF-7-202611');
    expect(linkReference('LF-7-202611', 1)).toBe('LF-7-202611-2');
  });
});

describe('RAZORPAY_* configuration', () => {
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_test_1',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  };

  it('is off without keys, on with all three, on another host only when named', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(loadConfig({ RAZORPAY_KEY_ID: ' ' }).razorpay).toBeUndefined();
    expect(loadConfig(keys).razorpay).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 'secret',
      webhookSecret: 'whsec',
      apiBaseUrl: undefined,
    });
    expect(
      loadConfig({ ...keys, RAZORPAY_API_URL: 'http://127.0.0.1:9000/' }).razorpay?.apiBaseUrl,
    ).toBe('http://127.0.0.1:9000');
  });

  it('refuses a part of the keys', () => {
    expect(() => loadConfig({ ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/all three/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/all three/);
  });
});
