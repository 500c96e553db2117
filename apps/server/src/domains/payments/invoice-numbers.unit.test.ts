import { describe, expect, it } from 'vitest';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  financialYearLabel,
  financialYearOf,
  formatInvoiceNumber,
  invoicePrefix,
} from './invoice-numbers';

describe('the financial year of an invoice', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearOf('2027-01-15')).toBe(2026);
    expect(financialYearOf('2026-12-31')).toBe(2026);
  });

  it('reads as the two years it spans, across a century too', () => {
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
    expect(financialYearLabel(2005)).toBe('05-06');
  });
});

describe('a business’s prefix', () => {
  it('is the initials of the first two words, or two letters of one word', () => {
    expect(invoicePrefix('Sutrin Fitness', 'GF')).toBe('SF');
    expect(invoicePrefix('vijnan study centre', 'LF')).toBe('VS');
    expect(invoicePrefix('Gold’s Gym', 'GF')).toBe('GS');
    expect(invoicePrefix('Muscleworks', 'GF')).toBe('MU');
    expect(invoicePrefix('  24x7 — Fitness ', 'GF')).toBe('2F');
  });

  it('falls back to the series’ own without a Latin letter or digit', () => {
    expect(invoicePrefix('योग केंद्र', 'GF')).toBe('GF');
    expect(invoicePrefix('', 'LF')).toBe('LF');
  });
});

describe('the printed number', () => {
  it('is the prefix, the year and six digits, within 16 characters', () => {
    expect(formatInvoiceNumber('SF', 2026, 123)).toBe('SF/26-27/000123');
    expect(formatInvoiceNumber('SF', 2026, 9_999_999)).toHaveLength(INVOICE_NUMBER_MAX_LENGTH);
  });

  it('refuses a number that would be longer than 16 characters', () => {
    expect(() => formatInvoiceNumber('SF', 2026, 10_000_000)).toThrow(RangeError);
  });
});
