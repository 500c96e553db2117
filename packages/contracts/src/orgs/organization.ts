import { z } from 'zod';
import { MEMBERSHIP_ROLES, ORG_KINDS, ORG_MESSAGES } from './organization-terms';

export * from './organization-terms';

export const registerOrgInputSchema = z.object({
  kind: z.enum(ORG_KINDS, { error: ORG_MESSAGES.kindInvalid }),
  name: z
    .string({ error: ORG_MESSAGES.nameRequired })
    .trim()
    .min(1, ORG_MESSAGES.nameRequired)
    .max(120, 'Business name may have at most 120 characters.'),
  city: z.string().trim().max(80, 'City may have at most 80 characters.').default(''),
});
export type RegisterOrgInput = z.input<typeof registerOrgInputSchema>;

export const organizationSchema = z.object({
  _id: z.string(),
  kind: z.enum(ORG_KINDS),
  name: z.string(),
  city: z.string(),
  role: z.enum(MEMBERSHIP_ROLES),
  permissions: z.array(z.string()),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;
