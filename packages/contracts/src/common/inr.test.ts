import { describe, expect, it } from 'vitest';
import { gstSplit, gstinStateCode } from './gst';
import {
  amountInWords,
  formatInr,
  groupIndian,
  numberInWords,
  paiseToRupeeText,
  toPaise,
} from './inr';

describe('paise', () => {
  it('reads rupees from numeric text and numbers without float error', () => {
    expect(toPaise('1499.5')).toBe(149950);
    expect(toPaise('1499.50')).toBe(149950);
    expect(toPaise('12')).toBe(1200);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise('-3.05')).toBe(-305);
    expect(() => toPaise('1.234')).toThrow();
    expect(() => toPaise('abc')).toThrow();
  });

  it('writes paise back as numeric text', () => {
    expect(paiseToRupeeText(149950)).toBe('1499.50');
    expect(paiseToRupeeText(5)).toBe('0.05');
    expect(paiseToRupeeText(-305)).toBe('-3.05');
    expect(() => paiseToRupeeText(1.5)).toThrow();
  });
});

describe('₹ with Indian grouping', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99_900, '₹999.00'],
    [100_000, '₹1,000.00'],
    [10_000_000, '₹1,00,000.00'],
    [12_345_678_950, '₹12,34,56,789.50'],
    [-150_000, '-₹1,500.00'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatInr(paise)).toBe(text);
  });

  it('groups whole rupees in threes then pairs', () => {
    expect(groupIndian(1234567890)).toBe('1,23,45,67,890');
    expect(groupIndian(100)).toBe('100');
  });
});

describe('amount in words (Indian system)', () => {
  it.each([
    [12_000_050, 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'],
    [0, 'Rupees Zero Only'],
    [50, 'Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [250_075, 'Rupees Two Thousand Five Hundred and Seventy Five Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      123_456_789_00,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [-50_000, 'Minus Rupees Five Hundred Only'],
  ])('%i paise', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('reads every number below a thousand without gaps', () => {
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(999)).toBe('Nine Hundred Ninety Nine');
    expect(numberInWords(100_001)).toBe('One Lakh One');
    expect(() => numberInWords(-1)).toThrow();
  });
});

describe('GST split', () => {
  const MAHARASHTRA = '27AAPFU0939F1ZV';
  const KARNATAKA = '29AAGCB7383J1Z4';

  it('takes the state code from a GSTIN and refuses anything else', () => {
    expect(gstinStateCode(MAHARASHTRA)).toBe('27');
    expect(gstinStateCode(' 27aapfu0939f1zv ')).toBe('27');
    expect(() => gstinStateCode('27AAPFU0939F1Z')).toThrow();
    expect(() => gstinStateCode('ABAAPFU0939F1ZV')).toThrow();
  });

  it('splits CGST and SGST 9% + 9% inside the state', () => {
    const split = gstSplit({ taxable: 100_000, businessGstin: MAHARASHTRA, customerState: '27' });
    expect(split).toEqual({
      kind: 'intra',
      taxable: 100_000,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
      tax: 18_000,
      total: 118_000,
      rates: { cgst: 900, sgst: 900, igst: 0 },
    });
    // The customer's GSTIN names the state just as well.
    expect(
      gstSplit({ taxable: 100_000, businessGstin: MAHARASHTRA, customerState: MAHARASHTRA }).kind,
    ).toBe('intra');
  });

  it('charges IGST 18% across states', () => {
    const split = gstSplit({
      taxable: 100_000,
      businessGstin: MAHARASHTRA,
      customerState: KARNATAKA,
    });
    expect(split).toMatchObject({ kind: 'inter', cgst: 0, sgst: 0, igst: 18_000, total: 118_000 });
    expect(gstSplit({ taxable: 100, businessGstin: MAHARASHTRA, customerState: '7' }).kind).toBe(
      'inter',
    );
  });

  it('rounds each tax half up to the paisa, in integers', () => {
    // 9% of ₹0.50 is 4.5 paise -> 5; 18% is 9 paise.
    const intra = gstSplit({ taxable: 50, businessGstin: MAHARASHTRA, customerState: '27' });
    expect([intra.cgst, intra.sgst, intra.total]).toEqual([5, 5, 60]);
    const inter = gstSplit({ taxable: 50, businessGstin: MAHARASHTRA, customerState: '29' });
    expect([inter.igst, inter.total]).toEqual([9, 59]);
    // Other slabs: 5% is 2.5% + 2.5%.
    const five = gstSplit({
      taxable: 10_000,
      businessGstin: MAHARASHTRA,
      customerState: '27',
      rateBp: 500,
    });
    expect([five.cgst, five.sgst]).toEqual([250, 250]);
    expect(() =>
      gstSplit({ taxable: 1.5, businessGstin: MAHARASHTRA, customerState: '27' }),
    ).toThrow();
  });
});
