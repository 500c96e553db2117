import { describe, expect, it } from 'vitest';
import {
  nationalPhone,
  optionalPhoneInputSchema,
  phoneInputSchema,
  readablePhone,
  toE164Phone,
  whatsAppLink,
} from './phone';

describe('phone numbers in E.164', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+91) 6000000001', '+916000000001'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
  ])('reads %s as %s', (typed, e164) => {
    expect(toE164Phone(typed)).toBe(e164);
  });

  it.each([
    '',
    '12345',
    '5876543210',
    '98765432101',
    '+91 12345 67890',
    '+0 123456789',
    '9876x43210',
    '+1234567890123456',
  ])('refuses %j', (typed) => {
    expect(toE164Phone(typed)).toBeNull();
  });

  it('gives the field its own message for a bad number', () => {
    const schema = phoneInputSchema('Phone number must be exactly 10 digits.');
    expect(schema.parse(' 98765 43210 ')).toBe('+919876543210');
    const bad = schema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Phone number must be exactly 10 digits.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Phone number must be exactly 10 digits.',
    );
  });

  it('keeps an optional field empty', () => {
    const schema = optionalPhoneInputSchema('Bad phone.');
    expect(schema.parse('  ')).toBe('');
    expect(schema.parse('09876543210')).toBe('+919876543210');
    expect(schema.safeParse('1').error?.issues[0]?.message).toBe('Bad phone.');
  });

  it('shows a number readably', () => {
    expect(readablePhone('+919876543210')).toBe('+91 98765 43210');
    expect(readablePhone('+14155552671')).toBe('+14155552671');
    expect(readablePhone('12345')).toBe('12345');
  });

  it('gives the ten digits of an Indian number for a ten-digit field', () => {
    expect(nationalPhone('+919876543210')).toBe('9876543210');
    expect(nationalPhone('+14155552671')).toBe('+14155552671');
  });

  it('links to WhatsApp with the digits and the encoded text', () => {
    const link = whatsAppLink('+919876543210', 'शुल्क ₹500 & more');
    expect(link).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('शुल्क ₹500 & more')}`);
    expect(decodeURIComponent((link ?? '').split('?text=')[1] ?? '')).toBe('शुल्क ₹500 & more');
    expect(whatsAppLink('9876543210', 'hi')).toBe('https://wa.me/919876543210?text=hi');
    expect(whatsAppLink('not a phone', 'hi')).toBeNull();
  });
});
