import { z } from 'zod';
import { RANGE_PATTERN } from './members';

/** A gym's packages (spec 03 sections 3, 5, 8 and 9). */

export const GYM_PACKAGE_MESSAGES = {
  // Spec 03 sections 5 and 8, word for word.
  invalidId: 'Invalid package ID format.',
  failedUpdate: 'Failed to update package.',
  failedAdd: 'Failed to add package.',
  failedDelete: 'Failed to delete package.',
  // Ours.
  name: 'Package name is required.',
  range: 'Range is a count and a unit, e.g. 1 Month, 3 Months, 15 Days or 1 Year.',
  fees: 'Fees must be 0 or more.',
  save: 'You Save must be 0 or more.',
  created: 'Package added.',
  updated: 'Package updated.',
  removed: 'Package removed.',
  notFound: 'Package not found.',
} as const;

/** Spec 03 section 9: the add defaults. */
export const GYM_PACKAGE_DEFAULTS = {
  name: 'New Package',
  range: '1 Month',
  fees: 1000,
  save: 100,
  remarks: '',
} as const;

/** The ranges the form offers; the server takes any `RANGE_PATTERN`. */
export const GYM_PACKAGE_RANGES = ['1 Month', '3 Months', '6 Months', '1 Year'] as const;

const amount = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(9_999_999, message)
    .multipleOf(0.01, message);

export const gymPackageInputSchema = z.object({
  name: z
    .string({ error: GYM_PACKAGE_MESSAGES.name })
    .trim()
    .min(1, GYM_PACKAGE_MESSAGES.name)
    .max(100, 'At most 100 characters.')
    .default(GYM_PACKAGE_DEFAULTS.name),
  range: z
    .string({ error: GYM_PACKAGE_MESSAGES.range })
    .trim()
    .regex(RANGE_PATTERN, GYM_PACKAGE_MESSAGES.range)
    .default(GYM_PACKAGE_DEFAULTS.range),
  fees: amount(GYM_PACKAGE_MESSAGES.fees).default(GYM_PACKAGE_DEFAULTS.fees),
  save: amount(GYM_PACKAGE_MESSAGES.save).default(GYM_PACKAGE_DEFAULTS.save),
  remarks: z.string().trim().max(500, 'At most 500 characters.').default(''),
});
export type GymPackageInput = z.input<typeof gymPackageInputSchema>;

export const gymPackageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  range: z.string(),
  fees: z.number(),
  save: z.number(),
  remarks: z.string(),
});
export type GymPackage = z.infer<typeof gymPackageSchema>;
