import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { phoneInputSchema } from '../common/phone';

/** Blood help (/blood-help): requests for blood and the donors who can answer them. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/**
 * Red-cell compatibility: O- gives to everyone, AB+ receives from everyone. A donor's ABO
 * antigens must all be present in the recipient, and an Rh-positive donor needs an Rh-positive
 * recipient.
 */
export function canDonate(donor: BloodGroup, recipient: BloodGroup): boolean {
  const antigens = (group: BloodGroup) => new Set(group.replace(/[+-]$/, '').replace('O', ''));
  const recipientAntigens = antigens(recipient);
  for (const antigen of antigens(donor)) if (!recipientAntigens.has(antigen)) return false;
  return !(donor.endsWith('+') && recipient.endsWith('-'));
}

/** The groups that can give to a recipient of `recipient`. */
export function donorGroupsFor(recipient: BloodGroup): BloodGroup[] {
  return BLOOD_GROUPS.filter((donor) => canDonate(donor, recipient));
}

/** The groups a donor of `donor` can give to. */
export function recipientGroupsOf(donor: BloodGroup): BloodGroup[] {
  return BLOOD_GROUPS.filter((recipient) => canDonate(donor, recipient));
}

export const BLOOD_MESSAGES = {
  groupInvalid: 'Choose a blood group.',
  unitsInvalid: 'Units must be a whole number from 1 to 20.',
  hospitalRequired: 'Hospital is required.',
  cityRequired: 'City is required.',
  pincodeInvalid: 'Pincode must be 6 digits.',
  neededByInvalid: 'Needed by must be a real date.',
  contactNameRequired: 'Contact name is required.',
  phoneInvalid: 'Phone number must be exactly 10 digits.',
  posted: 'Request posted.',
  closed: 'Request closed.',
  notFound: 'Request not found.',
  alreadyClosed: 'This request is already closed.',
  donorSaved: 'You are registered as a donor.',
  donorRemoved: 'You are no longer registered as a donor.',
  notDonor: 'Register as a donor first.',
  signInForContact: 'Log in to see the contact.',
  empty: 'No open requests.',
  noDonors: 'No willing donors nearby yet.',
  searchCityRequired: 'Enter the city to search in.',
  loadFailed: 'Failed to fetch blood requests.',
} as const;

const city = z
  .string({ error: BLOOD_MESSAGES.cityRequired })
  .trim()
  .min(1, BLOOD_MESSAGES.cityRequired)
  .max(80, BLOOD_MESSAGES.cityRequired);
const pincode = z
  .string({ error: BLOOD_MESSAGES.pincodeInvalid })
  .trim()
  .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), BLOOD_MESSAGES.pincodeInvalid)
  .default('');
const phone = phoneInputSchema(BLOOD_MESSAGES.phoneInvalid);
const group = z.enum(BLOOD_GROUPS, { error: BLOOD_MESSAGES.groupInvalid });

export const bloodRequestInputSchema = z.object({
  bloodGroup: group,
  units: z.coerce
    .number({ error: BLOOD_MESSAGES.unitsInvalid })
    .int(BLOOD_MESSAGES.unitsInvalid)
    .min(1, BLOOD_MESSAGES.unitsInvalid)
    .max(20, BLOOD_MESSAGES.unitsInvalid),
  hospital: z
    .string({ error: BLOOD_MESSAGES.hospitalRequired })
    .trim()
    .min(1, BLOOD_MESSAGES.hospitalRequired)
    .max(150, BLOOD_MESSAGES.hospitalRequired),
  city,
  pincode,
  neededBy: calendarDateSchema(BLOOD_MESSAGES.neededByInvalid),
  contactName: z
    .string({ error: BLOOD_MESSAGES.contactNameRequired })
    .trim()
    .min(1, BLOOD_MESSAGES.contactNameRequired)
    .max(100, BLOOD_MESSAGES.contactNameRequired),
  contactPhone: phone,
  note: z.string().trim().max(500, 'Note may have at most 500 characters.').default(''),
});
export type BloodRequestInput = z.input<typeof bloodRequestInputSchema>;

export const bloodRequestSchema = z.object({
  _id: z.string(),
  bloodGroup: group,
  units: z.number().int(),
  hospital: z.string(),
  city: z.string(),
  pincode: z.string(),
  neededBy: z.string(),
  note: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
  /** Whether the viewer posted it (and so may close it and see its donors). */
  mine: z.boolean(),
  /** Only for signed-in viewers; null for visitors. */
  contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export type BloodRequest = z.infer<typeof bloodRequestSchema>;

export const bloodRequestFiltersSchema = z.object({
  bloodGroup: group.optional(),
  city: z.string().trim().max(80).optional(),
});

export const donorInputSchema = z.object({
  bloodGroup: group,
  city,
  pincode,
  phone,
  /** Whether people asking for blood may see this donor and contact them. */
  available: z.boolean({ error: 'Say whether you may be contacted.' }),
});
export type DonorInput = z.input<typeof donorInputSchema>;

export const donorSchema = z.object({
  bloodGroup: group,
  city: z.string(),
  pincode: z.string(),
  phone: z.string(),
  available: z.boolean(),
});
export type Donor = z.infer<typeof donorSchema>;

/** A donor as the person who asked for blood sees them. */
export const matchingDonorSchema = z.object({
  name: z.string(),
  bloodGroup: group,
  city: z.string(),
  phone: z.string(),
});
export type MatchingDonor = z.infer<typeof matchingDonorSchema>;

/**
 * The donor search (issue 31): willing donors in a city whose blood a patient of `bloodGroup`
 * can receive, with no request posted.
 */
export const donorSearchQuerySchema = z.object({
  bloodGroup: group,
  city: z
    .string({ error: BLOOD_MESSAGES.searchCityRequired })
    .trim()
    .min(1, BLOOD_MESSAGES.searchCityRequired)
    .max(80, BLOOD_MESSAGES.searchCityRequired),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DonorSearchQuery = z.input<typeof donorSearchQuerySchema>;

/** Cities compare without case or surrounding spaces. */
export function cityKey(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, ' ');
}
