import { z } from 'zod';
import { gymMemberSchema, idSchema } from '@vedann/contracts';
import type { OrgKindAccess } from '../../../http/access';

/** What the member routes declare alike: their OpenAPI tag, an `:id`, the enrolment access. */
export const tags = ['gym: members'];
export const ENROLLMENT: OrgKindAccess = { org: 'gym', permission: 'enrollment' };
export const params = z.object({ id: idSchema });
/** The answer of every change to a member: the message and the member as it now stands. */
export const memberAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  member: gymMemberSchema,
});
