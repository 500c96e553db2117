import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cellText, unpacksWithin } from './spreadsheet-xlsx';

describe('a workbook before it is parsed', () => {
  const zeros = (bytes: number) => zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(bytes) });

  it('passes when its entries unpack within the limit', () => {
    expect(unpacksWithin(zeros(1024 * 1024), 2 * 1024 * 1024)).toBe(true);
  });

  it('is refused when it unpacks past the limit (a zip bomb)', () => {
    const bomb = zeros(4 * 1024 * 1024);
    // Four megabytes of zeros pack into a few kilobytes.
    expect(bomb.length).toBeLessThan(32 * 1024);
    expect(unpacksWithin(bomb, 1024 * 1024)).toBe(false);
    // The same entries twice: the limit is on them all together.
    const two = zipSync({ a: new Uint8Array(600 * 1024), b: new Uint8Array(600 * 1024) });
    expect(unpacksWithin(two, 1024 * 1024)).toBe(false);
  });
});

describe('a workbook cell as text', () => {
  it('writes dates as YYYY-MM-DD and numbers as Excel shows them', () => {
    expect(cellText(new Date(Date.UTC(2026, 11, 5)))).toBe('2026-12-05');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(cellText(9876543210)).toBe('9876543210');
    expect(cellText(1050.5)).toBe('1050.5');
    expect(cellText('नाम')).toBe('नाम');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });
});
