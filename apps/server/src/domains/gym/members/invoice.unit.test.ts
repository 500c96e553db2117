import { describe, expect, it } from 'vitest';
import { feeGst } from './invoice';

describe('the GST inside a gym fee', () => {
  it('is CGST and SGST at 9% each inside the gym’s state', () => {
    expect(feeGst(118_000, '27AAPFU0939F1ZV', '')).toEqual({
      kind: 'intra',
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
      total: 118_000,
    });
    expect(feeGst(118_000, '27AAPFU0939F1ZV', '27').kind).toBe('intra');
  });

  it('is IGST at 18% outside it, and always adds up to the amount paid', () => {
    expect(feeGst(118_000, '27AAPFU0939F1ZV', '29')).toMatchObject({
      kind: 'inter',
      taxable: 100_000,
      igst: 18_000,
      cgst: 0,
    });
    for (const paid of [1, 99, 99_999, 123_457]) {
      const gst = feeGst(paid, '27AAPFU0939F1ZV', '29');
      expect(gst.taxable + gst.igst).toBe(paid);
      const local = feeGst(paid, '27AAPFU0939F1ZV', '');
      expect(local.taxable + local.cgst + local.sgst).toBe(paid);
    }
  });
});
