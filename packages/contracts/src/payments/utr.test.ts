import { describe, expect, it } from 'vitest';
import { UTR_MESSAGES, owedPayLink, utrPaymentInputSchema, utrSchema } from './utr';

const UPI = { upiId: 'shree.gym@oksbi', payeeName: 'Shree Gym' };

describe('utrSchema', () => {
  it('takes exactly 12 digits, spaces around them dropped', () => {
    expect(utrSchema.parse(' 412345678901 ')).toBe('412345678901');
    for (const utr of ['', '41234567890', '4123456789012', '41234567890a', '4123 4567 8901', 7])
      expect(utrSchema.safeParse(utr).error?.issues[0]?.message, String(utr)).toBe(
        UTR_MESSAGES.utr,
      );
  });

  it('names a fee by id, with a month or none', () => {
    const target = 'a'.repeat(24);
    expect(utrPaymentInputSchema.parse({ target, utr: '412345678901' })).toEqual({
      target,
      period: '',
      utr: '412345678901',
    });
    expect(
      utrPaymentInputSchema.safeParse({ target, period: '2026-13', utr: '412345678901' }).success,
    ).toBe(false);
    expect(
      utrPaymentInputSchema.safeParse({ target: 'x', utr: '412345678901' }).error?.issues[0]
        ?.message,
    ).toBe(UTR_MESSAGES.feeNotFound);
  });
});

describe('owedPayLink', () => {
  it('builds the link for what is owed, with the fee number as note and reference', () => {
    // A tax invoice number (decision 0349): its slashes are percent-encoded.
    expect(owedPayLink(UPI, { amount: '1499.5', reference: 'SG/26-27/000123' })).toEqual({
      uri: 'upi://pay?pa=shree.gym%40oksbi&pn=Shree%20Gym&am=1499.50&cu=INR&tn=SG%2F26-27%2F000123&tr=SG%2F26-27%2F000123',
      amount: '1499.50',
      reference: 'SG/26-27/000123',
      ...UPI,
    });
    expect(owedPayLink(UPI, { amount: 0.01, reference: 'R' })?.amount).toBe('0.01');
  });

  it('gives no link without UPI details or with nothing owed', () => {
    expect(owedPayLink(null, { amount: 100, reference: 'R' })).toBeNull();
    for (const amount of [0, '0.00', -5, '-0.01', 0.004])
      expect(owedPayLink(UPI, { amount, reference: 'R' }), String(amount)).toBeNull();
  });
});
