import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12)).toBe('12');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+91')).toBe("'+91");
    expect(csvField('-,x')).toBe('"\'-,x"');
    expect(csvField('-')).toBe('-');
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
  });
});
