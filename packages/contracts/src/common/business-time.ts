import { z } from 'zod';
import { MONTH_NAMES } from './months';

export * from './business-time-terms';

export const TIME_MESSAGES = { invalid: 'Enter a time as HH:MM (24-hour).' } as const;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time of day as HH:MM, 24-hour. */
export function timeOfDaySchema(message: string = TIME_MESSAGES.invalid) {
  return z.string({ error: message }).trim().regex(TIME_OF_DAY, message);
}

/** A time of day or the empty string (not yet known, as a row's Time Out before leaving). */
export const optionalTimeSchema = z
  .string({ error: TIME_MESSAGES.invalid })
  .trim()
  .refine((v) => v === '' || TIME_OF_DAY.test(v), TIME_MESSAGES.invalid)
  .default('');

/** A required text field whose absence gets the field's own message. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);
}

export const MONTH_MESSAGES = { invalid: 'Choose a month from January to December.' } as const;
export const monthNameSchema = z.enum(MONTH_NAMES, { error: MONTH_MESSAGES.invalid });
