import { describe, expect, it } from 'vitest';
import { balanceSheetTotals, readAmount } from '../accounts-books/balance-sheet';
import { convertMoney, fitsMoneyColumn, multiplyMoney, sumMoney } from '../common/money';
import { BILL_MESSAGES, monthsBetween, rentBillInputSchema } from './bill';
import { DEFAULT_RATES } from './currency';

describe('money', () => {
  it('converts between rates to two decimals, half away from zero, without floats', () => {
    expect(convertMoney('100', DEFAULT_RATES.USD, DEFAULT_RATES.EUR)).toBe('92.00');
    expect(convertMoney('33.33', '1', '0.79')).toBe('26.33');
    expect(convertMoney('0.01', '150', '1')).toBe('0.00');
    expect(convertMoney('0.75', '150', '1')).toBe('0.01');
    expect(convertMoney(0.1, '0.3', '0.6')).toBe('0.20');
    expect(convertMoney('-1.005', '1', '1')).toBe('-1.00');
    expect(() => convertMoney('1', '0', '1')).toThrow();
  });

  it('multiplies and sums exactly', () => {
    expect(multiplyMoney('0.1', 3)).toBe('0.30');
    expect(sumMoney(['0.1', '0.2', 0.3])).toBe('0.60');
    expect(fitsMoneyColumn('9999999999.99')).toBe(true);
    expect(fitsMoneyColumn('10000000000.00')).toBe(false);
  });
});

describe('bills', () => {
  it("gives rent's missing fields the spec's messages", () => {
    const result = rentBillInputSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      BILL_MESSAGES.billFrom,
      BILL_MESSAGES.billTo,
      BILL_MESSAGES.rentAmount,
      BILL_MESSAGES.billingDate,
    ]);
  });

  it('lists the months of a range across years', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

describe('balance sheet totals', () => {
  it('reads non-numbers as 0 and says by how much a sheet does not balance', () => {
    expect([readAmount('12.345'), readAmount('x'), readAmount(null), readAmount(7)]).toEqual([
      12.35, 0, 0, 7,
    ]);
    const totals = balanceSheetTotals({
      assets: [
        { type: 'Current Assets', rupees: 0.1 },
        { type: 'Investments', rupees: 0.2 },
      ],
      liabilities: [{ type: 'Current Liabilities', rupees: 0.3 }],
      equity: -0.05,
    });
    expect(totals).toEqual({
      totalAssets: 0.3,
      totalLiabilities: 0.3,
      equity: -0.05,
      liabilitiesAndEquity: 0.25,
      difference: 0.05,
      balanced: false,
    });
  });
});
