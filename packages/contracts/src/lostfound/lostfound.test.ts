import { describe, expect, it } from 'vitest';
import { GAZETTEER, cityOfPincode, distanceKm, findCity } from './gazetteer';
import {
  ANIMAL_FIELDS,
  HUMAN_FIELDS,
  MATERIAL_FIELDS,
  acceptsKeystroke,
  humanReportInputSchema,
} from './report';

describe('section 5 keystroke rules', () => {
  it('takes letters and spaces only where the spec says so', () => {
    expect(acceptsKeystroke('lettersAndSpaces', 'Baner Pune')).toBe(true);
    expect(acceptsKeystroke('lettersAndSpaces', 'Baner 7')).toBe(false);
    expect(acceptsKeystroke('lettersAndSpaces', 'O-Neil')).toBe(false);
  });

  it('takes numbers with decimals, digits, and up to 15 phone digits while typing', () => {
    expect(acceptsKeystroke('decimal', '4.')).toBe(true);
    expect(acceptsKeystroke('decimal', '4.5.')).toBe(false);
    expect(acceptsKeystroke('digits', '12')).toBe(true);
    expect(acceptsKeystroke('digits', '1.2')).toBe(false);
    expect(acceptsKeystroke('guardianPhone', '98765')).toBe(true);
    expect(acceptsKeystroke('guardianPhone', '1234567890123456')).toBe(false);
    for (const pattern of ['lettersAndSpaces', 'decimal', 'digits', 'guardianPhone'] as const)
      expect(acceptsKeystroke(pattern, '')).toBe(true);
  });

  it('puts the patterns on exactly the fields section 5 names', () => {
    const patterned = (fields: typeof HUMAN_FIELDS, pattern: string) =>
      fields.filter((f) => f.pattern === pattern).map((f) => f.name);
    expect(patterned(HUMAN_FIELDS, 'lettersAndSpaces')).toEqual([
      'lostLocation',
      'name',
      'hairColor',
      'guardianName',
    ]);
    expect(patterned(ANIMAL_FIELDS, 'lettersAndSpaces').sort()).toEqual(
      [
        'lostLocation',
        'kingdom',
        'phylum',
        'class',
        'order',
        'family',
        'name',
        'guardianName',
      ].sort(),
    );
    expect(MATERIAL_FIELDS.filter((f) => f.pattern)).toEqual([]);
  });

  it('rejects a short guardian phone on submit, with its message', () => {
    const result = humanReportInputSchema.safeParse({
      lostLocation: 'Pune',
      lostDate: '2026-11-01',
      guardianPhone: '98765',
    });
    expect(result.error?.issues[0]?.message).toBe('Guardian phone must be 10 to 15 digits.');
  });
});

describe('gazetteer', () => {
  it('finds cities by name, alias, whole words and pincode', () => {
    expect(findCity('Koregaon Park, Pune')?.name).toBe('Pune');
    expect(findCity('near bangalore palace')?.name).toBe('Bengaluru');
    expect(findCity('Punekar Street')).toBeUndefined();
    expect(findCity('Andheri 400053')?.name).toBe('Mumbai');
    expect(cityOfPincode('201301')?.name).toBe('Noida');
    expect(cityOfPincode('201001')?.name).toBe('Ghaziabad');
    expect(cityOfPincode('110001')?.name).toBe('Delhi');
  });

  it('has distinct names and points inside India', () => {
    const names = GAZETTEER.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of GAZETTEER) {
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(36);
      expect(c.lng).toBeGreaterThan(68);
      expect(c.lng).toBeLessThan(98);
    }
  });

  it('measures distances in kilometres', () => {
    const pune = findCity('Pune');
    const mumbai = findCity('Mumbai');
    if (!pune || !mumbai) throw new Error('missing cities');
    expect(distanceKm(pune, mumbai)).toBeGreaterThan(110);
    expect(distanceKm(pune, mumbai)).toBeLessThan(130);
  });
});
