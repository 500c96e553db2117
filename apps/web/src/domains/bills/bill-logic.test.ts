import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '@vedann/contracts';
import { AREA_BILLS, convertDraft, monthOf, monthsEnding, type Rates } from './bill-logic';

const rates = Object.fromEntries(
  Object.entries(DEFAULT_RATES).map(([currency, rate]) => [currency, Number(rate)]),
) as Rates;

describe('a bill draft changing currency', () => {
  it('converts its money fields to two decimals at the business rates', () => {
    const before = { currency: 'USD', wifiPackagePrice: '12.34', remark: 'x' };
    expect(
      convertDraft(before, { ...before, currency: 'INR' }, ['wifiPackagePrice'], rates),
    ).toEqual({ currency: 'INR', wifiPackagePrice: '1011.88', remark: 'x' });
    const inr = { currency: 'INR', price: '1000' };
    expect(convertDraft(inr, { ...inr, currency: 'JPY' }, ['price'], rates).price).toBe('1829.27');
  });

  it('leaves the draft alone when the currency stays, a rate is missing or an amount is not a number', () => {
    const draft = { currency: 'USD', amount: '5' };
    expect(convertDraft(draft, { ...draft, amount: '6' }, ['amount'], rates)).toEqual({
      currency: 'USD',
      amount: '6',
    });
    expect(convertDraft(draft, { ...draft, currency: 'EUR' }, ['amount'], undefined).amount).toBe(
      '5',
    );
    const typed = { currency: 'USD', amount: '1.2.3' };
    expect(convertDraft(typed, { ...typed, currency: 'EUR' }, ['amount'], rates).amount).toBe(
      '1.2.3',
    );
    const empty = { currency: 'USD', amount: '' };
    expect(convertDraft(empty, { ...empty, currency: 'EUR' }, ['amount'], rates).amount).toBe('');
  });
});

describe('bills helpers', () => {
  it("takes the month from India's calendar: at 19:00 UTC on 30 November it is already December", () => {
    expect(monthOf(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2026-11-30T18:00:00Z'))).toBe('2026-11');
  });

  it('gives the twelve months ending with a month, across years', () => {
    expect(monthsEnding('2026-03', 12)).toEqual({ from: '2025-04', to: '2026-03' });
    expect(monthsEnding('2026-12', 1)).toEqual({ from: '2026-12', to: '2026-12' });
  });

  it("serves each area's own spec paths", () => {
    expect(AREA_BILLS.gym.wifi.bills.path).toBe('/wifibills');
    expect(AREA_BILLS.ahar.wifi.bills.path).toBe('/gym/wifibills');
    expect(AREA_BILLS.ahar.electricity.bills.path).toBe('/electricitybills');
    expect(AREA_BILLS.gym.equipment.bills.path).toBe('/gymequipmentbills');
    expect(AREA_BILLS.gym.waterEntries.add.path).toBe('/gym/water/entries');
    expect(AREA_BILLS.ahar.waterEntries.add.path).toBe('/water/entries');
  });
});
