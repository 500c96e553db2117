import { z } from 'zod';

/**
 * Phone numbers are stored in E.164 (`+919876543210`), normalised once, on input (decision
 * 0359). People in India type a mobile number many ways: `98765 43210`, `098765-43210`,
 * `+91 98765 43210`, `919876543210`. Each becomes `+91` and the ten digits. A number written
 * with `+` and another country code is kept as E.164 (up to 15 digits).
 */

/** An Indian mobile: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;
/** E.164: a country code not starting with 0, at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** The longest stored form: `+` and 15 digits. */
export const PHONE_MAX_LENGTH = 16;

/**
 * The E.164 form of what a person typed, or null when it is not a phone number. Spaces, dashes,
 * dots and brackets are ignored.
 */
export function toE164Phone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) {
    if (compact.startsWith('+91')) {
      return INDIAN_MOBILE.test(compact.slice(3)) ? compact : null;
    }
    return E164.test(compact) ? compact : null;
  }
  if (!/^\d+$/.test(compact)) return null;
  const national =
    compact.length === 11 && compact.startsWith('0')
      ? compact.slice(1)
      : compact.length === 12 && compact.startsWith('91')
        ? compact.slice(2)
        : compact;
  return INDIAN_MOBILE.test(national) ? `+91${national}` : null;
}

/**
 * A phone field: what the person typed, normalised to E.164, or the field's own message. The
 * message is the field's existing one ("Phone number must be exactly 10 digits."), since ten
 * digits is what nearly every Indian types.
 */
export function phoneInputSchema(message: string) {
  // A refinement, then the transform: a refinement's issue lets the form's other rules (the
  // passwords that must match) still speak, where an issue raised inside a transform stops them.
  return z
    .string({ error: message })
    .refine((typed) => toE164Phone(typed) !== null, message)
    .transform((typed) => toE164Phone(typed) ?? typed);
}

/** The same, where the field may be left empty (kept as ''). */
export function optionalPhoneInputSchema(message: string) {
  const empty = (typed: string) => typed.trim() === '';
  return z
    .string({ error: message })
    .refine((typed) => empty(typed) || toE164Phone(typed) !== null, message)
    .transform((typed) => (empty(typed) ? '' : (toE164Phone(typed) ?? typed)));
}

/**
 * A stored phone as people read it: `+91 98765 43210` for India, the E.164 form for the rest,
 * and anything that is not E.164 (a number stored before normalisation) as it is.
 */
export function readablePhone(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/**
 * The ten digits of an Indian number, for a field that holds ten digits (a resume's phone); any
 * other number as it is.
 */
export function nationalPhone(phone: string): string {
  return /^\+91\d{10}$/.test(phone) ? phone.slice(3) : phone;
}

/**
 * WhatsApp's click-to-chat link (`https://wa.me/<digits>?text=...`) to a stored phone with the
 * message filled in, or null when the phone cannot be read as a number.
 */
export function whatsAppLink(phone: string, text: string): string | null {
  const e164 = toE164Phone(phone);
  if (e164 === null) return null;
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`;
}
