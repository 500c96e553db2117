import { z } from 'zod';
import { resource, type OrgKindAccess } from '../../common/endpoint';
import { aharPersonSchema, regularMemberInputSchema, regularMemberSchema } from './regular-members';

/** The ahar's people (staff, regular members and their cards): the `staff` permission. */
const PEOPLE_ACCESS: OrgKindAccess = { org: 'ahar', permission: 'staff' };
const PEOPLE_ACCESSES = { read: PEOPLE_ACCESS, write: PEOPLE_ACCESS };

/** The ahar's people: its regular members, and the Identification list of everyone it keeps. */
export const aharPeopleApi = {
  members: resource({
    path: '/ahar/regular-members',
    access: PEOPLE_ACCESSES,
    keys: { list: 'members', item: 'member' },
    input: regularMemberInputSchema,
    item: regularMemberSchema,
  }),
  /**
   * The business's staff then its regular members (`kind` keeps one of them), paged; only
   * listed here: each is written where it is kept. `<path>/:id/card` is a person's ID card (PDF).
   */
  people: resource({
    path: '/ahar/people',
    verbs: ['list'],
    access: PEOPLE_ACCESSES,
    keys: { list: 'people', item: 'person' },
    input: z.never(),
    item: aharPersonSchema,
  }),
};
