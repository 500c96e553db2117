import { describe, expect, it } from 'vitest';
import { keepNumeric, updateFeesInputSchema } from './fees';
import { upperFirst } from './members';
import { LIBRARY_SEARCH_MESSAGES, librarySearchInputSchema } from './search';
import {
  SHIFTS,
  bookSeatInputSchema,
  generateMemberId,
  isFullSeatForm,
  overlappingShifts,
  shiftsOverlap,
} from './seats';

describe('shifts', () => {
  it('Full day overlaps every shift; the others only themselves', () => {
    for (const shift of SHIFTS) expect(shiftsOverlap('Full day', shift), shift).toBe(true);
    expect(shiftsOverlap('Morning', 'Afternoon')).toBe(false);
    expect(shiftsOverlap('Night', 'Night')).toBe(true);
    expect(overlappingShifts('Evening')).toEqual(['Evening', 'Full day']);
  });
});

describe('member ids', () => {
  it('are the prefix, the two letters upper-cased and five digits from 00001 to 99999', () => {
    expect(generateMemberId('a', 'r', () => 0)).toBe('VJAR00001');
    expect(generateMemberId('Z', 'q', () => 0.999999999)).toBe('VJZQ99999');
    expect(generateMemberId('k', 'j')).toMatch(/^VJKJ\d{5}$/);
  });
});

describe('the two booking payloads', () => {
  it('reads a body with any form field as the full form, else as the modal', () => {
    expect(isFullSeatForm({ seatNumber: 1, memberId: 'VJAB00001' })).toBe(false);
    expect(isFullSeatForm({ seatNumber: 1, startDate: '2030-01-01' })).toBe(true);
    const modal = bookSeatInputSchema.parse({ seatNumber: '3', memberId: 'vjab00001' });
    expect(modal).toMatchObject({
      payload: 'modal',
      seatNumber: 3,
      memberId: 'VJAB00001',
      shift: 'Full day',
    });
  });
});

describe('fee card and joining helpers', () => {
  it('keeps only digits, dot and minus; empty numeric cells are 0', () => {
    expect(keepNumeric('₹ -1,234.50 only')).toBe('-1234.50');
    const parsed = updateFeesInputSchema.parse({ month: 'June', data: { 'P/L': '' } });
    expect(parsed.data).toMatchObject({ FeesCovered: '0', LeftFees: '0', 'P/L': '0' });
  });
  it('upper-cases the first letter only', () => {
    expect(upperFirst('asha rao')).toBe('Asha rao');
    expect(upperFirst('')).toBe('');
  });
});

describe('library search body', () => {
  const base = { pincode: '411004', timeSlot: 'full day', dateJoining: '2030-01-01', fee: '800' };
  it('reads the spec fields, spec 02 names and the time slot in any case', () => {
    expect(librarySearchInputSchema.parse(base)).toMatchObject({
      timeSlot: 'Full day',
      fee: 800,
      page: 1,
    });
    const older = { pincode: '411004', timeSlot: 'Night', tentativeDate: '2030-01-01', fees: 500 };
    expect(librarySearchInputSchema.parse(older)).toMatchObject({
      dateJoining: '2030-01-01',
      fee: 500,
    });
  });
  it('gives the spec messages', () => {
    const first = (body: object) =>
      librarySearchInputSchema.safeParse(body).error?.issues[0]?.message;
    expect(first({ ...base, pincode: '' })).toBe(LIBRARY_SEARCH_MESSAGES.required);
    expect(first({ ...base, fee: '12abc' })).toBe(LIBRARY_SEARCH_MESSAGES.fee);
  });
});
