import { describe, expect, it } from 'vitest';
import { GAZETTEER, cityOfPincode, distanceKm, findCity } from './gazetteer';
import {
  ANIMAL_FIELDS,
  HUMAN_FIELDS,
  MATERIAL_FIELDS,
  acceptsKeystroke,
  humanReportInputSchema,
  refusedKeystroke,
} from './report';
import {
  FOUND_FIELDS,
  MATCH_RULE,
  foundDateWindow,
  matchOf,
  matchWords,
  type MatchSide,
} from './found';

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

  it.each([
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    // What the form sends: the number it parsed already.
    ['+919876543210', '+919876543210'],
    // Not an Indian mobile: kept as typed.
    ['0201234567', '0201234567'],
    ['447911123456', '447911123456'],
  ])('keeps the guardian phone %s as %s', (typed, kept) => {
    const parsed = humanReportInputSchema.parse({
      lostLocation: 'Pune',
      lostDate: '2026-11-01',
      guardianPhone: typed,
    });
    expect(parsed.guardianPhone).toBe(kept);
  });

  it.each(['+91 98765 43210', '+447911123456', '98765 43210'])(
    'refuses the guardian phone %s, which is not digits',
    (typed) => {
      const result = humanReportInputSchema.safeParse({
        lostLocation: 'Pune',
        lostDate: '2026-11-01',
        guardianPhone: typed,
      });
      expect(result.error?.issues[0]?.message).toBe('Guardian phone must be 10 to 15 digits.');
    },
  );
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

describe('why a keystroke was refused', () => {
  it('names the first character the pattern refuses, or a second point, or too many digits', () => {
    expect(refusedKeystroke('lettersAndSpaces', 'Baner, Pune')).toEqual({
      reason: 'character',
      character: ',',
    });
    expect(refusedKeystroke('lettersAndSpaces', 'Baner Pune')).toBeUndefined();
    expect(refusedKeystroke('digits', '12a')).toEqual({ reason: 'character', character: 'a' });
    expect(refusedKeystroke('decimal', '4.5.')).toEqual({ reason: 'secondPoint' });
    expect(refusedKeystroke('guardianPhone', '1234567890123456')).toEqual({ reason: 'tooLong' });
    expect(refusedKeystroke('guardianPhone', '98765-')).toEqual({
      reason: 'character',
      character: '-',
    });
  });

  it('gives height and weight their units on the human and animal forms', () => {
    for (const fields of [HUMAN_FIELDS, ANIMAL_FIELDS]) {
      expect(fields.find((f) => f.name === 'height')?.unit).toBe('cm');
      expect(fields.find((f) => f.name === 'weight')?.unit).toBe('kg');
    }
  });
});

describe('found forms', () => {
  it('have where and when, the describing fields and remarks, and no contact fields', () => {
    const names = FOUND_FIELDS.animal.map((f) => f.name);
    expect(names.slice(0, 3)).toEqual(['foundLocation', 'foundDate', 'foundTime']);
    expect(names).toContain('bodyColor');
    expect(names).toContain('remarks');
    for (const kind of ['human', 'animal', 'material'] as const)
      for (const field of FOUND_FIELDS[kind]) {
        expect(field.contact ?? false).toBe(false);
        expect(field.name).not.toMatch(/^lost|^guardian/);
      }
    expect(FOUND_FIELDS.human.find((f) => f.name === 'foundLocation')?.pattern).toBe(
      'lettersAndSpaces',
    );
    expect(FOUND_FIELDS.material.find((f) => f.name === 'foundLocation')?.pattern).toBeUndefined();
  });
});

describe('the matching rule', () => {
  const pune = { lat: 18.52, lng: 73.86 };
  const lost: MatchSide = {
    kind: 'animal',
    direction: 'lost',
    authorId: 'a',
    date: '2026-11-10',
    point: pune,
    fields: { name: 'Bruno', family: 'Canidae', bodyColor: 'Golden', gender: 'Male' },
  };
  const found: MatchSide = {
    kind: 'animal',
    direction: 'found',
    authorId: 'b',
    date: '2026-11-12',
    point: pune,
    fields: { family: 'Canidae', bodyColor: 'golden', remarks: 'The dog was found near a lake' },
  };

  it('matches the same kind nearby within the days with two words in common', () => {
    expect(matchOf(lost, found)).toEqual(['canidae', 'golden']);
    expect(matchOf(found, lost)).toEqual(['canidae', 'golden']);
  });

  it('holds each part of the rule', () => {
    const thane = { lat: 19.22, lng: 72.98 };
    const mumbai = { lat: 19.08, lng: 72.88 };
    expect(distanceKm(thane, mumbai)).toBeLessThan(MATCH_RULE.maxKm);
    expect(matchOf({ ...lost, point: mumbai }, { ...found, point: thane })).not.toBeNull();
    expect(matchOf(lost, { ...found, point: mumbai })).toBeNull();
    expect(matchOf(lost, { ...found, point: null })).toBeNull();
    expect(matchOf(lost, { ...found, kind: 'human' })).toBeNull();
    expect(matchOf(lost, { ...found, direction: 'lost' })).toBeNull();
    expect(matchOf(lost, { ...found, authorId: 'a' })).toBeNull();
    expect(matchOf(lost, { ...found, date: '2026-12-10' })).not.toBeNull();
    expect(matchOf(lost, { ...found, date: '2026-12-11' })).toBeNull();
    expect(matchOf(lost, { ...found, date: '2026-11-09' })).not.toBeNull();
    expect(matchOf(lost, { ...found, date: '2026-11-08' })).toBeNull();
    expect(matchOf(lost, { ...found, fields: { ...found.fields, gender: 'Female' } })).toBeNull();
    expect(matchOf(lost, { ...found, fields: { family: 'Canidae' } })).toBeNull();
    // Stop words, short words and the kingdom do not count.
    expect(
      matchOf(
        { ...lost, fields: { kingdom: 'Animalia', remarks: 'the dog' } },
        { ...found, fields: { kingdom: 'Animalia', remarks: 'the dog' } },
      ),
    ).toBeNull();
  });

  it('gives the found dates a lost date matches', () => {
    expect(foundDateWindow('2026-11-10')).toEqual({ from: '2026-11-09', to: '2026-12-10' });
    expect(matchWords('material', { materialType: 'Laptop bag', brandName: 'HP' })).toEqual(
      new Set(['laptop', 'bag']),
    );
  });
});
