import { z } from 'zod';
import { MEMBERSHIP_ROLES } from './organization';

/** Roles that can be given to someone added to a business; there is one owner, its founder. */
export const ASSIGNABLE_ROLES = MEMBERSHIP_ROLES.filter((r) => r !== 'owner');

export const MEMBER_MESSAGES = {
  vedanId: 'Enter the Vedan ID of the person to add.',
  noSuchAccount: 'No account has this Vedan ID.',
  alreadyMember: 'This person is already part of the business.',
  ownerFixed: "The owner's role cannot be changed or removed.",
  role: 'Choose a role: admin, operator, staff or member.',
  unknownPermission: (p: string) => `Unknown permission: ${p}.`,
  added: 'Added to the business.',
  updated: 'Member updated.',
  removed: 'Removed from the business.',
  notFound: 'Member not found.',
} as const;

const roleSchema = z.enum(['admin', 'operator', 'staff', 'member'], {
  error: MEMBER_MESSAGES.role,
});

export const addMemberInputSchema = z.object({
  vedanId: z
    .string({ error: MEMBER_MESSAGES.vedanId })
    .trim()
    .toUpperCase()
    .regex(/^VD[0-9A-Z]{6}$/, MEMBER_MESSAGES.vedanId),
  role: roleSchema,
  permissions: z.array(z.string().max(40)).max(40).default([]),
});
export type AddMemberInput = z.input<typeof addMemberInputSchema>;

export const updateMemberInputSchema = z.object({
  role: roleSchema,
  permissions: z.array(z.string().max(40)).max(40).default([]),
});

export const memberSchema = z.object({
  _id: z.string(),
  vedanId: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  permissions: z.array(z.string()),
});
export type Member = z.infer<typeof memberSchema>;
