import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../accounts/users.table';
import type { PeopleDirectory } from '../../people/directory';
import { recordPeopleList } from '../../people/record-list';
import { gymMembers } from './gym.table';

/** The shape of a gym member id as the gym gives it (GM00042) or types it. */
const MEMBER_ID = /^[A-Z0-9-]{1,20}$/;

/**
 * A gym's members (`gym_members`), found by record id, Vedan ID or member id, so the kit's
 * attendance rows, check-in desk and notices for members reach them. The account is the one
 * whose Vedan ID the member row names, when it exists.
 */
export const gymMembersDirectory: PeopleDirectory = {
  name: 'gym-members',
  kinds: ['gym'],
  async find(db, orgId, code) {
    const upper = code.raw.toUpperCase();
    let match: SQL | undefined;
    if (code.recordId) match = eq(gymMembers.id, code.recordId);
    else if (code.vedanId) match = eq(gymMembers.vedanId, code.vedanId);
    else if (MEMBER_ID.test(upper)) match = eq(gymMembers.memberId, upper);
    if (!match) return undefined;
    const [row] = await db
      .select({ id: gymMembers.id, name: gymMembers.name, userId: users.id })
      .from(gymMembers)
      .leftJoin(users, and(eq(users.vedanId, gymMembers.vedanId)))
      .where(and(eq(gymMembers.orgId, orgId), match))
      .limit(1);
    return (
      row && { directory: 'gym-members', recordId: row.id, name: row.name, userId: row.userId }
    );
  },
  async placesOf(db, userId) {
    const rows = await db
      .selectDistinct({ orgId: gymMembers.orgId })
      .from(gymMembers)
      .innerJoin(users, eq(users.vedanId, gymMembers.vedanId))
      .where(eq(users.id, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: 'Member' as const }));
  },
  list: recordPeopleList({
    directory: 'gym-members',
    audience: 'Member',
    table: gymMembers,
    columns: {
      id: gymMembers.id,
      orgId: gymMembers.orgId,
      name: gymMembers.name,
      email: gymMembers.email,
      phone: gymMembers.mobile,
      messageLanguage: gymMembers.messageLanguage,
      messageChannel: gymMembers.messageChannel,
    },
    linkedAccount: eq(users.vedanId, gymMembers.vedanId),
  }),
};
