import { describe, expect, it } from 'vitest';
import { UPI_MESSAGES, isUpiId, upiPayUri, upiSettingsInputSchema } from './upi';

/** The link's fields, decoded, in order (the contracts have no URL class: they run anywhere). */
const fieldsOf = (uri: string): [string, string][] =>
  (uri.split('?')[1] ?? '').split('&').map((pair) => {
    const [key = '', value = ''] = pair.split('=');
    return [key, decodeURIComponent(value)];
  });
const fieldOf = (uri: string, key: string) => fieldsOf(uri).find(([name]) => name === key)?.[1];

const firstMessage = (input: unknown) =>
  upiSettingsInputSchema.safeParse(input).error?.issues[0]?.message;

describe('UPI settings', () => {
  it('accepts name@handle, trimmed and lower-cased', () => {
    expect(
      upiSettingsInputSchema.parse({ upiId: '  Shree.Gym-1_a@OkSBI ', payeeName: ' Shree Gym ' }),
    ).toEqual({ upiId: 'shree.gym-1_a@oksbi', payeeName: 'Shree Gym' });
    for (const id of [
      'ab@ybl',
      '9876543210@paytm',
      'a.b_c-d@axl',
      `${'n'.repeat(256)}@${'h'.repeat(64)}`,
    ])
      expect(isUpiId(id), id).toBe(true);
  });

  it('refuses other shapes with the same words', () => {
    for (const upiId of [
      '',
      'shreegym',
      'a@ybl',
      'shree@b',
      'shree@@ybl',
      'shree@ok.sbi',
      'shree gym@ybl',
      'shree@ybl@axl',
      'श्री@ybl',
      `${'n'.repeat(257)}@ybl`,
      `shree@${'h'.repeat(65)}`,
      42,
    ])
      expect(firstMessage({ upiId, payeeName: 'Shree Gym' }), String(upiId)).toBe(
        UPI_MESSAGES.upiId,
      );
  });

  it('needs a payee name of at most 50 characters, in any script', () => {
    expect(firstMessage({ upiId: 'shree@ybl', payeeName: '   ' })).toBe(UPI_MESSAGES.payeeName);
    expect(firstMessage({ upiId: 'shree@ybl' })).toBe(UPI_MESSAGES.payeeName);
    expect(firstMessage({ upiId: 'shree@ybl', payeeName: 'x'.repeat(51) })).toBe(
      UPI_MESSAGES.payeeNameLong,
    );
    expect(
      upiSettingsInputSchema.parse({ upiId: 'shree@ybl', payeeName: 'श्री व्यायामशाला' }),
    ).toMatchObject({ payeeName: 'श्री व्यायामशाला' });
  });
});

describe('upiPayUri', () => {
  const payment = {
    upiId: 'shree.gym@oksbi',
    payeeName: 'Shree Gym',
    amount: 123.5,
    note: 'Fee F-0042',
    reference: 'F-0042',
  };

  it('names the payee, the amount with two decimals, INR, the note and the reference', () => {
    expect(upiPayUri(payment)).toBe(
      'upi://pay?pa=shree.gym%40oksbi&pn=Shree%20Gym&am=123.50&cu=INR&tn=Fee%20F-0042&tr=F-0042',
    );
  });

  it('writes amounts in rupees with exactly two decimals, from numbers or decimal text', () => {
    const amountOf = (amount: number | string) => fieldOf(upiPayUri({ ...payment, amount }), 'am');
    expect(amountOf(1)).toBe('1.00');
    expect(amountOf(0.01)).toBe('0.01');
    expect(amountOf(1499.999)).toBe('1500.00');
    expect(amountOf('1499.5')).toBe('1499.50');
    expect(amountOf('100000')).toBe('100000.00');
  });

  it('refuses amounts that are not finite, zero or negative', () => {
    for (const amount of [
      0,
      -1,
      -0.01,
      0.001,
      Number.NaN,
      Infinity,
      -Infinity,
      '0.00',
      '-5',
      'ten',
    ])
      expect(() => upiPayUri({ ...payment, amount }), String(amount)).toThrow(RangeError);
  });

  it('percent-encodes every value, Hindi names and reserved characters alike', () => {
    const uri = upiPayUri({
      ...payment,
      payeeName: 'श्री व्यायामशाला',
      note: 'Fee #7 & more=yes?',
      reference: 'INV/2026/7',
    });
    expect(uri).toContain(`pn=${encodeURIComponent('श्री व्यायामशाला')}`);
    expect(uri).toContain('tn=Fee%20%237%20%26%20more%3Dyes%3F');
    expect(uri).toContain('tr=INV%2F2026%2F7');
    expect(fieldOf(uri, 'pn')).toBe('श्री व्यायामशाला');
    expect(fieldOf(uri, 'tn')).toBe('Fee #7 & more=yes?');
    expect(fieldsOf(uri).map(([key]) => key)).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
  });
});
