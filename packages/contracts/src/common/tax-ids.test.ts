import { describe, expect, it } from 'vitest';
import {
  TAX_ID_MESSAGES,
  gstinCheckCharacter,
  gstinSchema,
  isGstin,
  isPan,
  panSchema,
} from './tax-ids';

describe('PAN', () => {
  it('accepts five letters with a holder type, four digits and a letter', () => {
    for (const pan of ['ABCPE1234F', 'AAPFU0939F', 'ZZZCZ9999Z'])
      expect(isPan(pan), pan).toBe(true);
  });
  it('refuses other shapes and unknown holder types', () => {
    for (const pan of ['ABCDE1234F', 'ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'abcpe1234f', ''])
      expect(isPan(pan), pan).toBe(false);
  });
  it('normalises what people type and names the field when empty', () => {
    expect(panSchema('PAN is required').parse(' abcpe 1234f ')).toBe('ABCPE1234F');
    expect(panSchema('PAN is required').safeParse('').error?.issues[0]?.message).toBe(
      'PAN is required',
    );
    expect(panSchema('PAN is required').safeParse('ABCDE1234F').error?.issues[0]?.message).toBe(
      TAX_ID_MESSAGES.pan,
    );
  });
});

describe('GSTIN', () => {
  it('computes the check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
  it('accepts real numbers', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])
      expect(isGstin(gstin), gstin).toBe(true);
  });
  it('refuses a wrong check character, state code, PAN or shape', () => {
    for (const gstin of [
      '27AAPFU0939F1ZA', // check character
      '00AAPFU0939F1ZV', // no state 00
      '39AAPFU0939F1Z' + gstinCheckCharacter('39AAPFU0939F1Z'), // no state 39
      '27AAPDU0939F1Z' + gstinCheckCharacter('27AAPDU0939F1Z'), // D is no holder type
      '27AAPFU0939F0Z' + gstinCheckCharacter('27AAPFU0939F0Z'), // entity number 0
      '27AAPFU0939F1Y' + gstinCheckCharacter('27AAPFU0939F1Y'), // 14th must be Z
      '27AAPFU0939F1Z',
      '',
    ]) {
      expect(isGstin(gstin), gstin).toBe(false);
    }
  });
  it('gives the field message when empty and the format message otherwise', () => {
    const schema = gstinSchema('GST is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('GST is required');
    expect(schema.safeParse('27AAPFU0939F1ZA').error?.issues[0]?.message).toBe(
      TAX_ID_MESSAGES.gstin,
    );
    expect(schema.parse('27aapfu0939f1zv')).toBe('27AAPFU0939F1ZV');
  });
});
