import { z } from 'zod';

/**
 * Indian tax identifiers, checked against their real formats. Any business profile (library,
 * gym, company) uses these two schemas.
 */

/**
 * PAN: five letters, four digits, a letter. The fourth letter names the holder's type
 * (P person, C company, H Hindu undivided family, F firm, A association of persons, T trust,
 * B body of individuals, L local authority, J artificial juridical person, G government).
 */
const PAN_PATTERN = /^[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z]$/;

export const TAX_ID_MESSAGES = {
  pan: 'Enter a valid PAN: five letters, four digits and a letter (e.g. ABCPE1234F).',
  gstin:
    'Enter a valid GSTIN: 15 characters, the state code, the PAN, an entity number, Z and a check character (e.g. 27AAPFU0939F1ZV).',
} as const;

export function isPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** State and union-territory codes in use (01 to 38), 97 other territory, 99 centre. */
function isGstStateCode(code: number): boolean {
  return (code >= 1 && code <= 38) || code === 97 || code === 99;
}

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as
 * 10-35) times 1 or 2 alternately, each product's quotient and remainder by 36 summed, and the
 * character that brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function isGstin(value: string): boolean {
  const match = GSTIN_PATTERN.exec(value);
  if (!match) return false;
  if (!isGstStateCode(Number(match[1])) || !isPan(match[2] ?? '')) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14);
}

/** Upper-cased and without spaces, as people type them. */
const normalizeTaxId = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** A PAN; `required` is the message for an empty value. */
export function panSchema(required: string) {
  return z
    .string({ error: required })
    .transform(normalizeTaxId)
    .refine((value) => value !== '', required)
    .refine((value) => value === '' || isPan(value), TAX_ID_MESSAGES.pan);
}

/** A GSTIN; `required` is the message for an empty value. */
export function gstinSchema(required: string) {
  return z
    .string({ error: required })
    .transform(normalizeTaxId)
    .refine((value) => value !== '', required)
    .refine((value) => value === '' || isGstin(value), TAX_ID_MESSAGES.gstin);
}
