import { z } from 'zod';
import { calendarDateSchema } from '../common/date';
import { requiredText } from '../common/business-time';
import { emailSchema, signupPasswordSchema } from '../accounts/user';
import { phoneInputSchema } from '../common/phone';

export const STAFF_GENDERS = ['male', 'female'] as const;

/** Spec 03 sections 2, 5 and 8. */
export const STAFF_MESSAGES = {
  empty: 'No trainers added yet.',
  name: 'Name is required.',
  address: 'Address is required.',
  dob: 'Date of birth is required.',
  gender: 'Choose male or female.',
  mobile: 'Mobile number must be 10 digits',
  joindate: 'Join date is required.',
  experience: 'Experience must be 0 or more years.',
  description: 'Description is required.',
  image: 'Choose a photo (PNG, JPEG, WebP or GIF, at most 2 MB).',
  vedanId: 'A Vedan ID is VD followed by 6 letters or digits.',
  created: 'Staff member added.',
  updated: 'Staff member updated.',
  removed: 'Staff member deleted.',
  notFound: 'Staff member not found.',
} as const;

/**
 * A trainer (gym) or staff member (ahar, barber): every field required (spec 03 section 5), the
 * image too, sent as multipart with the photo in `image`. `vedanId` (beyond the spec) links the
 * record to the person's Vedann account, so they read their own attendance and notices.
 */
export const staffInputSchema = z.object({
  name: requiredText(STAFF_MESSAGES.name, 100),
  address: requiredText(STAFF_MESSAGES.address, 300),
  dob: calendarDateSchema(STAFF_MESSAGES.dob),
  gender: z.enum(STAFF_GENDERS, { error: STAFF_MESSAGES.gender }),
  // Kept in E.164, as every phone (decision 0359); the spec's message for what was typed.
  mobile: phoneInputSchema(STAFF_MESSAGES.mobile),
  joindate: calendarDateSchema(STAFF_MESSAGES.joindate),
  email: emailSchema,
  experience: z.coerce
    .number({ error: STAFF_MESSAGES.experience })
    .int(STAFF_MESSAGES.experience)
    .min(0, STAFF_MESSAGES.experience)
    .max(80, STAFF_MESSAGES.experience),
  description: requiredText(STAFF_MESSAGES.description, 2000),
  vedanId: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^VD[0-9A-Z]{6}$/.test(v), STAFF_MESSAGES.vedanId)
    .default(''),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export const staffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  dob: z.string(),
  gender: z.enum(STAFF_GENDERS),
  mobile: z.string(),
  joindate: z.string(),
  email: z.string(),
  experience: z.number(),
  description: z.string(),
  image: z.string().nullable(),
  vedanId: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The gym's and ahar's User panel (spec 03 section 3): sign-in users of the business. */
export const TEAM_PLANS = ['Admin', 'Operator'] as const;
export type TeamPlan = (typeof TEAM_PLANS)[number];

export const TEAM_USER_MESSAGES = {
  created: 'User created successfully!',
  existingAccount:
    'User created successfully! This e-mail already had a Vedann account: it keeps its own password and now has access to this business.',
  removed: 'User deleted successfully!',
  updated: 'User updated successfully!',
  empty: 'No users added yet.',
  mismatch: 'Passwords do not match',
  plan: 'Choose Admin or Operator.',
  name: 'Name is required.',
  fetchFailed: 'Failed to fetch users',
  deleteFailed: 'Failed to delete user',
  createFailed: (reason = 'Unknown error') => `Failed to create user: ${reason}`,
  passwordOwn:
    "A user's password belongs to the user: they change it from their profile or with Forgot password.",
  adminOnly: 'Only the owner or an admin can make or change an Admin.',
  ownPermissionsOnly: 'You can only give permissions you hold yourself.',
  notFound: 'User not found.',
  alreadyMember: 'This person is already part of the business.',
} as const;

const teamFields = {
  selectedPlan: z.enum(TEAM_PLANS, { error: TEAM_USER_MESSAGES.plan }),
  name: requiredText(TEAM_USER_MESSAGES.name, 100),
  // A team user is an account, whose phone is kept in E.164 (decision 0359).
  phone: phoneInputSchema('Phone number must be exactly 10 digits.'),
  email: emailSchema,
  permissions: z.array(z.string().max(40)).max(40).default([]),
};

/** Create: every field but permissions required, and the two passwords must match. */
export const teamUserInputSchema = z
  .object({ ...teamFields, password: signupPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: TEAM_USER_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type TeamUserInput = z.input<typeof teamUserInputSchema>;

/** Update: the form comes back with empty passwords (spec 03 section 4); plan and permissions change. */
export const teamUserUpdateSchema = z
  .object({
    ...teamFields,
    password: z.string().default(''),
    confirmPassword: z.string().default(''),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: TEAM_USER_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export const teamUserSchema = z.object({
  _id: z.string(),
  selectedPlan: z.enum(TEAM_PLANS),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  vedanId: z.string(),
  permissions: z.array(z.string()),
});
export type TeamUser = z.infer<typeof teamUserSchema>;
