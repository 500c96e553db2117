import { z } from 'zod';
import { idSchema, messageResponseSchema, pageInfoSchema, pageQuerySchema } from '../common/api';
import { endpoint } from '../common/endpoint';
import { addMemberInputSchema, memberSchema, updateMemberInputSchema } from './membership';
import { organizationSchema, registerOrgInputSchema } from './organization';

const memberParams = z.object({ id: idSchema });
const memberAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  member: memberSchema,
});

/**
 * The account's businesses and the team of the current one. The team is its owner's and
 * admins' (`org-admin`): they add people by Vedan ID and choose their role and permissions.
 */
export const orgsApi = {
  /**
   * The signed-in account's businesses. The shell asks on the landing page's first load, which
   * does without zod: web lib/org.ts calls it with `apiGet`, typed by this declaration.
   */
  list: endpoint({
    method: 'GET',
    path: '/orgs',
    access: 'user',
    answer: z.object({
      success: z.literal(true),
      organizations: z.array(
        // When this account last chose it (`markUsed`), so that any device opens on it.
        organizationSchema.extend({ lastUsedAt: z.string().nullable() }),
      ),
    }),
  }),
  /**
   * Remembers, per account, the business it chose last: the header opens on it after signing
   * in, and a page of a kind on the one of that kind used last (decision 0351).
   */
  markUsed: endpoint({
    method: 'PUT',
    path: '/orgs/last-used',
    access: 'user',
    body: z.object({ orgId: idSchema }),
    answer: z.object({ success: z.literal(true), lastUsedAt: z.string() }),
  }),
  register: endpoint({
    method: 'POST',
    path: '/orgs',
    access: 'user',
    body: registerOrgInputSchema,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      organization: organizationSchema,
    }),
    status: 201,
  }),
  members: endpoint({
    method: 'GET',
    path: '/orgs/members',
    access: 'org-admin',
    query: pageQuerySchema,
    answer: z
      .object({ success: z.literal(true), members: z.array(memberSchema) })
      .merge(pageInfoSchema),
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/orgs/members',
    access: 'org-admin',
    body: addMemberInputSchema,
    answer: memberAnswer,
    status: 201,
  }),
  member: endpoint({
    method: 'GET',
    path: '/orgs/members/:id',
    access: 'org-admin',
    params: memberParams,
    answer: z.object({ success: z.literal(true), member: memberSchema }),
  }),
  /** Anyone but the owner. */
  updateMember: endpoint({
    method: 'PUT',
    path: '/orgs/members/:id',
    access: 'org-admin',
    params: memberParams,
    body: updateMemberInputSchema,
    answer: memberAnswer,
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/orgs/members/:id',
    access: 'org-admin',
    params: memberParams,
    answer: messageResponseSchema,
  }),
};
