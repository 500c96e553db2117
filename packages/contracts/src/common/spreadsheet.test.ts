import { describe, expect, it } from 'vitest';
import { GYM_MEMBER_IMPORT_FIELDS } from '../gym/members/members';
import { LIBRARY_MEMBER_IMPORT_FIELDS } from '../library/members';
import { normalizeHeader, proposeMapping } from './spreadsheet';

describe('header matching', () => {
  it('sets case, spacing, punctuation and the nukta aside', () => {
    expect(normalizeHeader('  Mobile No. ')).toBe('mobileno');
    expect(normalizeHeader('E-mail')).toBe(normalizeHeader('email'));
    expect(normalizeHeader('joining_date')).toBe(normalizeHeader('Joining Date'));
    // फ़ written as one letter (U+095E) and as फ with a nukta, and without it.
    expect(normalizeHeader('\u095eोन')).toBe(normalizeHeader('\u092b\u093cोन'));
    expect(normalizeHeader('फ़ोन')).toBe(normalizeHeader('फोन'));
  });

  it('proposes a field per column by English, Hindi and the field key', () => {
    expect(
      proposeMapping(
        ['नाम', 'फ़ोन नंबर', 'EMAIL', 'dateOfBirth', 'Salary'],
        GYM_MEMBER_IMPORT_FIELDS,
      ),
    ).toEqual(['name', 'mobile', 'email', 'dateOfBirth', '']);
    expect(proposeMapping(['Name', 'Phone', 'मोबाइल'], GYM_MEMBER_IMPORT_FIELDS)).toEqual([
      'name',
      'mobile',
      '',
    ]);
    expect(
      proposeMapping(
        ['Student Name', 'vedan id', 'सीट नंबर', 'Fee', 'Shift', 'प्रवेश तिथि'],
        LIBRARY_MEMBER_IMPORT_FIELDS,
      ),
    ).toEqual(['name', 'vedanId', 'seatNo', 'fees', 'time', 'joiningDate']);
  });

  it('names every field of every list differently within the list', () => {
    for (const fields of [GYM_MEMBER_IMPORT_FIELDS, LIBRARY_MEMBER_IMPORT_FIELDS]) {
      const names = fields.flatMap((f) =>
        [f.key, f.en, f.hi, ...(f.aliases ?? [])].map(normalizeHeader),
      );
      const owners = new Map<string, string>();
      for (const field of fields)
        for (const name of [field.key, field.en, field.hi, ...(field.aliases ?? [])]) {
          const normal = normalizeHeader(name);
          expect(owners.get(normal) ?? field.key, `${name} names two fields`).toBe(field.key);
          owners.set(normal, field.key);
        }
      expect(names.length).toBeGreaterThan(fields.length);
    }
  });
});
