import { and, eq } from 'drizzle-orm';
import { ORG_KINDS, type MembershipRole, type NoticeAudience } from '@vedann/contracts';
import { users } from '../accounts/users.table';
import { memberships } from '../orgs/orgs.table';
import type { PeopleDirectory } from './directory';

/** A team member's notice audience: sign-in users (owner, admin, operator) are the "User"s. */
const AUDIENCE_OF_ROLE: Record<MembershipRole, NoticeAudience> = {
  owner: 'User',
  admin: 'User',
  operator: 'User',
  staff: 'Staff',
  member: 'Member',
};

/** The business's team (memberships), found by Vedan ID: every kind has one. */
export const teamDirectory: PeopleDirectory = {
  name: 'team',
  kinds: ORG_KINDS,
  async find(db, orgId, code) {
    if (!code.vedanId) return undefined;
    const [row] = await db
      .select({ id: memberships.id, name: users.fullname, userId: users.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.orgId, orgId), eq(users.vedanId, code.vedanId)))
      .limit(1);
    return row && { directory: 'team', recordId: row.id, name: row.name, userId: row.userId };
  },
  async placesOf(db, userId) {
    const rows = await db
      .select({ orgId: memberships.orgId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.userId, userId));
    return rows.map((r) => ({ orgId: r.orgId, audience: AUDIENCE_OF_ROLE[r.role] }));
  },
};
