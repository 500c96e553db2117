import { describe, expect, it } from 'vitest';
import { balanceSheetTotals } from '@vedann/contracts';
import { seriesPoints, sheetFigures, sheetForm } from './books-logic';

describe('the balance sheet form', () => {
  it('reads what is not a number as 0 and totals in rupees', () => {
    const form = sheetForm({ assets: [], liabilities: [], equity: 0 });
    form.assets['Current Assets'] = '1000.10';
    form.assets.Investments = 'abc';
    form.assets['Other Assets'] = '200';
    form.liabilities['Current Liabilities'] = '300';
    form.equity = '900';
    const figures = sheetFigures(form);
    expect(figures.assets.map((row) => row.rupees)).toEqual([1000.1, 0, 0, 0, 200]);
    expect(balanceSheetTotals(figures)).toEqual({
      totalAssets: 1200.1,
      totalLiabilities: 300,
      equity: 900,
      liabilitiesAndEquity: 1200,
      difference: 0.1,
      balanced: false,
    });
  });

  it('fills every type from a saved sheet', () => {
    const form = sheetForm({
      assets: [{ type: 'Investments', rupees: 5 }],
      liabilities: [{ type: 'Long-Term Liabilities', rupees: 2.5 }],
      equity: -1,
    });
    expect(form.assets).toEqual({
      'Current Assets': '0',
      Investments: '5',
      'Property Plant & Equipments': '0',
      'Intangible Assets': '0',
      'Other Assets': '0',
    });
    expect(form.liabilities['Long-Term Liabilities']).toBe('2.5');
    expect(form.equity).toBe('-1');
  });
});

describe('a financial series chart', () => {
  it('orders months across years and reads non-numbers as 0', () => {
    expect(
      seriesPoints([
        { time: 'March', year: '2026', value: '4.5' },
        { time: 'December', year: '2025', value: 'x' },
        { time: 'January', year: '2026', value: '2' },
      ]),
    ).toEqual([
      { label: 'Dec 2025', value: 0 },
      { label: 'Jan 2026', value: 2 },
      { label: 'Mar 2026', value: 4.5 },
    ]);
  });
});
